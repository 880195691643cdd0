import { randomUUID } from "node:crypto";
import {
  type BillingSnapshot,
  businessDate,
  type CreditNoteInput,
  centsToDecimal,
  computeDocumentTotals,
  fromCents,
  hasAtMostThreeDecimals,
  hasAtMostTwoDecimals,
  INVOICE_DOCUMENT_MESSAGES,
  INVOICE_LIFECYCLE_MESSAGES,
  INVOICE_MESSAGES,
  type Invoice,
  invoiceDateProblem,
  itemMessage,
  type RecordPaymentInput,
  TRASH_MESSAGES,
  toCents,
  transitionRefusedMessage,
  variableSymbolOf,
} from "@kancl/shared";
import type { Executor } from "../../db/database";
import { lookUpById } from "../../db/look-up-by-id";
import { AppError } from "../../errors/app-error";
import { enqueueJob } from "../../jobs/enqueue";
import { billingSnapshotOf } from "./billing-snapshot";
import type { InvoicesServiceDeps } from "./invoice-deps";
import { amountDueCents, toInvoice, vatModeOf } from "./invoice-mapper";
import { formatCreditNoteNumber, numberForIssueYear } from "./invoice-numbering";
import { amountsOf, checkReverseCharge, vatModeFor } from "./invoice-values";
import { type InvoiceRow, type InvoiceValues, invoicesRepository } from "./invoices.repository";
import { renderIssuedPdfJob } from "./pdf/invoice-pdf.job";

export const invoiceNotFound = () => new AppError("NOT_FOUND", INVOICE_MESSAGES.notFound);
const findOrThrow = lookUpById(invoicesRepository, invoiceNotFound);

/** Finds the invoice and holds its row locked until the transaction ends; answers the row as it is now. */
async function lockAndRead(trx: Executor, orgId: string, id: string): Promise<InvoiceRow> {
  await findOrThrow(trx, orgId, id);
  await invoicesRepository.lockById(trx, orgId, id);
  return findOrThrow(trx, orgId, id);
}

const linesOf = (row: InvoiceRow) =>
  row.items.map((item) => ({
    description: item.description,
    quantity: Number(item.quantity),
    unitPrice: Number(item.unitPrice),
    vatRate: Number(item.vatRate),
  }));

/** The base per VAT rate of a document's lines, in cents. */
function basesByRate(lines: { quantity: number; unitPrice: number; vatRate?: number }[], taxRate: number) {
  const { recap } = computeDocumentTotals(lines, { taxRate });
  return new Map(recap.map((line) => [line.rate, line.baseCents]));
}

const money = (cents: number, currency: string) => `${fromCents(cents).toFixed(2)} ${currency}`;

/** The values a row is stored with, for rewriting it (issuing). */
const valuesOfRow = (row: InvoiceRow): InvoiceValues => ({ ...row });

/**
 * Issue 22, item 3: issuing freezes a document, payments settle it, credit notes correct it (decisions 090, 092).
 * Each operation locks the invoice's row (SELECT … FOR UPDATE) for its transaction, so payments and credit notes of
 * one invoice queue and are checked against what is really left.
 */
