import { stringify } from "csv-stringify/sync";

/** 1234.5 → "1234,50": a decimal comma and no thousands separator, so Czech Excel reads a number. */
export const czechAmount = (amount: number) => amount.toFixed(2).replace(".", ",");

/** "2026-11-25" → "25.11.2026", a date Czech Excel recognizes. */
export const czechDate = (date: string | null) => {
  if (!date) return "";
  const [year, month, day] = date.split("-");
  return `${Number(day)}.${Number(month)}.${year}`;
};

/** An instant as a Czech date and time in Prague ("25.11.2026 14:05"). */
export const czechDateTime = (instant: Date | string) =>
  new Intl.DateTimeFormat("cs-CZ", {
    timeZone: "Europe/Prague",
    day: "numeric",
    month: "numeric",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  })
    .format(new Date(instant))
    .replace(/\.\s/g, ".");

/**
 * A text cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) gets a leading apostrophe
 * (OWASP's CSV injection advice); amounts are written by czechAmount and are never text.
 */
export const safeText = (text: string | null | undefined) =>
  text && /^[=+\-@\t\r]/.test(text) ? `'${text}` : (text ?? "");

/**
 * A list as a CSV file Czech Excel opens as it is (decisions 093, 121): UTF-8 with a BOM (without one Excel reads ANSI
 * and breaks the diacritics), semicolons (the list separator of the Czech locale), CRLF line ends; quoting by
 * csv-stringify. Cells are already formatted (czechAmount, czechDate, safeText): the one way every export writes.
 */
export function writeCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify([[...header], ...rows.map((row) => [...row])], {
    bom: true,
    delimiter: ";",
    record_delimiter: "windows",
  });
}
