import {
  type CreateDealInput,
  centsToDecimal,
  DEAL_MESSAGES,
  DEAL_STATUSES,
  type Deal,
  type DealListSort,
  notInNegotiationMessage,
  type SearchResult,
  TRASH_MESSAGES,
  toCents,
  type UpdateDealInput,
} from "@kancl/shared";
import type { Database, Executor } from "../../db/database";
import { isUuid } from "../../db/errors";
import { keysetPaging, readTimestampKey } from "../../db/keyset-paging";
import { lookUpById } from "../../db/look-up-by-id";
import { searchTerms } from "../../db/search-match";
import { AppError } from "../../errors/app-error";
import type { ContactsService } from "../contacts/contacts.service";
import { toDeal } from "./deal-mapper";
import { type DealRow, type DealValues, dealsRepository } from "./deals.repository";

export const dealNotFound = () => new AppError("NOT_FOUND", DEAL_MESSAGES.notFound);

/** Newest first, then by id. */
/** Keyset paging per sort (issue 23): each sort's cursor carries its own key, checked when read back. */
const textKey = (value: unknown) => (typeof value === "string" && value.length <= 1000 ? value : undefined);
const PAGING = {
  createdAt: keysetPaging<DealRow, string>({
    write: (row) => row.createdAtKey ?? row.createdAt.toISOString(),
    read: readTimestampKey,
  }),
  updatedAt: keysetPaging<DealRow, string>({
    write: (row) => row.updatedAtKey ?? row.updatedAt.toISOString(),
    read: readTimestampKey,
  }),
  title: keysetPaging<DealRow, string>({ write: (row) => row.title, read: textKey }),
  estimatedValue: keysetPaging<DealRow, string>({
    write: (row) => row.estimatedValue ?? "-1",
    read: (value) => (typeof value === "string" && /^-?\d{1,12}(\.\d{1,2})?$/.test(value) ? value : undefined),
  }),
  status: keysetPaging<DealRow, string>({
    write: (row) => row.status,
    read: (value) =>
      typeof value === "string" && (DEAL_STATUSES as readonly string[]).includes(value) ? value : undefined,
  }),
} satisfies Record<DealListSort, unknown>;

const findOrThrow = lookUpById(dealsRepository, dealNotFound);

/**
 * What deals ask of invoices: how many name a deal. Declared here and answered by the invoices service (wired in
 * services.ts), so deals never import the invoices module, which imports deals.
 */
export interface DealInvoices {
  /** Live invoices that name the deal. */
  countForDeal(orgId: string, dealId: string, executor: Executor): Promise<number>;
  /** The number of an invoice in the trash that names the deal, if any (it must go before the deal does). */
  trashedNamingDeal(orgId: string, dealId: string, executor: Executor): Promise<string | undefined>;
}

export interface DealsServiceDeps {
  db: Database;
  contacts: Pick<ContactsService, "find" | "trashState">;
  invoices: DealInvoices;
}

export type DealTrashState = { state: "live" } | { state: "trashed"; title: string } | { state: "gone" };

/** A deal in the trash, as the trash lists it. */
export interface TrashedDeal {
  id: string;
  title: string;
  clientName: string | null;
  deletedAt: Date;
}

