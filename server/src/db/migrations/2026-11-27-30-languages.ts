import { type Kysely, sql } from "kysely";

// Languages (issue 23 item 3, decision 180): an organization's default language for its members (English unless
// an owner or admin chooses Czech), and a user's own choice (null: the organization's default).
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table organizations
      add column language text not null default 'en' constraint organizations_language_check check (language in ('en', 'cs'))
  `.execute(db);
  await sql`
    alter table users
      add column language text constraint users_language_check check (language in ('en', 'cs'))
  `.execute(db);
}
