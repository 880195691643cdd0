import { enMessages } from "./i18n/en-messages";
import { textString } from "./text";

/**
 * The one strict reader of dates and instants a client sends (issue 34 item 5). JavaScript's Date rolls an impossible
 * day over (2026-02-30 becomes 2 March; 2026-04-31 becomes 1 May) and reads year 0, while PostgreSQL refuses all of
 * them — so a date that passed `Date.parse` reached the database and answered 500. Here every part is checked on its
 * own: the month has that day, the hour, minute, second and offset exist, and the year is one the product deals in.
 */

/** Why a date or an instant was refused; the API prefixes the field ("from: must be …"). */
export const DATE_MESSAGES = {
  ...enMessages.dates,
} as const;

/** The years a date or instant may have: no business record is older, and PostgreSQL's text forms end at 9999. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;

/** 9999-12-31T23:59:59.999Z: the last instant a four-digit year writes. */
const LAST_INSTANT = Date.UTC(MAX_YEAR, 11, 31, 23, 59, 59, 999);

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** YYYY-MM-DDTHH:MM[:SS[.fraction]] with Z or ±HH:MM (T and Z in either case). */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** How many days a month of a year has (month 1–12). */
export const daysInMonth = (year: number, month: number) =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** Whether year, month and day name a day of the calendar within MIN_YEAR–MAX_YEAR. */
export const isCalendarDay = (year: number, month: number, day: number) =>
  Number.isInteger(year) &&
  year >= MIN_YEAR &&
  year <= MAX_YEAR &&
  Number.isInteger(month) &&
  month >= 1 &&
  month <= 12 &&
  Number.isInteger(day) &&
  day >= 1 &&
  day <= daysInMonth(year, month);

/** YYYY-MM-DD, a real day of the calendar (no roll-over), years 1900–9999. */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  return !!match && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * An ISO 8601 instant with a time zone (Z or ±HH:MM, the offset at most 14 hours as on Earth): a real calendar day of
 * 1900–9999, hours 00–23, minutes and seconds 00–59, fractions of a second to the nanosecond.
 */
export function isInstant(value: string): boolean {
  if (value.length > 40) return false;
  const match = INSTANT.exec(value);
  if (!match) return false;
  const [, year, month, day, hour, minute, second, sign, offsetHours, offsetMinutes] = match;
  if (!isCalendarDay(Number(year), Number(month), Number(day))) return false;
  if (Number(hour) > 23 || Number(minute) > 59 || (second !== undefined && Number(second) > 59)) return false;
  const offset = sign === undefined ? 0 : (sign === "-" ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes));
  if (Math.abs(offset) > 14 * 60 || Number(offsetMinutes ?? 0) > 59) return false;
  // In UTC too it stays within year 9999: an answer writes it back as YYYY-MM-DDTHH:MM:SS.sssZ.
  const utc =
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second ?? 0)) -
    offset * 60_000;
  return utc <= LAST_INSTANT;
}

/** An instant in UTC as the database writes it to a cursor: YYYY-MM-DDTHH:MM:SS[.ffffff]Z, strict as isInstant. */
export const isUtcTimestamp = (value: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(value) && isInstant(value);

/**
 * What the API document states of a field that must be a calendar date (issue 42 item 1): `.meta(DATE_FORMAT)` on
 * every schema whose refinement reads a date, so the document says `format: date` where the server refuses others.
 */
export const DATE_FORMAT = { format: "date" } as const;

/** A text field holding a calendar date (YYYY-MM-DD); chain `.optional()`, `.nullish()` as on any zod string. */
export const calendarDateString = (message: string) =>
  textString().max(10, message).refine(isCalendarDate, message).meta({ format: "date" });

/** A text field holding an instant with a time zone (see isInstant). */
export const instantString = (message: string) =>
  textString().max(40, message).refine(isInstant, message).meta({ format: "date-time" });
