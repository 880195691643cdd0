import { type Kysely, sql } from "kysely";

// Issue 21: rendered invoice PDFs, shared by every app server (decision 070). A row is the PDF of one version of an
// invoice; a changed invoice has a new version, so a row is never stale. Only the newest rendered version is kept.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("invoice_pdfs")
    .addColumn("org_id", "uuid", (c) => c.notNull())
    .addColumn("invoice_id", "uuid", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("filename", "text", (c) => c.notNull())
    .addColumn("pdf", "bytea", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("invoice_pdfs_pkey", ["org_id", "invoice_id", "version"])
    .addForeignKeyConstraint(
      "invoice_pdfs_invoice_fkey",
      ["org_id", "invoice_id"],
      "invoices",
      ["org_id", "id"],
      (fk) => fk.onDelete("cascade"),
    )
    .execute();
}
