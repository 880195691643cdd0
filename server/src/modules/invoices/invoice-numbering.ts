import type { InvoiceSeries } from "./invoices.repository";

/** "2026-0007": the year of creation and the organization's running number in that year. */
export const formatInvoiceNumber = (year: number, sequence: number) => `${year}-${String(sequence).padStart(4, "0")}`;

/** "D2026-0003": credit notes (opravné daňové doklady) are numbered in their own series (decision 090). */
export const formatCreditNoteNumber = (year: number, sequence: number) => `D${formatInvoiceNumber(year, sequence)}`;

export const formatDocumentNumber = (series: InvoiceSeries, year: number, sequence: number) =>
  series === "credit_note" ? formatCreditNoteNumber(year, sequence) : formatInvoiceNumber(year, sequence);

/** The series, year and running number a document number was made of; undefined for anything else. */
export function parseDocumentNumber(
  invoiceNumber: string,
): { series: InvoiceSeries; year: number; sequence: number } | undefined {
  const match = /^(D?)(\d{4})-(\d{4,})$/.exec(invoiceNumber);
  if (!match) return undefined;
  return { series: match[1] ? "credit_note" : "invoice", year: Number(match[2]), sequence: Number(match[3]) };
}
