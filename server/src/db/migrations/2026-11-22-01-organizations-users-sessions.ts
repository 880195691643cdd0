import { type Kysely, sql } from "kysely";

// Organizations (tenants), their users, and refresh-token families for sessions.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("organizations")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("users")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("org_id", "uuid", (c) => c.notNull().references("organizations.id").onDelete("restrict"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    // Tenant tables reference users by (org_id, id), so the database refuses cross-tenant links.
    .addUniqueConstraint("users_org_id_id_key", ["org_id", "id"])
    .execute();
  // E-mail is unique across the whole system (one login, one organization); stored lowercased.
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);

  await db.schema
    .createTable("refresh_tokens")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("org_id", "uuid", (c) => c.notNull())
    .addColumn("user_id", "uuid", (c) => c.notNull())
    .addColumn("family_id", "uuid", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("rotated_at", "timestamptz")
    .addColumn("revoked_at", "timestamptz")
    .addForeignKeyConstraint("refresh_tokens_user_fkey", ["org_id", "user_id"], "users", ["org_id", "id"], (fk) =>
      fk.onDelete("cascade"),
    )
    .execute();
  await db.schema.createIndex("refresh_tokens_family_idx").on("refresh_tokens").column("family_id").execute();
}
