import { type Kysely, sql } from "kysely";

// Issue 22: invoices become Czech tax documents. Every column is an addition with a default that keeps existing rows
// and requests meaning what they meant (a VAT rate per line is the invoice's tax rate; payment by bank transfer; a
// VAT payer). Credit notes are invoices of kind 'credit_note' numbered in their own series; payments get a table.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("invoices")
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("invoice").check(sql`kind in ('invoice', 'credit_note')`))
    .addColumn("original_invoice_id", "uuid")
    .addColumn("credit_reason", "text")
    .addColumn("issue_date", "date")
    .addColumn("taxable_supply_date", "date")
    .addColumn("issued_at", "timestamptz")
    .addColumn("variable_symbol", "text", (c) => c.check(sql`variable_symbol ~ '^[0-9]{1,10}$'`))
    .addColumn("constant_symbol", "text", (c) => c.check(sql`constant_symbol ~ '^[0-9]{1,4}$'`))
    .addColumn("payment_method", "text", (c) =>
      c.notNull().defaultTo("bank_transfer").check(sql`payment_method in ('bank_transfer', 'cash', 'card')`),
    )
    .addColumn("reverse_charge", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("vat_payer", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("exchange_rate", sql`numeric(12, 4)`, (c) => c.check(sql`exchange_rate > 0`))
    .addColumn("exchange_rate_date", "date")
    .addColumn("supplier_snapshot", "jsonb")
    .execute();
  // Invoices sent before issue 22 were dated by their creation (the PDF printed that day): keep it as their issue date
  // and DUZP, in the business time zone.
  await sql`update invoices set issue_date = (created_at at time zone 'Europe/Prague')::date,
    taxable_supply_date = (created_at at time zone 'Europe/Prague')::date where status <> 'draft'`.execute(db);
  await sql`alter table invoices add constraint invoices_original_fkey foreign key (org_id, original_invoice_id)
    references invoices (org_id, id)`.execute(db);
  // A credit note points at its invoice and nothing else does; an issued document has its dates and symbol.
  await sql`alter table invoices add constraint invoices_credit_note_check
    check ((kind = 'credit_note') = (original_invoice_id is not null))`.execute(db);
  await sql`alter table invoices add constraint invoices_issued_check
    check (status = 'draft' or issued_at is null or (issue_date is not null and taxable_supply_date is not null
      and variable_symbol is not null))`.execute(db);
  await sql`alter table invoices add constraint invoices_sign_check
    check ((kind = 'invoice' and total >= 0) or (kind = 'credit_note' and total <= 0))`.execute(db);
  await sql`create index invoices_original_idx on invoices (org_id, original_invoice_id)
    where original_invoice_id is not null`.execute(db);

  // A VAT rate per line; existing lines carry their invoice's rate. A credit note's lines are negative.
  await db.schema.alterTable("invoice_items").addColumn("vat_rate", sql`numeric(5, 2)`).execute();
  await sql`update invoice_items it set vat_rate = i.tax_rate from invoices i
    where i.org_id = it.org_id and i.id = it.invoice_id`.execute(db);
  await sql`alter table invoice_items alter column vat_rate set not null,
    add constraint invoice_items_vat_rate_check check (vat_rate between 0 and 100),
    drop constraint invoice_items_unit_price_check`.execute(db);

  // Numbering series: 'invoice' (YYYY-NNNN) and 'credit_note' (DYYYY-NNNN), each gapless per organization and year.
  await db.schema
    .alterTable("invoice_counters")
    .addColumn("series", "text", (c) =>
      c.notNull().defaultTo("invoice").check(sql`series in ('invoice', 'credit_note')`),
    )
    .execute();
  await sql`alter table invoice_counters drop constraint invoice_counters_pkey,
    add constraint invoice_counters_pkey primary key (org_id, series, year)`.execute(db);

  await db.schema
    .createTable("invoice_payments")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("org_id", "uuid", (c) => c.notNull())
    .addColumn("invoice_id", "uuid", (c) => c.notNull())
    .addColumn("amount", sql`numeric(14, 2)`, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn("paid_on", "date", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint("invoice_payments_org_id_id_key", ["org_id", "id"])
    .addForeignKeyConstraint(
      "invoice_payments_invoice_fkey",
      ["org_id", "invoice_id"],
      "invoices",
      ["org_id", "id"],
      (fk) => fk.onDelete("cascade"),
    )
    .execute();
  await sql`create index invoice_payments_invoice_idx on invoice_payments (org_id, invoice_id)`.execute(db);
}
