import { type Kysely, sql } from "kysely";

// Issue 24 item 6, the trash (decision 120): deals and invoice drafts are soft-deleted like contacts (deleted_at);
// a deleted contact keeps what its delete removed (its links and the sub-organizations it detached) so a restore can
// put them back; purged_at marks a contact erased for good that deals or invoices still name (a tombstone). An
// invoice's number is unique among live documents only: a deleted draft gave its number back (decision 090), and
// the next document takes it.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table deals add column deleted_at timestamptz`.execute(db);
  await sql`alter table invoices add column deleted_at timestamptz`.execute(db);
  await sql`alter table contacts add column purged_at timestamptz, add column deleted_relations jsonb`.execute(db);
  await sql`alter table invoices drop constraint invoices_org_id_invoice_number_key`.execute(db);
  await sql`create unique index invoices_number_live_key on invoices (org_id, invoice_number)
    where deleted_at is null`.execute(db);
  // The trash list per organization, newest first, and the purge job's scan across organizations.
  await sql`create index contacts_trash_idx on contacts (org_id, deleted_at desc)
    where deleted_at is not null and purged_at is null`.execute(db);
  await sql`create index deals_trash_idx on deals (org_id, deleted_at desc) where deleted_at is not null`.execute(db);
  await sql`create index invoices_trash_idx on invoices (org_id, deleted_at desc) where deleted_at is not null`.execute(
    db,
  );
}
