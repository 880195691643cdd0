import type { ColumnType, CreatedAt, Generated, UpdatedAt } from "../../db/column-types";

/** The append-only audit log (issue 24, decision 110): written only by the trigger audit_record_change(). */
export interface AuditEventsTable {
  id: ColumnType<number, never, never>;
  org_id: string;
  occurred_at: ColumnType<Date, never, never>;
  actor_type: "user" | "api_key" | "system";
  actor_user_id: string | null;
  actor_api_key_id: string | null;
  request_id: string | null;
  record_type: string;
  record_id: string;
  record_label: string | null;
  action: "create" | "update" | "delete" | "restore" | "purge";
  /** {column: [old, new]} */
  changes: ColumnType<Record<string, [unknown, unknown]>, never, never>;
  related_ids: ColumnType<string[], never, never>;
  transaction_id: ColumnType<number, never, never>;
}

/** Notes on contacts, deals and projects (issue 24, decision 111). */
export interface NotesTable {
  id: Generated<string>;
  org_id: string;
  version: Generated<number>;
  subject_type: "contact" | "deal" | "project";
  subject_id: string;
  author_id: string;
  body: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Date | null;
}

/** Its part of the database (server/src/db/schema.ts composes the parts). */
export interface HistoryTables {
  audit_events: AuditEventsTable;
  notes: NotesTable;
}
