import { type Kysely, sql } from "kysely";

// The assistant's conversations: per user and organization, messages stored as UI message parts.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("chat_conversations")
    // The chat id comes from the client (useChat); it is unique across the system, and only its owner may use it.
    .addColumn("id", "text", (c) => c.primaryKey().check(sql`length(id) between 1 and 200`))
    .addColumn("org_id", "uuid", (c) => c.notNull())
    .addColumn("user_id", "uuid", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("messages", "jsonb", (c) => c.notNull())
    .addColumn("pending_action", "jsonb")
    .addColumn("active_stream_id", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint("chat_conversations_user_fkey", ["org_id", "user_id"], "users", ["org_id", "id"], (fk) =>
      fk.onDelete("cascade"),
    )
    .execute();
  await sql`create index chat_conversations_user_idx on chat_conversations (org_id, user_id, updated_at desc)`.execute(
    db,
  );
}
