import {
  checkInvoiceInput,
  computeInvoiceTotals,
  DEFAULT_INVOICE_CURRENCY,
  DEFAULT_TAX_RATE,
  type INVOICE_CURRENCIES,
  INVOICE_MESSAGES,
  type Invoice,
  type InvoiceItemInput,
  invoiceTotalsAsAmounts,
  missingBillingMessage,
  NEW_ITEM,
} from "@kancl/shared";

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
export type InvoiceFieldPath =
  | "dealId"
  | "billingContactId"
  | "taxRate"
  | "dueDate"
  | "items"
  | `items.${number}.${ItemField}`;

/** The one problem the form shows (spec §5: checked in order, the first unmet rule wins) and where it is. */
export interface FormProblem {
  field: InvoiceFieldPath;
  message: string;
}

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

/**
 * Spec §5 in its order: deal, billing contact, the contact's billing info, tax rate 0–100, then each item and
 * the due date (checkInvoiceInput, the server's own check, with the same texts). A chosen id that is no longer
 * among the options counts as no choice: the select shows nothing chosen.
 */
export function checkInvoiceForm(
  values: InvoiceFormValues,
  { deals, contacts }: Choices = {},
): { problem: FormProblem } | { submission: InvoiceSubmission } {
  const { dealId, billingContactId, taxRate, currency } = values;
  if (!dealId || (deals && !deals.some((deal) => deal.id === dealId))) {
    return { problem: { field: "dealId", message: INVOICE_MESSAGES.dealRequired } };
  }
  const contact = contacts?.find((candidate) => candidate.id === billingContactId);
  if (!billingContactId || (contacts && !contact)) {
    return { problem: { field: "billingContactId", message: INVOICE_MESSAGES.billingContactRequired } };
  }
  const warning = billingWarning(contact);
  if (warning) return { problem: { field: "billingContactId", message: warning } };
  if (!Number.isFinite(taxRate) || taxRate < 0 || taxRate > 100) {
    return { problem: { field: "taxRate", message: INVOICE_MESSAGES.taxRateRange } };
  }
  const checked = checkInvoiceInput({ dealId, billingContactId, items: values.items, dueDate: values.dueDate });
  if ("problem" in checked)
    return { problem: { field: fieldOfItemsProblem(checked.problem), message: checked.problem } };
  return {
    submission: { dealId, billingContactId, items: checked.items, dueDate: checked.dueDate, taxRate, currency },
  };
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
