import { AUDIT_ACTION_LABELS, AUDIT_RECORD_TYPE_LABELS, type AuditEvent, listAuditInputSchema } from "@kancl/shared";
import { csvExportDocument, sendCsv } from "../../csv/send-csv";
import { czechDateTime, writeCsv } from "../../csv/write-csv";
import { plainRoute } from "../../http/plain-route";

export const AUDIT_CSV_COLUMNS = [
  "Time",
  "Who",
  "API key",
  "Record type",
  "Record",
  "Record ID",
  "Action",
  "Changes",
  "Request ID",
] as const;

const value = (v: unknown) => (v === null || v === undefined ? "—" : typeof v === "string" ? v : JSON.stringify(v));

export function actorName(event: AuditEvent): string {
  if (event.actor.type === "system") return "System";
  return event.actor.userName ?? event.actor.userId ?? "";
}

/** The audit log as Czech Excel opens it (decisions 093, 121): BOM, semicolons, one row per event; every cell guarded. */
export function auditCsv(events: readonly AuditEvent[]): string {
  return writeCsv(
    AUDIT_CSV_COLUMNS,
    events.map((e) => [
      czechDateTime(e.occurredAt),
      actorName(e),
      e.actor.apiKeyName,
      AUDIT_RECORD_TYPE_LABELS[e.recordType],
      e.recordLabel,
      e.recordId,
      AUDIT_ACTION_LABELS[e.action],
      e.changes.map((c) => `${c.field}: ${value(c.old)} → ${value(c.new)}`).join("\n"),
      e.requestId,
    ]),
  );
}

/** GET /api/v1/settings/audit-log/export.csv?<the log's filters> — owners and admins, with a browser session. */
export const auditExportRoute = plainRoute({
  method: "get",
  path: "/settings/audit-log/export.csv",
  access: "orgAdmin",
  query: listAuditInputSchema,
  openapi: csvExportDocument({
    operationId: "exportAuditLogCsv",
    summary: "Export the filtered audit log as CSV",
    tag: "Audit log",
    file: "audit-log",
    queryLike: "/settings/audit-log",
  }),
  async handle({ services, caller, res, query }) {
    const events = await services.history.auditExport(caller.orgId, { ...query, cursor: undefined });
    sendCsv(res, "audit-log", auditCsv(events));
  },
});
