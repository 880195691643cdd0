import { z } from "zod";
import { jsonOnly } from "./json-only";
import { hasAtMostTwoDecimals, MAX_AMOUNT } from "./money";
import { textString } from "./text";

/** Spec §5 and §8 texts for invoices, word for word ("Item N" messages are built by itemMessage). */
export const INVOICE_MESSAGES = {
  dealRequired: "Deal selection is required",
  billingContactRequired: "Billing contact is required for invoices",
  taxRateRange: "Tax rate must be between 0 and 100",
  dueDateRequired: "Due date is required",
  dueDateInvalid: "Due date must be a real date (YYYY-MM-DD)",
  itemsRequired: "At least one item is required",
  notFound: "Invoice not found",
  notFoundDescription: "The invoice you're looking for does not exist or has been deleted",
  loadErrorHeading: "Unable to load invoice",
  loadErrorFallback: "The invoice could not be found.",
  onlyDraftsEditable: "Only draft invoices can be edited",
  onlyDraftsDeletable: "Only draft invoices can be deleted",
  deleteConfirm: "Delete this invoice?",
  deleted: "Invoice deleted successfully",
  deleteFailed: "Failed to delete invoice",
  pdfFailed: "Failed to generate PDF",
  pdfBusy: "PDF service is busy",
  loadDealsFailed: "Failed to load deals",
  createFailed: "Failed to create invoice",
  updateFailed: "Failed to update invoice",
  emptyList: "No invoices found. Create your first invoice!",
  loading: "Loading invoices...",
  loadFailed: "Failed to load invoices",
  unexpectedError: "An unexpected error occurred",
  unknownContact: "Unknown Contact",
  generating: "Generating...",
  stale: "This invoice was changed by someone else. Reload it and try again.",
  dealUnknown: "dealId: no such deal",
  billingContactUnknown: "billingContactId: no such contact",
} as const;

export const itemMessage = {
  description: (n: number) => `Item ${n}: Description is required`,
  quantity: (n: number) => `Item ${n}: Quantity must be greater than 0`,
  unitPrice: (n: number) => `Item ${n}: Unit price must be 0 or greater`,
};

export const missingBillingMessage = (contactName: string) =>
  `Billing contact "${contactName}" is missing billing information. Please add billing details first.`;

/** Spec §9: currencies, defaults and item defaults of invoices. */
export const INVOICE_CURRENCIES = ["CZK", "EUR", "USD", "GBP"] as const;
export const DEFAULT_INVOICE_CURRENCY = "CZK";
export const DEFAULT_TAX_RATE = 21;
export const NEW_ITEM = { description: "", quantity: 1, unitPrice: 0 } as const;

/** Stored statuses; "overdue" is derived: a sent invoice whose due date has passed. */
export const INVOICE_STATUSES = ["draft", "sent", "paid", "overdue"] as const;
export const SETTABLE_INVOICE_STATUSES = ["draft", "sent", "paid"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type StoredInvoiceStatus = (typeof SETTABLE_INVOICE_STATUSES)[number];

/** draft → sent → paid, and one step back to undo a mistake. */
export const INVOICE_TRANSITIONS: Record<StoredInvoiceStatus, readonly StoredInvoiceStatus[]> = {
  draft: ["sent"],
  sent: ["paid", "draft"],
  paid: ["sent"],
};

export const transitionRefusedMessage = (from: StoredInvoiceStatus, to: StoredInvoiceStatus) =>
  `An invoice that is ${from} cannot become ${to}`;

/** Invoice dates (issue year, overdue) follow the Czech business day. */
export const BUSINESS_TIME_ZONE = "Europe/Prague";

/** Today as YYYY-MM-DD in the business time zone. */
export function businessDate(at: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: BUSINESS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

const isRealDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1900 && y <= 9999
  );
};

/**
 * Types are checked here; the rules with the spec's "Item N: …" texts (empty description, quantity ≤ 0, negative price)
 * are checked by checkInvoiceInput, so the form and the server say the same words.
 */
const invoiceItemInputSchema = z
  .object({
    description: textString().optional(),
    quantity: z.number().optional().describe("Greater than 0, at most 3 decimals"),
    unitPrice: z.number().optional().describe("0 or greater, at most 2 decimals"),
    total: z.number().optional().describe("Ignored: the server computes every amount"),
  })
  .strict()
  .meta({ id: "InvoiceItemInput", example: { description: "Consulting (hours)", quantity: 12.5, unitPrice: 1500 } });

/** The item as the server reads it, after the "Item N: …" checks (spec §5). */
export interface InvoiceItemInput {
  description: string;
  quantity: number;
  unitPrice: number;
}

/** Quantities up to 3 decimals (hours, kilograms); prices in cents. */
export const hasAtMostThreeDecimals = (value: number) =>
  Number.isFinite(value) && Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;

