import type { Executor } from "../../db/database";

/** The one row that says the set-up in the browser was used (decision 150). */
export const setupRepository = {
  async exists(db: Executor): Promise<boolean> {
    const row = await db.selectFrom("setup_state").select("org_id").executeTakeFirst();
    return row !== undefined;
  },

  /** Fails with a unique violation when a set-up was recorded already, also by a concurrent transaction. */
  async insert(db: Executor, orgId: string): Promise<void> {
    await db.insertInto("setup_state").values({ org_id: orgId }).execute();
  },

  async deleteFor(db: Executor, orgId: string): Promise<void> {
    await db.deleteFrom("setup_state").where("org_id", "=", orgId).execute();
  },
};
