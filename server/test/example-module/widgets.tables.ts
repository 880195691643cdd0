import type { CreatedAt, Generated, UpdatedAt } from "../../src/db/column-types";

/**
 * The example module's part of the database (issue 35 item 1, decision 205). A real module's
 * `server/src/modules/<feature>/<feature>.tables.ts` looks like this, and `server/src/db/schema.ts` lists its
 * `WidgetsTables` in `DB`'s `extends` — one line. This module exists only in the tests, so it joins the app's `DB`
 * with Kysely's `$extendTables` instead (widgets.module.ts).
 */
export interface WidgetsTable {
  org_id: string;
  id: Generated<string>;
  name: string;
  deleted_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

// A type, not an interface, only because `$extendTables` wants an index signature; `DB` extends either.
export type WidgetsTables = {
  example_widgets: WidgetsTable;
};