export const invoiceFields = {
  dealId: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.uuid().optional()),
  billingContactId: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.uuid().optional()),
  items: z.array(invoiceItemInputSchema).max(200, "At most 200 items"),
  dueDate: z.preprocess((v) => (v === "" || v === null ? undefined : v), textString().optional()),
  taxRate: jsonOnly(
    z
      .number({ error: INVOICE_MESSAGES.taxRateRange })
      .min(0, INVOICE_MESSAGES.taxRateRange)
      .max(100, INVOICE_MESSAGES.taxRateRange)
      .refine(hasAtMostTwoDecimals, "Tax rate must have at most 2 decimal places")
      .default(DEFAULT_TAX_RATE),
  ),
  currency: z.enum(INVOICE_CURRENCIES).default(DEFAULT_INVOICE_CURRENCY),
};

/**
 * The checks of spec §5 in the form's order, with its exact texts (no field prefix: the messages name the item).
 * Returns the first problem, or the cleaned items.
 */
export function checkInvoiceInput(input: {
  dealId?: string;
  billingContactId?: string;
  items: { description?: unknown; quantity?: unknown; unitPrice?: unknown }[];
  dueDate?: string;
}): { problem: string } | { items: InvoiceItemInput[]; dueDate: string; dealId: string; billingContactId: string } {
  if (!input.dealId) return { problem: INVOICE_MESSAGES.dealRequired };
  if (!input.billingContactId) return { problem: INVOICE_MESSAGES.billingContactRequired };
  if (input.items.length === 0) return { problem: INVOICE_MESSAGES.itemsRequired };
  const items: InvoiceItemInput[] = [];
  for (const [index, item] of input.items.entries()) {
    const n = index + 1;
    const description = typeof item.description === "string" ? item.description.trim() : "";
    if (!description) return { problem: itemMessage.description(n) };
    if (description.length > 1000) return { problem: `Item ${n}: Description must be at most 1000 characters` };
    const quantity = item.quantity;
    if (typeof quantity !== "number" || !Number.isFinite(quantity) || quantity <= 0) {
      return { problem: itemMessage.quantity(n) };
    }
    if (!hasAtMostThreeDecimals(quantity) || quantity > 1_000_000) {
      return { problem: `Item ${n}: Quantity must have at most 3 decimal places and be at most 1000000` };
    }
    const unitPrice = item.unitPrice;
    if (typeof unitPrice !== "number" || !Number.isFinite(unitPrice) || unitPrice < 0) {
      return { problem: itemMessage.unitPrice(n) };
    }
    if (!hasAtMostTwoDecimals(unitPrice) || unitPrice > MAX_AMOUNT) {
      return { problem: `Item ${n}: Unit price must have at most 2 decimal places` };
    }
    items.push({ description, quantity, unitPrice });
  }
  if (!input.dueDate) return { problem: INVOICE_MESSAGES.dueDateRequired };
  if (!isRealDate(input.dueDate)) return { problem: INVOICE_MESSAGES.dueDateInvalid };
  return { items, dueDate: input.dueDate, dealId: input.dealId, billingContactId: input.billingContactId };
}

export const createInvoiceInputSchema = z.object(invoiceFields).strict().meta({ id: "InvoiceInput" });
export type InvoiceInput = z.infer<typeof createInvoiceInputSchema>;

export const billingSnapshotSchema = z
  .object({
    name: z.string(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    taxId: z.string().nullable(),
    registrationNumber: z.string().nullable(),
  })
  .meta({
    id: "BillingSnapshot",
    description: "The customer's billing details as they were when the invoice was made",
  });

export const invoiceItemSchema = z
  .object({ description: z.string(), quantity: z.number(), unitPrice: z.number(), total: z.number() })
  .meta({ id: "InvoiceItem" });

export const invoiceSchema = z
  .object({
    id: z.uuid(),
    version: z.number().int(),
    invoiceNumber: z.string().describe("YYYY-NNNN, assigned by the server per organization and year"),
    dealId: z.uuid(),
    billingContactId: z.uuid(),
    billingSnapshot: billingSnapshotSchema,
    items: z.array(invoiceItemSchema),
    dueDate: z.string().describe("YYYY-MM-DD"),
    taxRate: z.number(),
    currency: z.enum(INVOICE_CURRENCIES),
    subtotal: z.number(),
    tax: z.number(),
    total: z.number(),
    status: z.enum(INVOICE_STATUSES),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Invoice" });

export type Invoice = z.infer<typeof invoiceSchema>;
export type BillingSnapshot = z.infer<typeof billingSnapshotSchema>;

export const invoiceListSchema = z.object({ invoices: z.array(invoiceSchema) }).meta({ id: "InvoiceList" });
