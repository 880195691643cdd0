import {
  businessDate,
  checkInvoiceInput,
  computeDocumentTotals,
  DEFAULT_INVOICE_CURRENCY,
  DEFAULT_PAYMENT_METHOD,
  DEFAULT_TAX_RATE,
  INVOICE_CURRENCIES,
  INVOICE_MESSAGES,
  type Invoice,
  type InvoiceItemInput,
  invoiceDateProblem,
  invoiceFields,
  invoiceTotalsAsAmounts,
  LANGUAGES,
  type Language,
  missingBillingMessage,
  NEW_ITEM,
  PAYMENT_METHODS,
  type PaymentMethod,
  VAT_RATES,
  type VatMode,
  vatRecapAsAmounts,
} from "@kancl/shared";
import type { Control, Path } from "react-hook-form";
import { z } from "zod";
import { checkForm, type FormProblem as Problem, refuse } from "@/lib/schema-form";

/** The invoice form's state. Numbers come from number inputs: NaN stands for an empty or unreadable one. */
export type InvoiceCurrency = (typeof INVOICE_CURRENCIES)[number];

export interface InvoiceItemValues {
  description: string;
  quantity: number;
  unitPrice: number;
  /** "21", "12" or "0"; "" follows the invoice's tax rate (one that is not a VAT rate of a line, e.g. 15). */
  vatRate: string;
}

export interface InvoiceFormValues {
  dealId: string;
  billingContactId: string;
  items: InvoiceItemValues[];
  taxRate: number;
  currency: InvoiceCurrency;
  dueDate: string;
  /** Issue 22: the tax document's data. Empty dates and symbols are the server's defaults (see invoiceFields). */
  issueDate: string;
  taxableSupplyDate: string;
  variableSymbol: string;
  constantSymbol: string;
  paymentMethod: PaymentMethod;
  reverseCharge: boolean;
  /** CZK for 1 unit of a foreign currency; NaN when empty. Not sent for CZK. */
  exchangeRate: number;
  exchangeRateDate: string;
  /** The document's language (decision 183); "" before a customer is chosen: the server takes the customer's. */
  language: "" | Language;
}

/** What the create and update procedures take (update adds id and version). */
export interface InvoiceSubmission {
  dealId: string;
  billingContactId: string;
  items: InvoiceItemInput[];
  dueDate: string;
  taxRate: number;
  currency: InvoiceCurrency;
  issueDate?: string;
  taxableSupplyDate?: string;
  variableSymbol?: string;
  constantSymbol?: string;
  paymentMethod: PaymentMethod;
  reverseCharge: boolean;
  exchangeRate?: number;
  exchangeRateDate?: string;
  language?: Language;
}

export type ItemField = "description" | "quantity" | "unitPrice" | "vatRate";
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

/** A line's VAT rate as its select holds it: one of the rates of a line, or "" (the invoice's own rate). */
export function lineRateOf(rate: number): string {
  return (VAT_RATES as readonly number[]).includes(rate) ? String(rate) : "";
}

/** A new line takes the invoice's tax rate (issue 22: the invoice's taxRate is the default for new lines). */
export const newItem = (taxRate: number = DEFAULT_TAX_RATE): InvoiceItemValues => ({
  ...NEW_ITEM,
  vatRate: lineRateOf(taxRate),
});

/**
 * Spec §9 defaults: tax 21 %, CZK, one item 1 × 0; the deal may come from ?dealId. Issue 22: issued today, DUZP
 * the issue date (empty: the server's default), paid by bank transfer; the variable symbol comes from the number.
 */
export function newInvoiceValues(dealId = "", today = businessDate()): InvoiceFormValues {
  return {
    dealId,
    billingContactId: "",
    items: [newItem()],
    taxRate: DEFAULT_TAX_RATE,
    currency: DEFAULT_INVOICE_CURRENCY,
    dueDate: "",
    issueDate: today,
    taxableSupplyDate: today,
    variableSymbol: "",
    constantSymbol: "",
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    reverseCharge: false,
    exchangeRate: Number.NaN,
    exchangeRateDate: "",
    language: "",
  };
}

export function invoiceToValues(invoice: Invoice): InvoiceFormValues {
  return {
    dealId: invoice.dealId,
    billingContactId: invoice.billingContactId,
    items: invoice.items.map(({ description, quantity, unitPrice, vatRate }) => ({
      description,
      quantity,
      unitPrice,
      vatRate: lineRateOf(vatRate),
    })),
    taxRate: invoice.taxRate,
    currency: invoice.currency,
    dueDate: invoice.dueDate,
    issueDate: invoice.issueDate ?? "",
    taxableSupplyDate: invoice.taxableSupplyDate ?? "",
    variableSymbol: invoice.variableSymbol,
    constantSymbol: invoice.constantSymbol ?? "",
    paymentMethod: invoice.paymentMethod,
    reverseCharge: invoice.reverseCharge,
    exchangeRate: invoice.exchangeRate ?? Number.NaN,
    exchangeRateDate: invoice.exchangeRateDate ?? "",
    language: invoice.language,
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
  "VAT rate": "vatRate",
};

/** Where a problem of checkInvoiceInput belongs: "Item 2: Quantity …" → items.1.quantity. */
function fieldOfItemsProblem(message: string): InvoiceFieldPath {
  if (message.startsWith("Due date")) return "dueDate";
  const match = /^Item (\d+): (Description|Quantity|Unit price|VAT rate)/.exec(message);
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
  items: z.array(
    z.object({ description: z.string(), quantity: inputNumber, unitPrice: inputNumber, vatRate: z.string() }),
  ),
  taxRate: inputNumber,
  currency: z.enum(INVOICE_CURRENCIES),
  dueDate: z.string(),
  issueDate: z.string(),
  taxableSupplyDate: z.string(),
  variableSymbol: z.string(),
  constantSymbol: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  reverseCharge: z.boolean(),
  exchangeRate: inputNumber,
  exchangeRateDate: z.string(),
  language: z.enum(["", ...LANGUAGES]),
}) satisfies z.ZodType<InvoiceFormValues>;

