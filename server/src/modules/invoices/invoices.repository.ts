import type { InvoiceListFilter, InvoiceListSort } from "@kancl/shared";
import { sql } from "kysely";
import type { Executor } from "../../db/database";
import { type KeysetPosition, microsecondText, sortedAfter, updatedSince } from "../../db/keyset-paging";
import {
  fold,
  rankedSearch,
  type SearchFields,
  type SearchTerms,
  searchMatch,
  searchTerms,
} from "../../db/search-match";
import type { InvoicesTable } from "./invoices.tables";

export interface InvoiceItemRow {
  description: string;
  quantity: string;
  unitPrice: string;
  total: string;
  vatRate: string;
}

export interface InvoicePaymentRow {
  id: string;
  amount: string;
  paidOn: string;
  createdAt: Date;
}

/** A credit note as its invoice sees it. */
export interface CreditNoteRef {
  id: string;
  status: InvoiceRow["status"];
  total: string;
  /** What the payment request prints of it (decision 204). */
  invoiceNumber: string;
  issueDate: string | null;
}

export type InvoiceSeries = "invoice" | "credit_note";

/** The tax document's data (issue 22); null dates and symbol are taken when the document is issued. */
export interface InvoiceDocumentValues {
  issueDate: string | null;
  taxableSupplyDate: string | null;
  variableSymbol: string | null;
  constantSymbol: string | null;
  paymentMethod: "bank_transfer" | "cash" | "card";
  reverseCharge: boolean;
  vatPayer: boolean;
  exchangeRate: string | null;
  exchangeRateDate: string | null;
  /** The language of the document's labels (decision 183). */
  language: "en" | "cs";
}

export interface InvoiceRow extends InvoiceDocumentValues {
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
  kind: InvoiceSeries;
  originalInvoiceId: string | null;
  creditReason: string | null;
  issuedAt: Date | null;
  supplierSnapshot: Record<string, unknown> | null;
  payments: InvoicePaymentRow[];
  creditNotes: CreditNoteRef[];
  /** A draft with the newest number of its series and year: the one DELETE accepts (absent: not read). */
  newestOfSeries?: boolean;
  /** The list's createdAt cursor key, to the microsecond (findPage only). */
  createdAtKey?: string;
  /** Only in list pages: the update time to the microsecond, the updatedAt sort's cursor key (decision 200). */
  updatedAtKey?: string;
}

/** Everything an insert or a draft edit writes; amounts are decimal strings computed by the service. */
export interface InvoiceValues extends InvoiceDocumentValues {
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
  "i.kind",
  "i.original_invoice_id as originalInvoiceId",
  "i.credit_reason as creditReason",
  "i.issue_date as issueDate",
  "i.taxable_supply_date as taxableSupplyDate",
  "i.issued_at as issuedAt",
  "i.variable_symbol as variableSymbol",
  "i.constant_symbol as constantSymbol",
  "i.payment_method as paymentMethod",
  "i.reverse_charge as reverseCharge",
  "i.vat_payer as vatPayer",
  "i.exchange_rate as exchangeRate",
  "i.exchange_rate_date as exchangeRateDate",
  "i.supplier_snapshot as supplierSnapshot",
  "i.language",
] as const;

/**
 * Whether the row is a draft holding the newest number of its series and year — the only draft DELETE accepts
 * (decision 090), so the screens offer Delete exactly there (issue 36 item 8). "D2026-0003" is the credit notes'
 * series; the number is padded to at least 4 digits as `formatInvoiceNumber` writes it.
 */
const newestDraftOfSeries = sql<boolean>`(i.status = 'draft' and exists (
  select 1 from invoice_counters c
  where c.org_id = i.org_id and c.series = i.kind
    and c.year::text || '-' || lpad(c.last_number::text, greatest(4, length(c.last_number::text)), '0')
      = ltrim(i.invoice_number, 'D')))`.as("newestOfSeries");

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
  issue_date: values.issueDate,
  taxable_supply_date: values.taxableSupplyDate,
  variable_symbol: values.variableSymbol,
  constant_symbol: values.constantSymbol,
  payment_method: values.paymentMethod,
  reverse_charge: values.reverseCharge,
  vat_payer: values.vatPayer,
  exchange_rate: values.exchangeRate,
  exchange_rate_date: values.exchangeRateDate,
  language: values.language,
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
        vat_rate: item.vatRate,
      })),
    )
    .execute();
}

