import { formatCzechDate, type ProjectStatus, type TaskPriority } from "@kancl/shared";

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  active: "Active",
  on_hold: "On hold",
  done: "Done",
  archived: "Archived",
};

export const PROJECT_STATUS_VARIANTS = {
  active: "success",
  on_hold: "warning",
  done: "secondary",
  archived: "outline",
} as const satisfies Record<ProjectStatus, string>;

export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  urgent: "Urgent",
};

export const TASK_PRIORITY_VARIANTS = {
  low: "outline",
  medium: "secondary",
  high: "warning",
  urgent: "destructive",
} as const satisfies Record<TaskPriority, string>;

/** A date of the module (YYYY-MM-DD) the Czech way, or a dash. */
export function formatDay(isoDate: string | null | undefined): string {
  return isoDate ? formatCzechDate(isoDate) : "—";
}

/** "1. 12. 2026 – 24. 12. 2026", one side alone, or null when neither date is set. */
export function formatDateRange(start: string | null, end: string | null): string | null {
  if (start && end) return `${formatCzechDate(start)} – ${formatCzechDate(end)}`;
  if (start) return `from ${formatCzechDate(start)}`;
  if (end) return `due ${formatCzechDate(end)}`;
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
