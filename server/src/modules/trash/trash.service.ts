import {
  type RestoredItem,
  TRASH_MESSAGES,
  TRASH_RETENTION_DAYS,
  type TrashItem,
  type TrashItemType,
} from "@kancl/shared";
import { AppError } from "../../errors/app-error";
import type { Logger } from "../../logger";
import type { ContactsService } from "../contacts/contacts.service";
import type { DealsService } from "../deals/deals.service";
import type { InvoicesService } from "../invoices/invoices.service";

export interface TrashServiceDeps {
  contacts: Pick<ContactsService, "trashed" | "restore" | "purge" | "expired">;
  deals: Pick<DealsService, "trashed" | "restore" | "purge" | "expired">;
  invoices: { trash: Pick<InvoicesService["trash"], "trashed" | "restore" | "purge" | "expired"> };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many expired records one purge run takes of each kind before it looks again. */
const PURGE_BATCH = 200;

/**
 * Settings → Trash (issue 24 item 6, decision 120): deleted contacts, deals and invoice drafts of the organization for
 * 30 days, with Restore and Delete permanently; each module keeps the rules of its own records, this service lists
 * them together and sends each request to its module.
 */
export function createTrashService({ contacts, deals, invoices }: TrashServiceDeps) {
  const days = TRASH_RETENTION_DAYS;
  const item = (type: TrashItemType, id: string, name: string, detail: string | null, deletedAt: Date): TrashItem => ({
    type,
    id,
    name,
    detail,
    deletedAt: deletedAt.toISOString(),
    purgeAt: new Date(deletedAt.getTime() + days * DAY_MS).toISOString(),
  });

  return {
    /** Everything the organization deleted within 30 days, newest deletion first. */
    async list(orgId: string): Promise<{ items: TrashItem[] }> {
      const [trashedContacts, trashedDeals, trashedInvoices] = [
        await contacts.trashed(orgId, days),
        await deals.trashed(orgId, days),
        await invoices.trash.trashed(orgId, days),
      ];
      const items = [
        ...trashedContacts.map((c) =>
          item("contact", c.id, c.name, c.type === "person" ? "Person" : "Organization", c.deletedAt),
        ),
        ...trashedDeals.map((d) => item("deal", d.id, d.title, d.clientName, d.deletedAt)),
        ...trashedInvoices.map((i) =>
          item(
            "invoice",
            i.id,
            `${i.kind === "credit_note" ? "Credit note draft" : "Invoice draft"} ${i.invoiceNumber}`,
            i.customerName,
            i.deletedAt,
          ),
        ),
      ];
      items.sort((a, b) => b.deletedAt.localeCompare(a.deletedAt) || a.id.localeCompare(b.id));
      return { items };
    },

    async restore(orgId: string, type: TrashItemType, id: string): Promise<RestoredItem> {
      if (type === "contact") {
        const { name } = await contacts.restore(orgId, id, days);
        return { type, id, name, message: TRASH_MESSAGES.restored };
      }
      if (type === "deal") {
        const { title } = await deals.restore(orgId, id, days);
        return { type, id, name: title, message: TRASH_MESSAGES.restored };
      }
      const { invoiceNumber, message } = await invoices.trash.restore(orgId, id, days);
      return { type, id, name: invoiceNumber, message };
    },

    async purge(orgId: string, type: TrashItemType, id: string): Promise<void> {
      if (type === "contact") await contacts.purge(orgId, id, days);
      else if (type === "deal") await deals.purge(orgId, id, days);
      else await invoices.trash.purge(orgId, id, days);
    },

    /**
     * The purge job: everything deleted more than 30 days ago, in every organization. Invoices go first, then deals
     * (a deal waits while an invoice draft in the trash names it), then contacts (erased instead when still named).
     * Idempotent: a record already gone is skipped.
     */
    async purgeExpired(logger?: Logger): Promise<{ invoices: number; deals: number; contacts: number }> {
      const counts = { invoices: 0, deals: 0, contacts: 0 };
      const kinds = [
        ["invoices", (orgId: string, id: string) => invoices.trash.purge(orgId, id, null), invoices.trash.expired],
        ["deals", (orgId: string, id: string) => deals.purge(orgId, id, null), deals.expired],
        ["contacts", (orgId: string, id: string) => contacts.purge(orgId, id, null), contacts.expired],
      ] as const;
      for (const [kind, purge, expired] of kinds) {
        for (;;) {
          const batch = await expired(days, PURGE_BATCH);
          let purged = 0;
          for (const { orgId, id } of batch) {
            try {
              await purge(orgId, id);
              purged += 1;
            } catch (error) {
              if (!(error instanceof AppError)) throw error;
              logger?.warn({ kind, id, error: error.message }, "trash purge skipped a record");
            }
          }
          counts[kind] += purged;
          if (batch.length < PURGE_BATCH || purged === 0) break;
        }
      }
      return counts;
    },
  };
}

export type TrashService = ReturnType<typeof createTrashService>;
