import { type Kysely, sql } from "kysely";

// Issue 34 item 9: what an invoice still asks, for the queries that sum it in SQL (the home overview, the client's
// page), in one place — the same definition as shared/src/invoice-balance.ts: total + issued credit notes (negative)
// − payments, never below 0; a draft and a credit note ask nothing. The invoice property test compares both.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create view invoice_balances as
    select i.org_id, i.id as invoice_id,
      coalesce(c.credited, 0) as credited,
      coalesce(p.paid, 0) as paid,
      case when i.kind = 'invoice' and i.status <> 'draft'
        then greatest(i.total + coalesce(c.credited, 0) - coalesce(p.paid, 0), 0) else 0 end as due
    from invoices i
    left join lateral (
      select sum(n.total) as credited from invoices n
      where n.org_id = i.org_id and n.original_invoice_id = i.id and n.status <> 'draft' and n.deleted_at is null
    ) c on true
    left join lateral (
      select sum(pay.amount) as paid from invoice_payments pay where pay.org_id = i.org_id and pay.invoice_id = i.id
    ) p on true`.execute(db);
}
