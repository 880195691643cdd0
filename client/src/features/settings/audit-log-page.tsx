import {
  AUDIT_ACTIONS,
  AUDIT_RECORD_TYPES,
  type AuditAction,
  type AuditEvent,
  type AuditRecordType,
} from "@kancl/shared";
import { Download, ExternalLink } from "lucide-react";
import { useId, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { LoadMore } from "@/components/load-more";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { actorLabel, fieldLabel, valueText } from "@/features/history/event-text";
import { type AuditFilter, useAuditLog } from "@/features/history/history-queries";
import { formatDateTime } from "@/features/invoices/invoice-format";
import { t, useT } from "@/i18n/settings";
import { errorMessageOf } from "@/lib/api-error";
import { useTeamUsers } from "./users-api";

/** A day (YYYY-MM-DD) of the date inputs as the start of that day, local time, in ISO 8601. */
const dayStart = (day: string | null, plusDays = 0) => {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + plusDays);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

const isType = (value: string | null): value is AuditRecordType =>
  (AUDIT_RECORD_TYPES as readonly string[]).includes(value ?? "");
const isAction = (value: string | null): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value ?? "");

/** The filters live in the URL (shareable, kept on reload): who, record type, record id, action, from and to days. */
function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const type = params.get("type");
  const action = params.get("action");
  const filter: AuditFilter = {
    userId: params.get("user") || undefined,
    recordType: isType(type) ? type : undefined,
    recordId: params.get("record") || undefined,
    action: isAction(action) ? action : undefined,
    from: dayStart(params.get("from")),
    to: dayStart(params.get("to"), 1),
  };
  const set = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return { params, filter, set };
}

