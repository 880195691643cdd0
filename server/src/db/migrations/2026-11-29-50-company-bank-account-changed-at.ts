import { type Kysely, sql } from "kysely";

// Issue 34 item 8: when the company's bank details (account, IBAN, BIC) last replaced earlier ones, so an invoice
// issued within 24 hours of such a change can say so to the issuer (the classic invoice-fraud path is a changed
// account). Null: never changed since the account was first entered. Set by the company service in the save's
// statement; the audit trigger records it with the change itself.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table company_profiles add column bank_account_changed_at timestamptz`.execute(db);
}