export function createInvoiceLifecycle({ db, contacts, supplier }: InvoicesServiceDeps) {
  /** An issued document gets its PDF as issued in the background, committed with the issue (decisions 099, 204). */
  const renderPdfLater = (trx: Executor, orgId: string, invoiceId: string) =>
    enqueueJob(trx, renderIssuedPdfJob, { orgId, invoiceId });

  /**
   * Marks the invoice paid when nothing is due any more (or back to sent when something is), bumping its version.
   * Its PDF as issued does not change (decision 204): what remains is the payment request's, rendered on request.
   */
  async function settle(trx: Executor, orgId: string, id: string): Promise<void> {
    const row = await findOrThrow(trx, orgId, id);
    if (row.kind !== "invoice" || row.status === "draft") return;
    const status = amountDueCents(row) === 0 ? "paid" : "sent";
    await invoicesRepository.setStatus(trx, orgId, id, row.status, status);
  }

  async function issueIn(trx: Executor, orgId: string, id: string): Promise<void> {
    const row = await lockAndRead(trx, orgId, id);
    if (row.status !== "draft") throw new AppError("CONFLICT", INVOICE_LIFECYCLE_MESSAGES.onlyDraftsIssuable);
    const supplierSnapshot = await supplier.issuerSnapshot(orgId, trx, { paymentMethod: row.paymentMethod });

    let billingSnapshot = row.billingSnapshot as BillingSnapshot;
    // A credit note keeps its invoice's VAT treatment; an invoice takes the supplier's status as of today.
    let vatPayer = row.vatPayer;
    if (row.kind === "invoice") {
      vatPayer = supplierSnapshot.vatPayer;
      const contact = await contacts.find(orgId, row.billingContactId, trx);
      billingSnapshot = (contact && billingSnapshotOf(contact)) || billingSnapshot;
      checkReverseCharge(row.reverseCharge, vatPayer, billingSnapshot);
      if (row.currency !== "CZK" && vatPayer && row.exchangeRate === null) {
        throw new AppError("BAD_REQUEST", INVOICE_DOCUMENT_MESSAGES.exchangeRateRequired(row.currency));
      }
    }
    const today = businessDate();
    const issueDate = row.issueDate ?? today;
    const taxableSupplyDate = row.taxableSupplyDate ?? issueDate;
    const dateProblem = invoiceDateProblem({ issueDate, taxableSupplyDate, dueDate: row.dueDate }, today, row.kind);
    if (dateProblem) throw new AppError("BAD_REQUEST", dateProblem.message);
    // Numbered in the series of the year it is issued in (issue 36 item 6).
    const invoiceNumber = await numberForIssueYear(trx, orgId, row.invoiceNumber, issueDate);
    if (invoiceNumber !== row.invoiceNumber) await invoicesRepository.setNumber(trx, orgId, id, invoiceNumber);
    const values: InvoiceValues = {
      ...valuesOfRow(row),
      billingSnapshot,
      vatPayer,
      ...amountsOf(linesOf(row), {
        taxRate: Number(row.taxRate),
        vatMode: vatModeFor(vatPayer, row.reverseCharge),
      }),
      issueDate,
      taxableSupplyDate,
      variableSymbol: row.variableSymbol ?? variableSymbolOf(invoiceNumber),
      exchangeRateDate: row.exchangeRate === null ? null : (row.exchangeRateDate ?? taxableSupplyDate),
    };
    if (!(await invoicesRepository.issue(trx, orgId, id, values, supplierSnapshot))) {
      throw new AppError("CONFLICT", INVOICE_MESSAGES.stale);
    }
    await renderPdfLater(trx, orgId, id);
    if (row.originalInvoiceId) await settle(trx, orgId, row.originalInvoiceId);
  }

  async function recordPaymentIn(trx: Executor, orgId: string, id: string, input: RecordPaymentInput): Promise<void> {
    const row = await lockAndRead(trx, orgId, id);
    if (row.kind === "credit_note") throw new AppError("CONFLICT", INVOICE_LIFECYCLE_MESSAGES.paymentOnCreditNote);
    if (row.status === "draft") throw new AppError("CONFLICT", INVOICE_LIFECYCLE_MESSAGES.paymentOnDraft);
    if (input.paidOn > businessDate()) throw new AppError("BAD_REQUEST", INVOICE_LIFECYCLE_MESSAGES.paidOnFuture);
    const due = amountDueCents(row);
    if (due === 0) throw new AppError("CONFLICT", INVOICE_LIFECYCLE_MESSAGES.alreadyPaid);
    const cents = toCents(input.amount);
    if (cents > due) {
      throw new AppError("BAD_REQUEST", INVOICE_LIFECYCLE_MESSAGES.paymentAboveDue(money(due, row.currency)));
    }
    await invoicesRepository.insertPayment(trx, orgId, id, centsToDecimal(cents), input.paidOn);
    await settle(trx, orgId, id);
  }

  /** The credit note's lines, checked: negative prices, the invoice's rates, within what remains per rate. */
  function creditLines(original: InvoiceRow, notes: InvoiceRow[], input: CreditNoteInput) {
    const taxRate = Number(original.taxRate);
    let lines: { description: string; quantity: number; unitPrice: number; vatRate: number }[];
    if (input.items === undefined) {
      if (notes.length > 0) throw new AppError("BAD_REQUEST", INVOICE_LIFECYCLE_MESSAGES.creditItemsRequired);
      lines = linesOf(original).map((line) => ({ ...line, unitPrice: -line.unitPrice }));
    } else {
      if (input.items.length === 0) throw new AppError("BAD_REQUEST", INVOICE_MESSAGES.itemsRequired);
      const rates = new Set(original.items.map((item) => Number(item.vatRate)));
      lines = input.items.map((item, index) => {
        const n = index + 1;
        const description = item.description?.trim() ?? "";
        if (!description) throw new AppError("BAD_REQUEST", itemMessage.description(n));
        const { quantity, unitPrice } = item;
        if (typeof quantity !== "number" || !(quantity > 0) || !hasAtMostThreeDecimals(quantity) || quantity > 1e6) {
          throw new AppError("BAD_REQUEST", itemMessage.quantity(n));
        }
        if (typeof unitPrice !== "number" || !(unitPrice < 0) || !hasAtMostTwoDecimals(unitPrice)) {
          throw new AppError("BAD_REQUEST", INVOICE_LIFECYCLE_MESSAGES.creditItemNegative(n));
        }
        const vatRate = item.vatRate ?? taxRate;
        if (!rates.has(vatRate))
          throw new AppError("BAD_REQUEST", INVOICE_LIFECYCLE_MESSAGES.creditVatRateUnknown(n, vatRate));
        return { description: description.slice(0, 1000), quantity, unitPrice, vatRate };
      });
    }
    // What remains of the invoice per rate: its base less every credit note made so far (drafts too).
    const remaining = basesByRate(linesOf(original), taxRate);
    for (const note of notes) {
      for (const [rate, cents] of basesByRate(linesOf(note), taxRate)) {
        remaining.set(rate, (remaining.get(rate) ?? 0) + cents);
      }
    }
    for (const [rate, cents] of basesByRate(lines, taxRate)) {
      const left = remaining.get(rate) ?? 0;
      if (-cents > left) {
        throw new AppError(
          "BAD_REQUEST",
          INVOICE_LIFECYCLE_MESSAGES.creditAboveRemaining(original.invoiceNumber, rate, money(left, original.currency)),
        );
      }
    }
    return lines;
  }

  return {
    /**
     * draft → sent, explicitly (POST …/issue): the supplier's details (refused with the first missing field while the
     * profile lacks what the law requires), the customer's billing details, the dates (issue date: today unless set;
     * DUZP: the issue date unless set), the variable symbol and the VAT treatment are frozen.
     */
    async issue(orgId: string, id: string): Promise<Invoice> {
      return db.transaction().execute(async (trx) => {
        await issueIn(trx, orgId, id);
        return toInvoice(await findOrThrow(trx, orgId, id));
      });
    },

    issueIn,
    recordPaymentIn,

    /**
     * Before a credit note draft comes back from the trash (decision 120): its invoice must still be issued, and its
     * lines must still fit within what remains of the invoice after the credit notes made since (409 otherwise).
     */
    async checkCreditNoteRestore(trx: Executor, orgId: string, note: InvoiceRow): Promise<void> {
      const originalId = note.originalInvoiceId;
      const original = originalId ? await invoicesRepository.findById(trx, orgId, originalId) : undefined;
      if (!original || original.status === "draft") throw new AppError("CONFLICT", TRASH_MESSAGES.originalGone);
      await invoicesRepository.lockById(trx, orgId, original.id);
      const notes = await invoicesRepository.findMany(trx, orgId, { originalInvoiceId: original.id });
      try {
        creditLines(original, notes, { reason: note.creditReason ?? "", items: linesOf(note) });
      } catch (error) {
        if (error instanceof AppError) {
          throw new AppError("CONFLICT", TRASH_MESSAGES.creditAboveRemaining(original.invoiceNumber));
        }
        throw error;
      }
    },

    /** A payment of an issued invoice: at most what is due; fully paid makes it paid. */
    async recordPayment(orgId: string, id: string, input: RecordPaymentInput): Promise<Invoice> {
      return db.transaction().execute(async (trx) => {
        await recordPaymentIn(trx, orgId, id, input);
        return toInvoice(await findOrThrow(trx, orgId, id));
      });
    },

    /** Undoes the newest payment (paid → sent by the legacy status call). */
    async undoLastPaymentIn(trx: Executor, orgId: string, id: string): Promise<void> {
      const row = await lockAndRead(trx, orgId, id);
      const newest = [...row.payments].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1);
      if (newest) await invoicesRepository.deletePayment(trx, orgId, id, newest.id);
      if (!newest || amountDueCents(await findOrThrow(trx, orgId, id)) === 0) {
        throw new AppError("CONFLICT", transitionRefusedMessage("paid", "sent"));
      }
      await settle(trx, orgId, id);
    },

    /**
     * A credit note (opravný daňový doklad) of an issued invoice: a draft numbered DYYYY-NNNN, with negative lines at
     * the invoice's rates up to what remains of it, its parties, currency, rate and VAT treatment; issued like an
     * invoice. Without items, it cancels the whole invoice (only while nothing of it has been credited).
     */
    async createCreditNote(orgId: string, id: string, input: CreditNoteInput): Promise<Invoice> {
      return db.transaction().execute(async (trx) => {
        const original = await lockAndRead(trx, orgId, id);
        if (original.kind !== "invoice" || original.status === "draft") {
          throw new AppError("CONFLICT", INVOICE_LIFECYCLE_MESSAGES.creditNoteNeedsIssuedInvoice);
        }
        const today = businessDate();
        const dateProblem = invoiceDateProblem(input, today, "credit_note");
        if (dateProblem) throw new AppError("BAD_REQUEST", dateProblem.message);
        const notes = await invoicesRepository.findMany(trx, orgId, { originalInvoiceId: original.id });
        const lines = creditLines(original, notes, input);
        const values: InvoiceValues = {
          ...valuesOfRow(original),
          dueDate: input.dueDate ?? original.dueDate,
          ...amountsOf(lines, { taxRate: Number(original.taxRate), vatMode: vatModeOf(original) }),
          issueDate: input.issueDate ?? null,
          taxableSupplyDate: input.taxableSupplyDate ?? null,
          variableSymbol: original.variableSymbol ?? variableSymbolOf(original.invoiceNumber),
          exchangeRateDate: original.exchangeRateDate,
        };
        const noteId = await invoicesRepository.insert(trx, orgId, `pending-${randomUUID()}`, values, {
          originalInvoiceId: original.id,
          reason: input.reason.trim(),
        });
        const year = Number((input.issueDate ?? today).slice(0, 4));
        const sequence = await invoicesRepository.nextNumber(trx, orgId, year, "credit_note");
        await invoicesRepository.setNumber(trx, orgId, noteId, formatCreditNoteNumber(year, sequence));
        return toInvoice(await findOrThrow(trx, orgId, noteId));
      });
    },
  };
}

export type InvoiceLifecycle = ReturnType<typeof createInvoiceLifecycle>;
