import { type Kysely, sql } from "kysely";

// Benchmark 14 (decision 100): one or two letters match the start of an invoice's number or of its customer's name,
// folded (`kancl_search_norm`), as `search-match.ts` asks; with no index for those expressions every invoice of the
// organization was folded twice per search (~6.5 ms over 2,000 invoices, in the search operation beside the
// contacts' scan). The older lower() prefix indexes serve the invoice list's other shapes and stay.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index invoices_search_number_prefix_idx
    on invoices (org_id, kancl_search_norm(invoice_number) text_pattern_ops) where deleted_at is null`.execute(db);
  await sql`create index invoices_search_customer_prefix_idx
    on invoices (org_id, kancl_search_norm(billing_snapshot ->> 'name') text_pattern_ops) where deleted_at is null`.execute(
    db,
  );
}
