import { dateTimeFormat } from "@kancl/shared";
/**
 * The timeline's time axis: plain calendar dates (ISO `YYYY-MM-DD`, no time zone involved, like the app's business
 * dates), converted to whole days from an origin, and the ticks of a week or month scale. Pure functions, so the
 * drag and keyboard changes of a bar are tested without a browser.
 */

export type TimelineScale = "weeks" | "months";

/** Pixels per day on each scale: a week is 7 × 24 = 168 px wide, a month about 30 × 6 = 180 px. */
export const DAY_WIDTH: Record<TimelineScale, number> = { weeks: 24, months: 6 };

const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of an ISO date (UTC arithmetic: a calendar date, not an instant). */
export function toDayNumber(isoDate: string): number {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

/** The ISO date of a day number. */
export function fromDayNumber(dayNumber: number): string {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return fromDayNumber(toDayNumber(isoDate) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** The Monday on or before a date (ISO weeks start on Monday). */
export function startOfWeek(isoDate: string): string {
  const dayNumber = toDayNumber(isoDate);
  // 1970-01-01 was a Thursday: (dayNumber + 3) mod 7 is 0 on Mondays.
  const weekday = (((dayNumber + 3) % 7) + 7) % 7;
  return fromDayNumber(dayNumber - weekday);
}

export function startOfMonth(isoDate: string): string {
  return `${isoDate.slice(0, 7)}-01`;
}

function nextMonth(isoDate: string): string {
  const [year, month] = isoDate.split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

/** The ISO week number of a date (weeks containing a Thursday belong to its year). */
export function isoWeekNumber(isoDate: string): number {
  const monday = toDayNumber(startOfWeek(isoDate));
  const thursday = fromDayNumber(monday + 3);
  const yearStart = toDayNumber(`${thursday.slice(0, 4)}-01-01`);
  return Math.floor((monday + 3 - yearStart) / 7) + 1;
}

export interface DatedItem {
  start: string | null;
  end: string | null;
}

export interface TimelineAxis {
  scale: TimelineScale;
  /** The first day shown (a Monday, or the 1st of a month). */
  origin: string;
  /** Days shown. */
  days: number;
  dayWidth: number;
  ticks: { date: string; label: string; offsetDays: number; days: number }[];
}

/** How the axis writes its ticks: the screen's locale and the week's label ("T12 · 16. 3." in Czech, "W12 · 3/16"). */
export interface TickLabels {
  locale: string | undefined;
  week: (week: number, dayAndMonth: string) => string;
}

const CZECH_TICKS: TickLabels = { locale: "cs-CZ", week: (week, date) => `T${week} · ${date}` };

function utcDate(isoDate: string): Date {
  return new Date(toDayNumber(isoDate) * MS_PER_DAY);
}

/**
 * The axis that holds every dated item (and today), padded by a week or a month on both sides, in whole weeks or
 * months of the scale.
 */
export function buildAxis(
  items: readonly DatedItem[],
  scale: TimelineScale,
  today: string,
  labels: TickLabels = CZECH_TICKS,
): TimelineAxis {
  const monthLabel = dateTimeFormat(labels.locale, { month: "short", year: "numeric", timeZone: "UTC" });
  const dayMonth = dateTimeFormat(labels.locale, { day: "numeric", month: "numeric", timeZone: "UTC" });
  const dates = [today];
  for (const item of items) {
    if (item.start) dates.push(item.start);
    if (item.end) dates.push(item.end);
  }
  dates.sort();
  const first = dates[0] as string;
  const last = dates[dates.length - 1] as string;
  const ticks: TimelineAxis["ticks"] = [];
  let origin: string;
  let end: string;
  if (scale === "weeks") {
    origin = addDays(startOfWeek(first), -7);
    end = addDays(startOfWeek(last), 14);
    for (let date = origin; date < end; date = addDays(date, 7)) {
      ticks.push({
        date,
        label: labels.week(isoWeekNumber(date), dayMonth.format(utcDate(date))),
        offsetDays: daysBetween(origin, date),
        days: 7,
      });
    }
  } else {
    origin = startOfMonth(addDays(startOfMonth(first), -1));
    end = nextMonth(nextMonth(startOfMonth(last)));
    for (let date = origin; date < end; date = nextMonth(date)) {
      ticks.push({
        date,
        label: monthLabel.format(utcDate(date)),
        offsetDays: daysBetween(origin, date),
        days: daysBetween(date, nextMonth(date)),
      });
    }
  }
  return { scale, origin, days: daysBetween(origin, end), dayWidth: DAY_WIDTH[scale], ticks };
}

/**
 * Where a bar sits: from its start to its end inclusive. An item with only one of the dates is one day long on that
 * date; an item with neither has no bar.
 */
export function barGeometry(item: DatedItem, axis: TimelineAxis): { left: number; width: number } | null {
  const start = item.start ?? item.end;
  const end = item.end ?? item.start;
  if (!start || !end) return null;
  const [from, to] = [start, end].sort() as [string, string];
  return {
    left: daysBetween(axis.origin, from) * axis.dayWidth,
    width: (daysBetween(from, to) + 1) * axis.dayWidth,
  };
}

export type BarChange = "move" | "start" | "end";

/**
 * An item's new dates after its bar was dragged (or moved with the keyboard) by `days`: "move" shifts both dates,
 * "start" and "end" move one edge, never past the other. An item with one date gets that date moved.
 */
export function shiftDates(item: DatedItem, change: BarChange, days: number): DatedItem {
  if (days === 0) return item;
  const shift = (date: string | null) => (date ? addDays(date, days) : date);
  if (change === "move") return { start: shift(item.start), end: shift(item.end) };
  if (change === "start") {
    if (!item.start) return { start: item.start, end: shift(item.end) };
    const start = shift(item.start) as string;
    return { start: item.end && start > item.end ? item.end : start, end: item.end };
  }
  if (!item.end) return { start: shift(item.start), end: item.end };
  const end = shift(item.end) as string;
  return { start: item.start, end: item.start && end < item.start ? item.start : end };
}

/** Whole days a drag of `pixels` means on the axis (rounded to the nearest day). */
export function pixelsToDays(pixels: number, axis: TimelineAxis): number {
  return Math.round(pixels / axis.dayWidth);
}
