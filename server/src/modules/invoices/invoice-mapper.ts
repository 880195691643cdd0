import { type BillingSnapshot, businessDate, decimalToAmount, type Invoice } from "@kancl/shared";
import type { InvoiceRow } from "./invoices.repository";

/** A sent invoice whose due date has passed reads as overdue; the stored status stays "sent". */
export function toInvoice(row: InvoiceRow, today: string = businessDate()): Invoice {
  return {
    id: row.id,
    version: row.version,
    invoiceNumber: row.invoiceNumber,
    dealId: row.dealId,
    billingContactId: row.billingContactId,
    billingSnapshot: row.billingSnapshot as BillingSnapshot,
    items: row.items.map((item) => ({
      description: item.description,
      quantity: Number(item.quantity),
      unitPrice: decimalToAmount(item.unitPrice) ?? 0,
      total: decimalToAmount(item.total) ?? 0,
    })),
    dueDate: row.dueDate,
    taxRate: Number(row.taxRate),
    currency: row.currency,
    subtotal: decimalToAmount(row.subtotal) ?? 0,
    tax: decimalToAmount(row.tax) ?? 0,
    total: decimalToAmount(row.total) ?? 0,
    status: row.status === "sent" && row.dueDate < today ? "overdue" : row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
