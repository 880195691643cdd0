import type { ColumnType } from "../../db/column-types";

/** Deleted records a sync reads for 30 days (decision 200): written by triggers, never by the app. */
export interface SyncTombstonesTable {
  org_id: string;
  record_type: "contact" | "deal" | "invoice" | "project" | "task" | "relationship";
  record_id: string;
  deleted_at: ColumnType<Date, never, never>;
}

/** Its part of the database (server/src/db/schema.ts composes the parts). */
export interface SyncTables {
  sync_tombstones: SyncTombstonesTable;
}
