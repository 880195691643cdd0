import { type Kysely, sql } from "kysely";

// Chat ids are per user (issue 20): the same id used by two users names two conversations, so to anyone else an id
// in use reads exactly like an unused one. The key was the id alone, which made another user's id a different
// answer (404) from an unknown one (an empty conversation).
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table chat_conversations drop constraint chat_conversations_pkey`.execute(db);
  await sql`alter table chat_conversations add constraint chat_conversations_pkey primary key (org_id, user_id, id)`.execute(
    db,
  );
}
