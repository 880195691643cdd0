import {
  AUDIT_ACTION_LABELS,
  AUDIT_RECORD_TYPE_LABELS,
  type AuditEvent,
  formatValidationIssues,
  listAuditInputSchema,
} from "@kancl/shared";
import { Router } from "express";
import { sendCsv } from "../../csv/send-csv";
import { czechDateTime, writeCsv } from "../../csv/write-csv";
import { AppError } from "../../errors/app-error";
import type { Services } from "../../services";
import { API_KEYS_CANNOT_ADMINISTER } from "../../trpc/procedures";
import { resolveCaller } from "../auth/caller";
import { assertOrgAdmin } from "../auth/permissions";

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
export function auditExportRoute(services: Services): Router {
  const route = Router();
  route.get("/settings/audit-log/export.csv", async (req, res, next) => {
    try {
      const caller = await resolveCaller(services, req);
      if (caller.apiKeyId) throw new AppError("FORBIDDEN", API_KEYS_CANNOT_ADMINISTER);
      assertOrgAdmin(caller);
      const parsed = listAuditInputSchema.safeParse(req.query);
      if (!parsed.success) throw new AppError("BAD_REQUEST", formatValidationIssues(parsed.error.issues));
      const events = await services.history.auditExport(caller.orgId, { ...parsed.data, cursor: undefined });
      sendCsv(res, "audit-log", auditCsv(events));
    } catch (error) {
      next(error);
    }
  });
  return route;
}
