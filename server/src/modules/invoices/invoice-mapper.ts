import {
  type BillingSnapshot,
  businessDate,
  computeDocumentTotals,
  decimalToAmount,
  decimalToCents,
  fromCents,
  type Invoice,
  invoiceBalance,
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

/** The invoice's balance (total, credited, paid, due, overpaid) by the one shared definition (invoice-balance.ts). */
export function balanceOf(row: Pick<InvoiceRow, "kind" | "status" | "total" | "creditNotes" | "payments">) {
  return invoiceBalance({
    kind: row.kind,
    status: row.status,
    totalCents: decimalToCents(row.total),
    creditNotes: row.creditNotes.map((note) => ({ status: note.status, totalCents: decimalToCents(note.total) })),
    payments: row.payments.map((payment) => ({ amountCents: decimalToCents(payment.amount) })),
  });
}

/** What is still due on an issued invoice in cents (0 on a draft and on a credit note). */
export const amountDueCents = (row: Pick<InvoiceRow, "kind" | "status" | "total" | "creditNotes" | "payments">) =>
  balanceOf(row).dueCents;

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
  const { dueCents: due, paidCents: paid } = balanceOf(row);
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
    deletable: row.status === "draft" && row.newestOfSeries === true,
  };
}

/**
 * The document as it was issued (decision 204): no payments, no credit notes, its whole total due. What its PDF and
 * ISDOC say, whenever they are made — they are made from the frozen data only, so they never depend on what happened
 * after the issue. A draft is itself.
 */
export function asIssued(invoice: Invoice): Invoice {
  if (invoice.status === "draft") return invoice;
  return {
    ...invoice,
    status: "sent",
    creditNoteIds: [],
    payments: [],
    amountPaid: 0,
    amountDue: invoice.kind === "invoice" ? invoice.total : 0,
  };
}
