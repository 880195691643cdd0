import type { CreatedAt } from "../../db/column-types";

/** The records the demo data made, so that removing it deletes only those (issue 25, decision 151). */
export interface DemoRecordsTable {
  org_id: string;
  kind: "contact" | "deal" | "invoice" | "company_profile";
  record_id: string;
  version: number | null;
  created_at: CreatedAt;
}

/** Its part of the database (server/src/db/schema.ts composes the parts). */
export interface DemoTables {
  demo_records: DemoRecordsTable;
}