/** Rows by their invoiceId, without it, in their order. */
function groupBy<T extends { invoiceId: string | null }>(rows: T[]): Map<string, Omit<T, "invoiceId">[]> {
  const grouped = new Map<string, Omit<T, "invoiceId">[]>();
  for (const { invoiceId, ...rest } of rows) {
    if (invoiceId === null) continue;
    const list = grouped.get(invoiceId) ?? [];
    list.push(rest);
    grouped.set(invoiceId, list);
  }
  return grouped;
}

/** The invoices with their items, payments and credit notes (one query each for all of them). */
async function withRelations(
  db: Executor,
  orgId: string,
  invoices: Omit<InvoiceRow, "items" | "payments" | "creditNotes">[],
): Promise<InvoiceRow[]> {
  if (invoices.length === 0) return [];
  const ids = invoices.map((invoice) => invoice.id);
  const items = await db
    .selectFrom("invoice_items")
    .select([
      "invoice_id as invoiceId",
      "description",
      "quantity",
      "unit_price as unitPrice",
      "total",
      "vat_rate as vatRate",
    ])
    .where("org_id", "=", orgId)
    .where("invoice_id", "in", ids)
    .orderBy("invoice_id")
    .orderBy("position")
    .execute();
  const payments = await db
    .selectFrom("invoice_payments")
    .select(["invoice_id as invoiceId", "id", "amount", "paid_on as paidOn", "created_at as createdAt"])
    .where("org_id", "=", orgId)
    .where("invoice_id", "in", ids)
    .orderBy("paid_on")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const creditNotes = await db
    .selectFrom("invoices")
    .select([
      "original_invoice_id as invoiceId",
      "id",
      "status",
      "total",
      "invoice_number as invoiceNumber",
      "issue_date as issueDate",
    ])
    .where("org_id", "=", orgId)
    .where("original_invoice_id", "in", ids)
    .where("deleted_at", "is", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const itemsOf = groupBy(items);
  const paymentsOf = groupBy(payments);
  const creditNotesOf = groupBy(creditNotes);
  return invoices.map((invoice) => ({
    ...invoice,
    items: itemsOf.get(invoice.id) ?? [],
    payments: paymentsOf.get(invoice.id) ?? [],
    creditNotes: creditNotesOf.get(invoice.id) ?? [],
  }));
}

/** An invoice draft in the trash (decision 120). */
export interface TrashedInvoiceRow {
  id: string;
  invoiceNumber: string;
  kind: InvoiceSeries;
  customerName: string | null;
  deletedAt: Date;
}

/** The sortable columns of the invoice list and their SQL types (for reading a cursor's key back). */
export const SORT_COLUMNS = {
  createdAt: ["i.created_at", "timestamptz"],
  updatedAt: ["i.updated_at", "timestamptz"],
  dueDate: ["i.due_date", "date"],
  total: ["i.total", "numeric"],
  invoiceNumber: ["i.invoice_number", "text"],
} as const satisfies Record<InvoiceListSort, readonly [string, string]>;

export interface InvoicePageQuery extends Omit<InvoiceListFilter, "sort"> {
  sort: InvoiceListSort;
  /** Changed at or after this instant (decision 200). */
  updatedSince?: string;
  order: "asc" | "desc";
  /** The business date, for telling overdue from sent. */
  today: string;
  after?: KeysetPosition<string>;
  limit?: number;
}

/**
 * An invoice search (decision 100): its number, its customer's name and its variable symbol (or the number's digits),
 * as the expression of invoices_search_trgm_idx (migration 2026-11-27-10) has them.
 */
const invoiceSearchFields = (terms: SearchTerms): SearchFields => ({
  title: fold(sql`i.invoice_number`),
  haystack: fold(sql`i.invoice_number || E'\n' || coalesce(i.billing_snapshot ->> 'name', '') || E'\n'
    || coalesce(i.variable_symbol, regexp_replace(i.invoice_number, '[^0-9]', '', 'g'))`),
  exact: [sql<boolean>`i.variable_symbol = ${terms.text}`],
  prefix: [sql<boolean>`${fold(sql`i.billing_snapshot ->> 'name'`)} like ${fold(sql`${terms.escaped}`)} || '%'`],
});

/** Invoices of one organization (tenant); every function takes its id. */
export const invoicesRepository = {
  /**
   * The next number of the organization's year, counted in a row that this transaction now holds locked until it
   * commits or rolls back — concurrent creates queue here briefly, and a rollback gives the number back.
   */
  async nextNumber(db: Executor, orgId: string, year: number, series: InvoiceSeries = "invoice"): Promise<number> {
    const row = await db
      .insertInto("invoice_counters")
      .values({ org_id: orgId, series, year, last_number: 1 })
      .onConflict((oc) =>
        oc.columns(["org_id", "series", "year"]).doUpdateSet({ last_number: sql`invoice_counters.last_number + 1` }),
      )
      .returning("last_number")
      .executeTakeFirstOrThrow();
    return row.last_number;
  },

  /**
   * Gives the number back when it is the newest of its series and year: the counter row is updated (and so locked)
   * only if it still ends at this number. Returns the series' newest number otherwise (undefined: no such counter).
   */
  async giveBackNumber(
    db: Executor,
    orgId: string,
    series: InvoiceSeries,
    year: number,
    sequence: number,
  ): Promise<{ givenBack: true } | { givenBack: false; lastNumber: number | undefined }> {
    const result = await db
      .updateTable("invoice_counters")
      .set({ last_number: sql`last_number - 1` })
      .where("org_id", "=", orgId)
      .where("series", "=", series)
      .where("year", "=", year)
      .where("last_number", "=", sequence)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return { givenBack: true };
    const counter = await db
      .selectFrom("invoice_counters")
      .select("last_number")
      .where("org_id", "=", orgId)
      .where("series", "=", series)
      .where("year", "=", year)
      .executeTakeFirst();
    return { givenBack: false, lastNumber: counter?.last_number };
  },

  /** Locks the invoice's row until the transaction ends (payments, issuing and credit notes queue on it). */
  async lockById(db: Executor, orgId: string, id: string): Promise<boolean> {
    const row = await db
      .selectFrom("invoices")
      .select("id")
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("deleted_at", "is", null)
      .forUpdate()
      .executeTakeFirst();
    return row !== undefined;
  },

  async insert(
    db: Executor,
    orgId: string,
    invoiceNumber: string,
    values: InvoiceValues,
    creditNote?: { originalInvoiceId: string; reason: string },
  ): Promise<string> {
    const { id } = await db
      .insertInto("invoices")
      .values({
        ...columnsOf(values),
        org_id: orgId,
        invoice_number: invoiceNumber,
        ...(creditNote
          ? { kind: "credit_note", original_invoice_id: creditNote.originalInvoiceId, credit_reason: creditNote.reason }
          : {}),
      })
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

  /** Newest first, with their items (one query for all items); live ones, or with `deleted` those in the trash. */
  async findMany(
    db: Executor,
    orgId: string,
    filter: { id?: string; dealId?: string; originalInvoiceId?: string; deleted?: boolean } = {},
  ): Promise<InvoiceRow[]> {
    let select = db
      .selectFrom("invoices as i")
      .select(invoiceColumns)
      .select(newestDraftOfSeries)
      .where("i.org_id", "=", orgId)
      .where("i.deleted_at", filter.deleted ? "is not" : "is", null);
    if (filter.id) select = select.where("i.id", "=", filter.id);
    if (filter.dealId) select = select.where("i.deal_id", "=", filter.dealId);
    if (filter.originalInvoiceId) select = select.where("i.original_invoice_id", "=", filter.originalInvoiceId);
    const invoices = await select.orderBy("i.created_at", "desc").orderBy("i.id", "desc").execute();
    return withRelations(db, orgId, invoices);
  },

  /**
   * One page of the invoice list (issue 22 item 6): filters, a search (decision 100) over the number, the customer's name and
   * the variable symbol, a sort with id as the tie-breaker and keyset paging after `after`. `overdue` and `sent` are
   * told apart by `today` as the mapper does.
   */
  async findPage(db: Executor, orgId: string, query: InvoicePageQuery): Promise<InvoiceRow[]> {
    let select = db
      .selectFrom("invoices as i")
      .select(invoiceColumns)
      .select(newestDraftOfSeries)
      // The times to the microsecond (a JS Date keeps milliseconds): the cursors of the date sorts.
      .select(microsecondText(sql.ref("i.created_at")).as("createdAtKey"))
      .select(microsecondText(sql.ref("i.updated_at")).as("updatedAtKey"))
      .where("i.org_id", "=", orgId)
      .where("i.deleted_at", "is", null);
    if (query.updatedSince) select = select.where(updatedSince("i.updated_at", query.updatedSince));
    const pastDue = sql<boolean>`(i.kind = 'invoice' and i.due_date < ${query.today}::date)`;
    if (query.status === "overdue") select = select.where("i.status", "=", "sent").where(pastDue);
    else if (query.status === "sent")
      select = select.where("i.status", "=", "sent").where(sql<boolean>`not ${pastDue}`);
    else if (query.status) select = select.where("i.status", "=", query.status);
    if (query.kind) select = select.where("i.kind", "=", query.kind);
    if (query.billingContactId) select = select.where("i.billing_contact_id", "=", query.billingContactId);
    if (query.currency) select = select.where("i.currency", "=", query.currency);
    if (query.issuedFrom) select = select.where("i.issue_date", ">=", query.issuedFrom);
    if (query.issuedTo) select = select.where("i.issue_date", "<=", query.issuedTo);
    const search = searchTerms(query.q);
    if (search) select = select.where(searchMatch(search, invoiceSearchFields(search)));
    const [column, type] = SORT_COLUMNS[query.sort];
    const { order, after, limit } = query;
    select = sortedAfter(select, { sortKey: sql`${sql.ref(column)}`, type, idColumn: "i.id", order, after, limit });
    return withRelations(db, orgId, await select.execute());
  },

  /** The best `limit` matches of a search, by rank, then newest (the search operation, decision 100). */
  async search(db: Executor, orgId: string, terms: SearchTerms, limit: number) {
    return rankedSearch(terms, invoiceSearchFields(terms), limit, ({ match, rank }, passLimit) =>
      db
        .selectFrom("invoices as i")
        .select([
          "i.id",
          "i.invoice_number as invoiceNumber",
          "i.kind",
          sql<string | null>`i.billing_snapshot ->> 'name'`.as("customerName"),
          rank.as("searchRank"),
        ])
        .where("i.org_id", "=", orgId)
        .where("i.deleted_at", "is", null)
        .where(match)
        .orderBy(rank)
        .orderBy("i.created_at", "desc")
        .orderBy("i.id")
        .limit(passLimit)
        .execute(),
    );
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
      .where("deleted_at", "is", null)
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
      .where("deleted_at", "is", null)
      .where("status", "=", from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /**
   * Issues a draft (draft → sent): writes its final values and the frozen supplier details. False when it is no
   * longer a draft.
   */
  async issue(
    db: Executor,
    orgId: string,
    id: string,
    values: InvoiceValues,
    supplierSnapshot: Record<string, unknown>,
  ): Promise<boolean> {
    // The lines first: once the row says issued, the database refuses any change of its lines (decision 204). The
    // caller holds the row locked and rolls back when it was no draft.
    await db.deleteFrom("invoice_items").where("org_id", "=", orgId).where("invoice_id", "=", id).execute();
    await insertItems(db, orgId, id, values.items);
    const result = await db
      .updateTable("invoices")
      .set({
        ...columnsOf(values),
        supplier_snapshot: JSON.stringify(supplierSnapshot),
        issued_at: new Date(),
        status: "sent",
        version: sql`version + 1`,
        updated_at: new Date(),
      })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("deleted_at", "is", null)
      .where("status", "=", "draft")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async insertPayment(db: Executor, orgId: string, invoiceId: string, amount: string, paidOn: string): Promise<void> {
    await db
      .insertInto("invoice_payments")
      .values({ org_id: orgId, invoice_id: invoiceId, amount, paid_on: paidOn })
      .execute();
  },

  async deletePayment(db: Executor, orgId: string, invoiceId: string, paymentId: string): Promise<void> {
    await db
      .deleteFrom("invoice_payments")
      .where("org_id", "=", orgId)
      .where("invoice_id", "=", invoiceId)
      .where("id", "=", paymentId)
      .execute();
  },

  /** Moves a draft to the trash (decision 120); its number stays on it until a restore numbers it again. */
  async markDeleted(db: Executor, orgId: string, id: string): Promise<boolean> {
    const result = await db
      .updateTable("invoices")
      .set({ deleted_at: new Date(), version: sql`version + 1`, updated_at: new Date() })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("status", "=", "draft")
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Live invoices that name the deal. */
  async countForDeal(db: Executor, orgId: string, dealId: string): Promise<number> {
    const { count } = await db
      .selectFrom("invoices")
      .select(({ fn }) => fn.countAll<number>().as("count"))
      .where("org_id", "=", orgId)
      .where("deal_id", "=", dealId)
      .where("deleted_at", "is", null)
      .executeTakeFirstOrThrow();
    return Number(count);
  },

  /** The number of an invoice in the trash that names the deal, if any. */
  async findTrashedNumberForDeal(db: Executor, orgId: string, dealId: string): Promise<string | undefined> {
    const row = await db
      .selectFrom("invoices")
      .select("invoice_number")
      .where("org_id", "=", orgId)
      .where("deal_id", "=", dealId)
      .where("deleted_at", "is not", null)
      .executeTakeFirst();
    return row?.invoice_number;
  },

  /** Invoice drafts deleted less than `days` days ago (null: any), newest deletion first. */
  async findTrashed(db: Executor, orgId: string, days: number | null, id?: string): Promise<TrashedInvoiceRow[]> {
    let select = db
      .selectFrom("invoices")
      .select([
        "id",
        "invoice_number as invoiceNumber",
        "kind",
        sql<string | null>`billing_snapshot ->> 'name'`.as("customerName"),
        "deleted_at as deletedAt",
      ])
      .where("org_id", "=", orgId)
      .where("deleted_at", "is not", null);
    if (days !== null) select = select.where("deleted_at", ">", sql<Date>`now() - make_interval(days => ${days})`);
    if (id) select = select.where("id", "=", id);
    return (await select.orderBy("deleted_at", "desc").orderBy("id").execute()) as TrashedInvoiceRow[];
  },

  /** Back from the trash under the number the caller took for it. */
  async restore(db: Executor, orgId: string, id: string, invoiceNumber: string): Promise<boolean> {
    const result = await db
      .updateTable("invoices")
      .set({ deleted_at: null, invoice_number: invoiceNumber, version: sql`version + 1`, updated_at: new Date() })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("deleted_at", "is not", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Deletes a deleted draft for good (its items and stored PDFs go with it). */
  async purge(db: Executor, orgId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom("invoices")
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("deleted_at", "is not", null)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  /** The purge job's scan, across organizations (a system task): drafts deleted over `days` days ago. */
  async findExpired(db: Executor, days: number, limit: number): Promise<{ orgId: string; id: string }[]> {
    return db
      .selectFrom("invoices")
      .select(["org_id as orgId", "id"])
      .where("deleted_at", "<=", sql<Date>`now() - make_interval(days => ${days})`)
      .orderBy("deleted_at")
      .limit(limit)
      .execute();
  },
};
