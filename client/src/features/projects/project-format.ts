import { formatDateIn, type ProjectStatus, type TaskPriority } from "@kancl/shared";
import { currentLocale, t, translated } from "@/i18n/areas";

export const PROJECT_STATUS_LABELS: Readonly<Record<ProjectStatus, string>> = translated({
  active: "projectStatus.active",
  on_hold: "projectStatus.on_hold",
  done: "projectStatus.done",
  archived: "projectStatus.archived",
});

export const PROJECT_STATUS_VARIANTS = {
  active: "success",
  on_hold: "warning",
  done: "secondary",
  archived: "outline",
} as const satisfies Record<ProjectStatus, string>;

export const TASK_PRIORITY_LABELS: Readonly<Record<TaskPriority, string>> = translated({
  low: "taskPriority.low",
  medium: "taskPriority.medium",
  high: "taskPriority.high",
  urgent: "taskPriority.urgent",
});

export const TASK_PRIORITY_VARIANTS = {
  low: "outline",
  medium: "secondary",
  high: "warning",
  urgent: "destructive",
} as const satisfies Record<TaskPriority, string>;

/** A calendar date (YYYY-MM-DD) in the screen's locale, numeric ("1. 12. 2026" in Czech; decision 181). */
const day = (isoDate: string) => formatDateIn(currentLocale(), isoDate, "numeric");

/** A date of the module (YYYY-MM-DD) in the screen's locale, or a dash. */
export function formatDay(isoDate: string | null | undefined): string {
  return isoDate ? day(isoDate) : "—";
}

/** "1. 12. 2026 – 24. 12. 2026", one side alone, or null when neither date is set. */
export function formatDateRange(start: string | null, end: string | null): string | null {
  if (start && end) return `${day(start)} – ${day(end)}`;
  if (start) return t("projectPage.dateFrom", { date: day(start) });
  if (end) return t("projectPage.dateDue", { date: day(end) });
  return null;
}

/** Checklist progress "2/5", or null without a checklist. */
export function checklistProgress(checklist: readonly { done: boolean }[]): string | null {
  if (checklist.length === 0) return null;
  return `${checklist.filter((item) => item.done).length}/${checklist.length}`;
}

/** Today's date in the browser's time zone, as YYYY-MM-DD (the business day the user sees). */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
