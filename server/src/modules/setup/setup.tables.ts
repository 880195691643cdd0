import type { CreatedAt, Generated } from "../../db/column-types";

/** At most one row: the set-up in the browser was used (issue 25, decision 150). */
export interface SetupStateTable {
  id: Generated<boolean>;
  org_id: string;
  completed_at: CreatedAt;
}

/** Its part of the database (server/src/db/schema.ts composes the parts). */
export interface SetupTables {
  setup_state: SetupStateTable;
}
