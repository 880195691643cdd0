import { sql } from "kysely";
import type { Executor } from "../../db/database";
import type { InvoicesTable } from "../../db/schema";

export interface InvoiceItemRow {
  description: string;
  quantity: string;
  unitPrice: string;
  total: string;
}

export interface InvoiceRow {
  id: string;
  version: number;
  invoiceNumber: string;
  dealId: string;
  billingContactId: string;
  billingSnapshot: Record<string, string | null>;
  dueDate: string;
  taxRate: string;
  currency: InvoicesTable["currency"];
  subtotal: string;
  tax: string;
  total: string;
  status: "draft" | "sent" | "paid";
  createdAt: Date;
  updatedAt: Date;
  items: InvoiceItemRow[];
}

/** Everything an insert or a draft edit writes; amounts are decimal strings computed by the service. */
export interface InvoiceValues {
  dealId: string;
  billingContactId: string;
  billingSnapshot: Record<string, string | null>;
  dueDate: string;
  taxRate: string;
  currency: InvoicesTable["currency"];
  subtotal: string;
  tax: string;
  total: string;
  items: InvoiceItemRow[];
}

const invoiceColumns = [
  "i.id",
  "i.version",
  "i.invoice_number as invoiceNumber",
  "i.deal_id as dealId",
  "i.billing_contact_id as billingContactId",
  "i.billing_snapshot as billingSnapshot",
  "i.due_date as dueDate",
  "i.tax_rate as taxRate",
  "i.currency",
  "i.subtotal",
  "i.tax",
  "i.total",
  "i.status",
  "i.created_at as createdAt",
  "i.updated_at as updatedAt",
] as const;

const columnsOf = (values: InvoiceValues) => ({
  deal_id: values.dealId,
  billing_contact_id: values.billingContactId,
  billing_snapshot: JSON.stringify(values.billingSnapshot),
  due_date: values.dueDate,
  tax_rate: values.taxRate,
  currency: values.currency,
  subtotal: values.subtotal,
  tax: values.tax,
  total: values.total,
});

async function insertItems(db: Executor, orgId: string, invoiceId: string, items: InvoiceItemRow[]) {
  await db
    .insertInto("invoice_items")
    .values(
      items.map((item, position) => ({
        org_id: orgId,
        invoice_id: invoiceId,
        position,
        description: item.description,
        quantity: item.quantity,
        unit_price: item.unitPrice,
        total: item.total,
      })),
    )
    .execute();
}

/** Invoices of one organization (tenant); every function takes its id. */
export const invoicesRepository = {
  /**
   * The next number of the organization's year, counted in a row that this transaction now holds locked until it
   * commits or rolls back — concurrent creates queue here briefly, and a rollback gives the number back.
   */
  async nextNumber(db: Executor, orgId: string, year: number): Promise<number> {
    const row = await db
      .insertInto("invoice_counters")
      .values({ org_id: orgId, year, last_number: 1 })
      .onConflict((oc) =>
        oc.columns(["org_id", "year"]).doUpdateSet({ last_number: sql`invoice_counters.last_number + 1` }),
      )
      .returning("last_number")
      .executeTakeFirstOrThrow();
    return row.last_number;
  },

  async insert(db: Executor, orgId: string, invoiceNumber: string, values: InvoiceValues): Promise<string> {
    const { id } = await db
      .insertInto("invoices")
      .values({ ...columnsOf(values), org_id: orgId, invoice_number: invoiceNumber })
      .returning("id")
      .executeTakeFirstOrThrow();
    await insertItems(db, orgId, id, values.items);
    return id;
  },

  async setNumber(db: Executor, orgId: string, id: string, invoiceNumber: string): Promise<void> {
    await db
      .updateTable("invoices")
      .set({ invoice_number: invoiceNumber })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .execute();
  },

  async findById(db: Executor, orgId: string, id: string): Promise<InvoiceRow | undefined> {
    const [row] = await this.findMany(db, orgId, { id });
    return row;
  },

  /** Newest first, with their items (one query for all items). */
  async findMany(db: Executor, orgId: string, filter: { id?: string; dealId?: string } = {}): Promise<InvoiceRow[]> {
    let select = db.selectFrom("invoices as i").select(invoiceColumns).where("i.org_id", "=", orgId);
    if (filter.id) select = select.where("i.id", "=", filter.id);
    if (filter.dealId) select = select.where("i.deal_id", "=", filter.dealId);
    const invoices = await select.orderBy("i.created_at", "desc").orderBy("i.id", "desc").execute();
    if (invoices.length === 0) return [];
    const items = await db
      .selectFrom("invoice_items")
      .select(["invoice_id as invoiceId", "description", "quantity", "unit_price as unitPrice", "total"])
      .where("org_id", "=", orgId)
      .where(
        "invoice_id",
        "in",
        invoices.map((invoice) => invoice.id),
      )
      .orderBy("invoice_id")
      .orderBy("position")
      .execute();
    const byInvoice = new Map<string, InvoiceItemRow[]>();
    for (const { invoiceId, ...item } of items) {
      const list = byInvoice.get(invoiceId) ?? [];
      list.push(item);
      byInvoice.set(invoiceId, list);
    }
    return invoices.map((invoice) => ({ ...invoice, items: byInvoice.get(invoice.id) ?? [] }));
  },

  /** Rewrites a draft (and its items); false when it is no longer a draft or the version moved on. */
  async updateDraft(
    db: Executor,
    orgId: string,
    id: string,
    values: InvoiceValues,
    version: number | undefined,
  ): Promise<boolean> {
    let update = db
      .updateTable("invoices")
      .set({ ...columnsOf(values), version: sql`version + 1`, updated_at: new Date() })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("status", "=", "draft");
    if (version !== undefined) update = update.where("version", "=", version);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await db.deleteFrom("invoice_items").where("org_id", "=", orgId).where("invoice_id", "=", id).execute();
    await insertItems(db, orgId, id, values.items);
    return true;
  },

  async setStatus(
    db: Executor,
    orgId: string,
    id: string,
    from: InvoiceRow["status"],
    to: InvoiceRow["status"],
  ): Promise<boolean> {
    const result = await db
      .updateTable("invoices")
      .set({ status: to, version: sql`version + 1`, updated_at: new Date() })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("status", "=", from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async deleteDraft(db: Executor, orgId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom("invoices")
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("status", "=", "draft")
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  async countForDeal(db: Executor, orgId: string, dealId: string): Promise<number> {
    const { count } = await db
      .selectFrom("invoices")
      .select(({ fn }) => fn.countAll<number>().as("count"))
      .where("org_id", "=", orgId)
      .where("deal_id", "=", dealId)
      .executeTakeFirstOrThrow();
    return Number(count);
  },
};
