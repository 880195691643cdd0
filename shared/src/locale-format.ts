/**
 * Dates, numbers and money for people, by Intl, in one place for every locale (decision 181). The client passes its
 * language's locale (Czech: cs-CZ; English: the browser's own regional format, as spec §2 asks "due date in local
 * format"); czech-format.ts is this module at cs-CZ with the Czech document rules on top. Formatters are made once
 * per locale and options and kept: Intl's constructors cost far more than their format calls.
 */
import { centsToDecimal } from "./money";

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`n|${locale ?? ""}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(`d|${locale ?? ""}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/** An amount (a number of currency units, e.g. 1234.5) with its currency's symbol and two decimals. */
export function formatMoneyIn(locale: string | undefined, amount: number, currency: string): string {
  return numberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** Integer cents with the currency, exactly (a decimal string reaches Intl, never a float past 2^53). */
export function formatCentsIn(locale: string | undefined, cents: number, currency: string): string {
  return numberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(centsToDecimal(cents) as `${number}`);
}

/** A plain number with up to `maxDecimals` decimals. */
export function formatNumberIn(locale: string | undefined, value: number, maxDecimals = 3): string {
  return numberFormat(locale, { maximumFractionDigits: maxDecimals }).format(value);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date (YYYY-MM-DD) as the locale writes it ("medium": "25 Nov 2026", "25. 11. 2026"; "long"), read as
 * the day it names: no time zone moves it. Anything else comes back as it was.
 */
export function formatDateIn(
  locale: string | undefined,
  isoDate: string,
  style: "numeric" | "medium" | "long" = "medium",
): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const options: Intl.DateTimeFormatOptions =
    style === "numeric"
      ? { timeZone: "UTC", day: "numeric", month: "numeric", year: "numeric" }
      : { timeZone: "UTC", dateStyle: style };
  return dateTimeFormat(locale, options).format(new Date(Date.UTC(year, month - 1, day)));
}

/** An instant (ISO timestamp) as a date and time in the viewer's time zone. */
export function formatDateTimeIn(
  locale: string | undefined,
  isoTimestamp: string | Date,
  dateStyle: "short" | "medium" = "medium",
  timeStyle: "short" | "medium" = "short",
): string {
  return dateTimeFormat(locale, { dateStyle, timeStyle }).format(new Date(isoTimestamp));
}
