import { randomUUID } from "node:crypto";
import {
  businessDate,
  INVOICE_LIFECYCLE_MESSAGES,
  INVOICE_MESSAGES,
  INVOICE_TRANSITIONS,
  type Invoice,
  type InvoiceInput,
  type InvoiceListSort,
  isRealDate,
  type ListInvoicesInput,
  type SearchResult,
  type StoredInvoiceStatus,
  transitionRefusedMessage,
} from "@kancl/shared";
import type { Executor } from "../../db/database";
import { keysetPaging, readTimestampKey } from "../../db/keyset-paging";
import { lookUpById } from "../../db/look-up-by-id";
import { searchTerms } from "../../db/search-match";
import { AppError } from "../../errors/app-error";
import type { InvoicesServiceDeps } from "./invoice-deps";
import { createInvoiceLifecycle, invoiceNotFound } from "./invoice-lifecycle.service";
import { amountDueCents, toInvoice } from "./invoice-mapper";
import {
  formatDocumentNumber,
  formatInvoiceNumber,
  numberForIssueYear,
  parseDocumentNumber,
} from "./invoice-numbering";
import { createInvoiceTrash } from "./invoice-trash";
import { invoiceValuesOf } from "./invoice-values";
import { type InvoiceRow, invoicesRepository } from "./invoices.repository";

export { invoiceNotFound } from "./invoice-lifecycle.service";
export { formatInvoiceNumber } from "./invoice-numbering";

const findOrThrow = lookUpById(invoicesRepository, invoiceNotFound);

/** How each sort's key is written into a cursor and read back (a key that is not one is an invalid cursor, 400). */
const PAGING = {
  createdAt: keysetPaging<InvoiceRow, string>({
    write: (row) => row.createdAtKey ?? row.createdAt.toISOString(),
    read: readTimestampKey,
  }),
  updatedAt: keysetPaging<InvoiceRow, string>({
    write: (row) => row.updatedAtKey ?? row.updatedAt.toISOString(),
    read: readTimestampKey,
  }),
  dueDate: keysetPaging<InvoiceRow, string>({
    write: (row) => row.dueDate,
    read: (value) => (typeof value === "string" && isRealDate(value) ? value : undefined),
  }),
  total: keysetPaging<InvoiceRow, string>({
    write: (row) => row.total,
    read: (value) => (typeof value === "string" && /^-?\d{1,12}(\.\d{1,2})?$/.test(value) ? value : undefined),
  }),
  invoiceNumber: keysetPaging<InvoiceRow, string>({
    write: (row) => row.invoiceNumber,
    read: (value) => (typeof value === "string" && value.length <= 100 ? value : undefined),
  }),
} satisfies Record<InvoiceListSort, unknown>;

export type { InvoicesServiceDeps } from "./invoice-deps";

