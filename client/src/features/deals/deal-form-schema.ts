import {
  createDealInputSchema,
  DEAL_CURRENCIES,
  DEAL_MESSAGES,
  DEAL_STATUSES,
  DEFAULT_DEAL_CURRENCY,
  DEFAULT_DEAL_STATUS,
  type Deal,
  hasAtMostTwoDecimals,
  MAX_AMOUNT,
  markWonInputFields,
} from "@kancl/shared";
import { z } from "zod";
import { parsedByServerSchema, refuse } from "@/lib/schema-form";

/** Not spec texts: the spec names only 'Title is required' for this form. */
export const DEAL_FORM_MESSAGES = {
  estimatedValueInvalid: "Estimated value must be a number of 0 or more, with at most 2 decimal places",
  titleTooLong: "Title must be at most 300 characters",
  sourceTooLong: "Source must be at most 200 characters",
} as const;

/** An amount typed into a number input ("" when empty or not a number). */
function isAmountText(text: string): boolean {
  const amount = Number(text);
  return text.trim() !== "" && amount >= 0 && amount <= MAX_AMOUNT && hasAtMostTwoDecimals(amount);
}

/**
 * The deal form's schema (the app's one form pattern, lib/schema-form.ts): the fields as the inputs hold them
 * (text, in the form's order), checked with the spec's messages and turned into the API's input, which the server's
 * own schema checks once more (its messages, on the same field names), so the two cannot drift apart.
 */
export const dealFormSchema = z
  .object({
    title: z.string().trim().min(1, DEAL_MESSAGES.titleRequired).max(300, DEAL_FORM_MESSAGES.titleTooLong),
    status: z.enum(DEAL_STATUSES),
    currency: z.enum(DEAL_CURRENCIES),
    estimatedValue: z
      .string()
      .refine((text) => text.trim() === "" || isAmountText(text), DEAL_FORM_MESSAGES.estimatedValueInvalid),
    billingContactId: z.string(),
    source: z.string().trim().max(200, DEAL_FORM_MESSAGES.sourceTooLong),
  })
  .transform((values, ctx) =>
    parsedByServerSchema(
      createDealInputSchema,
      {
        title: values.title,
        status: values.status,
        currency: values.currency,
        // Empty clears the value on edit (the update replaces the deal's fields).
        estimatedValue: values.estimatedValue.trim() === "" ? null : Number(values.estimatedValue),
        billingContactId: values.billingContactId || null,
        source: values.source || undefined,
      },
      ctx,
    ),
  );

export type DealFormValues = z.input<typeof dealFormSchema>;

/**
 * The form's starting values: the spec's defaults for a new deal (lead, USD), or the deal's own. A billing contact
 * that was deleted since cannot be kept (the server refuses unknown contacts), so it starts as None.
 */
export function dealFormDefaults(deal?: Deal): DealFormValues {
  if (!deal) {
    return {
      title: "",
      status: DEFAULT_DEAL_STATUS,
      currency: DEFAULT_DEAL_CURRENCY,
      estimatedValue: "",
      billingContactId: "",
      source: "",
    };
  }
  return {
    title: deal.title,
    status: deal.status,
    currency: deal.currency,
    estimatedValue: deal.estimatedValue === null ? "" : String(deal.estimatedValue),
    billingContactId: deal.billingContact ? deal.billingContact.id : "",
    source: deal.source ?? "",
  };
}

const actualValueSchema = z.object(markWonInputFields);

/**
 * The actual value typed at Mark as Won: a positive number with at most 2 decimals (spec §5), or null. Empty and
 * non-numeric text are refused as well (a number input gives "" for text it cannot read).
 */
export function parseActualValue(text: string): number | null {
  if (text.trim() === "") return null;
  const parsed = actualValueSchema.safeParse({ actualValue: Number(text) });
  return parsed.success ? parsed.data.actualValue : null;
}

/** The Mark as Won dialog's schema: the typed text in, the actual value out (spec §5's message otherwise). */
export const markWonFormSchema = z
  .object({ actualValue: z.string() })
  .transform(
    ({ actualValue }, ctx) =>
      parseActualValue(actualValue) ?? refuse(ctx, "actualValue", DEAL_MESSAGES.actualValueInvalid),
  );
