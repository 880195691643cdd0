import {
  type BillingSnapshot,
  businessDate,
  centsToDecimal,
  checkInvoiceInput,
  computeDocumentTotals,
  defaultInvoiceLanguage,
  INVOICE_DOCUMENT_MESSAGES,
  INVOICE_MESSAGES,
  type InvoiceInput,
  invoiceDateProblem,
  MAX_AMOUNT,
  missingBillingMessage,
  toCents,
  type VatMode,
} from "@kancl/shared";
import type { Executor } from "../../db/database";
import { AppError } from "../../errors/app-error";
import { billingSnapshotOf } from "./billing-snapshot";
import type { InvoicesServiceDeps } from "./invoice-deps";
import type { InvoiceItemRow, InvoiceValues } from "./invoices.repository";

const MAX_TOTAL_CENTS = toCents(MAX_AMOUNT);

export const vatModeFor = (vatPayer: boolean, reverseCharge: boolean): VatMode =>
  !vatPayer ? "non_payer" : reverseCharge ? "reverse_charge" : "standard";

/** Reverse charge needs the customer's DIČ, and a supplier who charges VAT at all. */
export function checkReverseCharge(reverseCharge: boolean, vatPayer: boolean, billing: BillingSnapshot) {
  if (!reverseCharge) return;
  if (!vatPayer) throw new AppError("BAD_REQUEST", INVOICE_DOCUMENT_MESSAGES.reverseChargeNonPayer);
  if (!billing.taxId?.trim()) throw new AppError("BAD_REQUEST", INVOICE_DOCUMENT_MESSAGES.reverseChargeNeedsVatId);
}

/** Lines and amounts of a document, computed by the shared totals module; refuses totals numeric(14,2) cannot hold. */
export function amountsOf(
  items: { description: string; quantity: number; unitPrice: number; vatRate?: number }[],
  options: { taxRate: number; vatMode: VatMode },
): Pick<InvoiceValues, "subtotal" | "tax" | "total" | "items"> {
  const totals = computeDocumentTotals(items, options);
  if (Math.abs(totals.totalCents) > MAX_TOTAL_CENTS || Math.abs(totals.subtotalCents) > MAX_TOTAL_CENTS) {
    throw new AppError("BAD_REQUEST", "The invoice total is too large");
  }
  return {
    subtotal: centsToDecimal(totals.subtotalCents),
    tax: centsToDecimal(totals.taxCents),
    total: centsToDecimal(totals.totalCents),
    items: items.map(
      (item, index): InvoiceItemRow => ({
        description: item.description,
        quantity: item.quantity.toFixed(3),
        unitPrice: centsToDecimal(toCents(item.unitPrice)),
        total: centsToDecimal(totals.itemTotalsCents[index] ?? 0),
        vatRate: (item.vatRate ?? options.taxRate).toFixed(2),
      }),
    ),
  };
}

/**
 * Validates an invoice request with the spec's messages and computes every amount; ids must be the caller's
 * organization's. `vatPayer` is the supplier's VAT status (today's profile for a draft, the frozen one when issued).
 */
export async function invoiceValuesOf(
  { contacts, deals }: Pick<InvoicesServiceDeps, "contacts" | "deals">,
  executor: Executor,
  orgId: string,
  input: InvoiceInput,
  vatPayer: boolean,
): Promise<InvoiceValues> {
  const checked = checkInvoiceInput(input);
  if ("problem" in checked) throw new AppError("BAD_REQUEST", checked.problem);
  const dateProblem = invoiceDateProblem(input, businessDate());
  if (dateProblem) throw new AppError("BAD_REQUEST", dateProblem.message);
  const deal = await deals.find(orgId, checked.dealId, executor);
  if (!deal) throw new AppError("BAD_REQUEST", INVOICE_MESSAGES.dealUnknown);
  const contact = await contacts.find(orgId, checked.billingContactId, executor);
  if (!contact) throw new AppError("BAD_REQUEST", INVOICE_MESSAGES.billingContactUnknown);
  const billingSnapshot = billingSnapshotOf(contact);
  if (!billingSnapshot) throw new AppError("BAD_REQUEST", missingBillingMessage(contact.name));
  if (input.currency === "CZK" && input.exchangeRate !== undefined) {
    throw new AppError("BAD_REQUEST", INVOICE_DOCUMENT_MESSAGES.exchangeRateOnlyForeign);
  }
  checkReverseCharge(input.reverseCharge, vatPayer, billingSnapshot);

  return {
    dealId: deal.id,
    billingContactId: contact.id,
    billingSnapshot,
    dueDate: checked.dueDate,
    taxRate: input.taxRate.toFixed(2),
    currency: input.currency,
    ...amountsOf(checked.items, { taxRate: input.taxRate, vatMode: vatModeFor(vatPayer, input.reverseCharge) }),
    issueDate: input.issueDate ?? null,
    taxableSupplyDate: input.taxableSupplyDate ?? null,
    variableSymbol: input.variableSymbol ?? null,
    constantSymbol: input.constantSymbol ?? null,
    paymentMethod: input.paymentMethod,
    reverseCharge: input.reverseCharge,
    vatPayer,
    exchangeRate: input.exchangeRate === undefined ? null : input.exchangeRate.toFixed(4),
    exchangeRateDate: input.currency === "CZK" ? null : (input.exchangeRateDate ?? null),
    // The form's choice, else the customer's invoice language (decision 183).
    language: input.language ?? contact.invoiceLanguage ?? defaultInvoiceLanguage(contact.address?.country),
  };
}
