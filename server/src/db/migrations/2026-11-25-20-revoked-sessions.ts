import { type Kysely, sql } from "kysely";

// Issue 20: the revocation set of sessions (refresh-token families) whose access tokens must stop working before
// they expire (decision 020).
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  // A row lives as long as an access token of the session can (its expires_at); expired rows are swept.
  await db.schema
    .createTable("revoked_sessions")
    .addColumn("session_id", "uuid", (c) => c.primaryKey())
    .addColumn("org_id", "uuid", (c) => c.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  await sql`create index revoked_sessions_expires_idx on revoked_sessions (expires_at)`.execute(db);
}
