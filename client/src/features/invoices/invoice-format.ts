import { formatMoney, type InvoiceKind, type InvoiceStatus, type PaymentMethod } from "@kancl/shared";
import { currentLocale, t, translated } from "@/i18n/areas";

/**
 * Display formats of the invoice screens, in the language on screen (decision 181): Czech as cs-CZ, English in the
 * browser's own regional format (spec §2: the due date "in local format", amounts with 2 decimals and the currency).
 */

/**
 * One Intl formatter per locale and options: making one costs about as much as formatting a hundred values, and a
 * timeline or a list formats a date per row (benchmark 15).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = currentLocale();
  const key = `${locale ?? ""}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

export function formatAmount(amount: number, currency: string): string {
  return formatMoney(amount, currency, currentLocale());
}

/** A calendar date (YYYY-MM-DD) in the user's format, without a time zone shifting it to the day before. */
export function formatDueDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return dateFormat({ dateStyle: "medium", timeZone: "UTC" }).format(new Date(Date.UTC(year, month - 1, day)));
}

export function formatDateTime(isoTimestamp: string): string {
  return dateFormat({ dateStyle: "medium", timeStyle: "short" }).format(new Date(isoTimestamp));
}

/** Quantities carry up to 3 decimals (hours, kilograms). */
export function formatQuantity(quantity: number): string {
  return new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 3 }).format(quantity);
}

/** "Tax (21%)" (spec §2), with the rate in the user's number format (12.5 → "12,5" in Czech). */
export function taxLabel(taxRate: number): string {
  return t("invoiceDetail.tax", {
    rate: new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 2 }).format(taxRate),
  });
}

export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = translated({
  draft: "status.draft",
  // Stored "sent" means issued: nothing sends an invoice, so the screens say so (decision 204).
  sent: "status.issued",
  paid: "status.paid",
  overdue: "status.overdue",
});

/** A VAT rate as a line shows it: "21 %" (Czech style, with the user's number format). */
export function formatRate(rate: number): string {
  return `${new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 2 }).format(rate)} %`;
}

/** A calendar date (YYYY-MM-DD) or "—" when there is none. */
export function formatDate(date: string | null | undefined): string {
  return date ? formatDueDate(date) : "—";
}

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = translated({
  bank_transfer: "invoiceDetail.bankTransfer",
  cash: "invoiceDetail.cash",
  card: "invoiceDetail.card",
});

/** Kinds of document as the screens name them. */
export const INVOICE_KIND_LABELS: Readonly<Record<InvoiceKind, string>> = translated({
  invoice: "invoiceDetail.invoice",
  credit_note: "invoiceDetail.creditNote",
});
