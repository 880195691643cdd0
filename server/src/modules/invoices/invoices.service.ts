import { randomUUID } from "node:crypto";
import {
  businessDate,
  centsToDecimal,
  checkInvoiceInput,
  computeInvoiceTotals,
  INVOICE_MESSAGES,
  INVOICE_TRANSITIONS,
  type Invoice,
  type InvoiceInput,
  MAX_AMOUNT,
  missingBillingMessage,
  type StoredInvoiceStatus,
  toCents,
  transitionRefusedMessage,
} from "@kancl/shared";
import type { Database, Executor } from "../../db/database";
import { lookUpById } from "../../db/look-up-by-id";
import { AppError } from "../../errors/app-error";
import type { ContactsService } from "../contacts/contacts.service";
import type { DealsService } from "../deals/deals.service";
import { billingSnapshotOf } from "./billing-snapshot";
import { toInvoice } from "./invoice-mapper";
import { type InvoiceValues, invoicesRepository } from "./invoices.repository";

export const invoiceNotFound = () => new AppError("NOT_FOUND", INVOICE_MESSAGES.notFound);

/** "2026-0007": the year of creation and the organization's running number in that year. */
export const formatInvoiceNumber = (year: number, sequence: number) => `${year}-${String(sequence).padStart(4, "0")}`;

const MAX_TOTAL_CENTS = toCents(MAX_AMOUNT);

const findOrThrow = lookUpById(invoicesRepository, invoiceNotFound);

export interface InvoicesServiceDeps {
  db: Database;
  contacts: Pick<ContactsService, "find">;
  deals: Pick<DealsService, "find" | "get">;
}

export function createInvoicesService({ db, contacts, deals }: InvoicesServiceDeps) {
  /** Validates with the spec's messages and computes every amount; ids must be the caller's organization's. */
  async function valuesOf(executor: Executor, orgId: string, input: InvoiceInput): Promise<InvoiceValues> {
    const checked = checkInvoiceInput(input);
    if ("problem" in checked) throw new AppError("BAD_REQUEST", checked.problem);
    const deal = await deals.find(orgId, checked.dealId, executor);
    if (!deal) throw new AppError("BAD_REQUEST", INVOICE_MESSAGES.dealUnknown);
    const contact = await contacts.find(orgId, checked.billingContactId, executor);
    if (!contact) throw new AppError("BAD_REQUEST", INVOICE_MESSAGES.billingContactUnknown);
    const billingSnapshot = billingSnapshotOf(contact);
    if (!billingSnapshot) throw new AppError("BAD_REQUEST", missingBillingMessage(contact.name));

    const totals = computeInvoiceTotals(checked.items, input.taxRate);
    if (totals.totalCents > MAX_TOTAL_CENTS) throw new AppError("BAD_REQUEST", "The invoice total is too large");
    return {
      dealId: deal.id,
      billingContactId: contact.id,
      billingSnapshot,
      dueDate: checked.dueDate,
      taxRate: input.taxRate.toFixed(2),
      currency: input.currency,
      subtotal: centsToDecimal(totals.subtotalCents),
      tax: centsToDecimal(totals.taxCents),
      total: centsToDecimal(totals.totalCents),
      items: checked.items.map((item, index) => ({
        description: item.description,
        quantity: item.quantity.toFixed(3),
        unitPrice: centsToDecimal(toCents(item.unitPrice)),
        total: centsToDecimal(totals.itemTotalsCents[index] ?? 0),
      })),
    };
  }

  return {
    /**
     * Numbers the invoice in the same transaction as the insert: a failure anywhere gives the number back. The number
     * is taken last, so the organization's counter row stays locked only for the numbering UPDATE and the commit
     * (concurrent creates in one organization queue there; docs/benchmarks.md, benchmark 5).
     */
    async create(orgId: string, input: InvoiceInput): Promise<Invoice> {
      return db.transaction().execute(async (trx) => {
        const values = await valuesOf(trx, orgId, input);
        // A placeholder no one sees (the row is uncommitted until it has its real number).
        const id = await invoicesRepository.insert(trx, orgId, `pending-${randomUUID()}`, values);
        const row = await findOrThrow(trx, orgId, id);
        const year = Number(businessDate().slice(0, 4));
        const invoiceNumber = formatInvoiceNumber(year, await invoicesRepository.nextNumber(trx, orgId, year));
        await invoicesRepository.setNumber(trx, orgId, id, invoiceNumber);
        return toInvoice({ ...row, invoiceNumber });
      });
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

    /** Only drafts change; the billing snapshot is taken again from the contact on each edit. */
    async update(orgId: string, id: string, input: InvoiceInput & { version?: number }): Promise<Invoice> {
      return db.transaction().execute(async (trx) => {
        const current = await findOrThrow(trx, orgId, id);
        if (current.status !== "draft") throw new AppError("CONFLICT", INVOICE_MESSAGES.onlyDraftsEditable);
        const values = await valuesOf(trx, orgId, input);
        if (!(await invoicesRepository.updateDraft(trx, orgId, id, values, input.version))) {
          throw new AppError("CONFLICT", INVOICE_MESSAGES.stale);
        }
        return toInvoice(await findOrThrow(trx, orgId, id));
      });
    },

    async delete(orgId: string, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const current = await findOrThrow(trx, orgId, id);
        if (current.status !== "draft" || !(await invoicesRepository.deleteDraft(trx, orgId, id))) {
          throw new AppError("CONFLICT", INVOICE_MESSAGES.onlyDraftsDeletable);
        }
      });
    },

    /** draft → sent → paid, and one step back; anything else answers 409. */
    async setStatus(orgId: string, id: string, status: StoredInvoiceStatus): Promise<Invoice> {
      return db.transaction().execute(async (trx) => {
        const current = await findOrThrow(trx, orgId, id);
        if (current.status === status) return toInvoice(current);
        if (!INVOICE_TRANSITIONS[current.status].includes(status)) {
          throw new AppError("CONFLICT", transitionRefusedMessage(current.status, status));
        }
        if (!(await invoicesRepository.setStatus(trx, orgId, id, current.status, status))) {
          throw new AppError("CONFLICT", INVOICE_MESSAGES.stale);
        }
        return toInvoice(await findOrThrow(trx, orgId, id));
      });
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
