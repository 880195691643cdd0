import { type Kysely, sql } from "kysely";

// Decision 200, continued: person–organization links are synced like the records of migration 2026-11-27-75 — the
// database bumps updated_at, an index per organization for the (updated_at, id) order, a tombstone when a link is
// deleted (by unlinking, or with a contact's delete), taken back when the same link comes back (a contact's restore).
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sync_tombstones drop constraint sync_tombstones_record_type_check`.execute(db);
  await sql`alter table sync_tombstones add constraint sync_tombstones_record_type_check
    check (record_type in ('contact', 'deal', 'invoice', 'project', 'task', 'relationship'))`.execute(db);

  await sql`create trigger person_organization_links_touch_updated_at before update on person_organization_links
    for each row execute function sync_touch_updated_at()`.execute(db);
  await sql`create trigger person_organization_links_tombstone after delete on person_organization_links
    for each row execute function sync_record_tombstone('relationship')`.execute(db);
  await sql`
    create function sync_forget_tombstone() returns trigger language plpgsql as $$
    begin
      delete from sync_tombstones where org_id = new.org_id and record_type = tg_argv[0] and record_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger person_organization_links_untombstone after insert on person_organization_links
    for each row execute function sync_forget_tombstone('relationship')`.execute(db);
  await sql`create index person_organization_links_updated_idx on person_organization_links (org_id, updated_at, id)`.execute(
    db,
  );
}
