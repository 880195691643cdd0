import {
  type BillingSnapshot,
  businessDate,
  computeDocumentTotals,
  decimalToAmount,
  decimalToCents,
  fromCents,
  type Invoice,
  NON_PAYER_NOTE,
  REVERSE_CHARGE_NOTE,
  type SupplierSnapshot,
  type VatMode,
  variableSymbolOf,
  vatRecapAsAmounts,
} from "@kancl/shared";
import type { InvoiceRow } from "./invoices.repository";

export const vatModeOf = (row: Pick<InvoiceRow, "vatPayer" | "reverseCharge">): VatMode =>
  !row.vatPayer ? "non_payer" : row.reverseCharge ? "reverse_charge" : "standard";

/**
 * What is still due on an issued invoice in cents: its total less its issued credit notes and its payments (never
 * below 0). A draft owes nothing yet; a credit note owes nothing itself: it lowers its invoice's amount due.
 */
export function amountDueCents(
  row: Pick<InvoiceRow, "kind" | "status" | "total" | "creditNotes" | "payments">,
): number {
  if (row.kind === "credit_note" || row.status === "draft") return 0;
  const credited = row.creditNotes
    .filter((note) => note.status !== "draft")
    .reduce((sum, note) => sum + decimalToCents(note.total), 0);
  const paid = row.payments.reduce((sum, payment) => sum + decimalToCents(payment.amount), 0);
  return Math.max(0, decimalToCents(row.total) + credited - paid);
}

/**
 * A sent invoice whose due date has passed and that still asks for money reads as overdue; the stored status stays
 * "sent". The VAT recapitulation is computed from the stored lines with the shared totals module (so it equals the
 * form's preview and the stored subtotal/tax/total).
 */
export function toInvoice(row: InvoiceRow, today: string = businessDate()): Invoice {
  const items = row.items.map((item) => ({
    description: item.description,
    quantity: Number(item.quantity),
    unitPrice: decimalToAmount(item.unitPrice) ?? 0,
    total: decimalToAmount(item.total) ?? 0,
    vatRate: Number(item.vatRate),
  }));
  const exchangeRate = row.exchangeRate === null ? null : Number(row.exchangeRate);
  const vatMode = vatModeOf(row);
  const totals = computeDocumentTotals(items, { taxRate: Number(row.taxRate), vatMode, exchangeRate });
  const due = amountDueCents(row);
  const paid = row.payments.reduce((sum, payment) => sum + decimalToCents(payment.amount), 0);
  const overdue = row.kind === "invoice" && row.status === "sent" && row.dueDate < today && due > 0;
  return {
    id: row.id,
    version: row.version,
    invoiceNumber: row.invoiceNumber,
    dealId: row.dealId,
    billingContactId: row.billingContactId,
    billingSnapshot: row.billingSnapshot as BillingSnapshot,
    items,
    dueDate: row.dueDate,
    taxRate: Number(row.taxRate),
    currency: row.currency,
    subtotal: decimalToAmount(row.subtotal) ?? 0,
    tax: decimalToAmount(row.tax) ?? 0,
    total: decimalToAmount(row.total) ?? 0,
    status: overdue ? "overdue" : row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    kind: row.kind,
    originalInvoiceId: row.originalInvoiceId,
    creditNoteIds: row.creditNotes.map((note) => note.id),
    creditReason: row.creditReason,
    issueDate: row.issueDate,
    taxableSupplyDate: row.taxableSupplyDate,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    variableSymbol: row.variableSymbol ?? variableSymbolOf(row.invoiceNumber),
    constantSymbol: row.constantSymbol,
    paymentMethod: row.paymentMethod,
    reverseCharge: row.reverseCharge,
    vatPayer: row.vatPayer,
    isTaxDocument: row.status !== "draft" && row.vatPayer,
    vatNote: vatMode === "reverse_charge" ? REVERSE_CHARGE_NOTE : vatMode === "non_payer" ? NON_PAYER_NOTE : null,
    exchangeRate,
    exchangeRateDate: row.exchangeRateDate,
    language: row.language,
    ...vatRecapAsAmounts(totals),
    supplierSnapshot: row.supplierSnapshot as SupplierSnapshot | null,
    payments: row.payments.map((payment) => ({
      id: payment.id,
      amount: decimalToAmount(payment.amount) ?? 0,
      paidOn: payment.paidOn,
      createdAt: payment.createdAt.toISOString(),
    })),
    amountPaid: fromCents(paid),
    amountDue: fromCents(due),
  };
}
