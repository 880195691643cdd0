import { type Kysely, sql } from "kysely";

// Issue 25: the outbox of outgoing e-mail (server/src/mail/, decision 140). Every message is written here in the
// caller's transaction, then delivered by the `mail.deliver` background job; nothing is sent that was not stored.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("org_id", "uuid", (c) => c.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text")
    // queued: waiting for (another) attempt; sent; failed: every attempt failed; unsent: no SMTP server configured.
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('queued', 'sent', 'failed', 'unsent')`))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("last_attempt_at", "timestamptz")
    .addColumn("sent_at", "timestamptz")
    .addColumn("smtp_response", "text")
    // Milliseconds, as JavaScript reads them, so a list cursor names a row's position exactly.
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`date_trunc('milliseconds', now())`))
    .addUniqueConstraint("mail_outbox_org_id_id_key", ["org_id", "id"])
    .execute();
  // The Outbox screen lists an organization's messages newest first.
  await sql`create index mail_outbox_org_created_idx on mail_outbox (org_id, created_at desc, id desc)`.execute(db);
}
