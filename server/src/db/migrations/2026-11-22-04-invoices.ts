import { type Kysely, sql } from "kysely";

// Invoices with their items, and the per-organization, per-year counter that numbers them without gaps.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  // One row per organization and year; incremented in the invoice's own transaction, so a rollback returns the
  // number (a sequence would leave a gap; max()+1 would race).
  await db.schema
    .createTable("invoice_counters")
    .addColumn("org_id", "uuid", (c) => c.notNull().references("organizations.id").onDelete("restrict"))
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("invoice_counters_pkey", ["org_id", "year"])
    .execute();

  await db.schema
    .createTable("invoices")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("org_id", "uuid", (c) => c.notNull().references("organizations.id").onDelete("restrict"))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("invoice_number", "text", (c) => c.notNull())
    .addColumn("deal_id", "uuid", (c) => c.notNull())
    .addColumn("billing_contact_id", "uuid", (c) => c.notNull())
    .addColumn("billing_snapshot", "jsonb", (c) => c.notNull())
    .addColumn("due_date", "date", (c) => c.notNull())
    .addColumn("tax_rate", sql`numeric(5, 2)`, (c) => c.notNull().check(sql`tax_rate between 0 and 100`))
    .addColumn("currency", "text", (c) => c.notNull().check(sql`currency in ('CZK', 'EUR', 'USD', 'GBP')`))
    .addColumn("subtotal", sql`numeric(14, 2)`, (c) => c.notNull())
    .addColumn("tax", sql`numeric(14, 2)`, (c) => c.notNull())
    .addColumn("total", sql`numeric(14, 2)`, (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft").check(sql`status in ('draft', 'sent', 'paid')`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("invoices_org_id_id_key", ["org_id", "id"])
    .addUniqueConstraint("invoices_org_id_invoice_number_key", ["org_id", "invoice_number"])
    .addForeignKeyConstraint("invoices_deal_fkey", ["org_id", "deal_id"], "deals", ["org_id", "id"])
    .addForeignKeyConstraint("invoices_billing_contact_fkey", ["org_id", "billing_contact_id"], "contacts", [
      "org_id",
      "id",
    ])
    .execute();
  await sql`create index invoices_list_idx on invoices (org_id, created_at desc, id desc)`.execute(db);
  await sql`create index invoices_deal_idx on invoices (org_id, deal_id)`.execute(db);

  await db.schema
    .createTable("invoice_items")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("org_id", "uuid", (c) => c.notNull())
    .addColumn("invoice_id", "uuid", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("quantity", sql`numeric(12, 3)`, (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn("unit_price", sql`numeric(14, 2)`, (c) => c.notNull().check(sql`unit_price >= 0`))
    .addColumn("total", sql`numeric(14, 2)`, (c) => c.notNull())
    .addUniqueConstraint("invoice_items_position_key", ["org_id", "invoice_id", "position"])
    .addForeignKeyConstraint(
      "invoice_items_invoice_fkey",
      ["org_id", "invoice_id"],
      "invoices",
      ["org_id", "id"],
      (fk) => fk.onDelete("cascade"),
    )
    .execute();
}
