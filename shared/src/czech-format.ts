/**
 * Czech formats for documents people file: money "1 234,56 Kč", dates "25. 11. 2026", rates "21 %".
 * Everything comes from exact inputs — integer cents and ISO dates (YYYY-MM-DD) — and is formatted by Intl's
 * cs-CZ rules, which give exactly the Czech forms: a non-breaking space (U+00A0) between thousands and before the
 * currency, a decimal comma, the ordinary hyphen-minus for negative amounts. Amounts reach Intl as decimal strings
 * ("1234.56", never a float), so a 12-digit amount keeps its last cent; dates are formatted in UTC from their own
 * year, month and day, so no time zone moves them.
 */

import { centsToDecimal } from "./money";

const CZECH = "cs-CZ";
const NBSP = "\u00a0";

/**
 * How a currency is labelled after the amount: "Kč" for CZK — the symbol every Czech reader expects — and the ISO
 * code for every other currency ("1 234,56 EUR", "… USD", "… GBP"). Czech accountants reconcile foreign amounts
 * against the Czech National Bank's rate list and bank statements, both of which name currencies by code; Intl's
 * Czech symbols would print "US$" for dollars (an unfamiliar form) and "$"/"£"/"€" are ambiguous or absent on
 * many bank statements. The code is unambiguous and is what ISDOC and QR Platba carry too.
 */
export function czechCurrencyLabel(currency: string): string {
  const code = currency.toUpperCase();
  return code === "CZK" ? "Kč" : code;
}

// Formatters are made on first use: nothing runs when a bundle imports this module and uses none of it.
let amountFormat: Intl.NumberFormat | undefined;
let dateFormat: Intl.DateTimeFormat | undefined;
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string): Intl.NumberFormat {
  const code = currency.toUpperCase();
  let format = moneyFormats.get(code);
  if (!format) {
    if (!/^[A-Z]{3}$/.test(code)) throw new RangeError(`Not an ISO 4217 currency code: ${currency}`);
    format = new Intl.NumberFormat(CZECH, {
      style: "currency",
      currency: code,
      // Kč is cs-CZ's own symbol for CZK; every other currency is written by its code (see czechCurrencyLabel).
      currencyDisplay: code === "CZK" ? "symbol" : "code",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(code, format);
  }
  return format;
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount in cents must be a safe integer, got ${cents}`);
}

/** Integer cents as a Czech amount with the currency: formatCzechMoney(123456, "CZK") → "1 234,56 Kč". */
export function formatCzechMoney(cents: number, currency: string): string {
  assertCents(cents);
  // Intl formats a decimal string exactly (Intl.NumberFormat v3); a float would lose cents past 2^53 / 100.
  return moneyFormat(currency).format(centsToDecimal(cents) as `${number}`);
}

/** Integer cents as a Czech amount without a currency, for columns headed by one: 123456 → "1 234,56". */
export function formatCzechAmount(cents: number): string {
  assertCents(cents);
  amountFormat ??= new Intl.NumberFormat(CZECH, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return amountFormat.format(centsToDecimal(cents) as `${number}`);
}

/** A number (quantity, exchange rate) with a decimal comma, as many decimals as it has up to `maxDecimals`. */
export function formatCzechNumber(value: number | string, maxDecimals = 3): string {
  const decimal = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(decimal)) throw new RangeError(`Not a finite number: ${value}`);
  return new Intl.NumberFormat(CZECH, { maximumFractionDigits: maxDecimals }).format(
    (typeof value === "string" ? value.trim() : value) as `${number}`,
  );
}

/** A VAT rate in percent: 21 → "21 %" (Czech writes a non-breaking space before the sign). */
export function formatCzechPercent(rate: number): string {
  return `${formatCzechNumber(rate, 2)}${NBSP}%`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC instant of an ISO calendar date (YYYY-MM-DD), refusing anything that is not a real date. */
function utcDate(isoDate: string): Date {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${isoDate}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new RangeError(`Not a calendar date: ${isoDate}`);
  }
  return date;
}

/**
 * An ISO date (YYYY-MM-DD) the Czech way: "2026-11-25" → "25. 11. 2026" (no leading zeros, ordinary spaces as
 * Intl writes them; a PDF keeps a date on one line with CSS `white-space: nowrap`). No time zone is involved:
 * the date is read as the calendar day it names.
 */
export function formatCzechDate(isoDate: string): string {
  dateFormat ??= new Intl.DateTimeFormat(CZECH, { timeZone: "UTC", day: "numeric", month: "numeric", year: "numeric" });
  return dateFormat.format(utcDate(isoDate));
}

/** True when the string is an ISO calendar date (YYYY-MM-DD) that exists. */
export function isIsoDate(value: string): boolean {
  try {
    utcDate(value);
    return true;
  } catch {
    return false;
  }
}
