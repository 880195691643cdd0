import { type Kysely, sql } from "kysely";

// Issue 34 item 1 (decision 142): a message with a one-time secret (a reset or invitation link) keeps only its
// redacted bodies readable (`text_body`, `html_body`, `redacted` = true); the real ones are sealed with the server's
// key in `sealed_body` until the message is sent. Messages stored before this carry their links in the clear: their
// reset and invitation tokens (43 base64url characters after `#token=` or `/invite/`) are redacted here, so the
// outbox shows no live link from then on.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("mail_outbox")
    .addColumn("redacted", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("sealed_body", "text")
    .execute();
  const pattern = "(#token=|/invite/)[A-Za-z0-9_-]{43}";
  await sql`update mail_outbox
    set text_body = regexp_replace(text_body, ${pattern}, '\\1[redacted]', 'g'),
        html_body = regexp_replace(html_body, ${pattern}, '\\1[redacted]', 'g'),
        redacted = true
    where text_body ~ ${pattern} or html_body ~ ${pattern}`.execute(db);
}
