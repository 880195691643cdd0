import { type Kysely, sql } from "kysely";

// The invoice's language, chosen per customer (issue 23 item 3, decision 183): a contact's invoice language (null:
// by its country, defaultInvoiceLanguage), and each invoice's own, which its PDF's labels follow. Every invoice made
// before this was printed in Czech, so that is what they keep.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table contacts
      add column invoice_language text constraint contacts_invoice_language_check check (invoice_language in ('en', 'cs'))
  `.execute(db);
  await sql`
    alter table invoices
      add column language text not null default 'cs' constraint invoices_language_check check (language in ('en', 'cs'))
  `.execute(db);
}
