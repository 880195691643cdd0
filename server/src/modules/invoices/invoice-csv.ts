import { INVOICE_CSV_COLUMNS, type Invoice } from "@kancl/shared";
import { stringify } from "csv-stringify/sync";

/** 1234.5 → "1234,50": a decimal comma and no thousands separator, so Czech Excel reads a number. */
const czechAmount = (amount: number) => amount.toFixed(2).replace(".", ",");

/** "2026-11-25" → "25.11.2026", a date Czech Excel recognizes. */
const czechDate = (date: string | null) => {
  if (!date) return "";
  const [year, month, day] = date.split("-");
  return `${Number(day)}.${Number(month)}.${year}`;
};

/**
 * A text cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) gets a leading apostrophe
 * (OWASP's CSV injection advice); amounts are written by czechAmount and are never text.
 */
const safeText = (text: string | null) => (text && /^[=+\-@\t\r]/.test(text) ? `'${text}` : (text ?? ""));

const KIND = { invoice: "Faktura", credit_note: "Opravný daňový doklad" } as const;
const STATUS = { draft: "Koncept", sent: "Vystavena", paid: "Uhrazena", overdue: "Po splatnosti" } as const;

/**
 * The invoice list as a CSV file Czech Excel opens as it is (decision 093): UTF-8 with a BOM (without one Excel
 * reads ANSI and breaks the diacritics), semicolons (the list separator of the Czech locale), decimal commas, Czech
 * dates, CRLF line ends; quoting by csv-stringify.
 */
export function invoicesCsv(invoices: readonly Invoice[]): string {
  const rows = invoices.map((invoice) => [
    invoice.invoiceNumber,
    KIND[invoice.kind],
    STATUS[invoice.status],
    safeText(invoice.billingSnapshot.name),
    safeText(invoice.billingSnapshot.registrationNumber),
    safeText(invoice.billingSnapshot.taxId),
    czechDate(invoice.issueDate),
    czechDate(invoice.taxableSupplyDate ?? invoice.issueDate),
    czechDate(invoice.dueDate),
    invoice.variableSymbol,
    invoice.currency,
    czechAmount(invoice.subtotal),
    czechAmount(invoice.tax),
    czechAmount(invoice.total),
    czechAmount(invoice.amountPaid),
    czechAmount(invoice.amountDue),
  ]);
  return stringify([[...INVOICE_CSV_COLUMNS], ...rows], { bom: true, delimiter: ";", record_delimiter: "windows" });
}
