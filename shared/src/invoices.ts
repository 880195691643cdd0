import { z } from "zod";
import { supplierSnapshotSchema } from "./company";
import { DATE_FORMAT, isCalendarDate } from "./dates";
import { enMessages } from "./i18n/en-messages";
import { LANGUAGES, type Language } from "./i18n/languages";
import { jsonOnly } from "./json-only";
import { hasAtMostTwoDecimals, MAX_AMOUNT } from "./money";
import { textString } from "./text";

/** Spec §5 and §8 texts for invoices, word for word ("Item N" messages are built by itemMessage). */
export const INVOICE_MESSAGES = {
  ...enMessages.invoices,
} as const;

/**
 * Issue 22: the texts of the tax document's fields (the API prefixes the field's name, e.g.
 * "variableSymbol: Variable symbol must be 1 to 10 digits").
 */
export const INVOICE_DOCUMENT_MESSAGES = {
  ...enMessages.invoiceDocument,
  exchangeRateRequired: (currency: string) =>
    `exchangeRate: An invoice in ${currency} needs the exchange rate to CZK before it is issued`,
  issueDateInFuture: (today: string) => `issueDate: ${fill(enMessages.invoiceDocument.issueDateInFuture, { today })}`,
  dueBeforeIssue: (dueDate: string, issueDate: string) =>
    `dueDate: ${fill(enMessages.invoiceDocument.dueBeforeIssue, { dueDate, issueDate })}`,
  numberYearTaken: (invoiceNumber: string, year: number, issueYear: number) =>
    `issueDate: ${fill(enMessages.invoiceDocument.numberYearTaken, { invoiceNumber, year, issueYear })}`,
} as const;

/** The catalogue's {{name}} placeholders filled (the client translates the result back by the same template). */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** § 28 odst. 5 of the VAT act: a tax document is issued at the latest 15 days after the taxable supply. */
export const MAX_DAYS_FROM_SUPPLY_TO_ISSUE = 15;

/** Whole days from one YYYY-MM-DD to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (date: string) =>
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** The date fields a date problem is about. */
export type InvoiceDateField = "issueDate" | "taxableSupplyDate" | "dueDate";

/**
 * Issue 36 item 6: the dates of a document that the law or common sense rule out; the first problem or undefined.
 * `message` is the API's (the field's name first); `text` is the same without it, for a form that shows it beside
 * the field. `issueDate` absent: the document takes the day it is issued, at the earliest today. The due date rule is
 * an invoice's only: a credit note's due date is when its refund is due, by default its invoice's, which may be earlier.
 * A DUZP more than 15 days back is not refused: a late document must still be issued (the law fines the delay, it
 * does not excuse the document), so it is a warning (`lateIssueWarning`), not a problem.
 */
export function invoiceDateProblem(
  dates: { issueDate?: string | null; taxableSupplyDate?: string | null; dueDate?: string | null },
  today: string,
  kind: InvoiceKind = "invoice",
): { field: InvoiceDateField; message: string; text: string } | undefined {
  const problem = (field: InvoiceDateField, message: string) => ({
    field,
    message,
    text: message.slice(field.length + 2),
  });
  const issueDate = dates.issueDate || today;
  if (issueDate > today) return problem("issueDate", INVOICE_DOCUMENT_MESSAGES.issueDateInFuture(today));
  if (kind === "invoice" && dates.dueDate && dates.dueDate < issueDate) {
    return problem("dueDate", INVOICE_DOCUMENT_MESSAGES.dueBeforeIssue(dates.dueDate, issueDate));
  }
  return undefined;
}

/**
 * § 28 odst. 5: a tax document issued more than 15 days after its DUZP is late. The form says so beside the DUZP
 * (the text without the field's name) and still lets it be issued; undefined when the dates are in time.
 */
export function lateIssueWarning(
  dates: { issueDate?: string | null; taxableSupplyDate?: string | null },
  today: string,
): string | undefined {
  const issueDate = dates.issueDate || today;
  const supply = dates.taxableSupplyDate;
  if (!supply || daysBetween(supply, issueDate) <= MAX_DAYS_FROM_SUPPLY_TO_ISSUE) return undefined;
  return fill(enMessages.invoiceDocument.taxableSupplyTooEarly, { taxableSupplyDate: supply, issueDate });
}