/** Settings → Audit log (issue 24 item 5, decision 110): owners and admins. */
export function AuditLogPage() {
  const t = useT();
  const { params, filter, set } = useAuditFilters();
  const log = useAuditLog(filter);
  const users = useTeamUsers();
  const ids = { user: useId(), type: useId(), action: useId(), from: useId(), to: useId() };
  const exportQuery = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  ).toString();
  const events = useMemo(() => log.data?.pages.flatMap((page) => page.events) ?? [], [log.data]);
  const records = useMemo(() => recordNames(events), [events]);
  return (
    <>
      <PageHeader
        title={t("auditScreen.title")}
        description={t("auditScreen.description")}
        actions={
          <Button asChild variant="outline">
            <a href={`/api/v1/settings/audit-log/export.csv${exportQuery ? `?${exportQuery}` : ""}`} download>
              <Download aria-hidden="true" />
              {t("auditScreen.exportCsv")}
            </a>
          </Button>
        }
      />
      <form
        aria-label={t("auditScreen.filterLabel")}
        className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,11rem),1fr))] gap-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="grid gap-1">
          <Label htmlFor={ids.user}>{t("auditScreen.who")}</Label>
          <NativeSelect id={ids.user} value={params.get("user") ?? ""} onChange={(e) => set("user", e.target.value)}>
            <option value="">{t("auditScreen.everyone")}</option>
            {(users.data?.users ?? []).map((user) => (
              <option key={user.id} value={user.id}>
                {user.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.type}>{t("auditScreen.recordType")}</Label>
          <NativeSelect id={ids.type} value={params.get("type") ?? ""} onChange={(e) => set("type", e.target.value)}>
            <option value="">{t("auditScreen.allRecords")}</option>
            {AUDIT_RECORD_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`events.recordTypes.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.action}>{t("auditScreen.action")}</Label>
          <NativeSelect
            id={ids.action}
            value={params.get("action") ?? ""}
            onChange={(e) => set("action", e.target.value)}
          >
            <option value="">{t("auditScreen.allActions")}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`auditScreen.actions.${action}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.from}>{t("auditScreen.from")}</Label>
          <Input
            id={ids.from}
            type="date"
            value={params.get("from") ?? ""}
            onChange={(e) => set("from", e.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.to}>{t("auditScreen.to")}</Label>
          <Input id={ids.to} type="date" value={params.get("to") ?? ""} onChange={(e) => set("to", e.target.value)} />
        </div>
      </form>
      {filter.recordId ? (
        <p className="text-sm">
          {t("auditScreen.oneRecord")}{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => set("record", "")}>
            {t("auditScreen.showAll")}
          </Button>
        </p>
      ) : null}
      {log.isPending ? (
        <p className="text-sm text-muted-foreground">{t("auditScreen.loading")}</p>
      ) : log.isError && events.length === 0 ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessageOf(log.error, t("auditScreen.loadFailed"))}
        </p>
      ) : events.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("auditScreen.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <Table aria-label={t("auditScreen.title")}>
            <TableHeader>
              <TableRow>
                <TableHead>{t("auditScreen.when")}</TableHead>
                <TableHead>{t("auditScreen.who")}</TableHead>
                <TableHead>{t("auditScreen.what")}</TableHead>
                <TableHead>{t("auditScreen.changes")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {events.map((event) => (
                <AuditRow
                  key={event.id}
                  event={event}
                  name={records.names.get(event.recordId)}
                  exists={!records.gone.has(event.recordId)}
                  onRecord={(id) => set("record", id)}
                />
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <LoadMore list={log} errorFallback={t("auditScreen.loadMoreFailed")} />
    </>
  );
}

/** An invoice's number before it is issued: a placeholder ("pending-<uuid>"), not a name anyone knows it by. */
const isPlaceholder = (label: string | null) => label === null || label === "" || label.startsWith("pending-");

/**
 * Each record's name (issue 24): as it is now when the server says so (`recordNow`), else as the newest of the loaded
 * events knows it — an invoice's draft events show the number it was issued with, a purged record (whose purge event
 * has no label) the name it had. A record is gone when the server says so, or (from a server without `recordNow`)
 * when its newest loaded event deleted it.
 */
function recordNames(events: readonly AuditEvent[]): { names: Map<string, string>; gone: Set<string> } {
  const names = new Map<string, string>();
  const seen = new Set<string>();
  const gone = new Set<string>();
  for (const event of events) {
    const now = event.recordNow;
    if (now !== undefined && !isPlaceholder(now) && now !== null) names.set(event.recordId, now);
    if (!names.has(event.recordId) && !isPlaceholder(event.recordLabel))
      names.set(event.recordId, event.recordLabel ?? "");
    if (now === null) gone.add(event.recordId);
    else if (now === undefined && !seen.has(event.recordId) && (event.action === "delete" || event.action === "purge"))
      gone.add(event.recordId);
    seen.add(event.recordId);
  }
  return { names, gone };
}

/** The screen of a record that has one (if it was deleted since, outside the loaded events, the screen says so). */
const RECORD_PAGES: Partial<Record<AuditRecordType, (id: string) => string>> = {
  contact: (id) => `/crm/contacts/${id}`,
  deal: (id) => `/crm/deals/${id}`,
  invoice: (id) => `/crm/invoices/${id}`,
  project: (id) => `/projects/${id}`,
};

/** The record's name for a row: its known name, "Draft invoice" for an invoice never issued, else its type. */
function recordName(event: AuditEvent, known: string | undefined): string {
  if (known) return known;
  if (event.recordType === "invoice") return t("auditScreen.draftInvoice");
  return t(`events.recordTypes.${event.recordType}`);
}

interface AuditRowProps {
  event: AuditEvent;
  /** The record's name from the loaded events, if any knows it. */
  name?: string;
  /** False when the newest loaded event deleted the record. */
  exists: boolean;
  onRecord: (id: string) => void;
}

function AuditRow({ event, name, exists, onRecord }: AuditRowProps) {
  const label = recordName(event, name);
  const page = exists ? RECORD_PAGES[event.recordType]?.(event.recordId) : undefined;
  return (
    <TableRow>
      <TableCell className="whitespace-nowrap align-top">
        <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>
      </TableCell>
      <TableCell className="align-top">{actorLabel(event)}</TableCell>
      <TableCell className="align-top">
        {t("auditScreen.headline", {
          action: t(`auditScreen.actions.${event.action}`),
          type: t(`events.recordTypes.${event.recordType}`).toLowerCase(),
        })}{" "}
        <Button
          variant="link"
          className="h-auto p-0 whitespace-normal text-left"
          title={t("auditScreen.recordHistory", { label })}
          onClick={() => onRecord(event.recordId)}
        >
          {label}
        </Button>
        {page ? (
          <Link
            to={page}
            aria-label={t("auditScreen.open", { label })}
            title={t("auditScreen.open", { label })}
            className="ml-1 inline-flex rounded-sm align-middle text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </Link>
        ) : null}
      </TableCell>
      <TableCell className="align-top text-muted-foreground">
        {event.changes.length === 0 ? (
          "—"
        ) : (
          <ul className="grid gap-0.5">
            {event.changes.slice(0, 8).map((change) => (
              <li key={change.field} className="break-words">
                {fieldLabel(change.field)}: {valueText(change.old)} → {valueText(change.new)}
              </li>
            ))}
            {event.changes.length > 8 ? <li>{t("auditScreen.more", { count: event.changes.length - 8 })}</li> : null}
          </ul>
        )}
      </TableCell>
    </TableRow>
  );
}
