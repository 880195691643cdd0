import type { Overview, OverviewAmount } from "@kancl/shared";
import { dateTimeFormat, formatCentsIn, formatDateTimeIn } from "@kancl/shared/locale-format";
import { useQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { currentLocale, useT } from "@/i18n/i18n";
import { errorMessageOf } from "@/lib/api-error";
import { useTRPC } from "@/lib/trpc";
import {
  dealsWithStatus,
  draftInvoices,
  everyonesOverdueTasks,
  monthLabel,
  myOverdueTasks,
  myTasks,
  overdueInvoices,
  paidInvoicesOfMonth,
  recordLink,
  taskLink,
  unpaidInvoices,
} from "./overview-links";

// chart.js stays out of the initial bundle: the chart's own chunk loads with the figures.
const RevenueChart = lazy(() => import("./revenue-chart"));

// Money, dates and times in the language on screen (decision 181).
const money = ({ amount, currency }: OverviewAmount) =>
  formatCentsIn(currentLocale(), Math.round(amount * 100), currency);
const moneyList = (amounts: OverviewAmount[]) => (amounts.length ? amounts.map(money).join(" · ") : "—");

const linkClass =
  "block rounded-md p-3 outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring";

function FigureLink({ to, label, value, detail }: { to: string; label: string; value: ReactNode; detail: string }) {
  return (
    <Link to={to} className={linkClass}>
      <span className="block text-xs font-medium text-muted-foreground">{label}</span>
      <span className="block text-2xl font-semibold tabular-nums">{value}</span>
      <span className="block text-xs text-muted-foreground tabular-nums">{detail}</span>
    </Link>
  );
}

function PipelineCard({ pipeline }: { pipeline: Overview["pipeline"] }) {
  const t = useT();
  return (
    <Card aria-labelledby="overview-pipeline" className="lg:col-span-2">
      <CardHeader>
        <CardTitle id="overview-pipeline">{t("overview.pipeline")}</CardTitle>
        <CardDescription>{t("overview.pipelineDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-1 sm:grid-cols-4">
        {pipeline.map((stage) => (
          <FigureLink
            key={stage.status}
            to={dealsWithStatus(stage.status)}
            label={t(`overview.statuses.${stage.status}`)}
            value={stage.count}
            detail={moneyList(stage.values)}
          />
        ))}
      </CardContent>
    </Card>
  );
}

function InvoicesCard({ invoices }: { invoices: Overview["invoices"] }) {
  const t = useT();
  return (
    <Card aria-labelledby="overview-invoices">
      <CardHeader>
        <CardTitle id="overview-invoices">{t("overview.invoices")}</CardTitle>
        <CardDescription>{t("overview.invoicesDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-1 lg:grid-cols-1 xl:grid-cols-2">
        <FigureLink
          to={overdueInvoices}
          label={t("overview.overdue")}
          value={invoices.overdue.count}
          detail={moneyList(invoices.overdue.due)}
        />
        <FigureLink
          to={unpaidInvoices}
          label={t("overview.unpaid")}
          value={invoices.unpaid.count}
          detail={moneyList(invoices.unpaid.due)}
        />
        <FigureLink
          to={draftInvoices}
          label={t("overview.drafts")}
          value={invoices.drafts.count}
          detail={t("overview.toIssue")}
        />
      </CardContent>
    </Card>
  );
}

function RevenueCard({ revenue }: { revenue: Overview["revenue"] }) {
  const t = useT();
  const total = revenue.months.reduce((sum, month) => sum + month.amount, 0);
  return (
    <Card aria-labelledby="overview-revenue" className="lg:col-span-2">
      <CardHeader>
        <CardTitle id="overview-revenue">{t("overview.revenue")}</CardTitle>
        <CardDescription>
          {t("overview.revenueDescription")}{" "}
          <span className="tabular-nums">{money({ amount: total, currency: "CZK" })}</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <Suspense fallback={<div className="h-48 w-full animate-pulse rounded-md bg-muted" />}>
          <RevenueChart months={revenue.months} />
        </Suspense>
        <ul aria-label={t("overview.revenueByMonth")} className="grid grid-cols-3 gap-1 text-xs sm:grid-cols-4">
          {revenue.months.map((month) => (
            <li key={month.month}>
              <Link
                to={paidInvoicesOfMonth(month.month)}
                className="block rounded-sm px-1.5 py-1 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="block text-muted-foreground">{monthLabel(month.month)}</span>
                <span className="block tabular-nums">{money({ amount: month.amount, currency: "CZK" })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function RecentCard({ recent }: { recent: Overview["recent"] }) {
  const t = useT();
  return (
    <Card aria-labelledby="overview-recent">
      <CardHeader>
        <CardTitle id="overview-recent">{t("overview.recent")}</CardTitle>
        <CardDescription>{t("overview.recentDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        {recent.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("overview.noRecent")}</p>
        ) : (
          <ul className="space-y-1">
            {recent.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                <Link to={recordLink(item.kind, item.id)} className={`${linkClass} flex flex-col gap-0.5 p-2`}>
                  <span className="truncate text-sm font-medium">{item.title}</span>
                  <span className="text-xs text-muted-foreground">
                    {t("overview.recentLine", {
                      kind: t(`overview.kinds.${item.kind}`),
                      action: t(`overview.actions.${item.action}`),
                    })}{" "}
                    <time dateTime={item.at}>{formatDateTimeIn(currentLocale(), item.at)}</time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

const dueDay = (day: string) =>
  dateTimeFormat(currentLocale(), { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * My tasks (issue 26 item 4, issue 25 item 7): the user's open tasks across projects, those overdue, and everyone's
 * overdue ones, each figure linking to the task overview filtered to it; the next few tasks open on their board.
 */
function MyTasksCard({ tasks }: { tasks: Overview["tasks"] }) {
  const t = useT();
  return (
    <Card aria-labelledby="overview-tasks" className="lg:col-span-3">
      <CardHeader>
        <CardTitle id="overview-tasks">{t("homeTasks.title")}</CardTitle>
        <CardDescription>{t("homeTasks.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-3">
        <div className="grid grid-cols-3 gap-1 md:grid-cols-1 md:content-start">
          <FigureLink
            to={myTasks}
            label={t("homeTasks.mine")}
            value={tasks.mine.count}
            detail={t("homeTasks.mineDetail")}
          />
          <FigureLink
            to={myOverdueTasks}
            label={t("homeTasks.mineOverdue")}
            value={tasks.mineOverdue.count}
            detail={t("homeTasks.mineOverdueDetail")}
          />
          <FigureLink
            to={everyonesOverdueTasks}
            label={t("homeTasks.overdue")}
            value={tasks.overdue.count}
            detail={t("homeTasks.overdueDetail")}
          />
        </div>
        <div className="md:col-span-2">
          {tasks.next.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("homeTasks.none")}</p>
          ) : (
            <ul aria-label={t("homeTasks.next")} className="space-y-1">
              {tasks.next.map((task) => (
                <li key={task.id}>
                  <Link
                    to={taskLink(task.project.id, task.id)}
                    className={`${linkClass} flex items-baseline justify-between gap-3 p-2`}
                  >
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium">{task.title}</span>
                      <span className="block truncate text-xs text-muted-foreground">{task.project.name}</span>
                    </span>
                    <span
                      className={`shrink-0 text-xs tabular-nums ${task.overdue ? "font-medium text-destructive" : "text-muted-foreground"}`}
                    >
                      {task.dueDate === null ? (
                        t("homeTasks.noDueDate")
                      ) : (
                        <>
                          {task.overdue ? t("homeTasks.overduePrefix") : t("homeTasks.due")}
                          <time dateTime={task.dueDate}>{dueDay(task.dueDate)}</time>
                        </>
                      )}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * The home page's figures (issue 25 item 7), above the spec's three cards: the pipeline, unpaid and overdue invoices,
 * revenue by month and recent activity, from one call (GET /api/v1/overview). Every figure links to the list
 * filtered to it.
 */
export function OverviewFigures({ children }: { children?: ReactNode }) {
  const t = useT();
  const trpc = useTRPC();
  const overview = useQuery(trpc.overview.get.queryOptions());

  if (overview.isPending) {
    return (
      <p role="status" className="mb-4 text-sm text-muted-foreground">
        {t("overview.loading")}
      </p>
    );
  }
  if (overview.isError) {
    return (
      <>
        <p role="alert" className="mb-4 text-sm text-destructive">
          {t("overview.loadFailed", { message: errorMessageOf(overview.error) })}
        </p>
        {children}
      </>
    );
  }
  const data = overview.data;
  return (
    <>
      <section aria-label={t("overview.figures")} className="mb-4 grid gap-4 lg:grid-cols-3">
        <MyTasksCard tasks={data.tasks} />
        <PipelineCard pipeline={data.pipeline} />
        <InvoicesCard invoices={data.invoices} />
        <RevenueCard revenue={data.revenue} />
        <RecentCard recent={data.recent} />
      </section>
      {children}
    </>
  );
}
