import { INVOICE_CSV_COLUMNS, type Invoice } from "@kancl/shared";
import { czechAmount, czechDate, writeCsv } from "../../csv/write-csv";

const KIND = { invoice: "Faktura", credit_note: "Opravný daňový doklad" } as const;
const STATUS = { draft: "Koncept", sent: "Vystavena", paid: "Uhrazena", overdue: "Po splatnosti" } as const;

/** The invoice list as a CSV file Czech Excel opens as it is (decision 093), written by the one CSV writer. */
export function invoicesCsv(invoices: readonly Invoice[]): string {
  const rows = invoices.map((invoice) => [
    invoice.invoiceNumber,
    KIND[invoice.kind],
    STATUS[invoice.status],
    invoice.billingSnapshot.name,
    invoice.billingSnapshot.registrationNumber,
    invoice.billingSnapshot.taxId,
    czechDate(invoice.issueDate),
    czechDate(invoice.taxableSupplyDate ?? invoice.issueDate),
    czechDate(invoice.dueDate),
    invoice.variableSymbol ?? "",
    invoice.currency,
    czechAmount(invoice.subtotal),
    czechAmount(invoice.tax),
    czechAmount(invoice.total),
    czechAmount(invoice.amountPaid),
    czechAmount(invoice.amountDue),
  ]);
  return writeCsv(INVOICE_CSV_COLUMNS, rows);
}
