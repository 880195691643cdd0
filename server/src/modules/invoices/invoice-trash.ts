import { businessDate, TRASH_MESSAGES } from "@kancl/shared";
import { isUuid } from "../../db/errors";
import { AppError } from "../../errors/app-error";
import type { InvoicesServiceDeps } from "./invoice-deps";
import type { InvoiceLifecycle } from "./invoice-lifecycle.service";
import { formatDocumentNumber } from "./invoice-numbering";
import { invoicesRepository } from "./invoices.repository";

/** An invoice draft in the trash, as the trash lists it. */
export interface TrashedInvoice {
  id: string;
  invoiceNumber: string;
  kind: "invoice" | "credit_note";
  customerName: string | null;
  deletedAt: Date;
}

const notInTrash = () => new AppError("NOT_FOUND", TRASH_MESSAGES.notInTrash);

/**
 * The invoices' side of the trash (issue 24 item 6, decision 120). Only drafts get here, and a draft gave its number
 * back when it was deleted (decision 090), so a restored draft is numbered again as the next of its series: the same
 * number if no document took it meanwhile, else a new one. A draft was never a tax document, so renumbering it
 * breaks nothing; the series stay without gaps or duplicates.
 */
export function createInvoiceTrash({ db, deals, contacts }: InvoicesServiceDeps, lifecycle: InvoiceLifecycle) {
  return {
    async trashed(orgId: string, days: number): Promise<TrashedInvoice[]> {
      return invoicesRepository.findTrashed(db, orgId, days);
    },

    /** The number of an invoice in the trash that names the deal, if any (the deal cannot be purged before it). */
    trashedNamingDeal: (orgId: string, dealId: string, executor = db) =>
      invoicesRepository.findTrashedNumberForDeal(executor, orgId, dealId),

    /** Refused (409) while its deal or billing contact is not live, or a credit note no longer fits its invoice. */
    async restore(orgId: string, id: string, days: number): Promise<{ invoiceNumber: string; message: string }> {
      return db.transaction().execute(async (trx) => {
        const [trashed] = isUuid(id) ? await invoicesRepository.findTrashed(trx, orgId, days, id) : [];
        const [row] = trashed ? await invoicesRepository.findMany(trx, orgId, { id, deleted: true }) : [];
        if (!row) throw notInTrash();
        const deal = await deals.trashState(orgId, row.dealId, trx);
        if (deal.state === "trashed") throw new AppError("CONFLICT", TRASH_MESSAGES.dealInTrash(deal.title));
        if (deal.state === "gone") throw new AppError("CONFLICT", TRASH_MESSAGES.dealGone);
        const contact = await contacts.trashState(orgId, row.billingContactId, trx);
        if (contact.state === "trashed") {
          throw new AppError("CONFLICT", TRASH_MESSAGES.billingContactInTrash(contact.name));
        }
        if (contact.state === "gone") throw new AppError("CONFLICT", TRASH_MESSAGES.billingContactGone);
        if (row.kind === "credit_note") await lifecycle.checkCreditNoteRestore(trx, orgId, row);
        const year = Number(businessDate().slice(0, 4));
        const sequence = await invoicesRepository.nextNumber(trx, orgId, year, row.kind);
        const invoiceNumber = formatDocumentNumber(row.kind, year, sequence);
        if (!(await invoicesRepository.restore(trx, orgId, id, invoiceNumber))) throw notInTrash();
        const message =
          invoiceNumber === row.invoiceNumber
            ? TRASH_MESSAGES.restored
            : TRASH_MESSAGES.renumbered(row.invoiceNumber, invoiceNumber);
        return { invoiceNumber, message };
      });
    },

    /** Deletes a draft in the trash for good (`days` null: any deleted draft, for the purge job). */
    async purge(orgId: string, id: string, days: number | null): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const [row] = isUuid(id) ? await invoicesRepository.findTrashed(trx, orgId, days, id) : [];
        if (!row || !(await invoicesRepository.purge(trx, orgId, id))) throw notInTrash();
      });
    },

    /** The purge job: drafts deleted more than `days` days ago, across organizations, a batch at a time. */
    expired: (days: number, limit: number) => invoicesRepository.findExpired(db, days, limit),
  };
}