export function createDealsService({ db, contacts, invoices }: DealsServiceDeps) {
  /** The billing contact must be a live organization of the caller's organization. */
  async function valuesOf(executor: Executor, orgId: string, input: CreateDealInput): Promise<DealValues> {
    const billingContactId = input.billingContactId ?? null;
    if (billingContactId) {
      const contact = await contacts.find(orgId, billingContactId, executor);
      if (!contact) throw new AppError("BAD_REQUEST", DEAL_MESSAGES.billingContactUnknown);
      if (contact.type !== "organization") {
        throw new AppError("BAD_REQUEST", DEAL_MESSAGES.billingContactMustBeOrganization);
      }
    }
    return {
      title: input.title,
      status: input.status,
      currency: input.currency,
      billingContactId,
      estimatedValue:
        input.estimatedValue === undefined || input.estimatedValue === null
          ? null
          : centsToDecimal(toCents(input.estimatedValue)),
      source: input.source ?? null,
    };
  }

  async function close(
    orgId: string,
    id: string,
    outcome: { status: "won"; actualValue: number } | { status: "lost" },
  ) {
    return db.transaction().execute(async (trx) => {
      const current = await findOrThrow(trx, orgId, id);
      const closed = await dealsRepository.close(
        trx,
        orgId,
        id,
        outcome.status === "won"
          ? { status: "won", actualValue: centsToDecimal(toCents(outcome.actualValue)) }
          : { status: "lost" },
      );
      if (!closed) throw new AppError("CONFLICT", notInNegotiationMessage(outcome.status, current.status));
      return toDeal(await findOrThrow(trx, orgId, id));
    });
  }

  return {
    async create(orgId: string, input: CreateDealInput): Promise<Deal> {
      return db.transaction().execute(async (trx) => {
        const id = await dealsRepository.insert(trx, orgId, await valuesOf(trx, orgId, input));
        return toDeal(await findOrThrow(trx, orgId, id));
      });
    },

    async list(
      orgId: string,
      query: {
        status?: Deal["status"];
        billingContactId?: string;
        q?: string;
        sort?: DealListSort;
        order?: "asc" | "desc";
        updatedSince?: string;
        limit?: number;
        cursor?: string;
      },
    ): Promise<{ deals: Deal[]; nextCursor?: string | null }> {
      const sort = query.sort ?? "createdAt";
      const paging = PAGING[sort];
      const rows = await dealsRepository.findMany(db, orgId, {
        status: query.status,
        billingContactId: query.billingContactId,
        search: searchTerms(query.q),
        sort,
        order: query.order ?? (sort === "title" || sort === "status" ? "asc" : "desc"),
        updatedSince: query.updatedSince,
        after: paging.after(query.cursor),
        limit: paging.fetchLimit(query.limit),
      });
      const { rows: page, ...next } = paging.page(rows, query.limit);
      return { deals: page.map(toDeal), ...next };
    },

    /** The search operation's deals (decision 100): by rank, then title. */
    async search(orgId: string, q: string, limit: number): Promise<SearchResult[]> {
      const terms = searchTerms(q);
      if (!terms) return [];
      const rows = await dealsRepository.search(db, orgId, terms, limit);
      return rows.map((row) => ({
        type: "deal" as const,
        id: row.id,
        title: row.title,
        subtitle: row.billingContactName,
        link: `/crm/deals/${row.id}`,
        rank: Number(row.searchRank),
      }));
    },

    async get(orgId: string, id: string): Promise<Deal> {
      return toDeal(await findOrThrow(db, orgId, id));
    },

    async update(orgId: string, id: string, input: UpdateDealInput): Promise<Deal> {
      return db.transaction().execute(async (trx) => {
        await findOrThrow(trx, orgId, id);
        const updated = await dealsRepository.update(trx, orgId, id, await valuesOf(trx, orgId, input), input.version);
        if (!updated) throw new AppError("CONFLICT", DEAL_MESSAGES.stale);
        return toDeal(await findOrThrow(trx, orgId, id));
      });
    },

    /** A deal with invoices stays: the invoices are legal documents that name it. Others go to the trash. */
    async delete(orgId: string, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await findOrThrow(trx, orgId, id);
        if ((await invoices.countForDeal(orgId, id, trx)) > 0) {
          throw new AppError("CONFLICT", DEAL_MESSAGES.hasInvoices);
        }
        if (!(await dealsRepository.markDeleted(trx, orgId, id))) throw dealNotFound();
      });
    },

    /** Deals deleted within the last `days` days (decision 120). */
    async trashed(orgId: string, days: number): Promise<TrashedDeal[]> {
      return (await dealsRepository.findTrashed(db, orgId, days)).map((row) => ({
        id: row.id,
        title: row.title,
        clientName: row.billingContactName,
        deletedAt: row.deletedAt,
      }));
    },

    /** Back from the trash, refused (409) while its billing contact is not a live contact. */
    async restore(orgId: string, id: string, days: number): Promise<{ title: string }> {
      return db.transaction().execute(async (trx) => {
        const [row] = isUuid(id) ? await dealsRepository.findTrashed(trx, orgId, days, id) : [];
        if (!row) throw new AppError("NOT_FOUND", TRASH_MESSAGES.notInTrash);
        if (row.billingContactId) {
          const state = await contacts.trashState(orgId, row.billingContactId, trx);
          if (state.state === "trashed") {
            throw new AppError("CONFLICT", TRASH_MESSAGES.billingContactInTrash(state.name));
          }
          if (state.state === "gone") throw new AppError("CONFLICT", TRASH_MESSAGES.billingContactGone);
        }
        if (!(await dealsRepository.restore(trx, orgId, id)))
          throw new AppError("NOT_FOUND", TRASH_MESSAGES.notInTrash);
        return { title: row.title };
      });
    },

    /**
     * Deletes a deal in the trash for good; `days` null takes any deleted deal (the purge job). Refused (409) while
     * an invoice draft in the trash names it.
     */
    async purge(orgId: string, id: string, days: number | null): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const [row] = isUuid(id) ? await dealsRepository.findTrashed(trx, orgId, days, id) : [];
        if (!row) throw new AppError("NOT_FOUND", TRASH_MESSAGES.notInTrash);
        const invoiceNumber = await invoices.trashedNamingDeal(orgId, id, trx);
        if (invoiceNumber) throw new AppError("CONFLICT", TRASH_MESSAGES.dealNamedByInvoice(invoiceNumber));
        if (!(await dealsRepository.purge(trx, orgId, id))) throw new AppError("NOT_FOUND", TRASH_MESSAGES.notInTrash);
      });
    },

    /** Where a deal that an invoice names stands: live, in the trash (with its title), or gone for good. */
    async trashState(orgId: string, id: string, executor: Executor = db): Promise<DealTrashState> {
      const row = await dealsRepository.findState(executor, orgId, id);
      if (!row) return { state: "gone" };
      return row.deletedAt ? { state: "trashed", title: row.title } : { state: "live" };
    },

    /** The purge job: deals deleted more than `days` days ago, across organizations, a batch at a time. */
    expired: (days: number, limit: number) => dealsRepository.findExpired(db, days, limit),

    markWon: (orgId: string, id: string, actualValue: number) => close(orgId, id, { status: "won", actualValue }),
    markLost: (orgId: string, id: string) => close(orgId, id, { status: "lost" }),

    /** For other modules (an invoice's deal): the organization's deal, or undefined; `executor` reads inside theirs. */
    async find(orgId: string, id: string, executor: Executor = db): Promise<Deal | undefined> {
      const row = await dealsRepository.findById(executor, orgId, id);
      return row && toDeal(row);
    },
  };
}

export type DealsService = ReturnType<typeof createDealsService>;
