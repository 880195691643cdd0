import { type Kysely, sql } from "kysely";

// Issue 25 items 1 and 6 (decisions 150, 151).
// setup_state: one row at most (its key is the constant true), written by the set-up in the browser in the same
// transaction as the organization it creates. A second set-up, even a concurrent one, fails on this key: the set-up
// closes for good once used. No cascade: deleting that organization does not reopen it.
// demo_records: which records the demo data made, by kind and id, so that "Remove demo data" deletes only those.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("setup_state")
    .addColumn("id", "boolean", (c) => c.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn("org_id", "uuid", (c) => c.notNull().references("organizations.id"))
    .addColumn("completed_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("demo_records")
    .addColumn("org_id", "uuid", (c) => c.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('contact', 'deal', 'invoice', 'company_profile')`))
    .addColumn("record_id", "uuid", (c) => c.notNull())
    // The company profile's version right after the demo saved it: removal clears the profile only while unchanged.
    .addColumn("version", "integer")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("demo_records_pkey", ["org_id", "kind", "record_id"])
    .execute();
}
