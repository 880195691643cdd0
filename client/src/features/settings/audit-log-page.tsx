import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_RECORD_TYPE_LABELS,
  AUDIT_RECORD_TYPES,
  type AuditAction,
  type AuditEvent,
  type AuditRecordType,
  HISTORY_MESSAGES,
} from "@kancl/shared";
import { Download } from "lucide-react";
import { useId } from "react";
import { useSearchParams } from "react-router";
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
  const { params, filter, set } = useAuditFilters();
  const log = useAuditLog(filter);
  const users = useTeamUsers();
  const ids = { user: useId(), type: useId(), action: useId(), from: useId(), to: useId() };
  const exportQuery = new URLSearchParams(
    Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  ).toString();
  const events = log.data?.pages.flatMap((page) => page.events) ?? [];
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Who created, changed or deleted what, and when. Nobody can change this log."
        actions={
          <Button asChild variant="outline">
            <a href={`/api/v1/settings/audit-log/export.csv${exportQuery ? `?${exportQuery}` : ""}`} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        }
      />
      <form
        aria-label="Filter the audit log"
        className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,11rem),1fr))] gap-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="grid gap-1">
          <Label htmlFor={ids.user}>Who</Label>
          <NativeSelect id={ids.user} value={params.get("user") ?? ""} onChange={(e) => set("user", e.target.value)}>
            <option value="">Everyone</option>
            {(users.data?.users ?? []).map((user) => (
              <option key={user.id} value={user.id}>
                {user.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.type}>Record type</Label>
          <NativeSelect id={ids.type} value={params.get("type") ?? ""} onChange={(e) => set("type", e.target.value)}>
            <option value="">All records</option>
            {AUDIT_RECORD_TYPES.map((type) => (
              <option key={type} value={type}>
                {AUDIT_RECORD_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.action}>Action</Label>
          <NativeSelect
            id={ids.action}
            value={params.get("action") ?? ""}
            onChange={(e) => set("action", e.target.value)}
          >
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTION_LABELS[action]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.from}>From</Label>
          <Input
            id={ids.from}
            type="date"
            value={params.get("from") ?? ""}
            onChange={(e) => set("from", e.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.to}>To</Label>
          <Input id={ids.to} type="date" value={params.get("to") ?? ""} onChange={(e) => set("to", e.target.value)} />
        </div>
      </form>
      {filter.recordId ? (
        <p className="text-sm">
          The history of one record.{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => set("record", "")}>
            Show all records
          </Button>
        </p>
      ) : null}
      {log.isPending ? (
        <p className="text-sm text-muted-foreground">Loading the audit log…</p>
      ) : log.isError && events.length === 0 ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessageOf(log.error, "Failed to load the audit log")}
        </p>
      ) : events.length === 0 ? (
        <p className="text-sm text-muted-foreground">{HISTORY_MESSAGES.auditEmpty}</p>
      ) : (
        <div className="overflow-x-auto">
          <Table aria-label="Audit log">
            <TableHeader>
              <TableRow>
                <TableHead>When</TableHead>
                <TableHead>Who</TableHead>
                <TableHead>What</TableHead>
                <TableHead>Changes</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {events.map((event) => (
                <AuditRow key={event.id} event={event} onRecord={(id) => set("record", id)} />
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <LoadMore list={log} errorFallback="Failed to load more of the audit log" />
    </>
  );
}

function AuditRow({ event, onRecord }: { event: AuditEvent; onRecord: (id: string) => void }) {
  return (
    <TableRow>
      <TableCell className="whitespace-nowrap align-top">
        <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>
      </TableCell>
      <TableCell className="align-top">{actorLabel(event)}</TableCell>
      <TableCell className="align-top">
        {AUDIT_ACTION_LABELS[event.action]} {AUDIT_RECORD_TYPE_LABELS[event.recordType].toLowerCase()}{" "}
        <Button
          variant="link"
          className="h-auto p-0 whitespace-normal text-left"
          onClick={() => onRecord(event.recordId)}
        >
          {event.recordLabel || event.recordId.slice(0, 8)}
        </Button>
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
            {event.changes.length > 8 ? <li>and {event.changes.length - 8} more</li> : null}
          </ul>
        )}
      </TableCell>
    </TableRow>
  );
}