export function createInvoicesService(deps: InvoicesServiceDeps) {
  const { db, deals, supplier } = deps;
  const lifecycle = createInvoiceLifecycle(deps);

  return {
    trash: createInvoiceTrash(deps, lifecycle),

    /**
     * Numbers the invoice in the same transaction as the insert: a failure anywhere gives the number back. The number
     * is taken last, so the organization's counter row stays locked only for the numbering UPDATE and the commit
     * (concurrent creates in one organization queue there; docs/benchmarks.md, benchmark 5).
     */
    async create(orgId: string, input: InvoiceInput): Promise<Invoice> {
      const vatPayer = await supplier.isVatPayer(orgId);
      return db.transaction().execute(async (trx) => {
        const values = await invoiceValuesOf(deps, trx, orgId, input, vatPayer);
        // A placeholder no one sees (the row is uncommitted until it has its real number).
        const id = await invoicesRepository.insert(trx, orgId, `pending-${randomUUID()}`, values);
        const row = await findOrThrow(trx, orgId, id);
        // The series of the issue date's year (issue 36 item 6); without one, of today's, checked again at issue.
        const year = Number((input.issueDate ?? businessDate()).slice(0, 4));
        const invoiceNumber = formatInvoiceNumber(year, await invoicesRepository.nextNumber(trx, orgId, year));
        await invoicesRepository.setNumber(trx, orgId, id, invoiceNumber);
        // Just numbered: the newest of its series.
        return toInvoice({ ...row, invoiceNumber, newestOfSeries: true });
      });
    },

    /**
     * The invoice list (issue 22 item 6): filters (status with overdue, kind, customer, currency, issue-date range),
     * search, sort (createdAt desc by default) and keyset paging; without a limit every match, as before.
     */
    async listPage(
      orgId: string,
      input: ListInvoicesInput = {},
    ): Promise<{ invoices: Invoice[]; nextCursor?: string | null }> {
      const { limit, cursor, sort = "createdAt", order = "desc", ...filter } = input;
      const paging = PAGING[sort];
      const today = businessDate();
      const rows = await invoicesRepository.findPage(db, orgId, {
        ...filter,
        sort,
        order,
        today,
        after: paging.after(cursor),
        limit: paging.fetchLimit(limit),
      });
      const { rows: page, ...next } = paging.page(rows, limit);
      return { invoices: page.map((row) => toInvoice(row, today)), ...next };
    },

    /** The search operation's invoices (decision 100): by rank, then newest; the customer beside. */
    async search(orgId: string, q: string, limit: number): Promise<SearchResult[]> {
      const terms = searchTerms(q);
      if (!terms) return [];
      const rows = await invoicesRepository.search(db, orgId, terms, limit);
      return rows.map((row) => ({
        type: "invoice" as const,
        id: row.id,
        title: row.invoiceNumber,
        subtitle: row.customerName,
        link: `/crm/invoices/${row.id}`,
        rank: Number(row.searchRank),
      }));
    },

    async list(orgId: string, filter: { dealId?: string } = {}): Promise<Invoice[]> {
      const today = businessDate();
      return (await invoicesRepository.findMany(db, orgId, filter)).map((row) => toInvoice(row, today));
    },

    /** The deal's invoices; an unknown deal is the deal's 404. */
    async listForDeal(orgId: string, dealId: string): Promise<Invoice[]> {
      await deals.get(orgId, dealId);
      return this.list(orgId, { dealId });
    },

    async get(orgId: string, id: string): Promise<Invoice> {
      return toInvoice(await findOrThrow(db, orgId, id));
    },

    getRow: (orgId: string, id: string) => findOrThrow(db, orgId, id),

    /** For the deals module (a deal that invoices name stays): how many invoices name the deal. */
    countForDeal: (orgId: string, dealId: string, executor: Executor = db) =>
      invoicesRepository.countForDeal(executor, orgId, dealId),

    /** Only invoice drafts change; the billing snapshot is taken again from the contact on each edit. */
    async update(orgId: string, id: string, input: InvoiceInput & { version?: number }): Promise<Invoice> {
      const vatPayer = await supplier.isVatPayer(orgId);
      return db.transaction().execute(async (trx) => {
        const current = await findOrThrow(trx, orgId, id);
        if (current.status !== "draft") throw new AppError("CONFLICT", INVOICE_MESSAGES.onlyDraftsEditable);
        if (current.kind === "credit_note") {
          throw new AppError("CONFLICT", INVOICE_LIFECYCLE_MESSAGES.creditNoteNotEditable);
        }
        const values = await invoiceValuesOf(deps, trx, orgId, input, vatPayer);
        if (!(await invoicesRepository.updateDraft(trx, orgId, id, values, input.version))) {
          throw new AppError("CONFLICT", INVOICE_MESSAGES.stale);
        }
        if (input.issueDate) {
          const invoiceNumber = await numberForIssueYear(trx, orgId, current.invoiceNumber, input.issueDate);
          if (invoiceNumber !== current.invoiceNumber) {
            await invoicesRepository.setNumber(trx, orgId, id, invoiceNumber);
          }
        }
        return toInvoice(await findOrThrow(trx, orgId, id));
      });
    },

    /**
     * Only the newest draft of its series and year goes, and its number with it (the counter steps back in the same
     * transaction, holding the counter's row); an older draft would leave a gap, so it is refused (409). The draft
     * goes to the trash for 30 days (decision 120).
     */
    async delete(orgId: string, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const current = await findOrThrow(trx, orgId, id);
        if (current.status !== "draft") throw new AppError("CONFLICT", INVOICE_MESSAGES.onlyDraftsDeletable);
        const number = parseDocumentNumber(current.invoiceNumber);
        if (number) {
          const result = await invoicesRepository.giveBackNumber(
            trx,
            orgId,
            number.series,
            number.year,
            number.sequence,
          );
          if (!result.givenBack) {
            const newest = formatDocumentNumber(number.series, number.year, result.lastNumber ?? number.sequence);
            throw new AppError("CONFLICT", INVOICE_LIFECYCLE_MESSAGES.olderDraftNotDeletable(newest));
          }
        }
        if (!(await invoicesRepository.markDeleted(trx, orgId, id))) {
          throw new AppError("CONFLICT", INVOICE_MESSAGES.onlyDraftsDeletable);
        }
      });
    },

    /**
     * The status call of the first API, kept for its clients (decision 092): draft → sent issues the invoice (as
     * POST …/issue does), sent → paid records a payment of what is due today, paid → sent removes the newest payment.
     * Nothing issued goes back to draft (409): a tax document is corrected by a credit note (decision 204).
     */
    async setStatus(orgId: string, id: string, status: StoredInvoiceStatus): Promise<Invoice> {
      return db.transaction().execute(async (trx) => {
        const current = await findOrThrow(trx, orgId, id);
        if (current.status === status) return toInvoice(current);
        if (status === "draft") throw new AppError("CONFLICT", INVOICE_LIFECYCLE_MESSAGES.issuedNotRevertible);
        if (!INVOICE_TRANSITIONS[current.status].includes(status)) {
          throw new AppError("CONFLICT", transitionRefusedMessage(current.status, status));
        }
        if (current.kind === "credit_note" && status === "paid") {
          throw new AppError("CONFLICT", INVOICE_LIFECYCLE_MESSAGES.paymentOnCreditNote);
        }
        if (status === "sent" && current.status === "draft") await lifecycle.issueIn(trx, orgId, id);
        else if (status === "paid") {
          const amount = amountDueCents(current) / 100;
          await lifecycle.recordPaymentIn(trx, orgId, id, { amount, paidOn: businessDate() });
        } else await lifecycle.undoLastPaymentIn(trx, orgId, id);
        return toInvoice(await findOrThrow(trx, orgId, id));
      });
    },

    issue: lifecycle.issue,
    recordPayment: lifecycle.recordPayment,
    createCreditNote: lifecycle.createCreditNote,
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
