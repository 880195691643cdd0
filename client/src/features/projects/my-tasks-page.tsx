import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { Button } from "@/components/ui/button";
import "@/i18n/areas";
import { useT } from "@/i18n/i18n";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { LoadFailed, Loading } from "./project-load-states";
import { TaskTable } from "./task-table";

const VIEWS = [
  { value: "mine", label: "myTasksPage.mine", params: {} },
  { value: "mineOverdue", label: "myTasksPage.mineOverdue", params: { scope: "overdue" } },
  { value: "overdue", label: "myTasksPage.overdue", params: { view: "overdue" } },
] as const;

type View = (typeof VIEWS)[number]["value"];

const EMPTY = {
  mine: "myTasksPage.emptyMine",
  mineOverdue: "myTasksPage.emptyMineOverdue",
  overdue: "myTasksPage.emptyOverdue",
} as const satisfies Record<View, string>;

/**
 * /projects/my-tasks (issue 26 item 4): my open tasks across projects by due date, only my overdue ones
 * (?scope=overdue), or everyone's overdue tasks (?view=overdue) — the lists the home page's task figures link to.
 */
export function MyTasksPage() {
  const [params, setParams] = useSearchParams();
  const view: View =
    params.get("view") === "overdue" ? "overdue" : params.get("scope") === "overdue" ? "mineOverdue" : "mine";
  const trpc = useTRPC();
  const t = useT();
  const mine = useQuery({
    ...trpc.projects.myTasks.queryOptions(view === "mineOverdue" ? { scope: "overdue" } : {}),
    enabled: view !== "overdue",
  });
  const overdue = useQuery({ ...trpc.projects.overdueTasks.queryOptions({}), enabled: view === "overdue" });
  const query = view === "overdue" ? overdue : mine;
  return (
    <div className="min-w-0">
      <Breadcrumb
        items={[
          { label: t("common.home"), to: "/" },
          { label: t("projectList.title"), to: "/projects" },
          { label: t("projectList.myTasks") },
        ]}
      />
      <PageHeader title={t("projectList.myTasks")} description={t("projectList.myTasksDescription")} />
      <fieldset className="mb-4 inline-flex rounded-md border p-0.5">
        <legend className="sr-only">{t("projectList.show")}</legend>
        {VIEWS.map((option) => (
          <Button
            key={option.value}
            size="sm"
            variant={view === option.value ? "secondary" : "ghost"}
            aria-pressed={view === option.value}
            onClick={() => setParams(option.params)}
          >
            {t(option.label)}
          </Button>
        ))}
      </fieldset>
      {query.isPending ? (
        <Loading label={t("projectList.loadingTasks")} />
      ) : query.isError ? (
        <LoadFailed title={t("projectList.loadTasksFailed")} error={query.error} retry={query.refetch} />
      ) : query.data.tasks.length === 0 ? (
        <p className={cn("rounded-md border border-dashed px-4 py-10 text-center text-sm text-muted-foreground")}>
          {t(EMPTY[view])}
        </p>
      ) : (
        <TaskTable
          label={t(VIEWS.find((option) => option.value === view)?.label ?? "myTasksPage.mine")}
          rows={query.data.tasks.map((task) => ({
            task,
            columnName: task.column.name,
            href: `/projects/${task.project.id}/board?task=${task.id}`,
            project: task.project,
            overdue: task.overdue,
          }))}
        />
      )}
    </div>
  );
}
