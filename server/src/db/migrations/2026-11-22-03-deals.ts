import { type Kysely, sql } from "kysely";

// Deals. The billing contact is an organization of the same tenant, enforced by the composite foreign key to
// contacts(org_id, id, type) with the constant billing_contact_type column.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("deals")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("org_id", "uuid", (c) => c.notNull().references("organizations.id").onDelete("restrict"))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("title", "text", (c) => c.notNull().check(sql`length(trim(title)) > 0`))
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('lead', 'negotiation', 'won', 'lost')`))
    .addColumn("billing_contact_id", "uuid")
    .addColumn("billing_contact_type", "text", (c) =>
      c.notNull().defaultTo("organization").check(sql`billing_contact_type = 'organization'`),
    )
    .addColumn("estimated_value", sql`numeric(14, 2)`, (c) => c.check(sql`estimated_value >= 0`))
    .addColumn("actual_value", sql`numeric(14, 2)`, (c) => c.check(sql`actual_value > 0`))
    .addColumn("currency", "text", (c) => c.notNull().check(sql`currency in ('USD', 'EUR', 'CZK')`))
    .addColumn("source", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("deals_org_id_id_key", ["org_id", "id"])
    .addForeignKeyConstraint(
      "deals_billing_contact_fkey",
      ["org_id", "billing_contact_id", "billing_contact_type"],
      "contacts",
      ["org_id", "id", "type"],
    )
    .execute();
  await sql`create index deals_list_idx on deals (org_id, created_at desc, id desc)`.execute(db);
  await sql`create index deals_status_idx on deals (org_id, status, created_at desc)`.execute(db);
  await sql`create index deals_title_prefix_idx on deals (org_id, lower(title) text_pattern_ops)`.execute(db);
  await sql`create index deals_billing_contact_idx on deals (org_id, billing_contact_id)`.execute(db);
}
