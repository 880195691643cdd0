import { type Kysely, sql } from "kysely";

// Personal API keys for integrators (only a hash is stored) and the Idempotency-Key records of POST creates.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("api_keys")
    .addColumn("id", "uuid", (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("org_id", "uuid", (c) => c.notNull())
    .addColumn("user_id", "uuid", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("prefix", "text", (c) => c.notNull())
    .addColumn("key_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz")
    .addColumn("last_used_at", "timestamptz")
    .addColumn("revoked_at", "timestamptz")
    .addUniqueConstraint("api_keys_org_id_id_key", ["org_id", "id"])
    .addForeignKeyConstraint("api_keys_user_fkey", ["org_id", "user_id"], "users", ["org_id", "id"], (fk) =>
      fk.onDelete("cascade"),
    )
    .execute();
  await sql`create index api_keys_user_idx on api_keys (org_id, user_id, created_at desc)`.execute(db);

  await db.schema
    .createTable("idempotency_keys")
    .addColumn("org_id", "uuid", (c) => c.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("response_status", "integer")
    .addColumn("response_body", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("idempotency_keys_pkey", ["org_id", "key"])
    .execute();
  await sql`create index idempotency_keys_created_idx on idempotency_keys (created_at)`.execute(db);
}
