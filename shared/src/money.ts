/**
 * Money is exact: integer minor units (cents) in every calculation, numeric(14,2) in the database, and JSON numbers
 * rounded to 2 decimals at the API. The server and the client's live previews use this one module.
 */

/** The largest amount numeric(14,2) holds, in whole units. */
export const MAX_AMOUNT = 999_999_999_999.99;

/** Cents of an amount given as a JS number, rounded half away from zero (so 0.125 → 13, -0.125 → -13). */
export function toCents(amount: number): number {
  const scaled = amount * 100;
  // Undo binary noise first (1.005 * 100 = 100.49999…), then round half away from zero.
  const cleaned = Number(scaled.toFixed(6));
  return Math.sign(cleaned) * Math.round(Math.abs(cleaned));
}

/** An amount in cents as a JSON number with at most 2 decimals. */
export function fromCents(cents: number): number {
  return Number((cents / 100).toFixed(2));
}

/** Parses a numeric string from the database ("1234.50") into cents, exactly (no float on the way). */
export function decimalToCents(decimal: string): number {
  const match = /^(-)?(\d+)(?:\.(\d{1,2})\d*)?$/.exec(decimal.trim());
  if (!match) throw new Error(`Not a decimal amount: ${decimal}`);
  const [, sign, whole, fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return sign ? -cents : cents;
}

/** Cents as the decimal string the database stores ("1234.50"). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A database numeric (or null) as an API number (or null). */
export function decimalToAmount(decimal: string | null): number | null {
  return decimal === null ? null : fromCents(decimalToCents(decimal));
}

/** True when the number has at most two decimal places (0.1 + 0.2 counts as 0.30). */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

/** Formats an amount for people: the user's locale, the currency's symbol, always two decimals. */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
