import type { DealStatus, RecentKind } from "@kancl/shared";
import { dateTimeFormat } from "@kancl/shared/locale-format";
import { currentLanguage, currentLocale } from "@/i18n/i18n";

/**
 * Where each figure of the home page leads: the list filtered to exactly what the figure counts (issue 25 item 7).
 * The names are the lists' own URL parameters (deal-filters.tsx; invoices-list-query.ts, decision 098).
 */
export const dealsWithStatus = (status: DealStatus) => `/crm/deals?status=${status}`;
export const unpaidInvoices = "/crm/invoices?status=sent&kind=invoice";
export const overdueInvoices = "/crm/invoices?status=overdue&kind=invoice";
export const draftInvoices = "/crm/invoices?status=draft";

/** The task overview (projects' My tasks page, issue 26 item 4) with the filters the home page's task figures count. */
export const myTasks = "/projects/my-tasks";
export const myOverdueTasks = "/projects/my-tasks?scope=overdue";
export const everyonesOverdueTasks = "/projects/my-tasks?view=overdue";
/** A task opened on its project's board. */
export const taskLink = (projectId: string, taskId: string) => `/projects/${projectId}/board?task=${taskId}`;

/** Paid invoices issued in the month (YYYY-MM): the revenue chart's bar. */
export function paidInvoicesOfMonth(month: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
  return `/crm/invoices?status=paid&kind=invoice&from=${month}-01&to=${last}`;
}

export function recordLink(kind: RecentKind, id: string): string {
  return kind === "contact" ? `/crm/contacts/${id}` : kind === "deal" ? `/crm/deals/${id}` : `/crm/invoices/${id}`;
}

/** Czech month abbreviations as calendars print them (Intl's cs-CZ "short" month is the full name). */
const MONTHS = ["led", "úno", "bře", "dub", "kvě", "čvn", "čvc", "srp", "zář", "říj", "lis", "pro"] as const;

/** "2026-03" → "bře" in Czech, "Mar" in English (the chart's axis) */
export function shortMonthLabel(month: string): string {
  const index = Number(month.slice(5, 7)) - 1;
  if (currentLanguage() === "cs") return MONTHS[index] ?? month;
  if (!(index >= 0 && index < 12)) return month;
  return dateTimeFormat(currentLocale(), { month: "short", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, index, 1)),
  );
}

/** "2026-03" → "bře 2026" */
export function monthLabel(month: string): string {
  return `${shortMonthLabel(month)} ${month.slice(0, 4)}`;
}
