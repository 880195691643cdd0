import { INVOICE_DOCUMENT_MESSAGES } from "@kancl/shared";
import type { Executor } from "../../db/database";
import { AppError } from "../../errors/app-error";
import { type InvoiceSeries, invoicesRepository } from "./invoices.repository";

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

/**
 * Issue 36 item 6: a document is numbered in the series of the year it is issued in. A draft numbered in another year
 * (made on 30 December, issued on 3 January; or given an issue date of last year) takes a number of its issue year,
 * giving its old one back — which keeps the old year's series without a gap only while it is that series' newest
 * number; otherwise the change is refused (400) with the reason. Returns the number the draft has now.
 */
export async function numberForIssueYear(
  trx: Executor,
  orgId: string,
  invoiceNumber: string,
  issueDate: string,
): Promise<string> {
  const issueYear = Number(issueDate.slice(0, 4));
  const current = parseDocumentNumber(invoiceNumber);
  if (!current || current.year === issueYear) return invoiceNumber;
  const result = await invoicesRepository.giveBackNumber(trx, orgId, current.series, current.year, current.sequence);
  if (!result.givenBack) {
    throw new AppError(
      "BAD_REQUEST",
      INVOICE_DOCUMENT_MESSAGES.numberYearTaken(invoiceNumber, current.year, issueYear),
    );
  }
  const sequence = await invoicesRepository.nextNumber(trx, orgId, issueYear, current.series);
  return formatDocumentNumber(current.series, issueYear, sequence);
}
