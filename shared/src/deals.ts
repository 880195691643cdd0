import { z } from "zod";
import { enMessages } from "./i18n/en-messages";
import { jsonOnly } from "./json-only";
import { moneyAmount, versionNumber } from "./numbers";
import { updatedSinceField } from "./sync";
import { textString } from "./text";

/** Spec §5 and §8 texts for deals, word for word. */
export const DEAL_MESSAGES = {
  ...enMessages.deals,
} as const;

/** Spec §9: deal statuses and currencies, with their defaults. */
export const DEAL_STATUSES = ["lead", "negotiation", "won", "lost"] as const;
export const DEAL_CURRENCIES = ["USD", "EUR", "CZK"] as const;
export const DEFAULT_DEAL_STATUS = "lead";
export const DEFAULT_DEAL_CURRENCY = "USD";

export type DealStatus = (typeof DEAL_STATUSES)[number];
export type DealCurrency = (typeof DEAL_CURRENCIES)[number];

/** Only a deal in negotiation can be won or lost (spec §4). */
export const canCloseDeal = (status: DealStatus) => status === "negotiation";

export const notInNegotiationMessage = (outcome: "won" | "lost", status: DealStatus) =>
  `Only a deal in negotiation can be marked as ${outcome}; this deal is ${status}`;

const amount = moneyAmount({ min: 0 });

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : value === null ? undefined : value),
    textString().max(max).optional(),
  );

export const dealFields = {
  title: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    textString().min(1, DEAL_MESSAGES.titleRequired).max(300),
  ),
  status: z.enum(DEAL_STATUSES).default(DEFAULT_DEAL_STATUS),
  currency: z.enum(DEAL_CURRENCIES).default(DEFAULT_DEAL_CURRENCY),
  billingContactId: z.uuid().nullish(),
  estimatedValue: jsonOnly(amount.nullish()),
  source: optionalText(200),
};

export const createDealInputSchema = z.object(dealFields).strict().meta({ id: "CreateDealInput" });

export const updateDealFields = {
  ...dealFields,
  version: versionNumber().optional().describe("The version you read; when sent, a stale one answers 409"),
};

export const updateDealInputSchema = z.object(updateDealFields).strict().meta({ id: "UpdateDealInput" });

export const markWonInputFields = {
  actualValue: jsonOnly(moneyAmount({ positive: true, message: DEAL_MESSAGES.actualValueInvalid })),
};

export type CreateDealInput = z.infer<typeof createDealInputSchema>;
export type UpdateDealInput = z.infer<typeof updateDealInputSchema>;

export const dealSchema = z
  .object({
    id: z.uuid(),
    version: z.number().int(),
    title: z.string(),
    status: z.enum(DEAL_STATUSES),
    billingContactId: z.uuid().nullable(),
    billingContact: z
      .object({ id: z.uuid(), name: z.string() })
      .nullable()
      .describe("null when there is none or the contact was deleted"),
    estimatedValue: z.number().nullable(),
    actualValue: z.number().nullable(),
    currency: z.enum(DEAL_CURRENCIES),
    source: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Deal" });

export type Deal = z.infer<typeof dealSchema>;

/** Issue 23: the deals list sorts by these columns (newest first by default). */
export const DEAL_SORTS = ["createdAt", "title", "estimatedValue", "status"] as const;
export type DealSort = (typeof DEAL_SORTS)[number];
/** The API's sorts: the screen's, and updatedAt for a sync (decision 200). */
export const DEAL_LIST_SORTS = [...DEAL_SORTS, "updatedAt"] as const;
export type DealListSort = (typeof DEAL_LIST_SORTS)[number];
export const DEAL_LIST_MESSAGES = {
  ...enMessages.dealList,
} as const;

export const listDealsInputSchema = z
  .object({
    status: z.enum(DEAL_STATUSES).optional(),
    billingContactId: z.uuid().optional().describe("Only the deals billed to this contact (a client's deals)"),
    q: textString()
      .trim()
      .max(200)
      .optional()
      .describe("Search (accent- and case-insensitive substring) over the title and the client's name"),
    sort: z.enum(DEAL_LIST_SORTS, { error: DEAL_LIST_MESSAGES.sort }).optional().describe("createdAt by default"),
    order: z
      .enum(["asc", "desc"], { error: DEAL_LIST_MESSAGES.order })
      .optional()
      .describe("desc by default for createdAt, updatedAt and estimatedValue, asc for title and status"),
    updatedSince: updatedSinceField,
    limit: z.coerce.number().int().min(1).max(200).optional(),
    cursor: textString().max(500).optional(),
  })
  .meta({ id: "ListDealsQuery" });

export const dealListSchema = z
  .object({ deals: z.array(dealSchema), nextCursor: z.string().nullable().optional() })
  .meta({ id: "DealList" });
