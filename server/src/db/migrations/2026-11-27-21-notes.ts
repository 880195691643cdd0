import { type Kysely, sql } from "kysely";

// Issue 24 item 4, notes on contacts, deals and projects (decision 111): markdown written by a user of the
// organization, edited with a version (409 on a concurrent edit), deleted softly — the audit log keeps every version
// of the body, and the timeline shows a note once, on its creation event, with its current body.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table notes (
      id uuid primary key default gen_random_uuid(),
      org_id uuid not null references organizations (id) on delete restrict,
      version integer not null default 1,
      subject_type text not null check (subject_type in ('contact', 'deal', 'project')),
      subject_id uuid not null,
      author_id uuid not null,
      body text not null check (length(trim(body)) > 0 and length(body) <= 20000),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz,
      constraint notes_author_fkey foreign key (org_id, author_id) references users (org_id, id)
    )`.execute(db);
  await sql`create index notes_subject_idx on notes (org_id, subject_id, created_at desc)`.execute(db);
  await sql`create trigger notes_audit after insert or update or delete on notes
    for each row execute function audit_record_change('note', 'id', '{subject_id}', '')`.execute(db);
}
