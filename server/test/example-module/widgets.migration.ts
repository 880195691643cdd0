import { type Kysely, sql } from "kysely";

// The example module's migration (issue 35, docs/architecture.md "Adding a module"): a tenant table, and the lines
// that register its kind with the database's cross-cutting triggers — audit, webhooks, sync tombstones. Nothing
// outside this folder is edited; a real module's migration goes in server/src/db/migrations/ with one line in its
// index.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table example_widgets (
      org_id uuid not null references organizations (id) on delete cascade,
      id uuid not null default gen_random_uuid() primary key,
      name text not null,
      deleted_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (org_id, id)
    )`.execute(db);
  // The registry: its audit events become widget.created / .updated / .deleted webhook events, and its tombstones
  // may name it.
  await sql`insert into record_kinds (record_type, webhook_events) values ('widget', true)`.execute(db);
  await sql`create trigger example_widgets_audit after insert or update or delete on example_widgets
    for each row execute function audit_record_change('widget', 'id', '{}', 'name')`.execute(db);
  await sql`create trigger example_widgets_touch_updated_at before update on example_widgets
    for each row execute function sync_touch_updated_at()`.execute(db);
  await sql`create trigger example_widgets_tombstone after update of deleted_at or delete on example_widgets
    for each row execute function sync_record_tombstone('widget')`.execute(db);
}
