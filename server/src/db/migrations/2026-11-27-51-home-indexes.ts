import { type Kysely, sql } from "kysely";

// Benchmark 18 (decision 191): the home page's queries on the benchmark data.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  // Recent activity reads the 10 most recently changed live contacts, deals and invoices; without these each read
  // sorted all the organization's records (10,000 contacts: 19 ms p50 of the page's ~50).
  for (const table of ["contacts", "deals", "invoices"]) {
    await sql`create index ${sql.raw(`${table}_recent_idx`)} on ${sql.table(table)} (org_id, updated_at desc)
      where deleted_at is null`.execute(db);
  }
  // Unpaid and overdue invoices: the issued, unpaid ones read from the index alone (the list's status=sent/overdue).
  await sql`create index invoices_unpaid_idx on invoices (org_id, due_date, currency) include (id, total)
    where kind = 'invoice' and status = 'sent' and deleted_at is null`.execute(db);
}
