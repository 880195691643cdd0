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

/** What a spreadsheet runs as a formula (or strips before one) when a cell, or a line in it, starts with it. */
export const FORMULA_TRIGGERS = ["=", "+", "-", "@", "\t", "\r"] as const;

/** A line (from `lastIndex` on) a spreadsheet would read as a formula, or one already guarded by apostrophes. */
const FORMULA_OR_GUARDED = /'*[=+\-@\t\r]/y;
/** A line (from `lastIndex` on) that guardCsvText guarded: apostrophes before a formula trigger. */
const GUARDED = /'+[=+\-@\t\r]/y;
/** A plain number ("-1234,50", an amount of a credit note): a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(?:,\d+)?$/;

/** Where the lines of a cell start: at 0 and after every line break (\n or \r). */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (char === 10 || char === 13) starts.push(i + 1);
  }
  return starts;
}

const matchesAt = (pattern: RegExp, text: string, at: number) => {
  pattern.lastIndex = at;
  return pattern.test(text);
};

/**
 * Guards a cell against formula injection (OWASP's CSV injection advice, issue 34 item 2): every line of it — its
 * start and after each line break, since a reader that mishandles quoted line breaks starts a new row there — that
 * begins with = + - @ tab or CR gets a leading apostrophe, which spreadsheets show as text and do not run. A line
 * already beginning with apostrophes before such a character gets one more, so readCsvText gives back exactly the
 * text written. A plain number is left as it is.
 */
export function guardCsvText(text: string): string {
  if (PLAIN_NUMBER.test(text)) return text;
  let guarded = "";
  let from = 0;
  for (const start of lineStarts(text)) {
    if (!matchesAt(FORMULA_OR_GUARDED, text, start)) continue;
    guarded += `${text.slice(from, start)}'`;
    from = start;
  }
  return guarded + text.slice(from);
}

/** The inverse of guardCsvText: the text of a cell an export wrote (the import reads cells through it). */
export function readCsvText(cell: string): string {
  let text = "";
  let from = 0;
  for (const start of lineStarts(cell)) {
    if (!matchesAt(GUARDED, cell, start)) continue;
    text += cell.slice(from, start);
    from = start + 1;
  }
  return text + cell.slice(from);
}

/** A cell to write: text (guarded and quoted by writeCsv), or nothing (an empty cell). */
export type CsvCell = string | null | undefined;

/**
 * A list as a CSV file Czech Excel opens as it is (decisions 093, 121, issue 34): UTF-8 with a BOM (without one
 * Excel reads ANSI and breaks the diacritics), semicolons (the list separator of the Czech locale), CRLF line ends.
 * The one way every export writes: every cell goes through guardCsvText, and a cell holding the separator, a quote,
 * a tab or a line break (\n or \r alone too: csv-stringify by itself quotes only the record delimiter, CRLF, so
 * "Jan Novak\n=cmd…" went out unquoted and a spreadsheet started a row at the formula) is quoted.
 */
export function writeCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([[...header], ...rows.map((row) => row.map((cell) => guardCsvText(cell ?? "")))], {
    bom: true,
    delimiter: ";",
    record_delimiter: "windows",
    quoted_match: /[;"\t\r\n]/,
  });
}
