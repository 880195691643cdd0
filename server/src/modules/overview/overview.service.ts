import {
  businessDate,
  DEAL_STATUSES,
  HOME_TASKS_LIMIT,
  INVOICE_CURRENCIES,
  type InvoiceCurrency,
  type Overview,
  type OverviewAmount,
} from "@kancl/shared";
import type { Database } from "../../db/database";
import { overviewRepository } from "./overview.repository";

/** How many records the recent activity shows. */
export const RECENT_LIMIT = 10;
/** Months of revenue on the chart, the current one included. */
export const REVENUE_MONTHS = 12;

/** The 12 months ending with today's, oldest first, as YYYY-MM. */
export function lastMonths(today: string, count = REVENUE_MONTHS): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: count }, (_, index) => {
    const back = count - 1 - index;
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    return date.toISOString().slice(0, 7);
  });
}

const isCurrency = (value: string): value is InvoiceCurrency =>
  (INVOICE_CURRENCIES as readonly string[]).includes(value);

/** Amounts per currency in the currencies' usual order, rounded to cents. */
function amounts(pairs: { currency: string; amount: number }[]): OverviewAmount[] {
  const totals = new Map<InvoiceCurrency, number>();
  for (const { currency, amount } of pairs) {
    if (isCurrency(currency)) totals.set(currency, (totals.get(currency) ?? 0) + amount);
  }
  return INVOICE_CURRENCIES.filter((currency) => totals.has(currency)).map((currency) => ({
    currency,
    amount: Math.round((totals.get(currency) ?? 0) * 100) / 100,
  }));
}

/** The home page's figures (issue 25 item 7): GET /api/v1/overview. */
export function createOverviewService({ db, today = businessDate }: { db: Database; today?: () => string }) {
  return {
    async get(orgId: string, userId: string): Promise<Overview> {
      const day = today();
      const months = lastMonths(day);
      const [pipeline, drafts, unpaid, revenue, recent, taskCounts, nextTasks] = await Promise.all([
        overviewRepository.pipeline(db, orgId),
        overviewRepository.draftCount(db, orgId),
        overviewRepository.unpaid(db, orgId, day),
        overviewRepository.revenue(db, orgId, `${months[0]}-01`),
        overviewRepository.recent(db, orgId, RECENT_LIMIT),
        overviewRepository.taskCounts(db, orgId, userId, day),
        overviewRepository.nextTasks(db, orgId, userId, HOME_TASKS_LIMIT),
      ]);
      const invoiceFigure = (overdue: boolean) => {
        const rows = unpaid.filter((row) => row.overdue === overdue);
        return {
          count: rows.reduce((sum, row) => sum + row.count, 0),
          due: amounts(rows.map((row) => ({ currency: row.currency, amount: Number(row.due) }))),
        };
      };
      const revenueByMonth = new Map(revenue.map((row) => [row.month, row]));
      return {
        pipeline: DEAL_STATUSES.map((status) => {
          const rows = pipeline.filter((row) => row.status === status);
          return {
            status,
            count: rows.reduce((sum, row) => sum + row.count, 0),
            values: amounts(rows.map((row) => ({ currency: row.currency, amount: Number(row.value ?? 0) }))),
          };
        }),
        invoices: { drafts: { count: drafts }, unpaid: invoiceFigure(false), overdue: invoiceFigure(true) },
        revenue: {
          currency: "CZK",
          months: months.map((month) => ({
            month,
            amount: Math.round(Number(revenueByMonth.get(month)?.amount ?? 0) * 100) / 100,
            count: revenueByMonth.get(month)?.count ?? 0,
          })),
        },
        recent: recent.map((row) => ({
          kind: row.kind,
          id: row.id,
          title: row.title,
          action: row.updatedAt.getTime() > row.createdAt.getTime() ? "updated" : "created",
          at: row.updatedAt.toISOString(),
        })),
        tasks: {
          mine: { count: taskCounts.mine },
          mineOverdue: { count: taskCounts.mineOverdue },
          overdue: { count: taskCounts.overdue },
          next: nextTasks.map((task) => ({
            id: task.id,
            title: task.title,
            project: { id: task.projectId, name: task.projectName },
            dueDate: task.dueDate,
            overdue: task.dueDate !== null && task.dueDate < day,
          })),
        },
      };
    },
  };
}

export type OverviewService = ReturnType<typeof createOverviewService>;
