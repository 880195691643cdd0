import { sql } from "kysely";
import type { Executor } from "../../db/database";

/**
 * The client's page (issue 24 item 4, decision 113): a read model over the deals, invoices and projects that name a
 * contact, like the home page's figures (overview.repository.ts), with the same definitions: an invoice is open when
 * issued and not paid (what is due: total − issued credit notes − payments), overdue when its due date has passed.
 */
export const clientSummaryRepository = {
  async deals(db: Executor, orgId: string, contactId: string) {
    return db
      .selectFrom("deals")
      .select(["id", "title", "status", "currency", "estimated_value", "actual_value"])
      .where("org_id", "=", orgId)
      .where("billing_contact_id", "=", contactId)
      .where("deleted_at", "is", null)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(100)
      .execute();
  },

  async invoices(db: Executor, orgId: string, contactId: string, today: string) {
    const { rows } = await sql<{
      id: string;
      invoice_number: string;
      kind: string;
      status: string;
      total: string;
      currency: string;
      due_date: string;
      due: string;
      overdue: boolean;
    }>`
      select i.id, i.invoice_number, i.kind, i.status, i.total, i.currency, i.due_date,
        b.due,
        (i.kind = 'invoice' and i.status = 'sent' and i.due_date < ${today}::date) as overdue
      from invoices i
      join invoice_balances b on b.org_id = i.org_id and b.invoice_id = i.id
      where i.org_id = ${orgId} and i.billing_contact_id = ${contactId} and i.deleted_at is null
      order by i.created_at desc, i.id desc
      limit 100`.execute(db);
    return rows;
  },

  /** Per currency: paid in this calendar year (payments dated this year on this contact's invoices). */
  async paidSince(db: Executor, orgId: string, contactId: string, from: string) {
    const { rows } = await sql<{ currency: string; amount: string }>`
      select i.currency, sum(p.amount) as amount
      from invoice_payments p join invoices i on i.org_id = p.org_id and i.id = p.invoice_id
      where p.org_id = ${orgId} and i.billing_contact_id = ${contactId} and p.paid_on >= ${from}::date
      group by i.currency order by i.currency`.execute(db);
    return rows;
  },

  async projects(db: Executor, orgId: string, contactId: string) {
    return db
      .selectFrom("projects")
      .select(["id", "name", "status", "due_date"])
      .where("org_id", "=", orgId)
      .where("client_contact_id", "=", contactId)
      .orderBy("created_at", "desc")
      .limit(100)
      .execute();
  },
};