export const vatRateItemMessage = (n: number) => `Item ${n}: VAT rate must be 21, 12 or 0`;

/** The VAT rates of Czech law a line may carry (2026: standard 21 %, reduced 12 %, zero/exempt 0 %). */
export const VAT_RATES = [21, 12, 0] as const;
export const PAYMENT_METHODS = ["bank_transfer", "cash", "card"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "bank_transfer";
/** An invoice, or a credit note (opravný daňový doklad) that corrects an issued invoice. */
export const INVOICE_KINDS = ["invoice", "credit_note"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** The notes the law asks a document to carry (the PDF prints them as they are). */
export const REVERSE_CHARGE_NOTE = "Daň odvede zákazník";
export const NON_PAYER_NOTE = "Nejsem plátce DPH";

/** The variable symbol an invoice gets from its number: its digits, the last 10 ("2026-0007" → "20260007"). */
export const variableSymbolOf = (invoiceNumber: string) => invoiceNumber.replace(/\D/g, "").slice(-10);

export const isVariableSymbol = (value: string) => /^\d{1,10}$/.test(value);
export const isConstantSymbol = (value: string) => /^\d{1,4}$/.test(value);
export const hasAtMostFourDecimals = (value: number) =>
  Number.isFinite(value) && Math.abs(value * 10_000 - Math.round(value * 10_000)) < 1e-6;

export const itemMessage = {
  description: (n: number) => `Item ${n}: Description is required`,
  quantity: (n: number) => `Item ${n}: Quantity must be greater than 0`,
  unitPrice: (n: number) => `Item ${n}: Unit price must be 0 or greater`,
};

export const missingBillingMessage = (contactName: string) =>
  `Billing contact "${contactName}" is missing billing information. Please add billing details first.`;

/** Spec §9: currencies, defaults and item defaults of invoices. */
export const INVOICE_CURRENCIES = ["CZK", "EUR", "USD", "GBP"] as const;
export type InvoiceCurrency = (typeof INVOICE_CURRENCIES)[number];
export const DEFAULT_INVOICE_CURRENCY = "CZK";
export const DEFAULT_TAX_RATE = 21;
export const NEW_ITEM = { description: "", quantity: 1, unitPrice: 0 } as const;

/** Stored statuses; "overdue" is derived: a sent invoice whose due date has passed. */
export const INVOICE_STATUSES = ["draft", "sent", "paid", "overdue"] as const;
export const SETTABLE_INVOICE_STATUSES = ["draft", "sent", "paid"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type StoredInvoiceStatus = (typeof SETTABLE_INVOICE_STATUSES)[number];

/**
 * draft → sent (issued) → paid, and paid → sent to undo the newest payment. Nothing goes back to draft: an issued tax
 * document is never changed; it is corrected or cancelled by a credit note (decision 204).
 */
export const INVOICE_TRANSITIONS: Record<StoredInvoiceStatus, readonly StoredInvoiceStatus[]> = {
  draft: ["sent"],
  sent: ["paid"],
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

/** YYYY-MM-DD, a real day of 1900–9999: the shared strict reader (shared/src/dates.ts). */
export const isRealDate = isCalendarDate;

/** "" and null read as absent (a form's cleared field); also keeps numbers strict (see jsonOnly). */
const emptyIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), schema);

// format: date in the API document (issue 42); an empty text is taken as absent, as for the due date.
const optionalDate = (message: string) =>
  emptyIsAbsent(textString().refine(isRealDate, message).optional()).meta(DATE_FORMAT);

/**
 * Types are checked here; the rules with the spec's "Item N: …" texts (empty description, quantity ≤ 0, negative price)
 * are checked by checkInvoiceInput, so the form and the server say the same words.
 */
const invoiceItemInputSchema = z
  .object({
    description: textString().optional(),
    quantity: z.number().optional().describe("Greater than 0, at most 3 decimals"),
    unitPrice: z.number().optional().describe("0 or greater, at most 2 decimals"),
    vatRate: z
      .number()
      .nullable()
      .optional()
      .describe("21, 12 or 0 (%); absent: the invoice's taxRate (the default for new lines)"),
    total: z.number().optional().describe("Ignored: the server computes every amount"),
  })
  .strict()
  .meta({
    id: "InvoiceItemInput",
    example: { description: "Consulting (hours)", quantity: 12.5, unitPrice: 1500, vatRate: 21 },
  });

/** The item as the server reads it, after the "Item N: …" checks (spec §5). */
export interface InvoiceItemInput {
  description: string;
  quantity: number;
  unitPrice: number;
  /** Absent: the invoice's taxRate. */
  vatRate?: number;
}

/** Quantities up to 3 decimals (hours, kilograms); prices in cents. */
export const hasAtMostThreeDecimals = (value: number) =>
  Number.isFinite(value) && Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;

export const invoiceFields = {
  dealId: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.uuid().optional()),
  billingContactId: z.preprocess((v) => (v === "" || v === null ? undefined : v), z.uuid().optional()),
  // An invoice without lines is refused (checkInvoiceInput: itemsRequired); the document says so.
  items: z.array(invoiceItemInputSchema).max(200, "At most 200 items").meta({ minItems: 1 }),
  dueDate: z
    .preprocess((v) => (v === "" || v === null ? undefined : v), textString().optional())
    .describe("YYYY-MM-DD, not before the issue date (a draft without one: not before today)")
    .meta(DATE_FORMAT),
  taxRate: jsonOnly(
    z
      .number({ error: INVOICE_MESSAGES.taxRateRange })
      .min(0, INVOICE_MESSAGES.taxRateRange)
      .max(100, INVOICE_MESSAGES.taxRateRange)
      .refine(hasAtMostTwoDecimals, "Tax rate must have at most 2 decimal places")
      .default(DEFAULT_TAX_RATE),
  ),
  currency: z.enum(INVOICE_CURRENCIES).default(DEFAULT_INVOICE_CURRENCY),
  issueDate: optionalDate(INVOICE_DOCUMENT_MESSAGES.issueDateInvalid).describe(
    "YYYY-MM-DD, not in the future (Europe/Prague), its year the number's series; absent: the day the invoice is issued",
  ),
  taxableSupplyDate: optionalDate(INVOICE_DOCUMENT_MESSAGES.taxableSupplyDateInvalid).describe(
    "DUZP, YYYY-MM-DD; absent: the issue date. More than 15 days before the issue date is late (§ 28 odst. 5 of the VAT act) but accepted: the screens warn",
  ),
  variableSymbol: emptyIsAbsent(
    textString().refine(isVariableSymbol, INVOICE_DOCUMENT_MESSAGES.variableSymbolInvalid).optional(),
  )
    // What isVariableSymbol checks, stated in the API document (an empty text is taken as absent).
    .meta({ pattern: "^\\d{0,10}$" })
    .describe("Up to 10 digits; absent: the digits of the invoice number"),
  constantSymbol: emptyIsAbsent(
    textString().refine(isConstantSymbol, INVOICE_DOCUMENT_MESSAGES.constantSymbolInvalid).optional(),
  )
    .meta({ pattern: "^\\d{0,4}$" })
    .describe("Up to 4 digits, optional"),
  paymentMethod: z
    .enum(PAYMENT_METHODS, { error: INVOICE_DOCUMENT_MESSAGES.paymentMethodInvalid })
    .default(DEFAULT_PAYMENT_METHOD),
  reverseCharge: jsonOnly(z.boolean({ error: INVOICE_DOCUMENT_MESSAGES.reverseChargeInvalid }).default(false)).describe(
    "Reverse charge (daň odvede zákazník): no VAT on the document; the customer's DIČ is required",
  ),
  exchangeRate: emptyIsAbsent(
    z
      .number({ error: INVOICE_DOCUMENT_MESSAGES.exchangeRateInvalid })
      .positive(INVOICE_DOCUMENT_MESSAGES.exchangeRateInvalid)
      .max(100_000, INVOICE_DOCUMENT_MESSAGES.exchangeRateInvalid)
      .refine(hasAtMostFourDecimals, INVOICE_DOCUMENT_MESSAGES.exchangeRateInvalid)
      .optional(),
  ).describe("CZK for 1 unit of the currency (EUR, USD, GBP only); needed to issue a foreign-currency invoice"),
  exchangeRateDate: optionalDate(INVOICE_DOCUMENT_MESSAGES.exchangeRateDateInvalid).describe(
    "YYYY-MM-DD, the day of the rate; absent: the date of taxable supply",
  ),
  language: z
    .enum(LANGUAGES)
    .optional()
    .describe("The language of the document's labels (en, cs; decision 183); absent: the billing contact's"),
};

/**
 * The checks of spec §5 in the form's order, with its exact texts (no field prefix: the messages name the item).
 * Returns the first problem, or the cleaned items.
 */
export function checkInvoiceInput(input: {
  dealId?: string;
  billingContactId?: string;
  items: { description?: unknown; quantity?: unknown; unitPrice?: unknown; vatRate?: unknown }[];
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
    const vatRate = (item as { vatRate?: unknown }).vatRate;
    if (vatRate !== undefined && vatRate !== null) {
      if (typeof vatRate !== "number" || !(VAT_RATES as readonly number[]).includes(vatRate)) {
        return { problem: vatRateItemMessage(n) };
      }
      items.push({ description, quantity, unitPrice, vatRate });
    } else items.push({ description, quantity, unitPrice });
  }
  if (!input.dueDate) return { problem: INVOICE_MESSAGES.dueDateRequired };
  if (!isRealDate(input.dueDate)) return { problem: INVOICE_MESSAGES.dueDateInvalid };
  return { items, dueDate: input.dueDate, dealId: input.dealId, billingContactId: input.billingContactId };
}

export const createInvoiceInputSchema = z
  .object(invoiceFields)
  .strict()
  .meta({
    id: "InvoiceInput",
    example: {
      dealId: "3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60",
      billingContactId: "7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d",
      items: [
        { description: "Licence 2027", quantity: 1, unitPrice: 1000, vatRate: 21 },
        { description: "Příručka", quantity: 2, unitPrice: 50, vatRate: 12 },
      ],
      dueDate: "2026-12-10",
      taxRate: 21,
      currency: "EUR",
      taxableSupplyDate: "2026-11-25",
      constantSymbol: "0308",
      paymentMethod: "bank_transfer",
      exchangeRate: 25.125,
    },
  });
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
  .object({
    description: z.string(),
    quantity: z.number(),
    unitPrice: z.number(),
    total: z.number(),
    vatRate: z.number().describe("The line's VAT rate (%)"),
  })
  .meta({ id: "InvoiceItem" });

export const vatRecapLineSchema = z
  .object({
    rate: z.number().describe("VAT rate (%)"),
    base: z.number().describe("Sum of the lines at this rate"),
    vat: z.number().describe("VAT of the base, rounded to cents half away from zero (0 with reverse charge)"),
    total: z.number(),
    baseCzk: z.number().nullable().describe("In CZK at the exchange rate (foreign currency only)"),
    vatCzk: z.number().nullable(),
    totalCzk: z.number().nullable(),
  })
  .meta({
    id: "VatRecapLine",
    example: { rate: 21, base: 1000, vat: 210, total: 1210, baseCzk: 25130, vatCzk: 5277.3, totalCzk: 30407.3 },
  });

export const invoicePaymentSchema = z
  .object({
    id: z.uuid(),
    amount: z.number(),
    paidOn: z.string().meta(DATE_FORMAT).describe("YYYY-MM-DD"),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "InvoicePayment" });

export const invoiceSchema = z
  .object({
    id: z.uuid(),
    version: z.number().int(),
    invoiceNumber: z
      .string()
      .describe("YYYY-NNNN (a credit note: DYYYY-NNNN), assigned by the server per organization, series and year"),
    dealId: z.uuid(),
    billingContactId: z.uuid(),
    billingSnapshot: billingSnapshotSchema,
    items: z.array(invoiceItemSchema),
    dueDate: z.string().meta(DATE_FORMAT).describe("YYYY-MM-DD"),
    taxRate: z.number(),
    currency: z.enum(INVOICE_CURRENCIES),
    subtotal: z.number(),
    tax: z.number(),
    total: z.number(),
    status: z.enum(INVOICE_STATUSES),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    kind: z.enum(INVOICE_KINDS).describe("invoice, or credit_note (opravný daňový doklad)"),
    originalInvoiceId: z.uuid().nullable().describe("A credit note: the invoice it corrects"),
    creditNoteIds: z.array(z.uuid()).describe("An invoice: its credit notes, oldest first"),
    creditReason: z.string().nullable().describe("A credit note: why the invoice is corrected"),
    issueDate: z
      .string()
      .meta(DATE_FORMAT)
      .nullable()
      .describe("YYYY-MM-DD; null on a draft that takes the day it is issued"),
    taxableSupplyDate: z.string().meta(DATE_FORMAT).nullable().describe("DUZP, YYYY-MM-DD; null: the issue date"),
    issuedAt: z.iso.datetime().nullable().describe("When the document was issued (draft → sent); null on a draft"),
    variableSymbol: z.string().describe("Up to 10 digits"),
    constantSymbol: z.string().nullable(),
    paymentMethod: z.enum(PAYMENT_METHODS),
    reverseCharge: z.boolean(),
    vatPayer: z.boolean().describe("Whether the supplier is a VAT payer (as of issuing; today's profile on a draft)"),
    isTaxDocument: z.boolean().describe("An issued document of a VAT payer: a tax document (daňový doklad)"),
    vatNote: z.string().nullable().describe("'Daň odvede zákazník' (reverse charge), 'Nejsem plátce DPH' (non-payer)"),
    exchangeRate: z.number().nullable().describe("CZK for 1 unit of the currency"),
    exchangeRateDate: z.string().meta(DATE_FORMAT).nullable().describe("YYYY-MM-DD; null: the date of taxable supply"),
    language: z.enum(LANGUAGES).describe("The language of the document's labels (its PDF), chosen per customer"),
    vatRecap: z.array(vatRecapLineSchema).describe("Per VAT rate, highest first; empty for a non-payer"),
    czkTotals: z
      .object({ subtotal: z.number(), tax: z.number(), total: z.number() })
      .nullable()
      .describe("The document in CZK (a foreign currency with an exchange rate)"),
    supplierSnapshot: supplierSnapshotSchema.nullable().describe("Frozen when issued; null on a draft"),
    payments: z.array(invoicePaymentSchema),
    amountPaid: z.number(),
    amountDue: z.number().describe("Issued: total − issued credit notes − payments, never below 0; a draft: 0"),
    deletable: z
      .boolean()
      .describe(
        "Whether DELETE succeeds: a draft with the newest number of its series and year (any other answers 409, so numbers stay without gaps)",
      ),
  })
  .meta({ id: "Invoice" });

export type Invoice = z.infer<typeof invoiceSchema>;
export type BillingSnapshot = z.infer<typeof billingSnapshotSchema>;

export const invoiceListSchema = z
  .object({
    invoices: z.array(invoiceSchema),
    nextCursor: z.string().nullable().optional().describe("With `limit`: the next page's cursor (null on the last)"),
  })
  .meta({ id: "InvoiceList" });

/**
 * The issue-22 fields of a fresh CZK draft of a VAT payer, as the server answers them (no payments, no credit notes,
 * dates taken when issued); vatRecap is left empty. For fixtures of clients and tests written before those fields.
 */
export function draftDocumentFields(invoiceNumber: string) {
  return {
    kind: "invoice" as InvoiceKind,
    originalInvoiceId: null,
    creditNoteIds: [],
    creditReason: null,
    issueDate: null,
    taxableSupplyDate: null,
    issuedAt: null,
    variableSymbol: variableSymbolOf(invoiceNumber),
    constantSymbol: null,
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    reverseCharge: false,
    vatPayer: true,
    isTaxDocument: false,
    vatNote: null,
    exchangeRate: null,
    exchangeRateDate: null,
    language: "cs" as Language,
    vatRecap: [],
    czkTotals: null,
    supplierSnapshot: null,
    payments: [],
    amountPaid: 0,
    amountDue: 0,
    deletable: true,
  } satisfies Partial<Invoice>;
}
