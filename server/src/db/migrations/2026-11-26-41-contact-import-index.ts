import { type Kysely, sql } from "kysely";

// Issue 24 item 7 (decision 121): the CSV import matches each batch of rows to live contacts by IČO, spaces ignored;
// without this index every batch scanned the organization's contacts, so a large import slowed as it grew.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index contacts_import_ico_idx
    on contacts (org_id, regexp_replace(registration_number, '[[:space:]]', '', 'g'))
    where deleted_at is null`.execute(db);
  await sql`create index contacts_import_email_idx on contacts (org_id, lower(email))
    where deleted_at is null`.execute(db);
}