/**
 * The invoice form's schema (the app's one form pattern, lib/schema-form.ts), spec §5 in its order: deal, billing
 * contact, the contact's billing info, tax rate 0–100 (the server's own field schema), then each item and the due
 * date (checkInvoiceInput, the server's own check, with the same texts); then issue 22's fields in the form's
 * order, each by the server's own field schema with its message. A chosen id that is no longer among the
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
    const items = values.items.map(({ vatRate, ...item }) => (vatRate === "" ? item : { ...item, vatRate: +vatRate }));
    const checked = checkInvoiceInput({ dealId, billingContactId, items, dueDate: values.dueDate });
    if ("problem" in checked) return refuse(ctx, fieldOfItemsProblem(checked.problem), checked.problem);
    const foreign = currency !== "CZK";
    const document: Partial<InvoiceSubmission> = {};
    const fields = [
      ["issueDate", values.issueDate],
      ["taxableSupplyDate", values.taxableSupplyDate],
      ["variableSymbol", values.variableSymbol.trim()],
      ["constantSymbol", values.constantSymbol.trim()],
      ["exchangeRate", foreign && Number.isFinite(values.exchangeRate) ? values.exchangeRate : undefined],
      ["exchangeRateDate", foreign ? values.exchangeRateDate : undefined],
    ] as const;
    for (const [field, value] of fields) {
      if (value === undefined || value === "") continue;
      const parsed = invoiceFields[field].safeParse(value);
      if (!parsed.success) return refuse(ctx, field, parsed.error.issues[0]?.message ?? "");
      Object.assign(document, { [field]: parsed.data });
    }
    // Issue 36 item 6: the server's own date rules with its words (an issue date not in the future, the DUZP at most
    // 15 days before it, due on or after it), today as the server reads it (the Czech business day).
    const dateProblem = invoiceDateProblem(
      { issueDate: values.issueDate, taxableSupplyDate: values.taxableSupplyDate, dueDate: checked.dueDate },
      businessDate(),
    );
    if (dateProblem) return refuse(ctx, dateProblem.field, dateProblem.text);
    if (foreign && !Number.isFinite(values.exchangeRate) && values.exchangeRateDate) {
      // A date without a rate says nothing: the rate is what the date is of.
      delete document.exchangeRateDate;
    }
    return {
      dealId,
      billingContactId,
      items: checked.items,
      dueDate: checked.dueDate,
      taxRate: taxRate.data,
      currency,
      ...document,
      paymentMethod: values.paymentMethod,
      reverseCharge: values.reverseCharge,
      ...(values.language ? { language: values.language } : {}),
    };
  });
}

/** The form's first problem, or the body to send. */
export function checkInvoiceForm(values: InvoiceFormValues, choices: Choices = {}) {
  return checkForm<InvoiceFormValues, InvoiceSubmission, InvoiceFieldPath>(invoiceFormSchema(choices), values);
}

const finiteOrZero = (value: number) => (Number.isFinite(value) ? value : 0);

export interface LiveTotalsOptions {
  vatMode?: VatMode;
  /** CZK per unit of a foreign currency (NaN or absent: no CZK figures). */
  exchangeRate?: number;
}

/**
 * The live preview: the shared module the server stores its amounts with (computeDocumentTotals: the VAT per rate,
 * rounded once per rate, and the CZK figures), so the preview is what gets saved. Empty inputs count as 0; numbers
 * beyond what an invoice can hold give no preview (null).
 */
export function liveTotals(
  items: readonly Partial<InvoiceItemValues>[],
  taxRate: number,
  { vatMode = "standard", exchangeRate }: LiveTotalsOptions = {},
) {
  try {
    const amounts = items.map((item) => ({
      quantity: finiteOrZero(Number(item.quantity)),
      unitPrice: finiteOrZero(Number(item.unitPrice)),
      vatRate: item.vatRate ? Number(item.vatRate) : undefined,
    }));
    const rate = exchangeRate !== undefined && Number.isFinite(exchangeRate) && exchangeRate > 0 ? exchangeRate : null;
    const totals = computeDocumentTotals(amounts, { taxRate: finiteOrZero(taxRate), vatMode, exchangeRate: rate });
    return { ...invoiceTotalsAsAmounts(totals), ...vatRecapAsAmounts(totals) };
  } catch {
    return null;
  }
}

/** The form's control: the inputs' values in, the request out. */
export type InvoiceFormControl = Control<InvoiceFormValues, unknown, InvoiceSubmission>;
