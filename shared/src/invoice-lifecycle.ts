import { z } from "zod";
import { DATE_FORMAT } from "./dates";
import { enMessages } from "./i18n/en-messages";
import { INVOICE_DOCUMENT_MESSAGES, isRealDate } from "./invoices";
import { jsonOnly } from "./json-only";
import { moneyAmount } from "./numbers";
import { textProblem, textString } from "./text";

/**
 * Issue 22, the lifecycle of a tax document: issuing (draft → sent) freezes it, payments settle it, a credit note
 * (opravný daňový doklad) corrects it. The exact English texts; the API prefixes a field's name where one is given.
 */
export const INVOICE_LIFECYCLE_MESSAGES = {
  ...enMessages.invoiceLifecycle,
  olderDraftNotDeletable: (newest: string) =>
    `Only the newest draft of its series (${newest}) can be deleted, so the numbers stay without gaps. Edit this draft and use it for another invoice instead.`,
  paymentAboveDue: (due: string) => `amount: The payment is more than the amount due (${due})`,
  creditItemNegative: (n: number) => `Item ${n}: Unit price of a credit note must be less than 0`,
  creditVatRateUnknown: (n: number, rate: number) => `Item ${n}: The invoice has no line at ${rate} % VAT`,
  creditAboveRemaining: (invoiceNumber: string, rate: number, remaining: string) =>
    `The credit note is more than what remains of invoice ${invoiceNumber} at ${rate} % VAT (${remaining})`,
} as const;

/** A text field whose absence (or blank) answers `message` rather than zod's type error. */
const requiredText = (message: string) =>
  z.string({ error: message }).check((ctx) => {
    const problem = textProblem(ctx.value);
    if (problem) ctx.issues.push({ code: "custom", message: problem, input: ctx.value });
    else if (!ctx.value.trim()) ctx.issues.push({ code: "custom", message, input: ctx.value });
  });

const amountField = jsonOnly(moneyAmount({ positive: true, message: INVOICE_LIFECYCLE_MESSAGES.paymentAmountInvalid }));

export const recordPaymentFields = {
  amount: amountField.describe("In the invoice's currency; at most the amount due"),
  paidOn: requiredText(INVOICE_LIFECYCLE_MESSAGES.paidOnRequired)
    .refine(isRealDate, INVOICE_LIFECYCLE_MESSAGES.paidOnInvalid)
    .meta(DATE_FORMAT)
    .describe("YYYY-MM-DD, not in the future"),
};

export const recordPaymentInputSchema = z
  .object(recordPaymentFields)
  .strict()
  .meta({ id: "PaymentInput", example: { amount: 500, paidOn: "2026-11-20" } });
export type RecordPaymentInput = z.infer<typeof recordPaymentInputSchema>;

const creditItemSchema = z
  .object({
    description: textString().optional(),
    quantity: z.number().optional().describe("Greater than 0, at most 3 decimals"),
    unitPrice: z.number().optional().describe("Less than 0: the amount taken off per unit"),
    vatRate: z.number().nullable().optional().describe("One of the invoice's rates; absent: its taxRate"),
  })
  .strict()
  .meta({ id: "CreditNoteItemInput" });

const optionalDate = (message: string) =>
  z
    .preprocess((v) => (v === "" || v === null ? undefined : v), textString().refine(isRealDate, message).optional())
    .meta(DATE_FORMAT);

export const creditNoteFields = {
  reason: requiredText(INVOICE_LIFECYCLE_MESSAGES.creditReasonRequired)
    .max(1000, "Reason must be at most 1000 characters")
    // Whitespace alone is refused too (requiredText): at least one visible character.
    .meta({ minLength: 1, pattern: "\\S" })
    .describe("Why the invoice is corrected (the law asks for it)"),
  items: z
    .array(creditItemSchema)
    .max(200, "At most 200 items")
    .optional()
    .describe("Negative lines; absent: the whole invoice is cancelled (only while nothing of it is credited)"),
  issueDate: optionalDate(INVOICE_DOCUMENT_MESSAGES.issueDateInvalid).describe(
    "Not in the future; its year is the credit note's series' year; absent: the day it is issued",
  ),
  taxableSupplyDate: optionalDate(INVOICE_DOCUMENT_MESSAGES.taxableSupplyDateInvalid).describe(
    "The date of the correction; absent: the issue date. More than 15 days before the issue date is late (§ 28 odst. 5) but accepted: the screens warn",
  ),
  dueDate: optionalDate("Due date must be a real date (YYYY-MM-DD)").describe("Absent: the invoice's due date"),
};

export const createCreditNoteInputSchema = z
  .object(creditNoteFields)
  .strict()
  .meta({
    id: "CreditNoteInput",
    example: {
      reason: "Discount agreed after delivery",
      items: [{ description: "Discount", quantity: 1, unitPrice: -500 }],
    },
  });
export type CreditNoteInput = z.infer<typeof createCreditNoteInputSchema>;
