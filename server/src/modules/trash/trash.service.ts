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

const isNotInTrash = (error: unknown) => error instanceof AppError && error.message === TRASH_MESSAGES.notInTrash;

/** The first attempt that does not answer "not in the trash"; that answer (404) when none finds the record. */
async function firstInTrash<T>(attempts: (() => Promise<T>)[]): Promise<T> {
  for (const attempt of attempts) {
    try {
      return await attempt();
    } catch (error) {
      if (!isNotInTrash(error)) throw error;
    }
  }
  throw new AppError("NOT_FOUND", TRASH_MESSAGES.notInTrash);
}
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

    /**
     * Restores the record with this id, whichever kind it is: each module answers 404 when it is not one of its own
     * records in the trash (ids are uuids, unique across the tables), so the next is asked.
     */
    async restore(orgId: string, id: string): Promise<RestoredItem> {
      return firstInTrash<RestoredItem>([
        async () => {
          const { name } = await contacts.restore(orgId, id, days);
          return { type: "contact", id, name, message: TRASH_MESSAGES.restored };
        },
        async () => {
          const { title } = await deals.restore(orgId, id, days);
          return { type: "deal", id, name: title, message: TRASH_MESSAGES.restored };
        },
        async () => {
          const { invoiceNumber, message } = await invoices.trash.restore(orgId, id, days);
          return { type: "invoice", id, name: invoiceNumber, message };
        },
      ]);
    },

    async purge(orgId: string, id: string): Promise<{ type: TrashItemType }> {
      return firstInTrash<{ type: TrashItemType }>([
        async () => {
          await contacts.purge(orgId, id, days);
          return { type: "contact" as const };
        },
        async () => {
          await deals.purge(orgId, id, days);
          return { type: "deal" as const };
        },
        async () => {
          await invoices.trash.purge(orgId, id, days);
          return { type: "invoice" as const };
        },
      ]);
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
