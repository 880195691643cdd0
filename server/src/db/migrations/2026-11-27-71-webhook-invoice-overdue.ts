import { type Kysely, sql } from "kysely";

// Issue 27 item 3 (decision 198): `invoice.overdue` is a date passing, not a change, so no trigger sees it. An hourly
// job announces each issued, unpaid invoice past its due date once per due date; this table remembers which it
// announced (a changed due date may become overdue again).
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("webhook_overdue_announcements")
    .addColumn("org_id", "uuid", (c) => c.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("invoice_id", "uuid", (c) => c.notNull())
    .addColumn("due_date", "date", (c) => c.notNull())
    .addColumn("announced_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("webhook_overdue_announcements_pkey", ["org_id", "invoice_id", "due_date"])
    .addForeignKeyConstraint(
      "webhook_overdue_announcements_invoice_fkey",
      ["org_id", "invoice_id"],
      "invoices",
      ["org_id", "id"],
      (c) => c.onDelete("cascade"),
    )
    .execute();
}
