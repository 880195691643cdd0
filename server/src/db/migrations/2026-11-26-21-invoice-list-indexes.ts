import { type Kysely, sql } from "kysely";

// Issue 22 item 6: indexes that fit the invoice list's filters, sorts and prefix search (each led by org_id, the
// tenant; the default newest-first order already has invoices_list_idx).
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and never typed against today's schema.
export async function up(db: Kysely<any>): Promise<void> {
  const indexes = [
    // status = 'sent' with or without due_date < today (overdue), and the other statuses, newest first.
    sql`create index invoices_status_due_idx on invoices (org_id, status, due_date)`,
    sql`create index invoices_status_list_idx on invoices (org_id, status, created_at desc, id desc)`,
    sql`create index invoices_customer_idx on invoices (org_id, billing_contact_id, created_at desc, id desc)`,
    sql`create index invoices_currency_idx on invoices (org_id, currency, created_at desc, id desc)`,
    sql`create index invoices_issue_date_idx on invoices (org_id, issue_date, id) where issue_date is not null`,
    sql`create index invoices_due_date_sort_idx on invoices (org_id, due_date, id)`,
    sql`create index invoices_total_sort_idx on invoices (org_id, total, id)`,
    sql`create index invoices_number_sort_idx on invoices (org_id, invoice_number, id)`,
    // Prefix search (LIKE 'x%') over the number, the customer's name and the variable symbol.
    sql`create index invoices_number_prefix_idx on invoices (org_id, lower(invoice_number) text_pattern_ops)`,
    sql`create index invoices_customer_prefix_idx on invoices (org_id, lower(billing_snapshot ->> 'name') text_pattern_ops)`,
    sql`create index invoices_variable_symbol_prefix_idx on invoices
      (org_id, coalesce(variable_symbol, regexp_replace(invoice_number, '[^0-9]', '', 'g')) text_pattern_ops)`,
  ];
  for (const index of indexes) await index.execute(db);
}
