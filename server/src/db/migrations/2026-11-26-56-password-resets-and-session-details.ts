import { type Kysely, sql } from "kysely";

// Issue 25, accounts (decision 141): single-use password-reset tokens (only their SHA-256 is stored), and where each
// refresh token was issued (user agent, client address) so a user can see their sessions.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("password_reset_tokens")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("org_id", "uuid", (c) => c.notNull())
    .addColumn("user_id", "uuid", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .addForeignKeyConstraint(
      "password_reset_tokens_user_fkey",
      ["org_id", "user_id"],
      "users",
      ["org_id", "id"],
      (fk) => fk.onDelete("cascade"),
    )
    .execute();
  await sql`create index password_reset_tokens_user_idx on password_reset_tokens (org_id, user_id)`.execute(db);

  await db.schema.alterTable("refresh_tokens").addColumn("user_agent", "text").execute();
  await db.schema.alterTable("refresh_tokens").addColumn("ip_address", "text").execute();
  // The sessions list and "sign out everywhere" read a user's families.
  await sql`create index refresh_tokens_user_idx on refresh_tokens (org_id, user_id)`.execute(db);
}
