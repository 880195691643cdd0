import {
  checkInvoiceInput,
  computeInvoiceTotals,
  DEFAULT_INVOICE_CURRENCY,
  DEFAULT_TAX_RATE,
  INVOICE_CURRENCIES,
  INVOICE_MESSAGES,
  type Invoice,
  type InvoiceItemInput,
  invoiceFields,
  invoiceTotalsAsAmounts,
  missingBillingMessage,
  NEW_ITEM,
} from "@kancl/shared";
import type { Path } from "react-hook-form";
import { z } from "zod";
import { checkForm, type FormProblem as Problem, refuse } from "@/lib/schema-form";

/** The invoice form's state. Numbers come from number inputs: NaN stands for an empty or unreadable one. */
export type InvoiceCurrency = (typeof INVOICE_CURRENCIES)[number];

export interface InvoiceItemValues {
  description: string;
  quantity: number;
  unitPrice: number;
}

export interface InvoiceFormValues {
  dealId: string;
  billingContactId: string;
  items: InvoiceItemValues[];
  taxRate: number;
  currency: InvoiceCurrency;
  dueDate: string;
}

/** What the create and update procedures take (update adds id and version). */
export interface InvoiceSubmission {
  dealId: string;
  billingContactId: string;
  items: InvoiceItemInput[];
  dueDate: string;
  taxRate: number;
  currency: InvoiceCurrency;
}

export type ItemField = "description" | "quantity" | "unitPrice";
/** A field of the form by its react-hook-form path: "dealId", "items", "items.1.quantity" … */
export type InvoiceFieldPath = Path<InvoiceFormValues>;

/** The one problem the form shows (spec §5: checked in order, the first unmet rule wins) and where it is. */
export type FormProblem = Problem<InvoiceFieldPath>;

/** A contact as far as the form needs it: the server refuses one whose billing block has no name. */
export interface BillingCandidate {
  id: string;
  name: string;
  billing: { name?: string | null } | null;
}

export const newItem = (): InvoiceItemValues => ({ ...NEW_ITEM });

/** Spec §9 defaults: tax 21 %, CZK, one item 1 × 0; the deal may come from ?dealId. */
export function newInvoiceValues(dealId = ""): InvoiceFormValues {
  return {
    dealId,
    billingContactId: "",
    items: [newItem()],
    taxRate: DEFAULT_TAX_RATE,
    currency: DEFAULT_INVOICE_CURRENCY,
    dueDate: "",
  };
}

export function invoiceToValues(invoice: Invoice): InvoiceFormValues {
  return {
    dealId: invoice.dealId,
    billingContactId: invoice.billingContactId,
    items: invoice.items.map(({ description, quantity, unitPrice }) => ({ description, quantity, unitPrice })),
    taxRate: invoice.taxRate,
    currency: invoice.currency,
    dueDate: invoice.dueDate,
  };
}

export const hasBilling = (contact: BillingCandidate) => Boolean(contact.billing?.name?.trim());

/** The message under the billing contact select as soon as a contact without billing is chosen. */
export function billingWarning(contact: BillingCandidate | undefined): string | null {
  return contact && !hasBilling(contact) ? missingBillingMessage(contact.name) : null;
}

const ITEM_FIELDS: Record<string, ItemField> = {
  Description: "description",
  Quantity: "quantity",
  "Unit price": "unitPrice",
};

/** Where a problem of checkInvoiceInput belongs: "Item 2: Quantity …" → items.1.quantity. */
function fieldOfItemsProblem(message: string): InvoiceFieldPath {
  if (message.startsWith("Due date")) return "dueDate";
  const match = /^Item (\d+): (Description|Quantity|Unit price)/.exec(message);
  const field = match ? ITEM_FIELDS[match[2] ?? ""] : undefined;
  return match && field ? `items.${Number(match[1]) - 1}.${field}` : "items";
}

interface Choices {
  /** The loaded options; undefined while they load (or failed), when the server has the last word. */
  deals?: readonly { id: string }[];
  contacts?: readonly BillingCandidate[];
}

/** A number input's value: NaN when it is empty or unreadable. */
const inputNumber = z.number().or(z.nan());

/** The form's values as react-hook-form holds them. */
const invoiceValuesSchema = z.object({
  dealId: z.string(),
  billingContactId: z.string(),
  items: z.array(z.object({ description: z.string(), quantity: inputNumber, unitPrice: inputNumber })),
  taxRate: inputNumber,
  currency: z.enum(INVOICE_CURRENCIES),
  dueDate: z.string(),
}) satisfies z.ZodType<InvoiceFormValues>;

/**
 * The invoice form's schema (the app's one form pattern, lib/schema-form.ts), spec §5 in its order: deal, billing
 * contact, the contact's billing info, tax rate 0–100 (the server's own field schema), then each item and the due
 * date (checkInvoiceInput, the server's own check, with the same texts). A chosen id that is no longer among the
 * loaded options counts as no choice: the select shows nothing chosen. While the options load (or failed to), the
 * server has the last word on the ids.
 */
export function invoiceFormSchema({ deals, contacts }: Choices = {}) {
  return invoiceValuesSchema.transform((values, ctx): InvoiceSubmission => {
    const { dealId, billingContactId, currency } = values;
    if (!dealId || (deals && !deals.some((deal) => deal.id === dealId))) {
      return refuse(ctx, "dealId", INVOICE_MESSAGES.dealRequired);
    }
    const contact = contacts?.find((candidate) => candidate.id === billingContactId);
    if (!billingContactId || (contacts && !contact)) {
      return refuse(ctx, "billingContactId", INVOICE_MESSAGES.billingContactRequired);
    }
    const warning = billingWarning(contact);
    if (warning) return refuse(ctx, "billingContactId", warning);
    const taxRate = invoiceFields.taxRate.safeParse(values.taxRate);
    if (!taxRate.success)
      return refuse(ctx, "taxRate", taxRate.error.issues[0]?.message ?? INVOICE_MESSAGES.taxRateRange);
    const checked = checkInvoiceInput({ dealId, billingContactId, items: values.items, dueDate: values.dueDate });
    if ("problem" in checked) return refuse(ctx, fieldOfItemsProblem(checked.problem), checked.problem);
    return {
      dealId,
      billingContactId,
      items: checked.items,
      dueDate: checked.dueDate,
      taxRate: taxRate.data,
      currency,
    };
  });
}

/** The form's first problem, or the body to send. */
export function checkInvoiceForm(values: InvoiceFormValues, choices: Choices = {}) {
  return checkForm<InvoiceFormValues, InvoiceSubmission, InvoiceFieldPath>(invoiceFormSchema(choices), values);
}

const finiteOrZero = (value: number) => (Number.isFinite(value) ? value : 0);

/**
 * The live preview: the shared module the server stores its amounts with, so the preview is what gets saved.
 * Empty inputs count as 0; numbers beyond what an invoice can hold give no preview (null).
 */
export function liveTotals(items: readonly Partial<InvoiceItemValues>[], taxRate: number) {
  try {
    const amounts = items.map((item) => ({
      quantity: finiteOrZero(Number(item.quantity)),
      unitPrice: finiteOrZero(Number(item.unitPrice)),
    }));
    return invoiceTotalsAsAmounts(computeInvoiceTotals(amounts, finiteOrZero(taxRate)));
  } catch {
    return null;
  }
}
