import { type Kysely, sql } from "kysely";

// Issue 27 item 4, sync for integrators (decision 200): updated_at bumped by the database on every UPDATE of the
// synced records, an index per organization for the (updated_at, id) order, and tombstones of deleted records written
// by a trigger in the deleting transaction.
const SYNCED = [
  ["contacts", "contact"],
  ["deals", "deal"],
  ["invoices", "invoice"],
  ["projects", "project"],
  ["project_tasks", "task"],
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  // Every UPDATE is a change a sync must see, whichever code path wrote it (a status job, a board move, a payment):
  // the database's clock, not an app server's, so several app servers agree on the order. The transaction's time
  // (now()), as created_at has it: a row written twice by the transaction that created it still reads as created.
  await sql`
    create function sync_touch_updated_at() returns trigger language plpgsql as $$
    begin
      new.updated_at := now();
      return new;
    end $$`.execute(db);

  await sql`
    create table sync_tombstones (
      org_id uuid not null references organizations (id) on delete cascade,
      record_type text not null check (record_type in ('contact', 'deal', 'invoice', 'project', 'task')),
      record_id uuid not null,
      deleted_at timestamptz not null default now(),
      primary key (org_id, record_type, record_id)
    )`.execute(db);
  await sql`create index sync_tombstones_deleted_idx on sync_tombstones (org_id, deleted_at, record_id)`.execute(db);

  // A soft delete (deleted_at set) or a hard delete of a live row leaves a tombstone; a restore (deleted_at cleared)
  // takes it back; a later purge of a trashed row keeps the first one. An organization being deleted leaves none.
  await sql`
    create function sync_record_tombstone() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        insert into sync_tombstones (org_id, record_type, record_id)
          select old.org_id, tg_argv[0], old.id where exists (select 1 from organizations where id = old.org_id)
          on conflict do nothing;
      elsif old.deleted_at is null and new.deleted_at is not null then
        insert into sync_tombstones (org_id, record_type, record_id) values (new.org_id, tg_argv[0], new.id)
          on conflict (org_id, record_type, record_id) do update set deleted_at = excluded.deleted_at;
      elsif old.deleted_at is not null and new.deleted_at is null then
        delete from sync_tombstones where org_id = new.org_id and record_type = tg_argv[0] and record_id = new.id;
      end if;
      return null;
    end $$`.execute(db);

  for (const [table, recordType] of SYNCED) {
    await sql`create trigger ${sql.raw(`${table}_touch_updated_at`)} before update on ${sql.table(table)}
      for each row execute function sync_touch_updated_at()`.execute(db);
    const softDeleted = table === "contacts" || table === "deals" || table === "invoices";
    await sql`create trigger ${sql.raw(`${table}_tombstone`)}
      after ${sql.raw(softDeleted ? "update of deleted_at or delete" : "delete")} on ${sql.table(table)}
      for each row execute function sync_record_tombstone(${sql.lit(recordType)})`.execute(db);
  }

  // The sync order (updated_at, id) per organization; a backward scan serves the home page's "recently changed"
  // (decision 191), so these replace its (org_id, updated_at desc) indexes.
  for (const table of ["contacts", "deals", "invoices"]) {
    await sql`create index ${sql.raw(`${table}_updated_idx`)} on ${sql.table(table)} (org_id, updated_at, id)
      where deleted_at is null`.execute(db);
    await sql`drop index ${sql.raw(`${table}_recent_idx`)}`.execute(db);
  }
  await sql`create index project_tasks_updated_idx on project_tasks (org_id, updated_at, id)`.execute(db);
}
