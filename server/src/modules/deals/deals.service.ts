import {
  type CreateDealInput,
  centsToDecimal,
  DEAL_MESSAGES,
  DEAL_STATUSES,
  type Deal,
  type DealSort,
  notInNegotiationMessage,
  toCents,
  type UpdateDealInput,
} from "@kancl/shared";
import type { Database, Executor } from "../../db/database";
import { isForeignKeyViolation } from "../../db/errors";
import { keysetPaging } from "../../db/keyset-paging";
import { lookUpById } from "../../db/look-up-by-id";
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
    read: (value) =>
      typeof value === "string" &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(value) &&
      !Number.isNaN(Date.parse(value))
        ? value
        : undefined,
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
} satisfies Record<DealSort, unknown>;

const findOrThrow = lookUpById(dealsRepository, dealNotFound);

/**
 * What deals ask of invoices: how many name a deal. Declared here and answered by the invoices service (wired in
 * services.ts), so deals never import the invoices module, which imports deals.
 */
export interface DealInvoices {
  countForDeal(orgId: string, dealId: string, executor: Executor): Promise<number>;
}

export interface DealsServiceDeps {
  db: Database;
  contacts: Pick<ContactsService, "find">;
  invoices: DealInvoices;
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
        q?: string;
        sort?: DealSort;
        order?: "asc" | "desc";
        limit?: number;
        cursor?: string;
      },
    ): Promise<{ deals: Deal[]; nextCursor?: string | null }> {
      const sort = query.sort ?? "createdAt";
      const paging = PAGING[sort];
      const rows = await dealsRepository.findMany(db, orgId, {
        status: query.status,
        q: query.q || undefined,
        sort,
        order: query.order ?? (sort === "title" || sort === "status" ? "asc" : "desc"),
        after: paging.after(query.cursor),
        limit: paging.fetchLimit(query.limit),
      });
      const { rows: page, ...next } = paging.page(rows, query.limit);
      return { deals: page.map(toDeal), ...next };
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

    /** A deal with invoices stays: the invoices are legal documents that name it. */
    async delete(orgId: string, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await findOrThrow(trx, orgId, id);
        if ((await invoices.countForDeal(orgId, id, trx)) > 0) {
          throw new AppError("CONFLICT", DEAL_MESSAGES.hasInvoices);
        }
        try {
          if (!(await dealsRepository.delete(trx, orgId, id))) throw dealNotFound();
        } catch (error) {
          // An invoice created for the deal in the meantime: the foreign key refuses the delete.
          if (isForeignKeyViolation(error)) throw new AppError("CONFLICT", DEAL_MESSAGES.hasInvoices);
          throw error;
        }
      });
    },

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
