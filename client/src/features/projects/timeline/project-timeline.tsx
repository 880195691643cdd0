import type { Task } from "@kancl/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { currentLocale, t } from "@/i18n/areas";
import { errorMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { todayIso } from "../project-format";
import { LoadFailed, Loading } from "../project-load-states";
import { useProjectOutlet } from "../project-page";
import { useInvalidateProjects } from "../project-queries";
import { useOpenTask } from "../tasks/use-open-task";
import { TimelineBar } from "./timeline-bar";
import { buildAxis, type DatedItem, daysBetween, type TimelineScale } from "./timeline-scale";

const LABEL_WIDTH = 176;

/**
 * The Timeline tab (issue 26 item 4): the project and its dated tasks as bars on a week or month axis, scrolling
 * sideways inside its own area. Dragging a bar (or the arrow keys on it) changes the dates; tasks without dates
 * are listed below it.
 */
export function ProjectTimelineTab() {
  const { project } = useProjectOutlet();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateProjects();
  const openTask = useOpenTask();
  const keysId = useId();
  const [scale, setScale] = useState<TimelineScale>("weeks");
  const tasks = useQuery(trpc.projects.tasks.queryOptions({ id: project.id }));
  const columns = useQuery(trpc.projects.columns.queryOptions({ id: project.id }));
  const refresh = () =>
    Promise.all([
      invalidate.tasks(project.id),
      queryClient.invalidateQueries(trpc.projects.board.queryFilter({ id: project.id })),
    ]);
  const updateTask = useMutation(
    trpc.projects.updateTask.mutationOptions({
      onSettled: refresh,
      onError: (error) => toast.error(errorMessageOf(error, t("projectTimeline.changeDatesFailed"))),
    }),
  );
  const updateProject = useMutation(
    trpc.projects.update.mutationOptions({
      onSettled: () => invalidate.project(project.id),
      onError: (error) => toast.error(errorMessageOf(error, t("projectTimeline.changeDatesFailed"))),
    }),
  );

  if (tasks.isPending) {
    return <Loading label={t("projectTimeline.loading")} />;
  }
  if (tasks.isError) {
    return <LoadFailed title={t("projectTimeline.loadFailed")} error={tasks.error} retry={tasks.refetch} />;
  }

  const doneColumns = new Set((columns.data?.columns ?? []).filter((column) => column.done).map((column) => column.id));
  const dated = tasks.data.tasks.filter((task) => task.startDate || task.dueDate);
  const undated = tasks.data.tasks.filter((task) => !task.startDate && !task.dueDate);
  const projectItem: DatedItem = { start: project.startDate, end: project.dueDate };
  const today = todayIso();
  const axis = buildAxis([projectItem, ...dated.map(toItem)], scale, today, {
    locale: currentLocale(),
    week: (week, date) => t("projectTimeline.weekTick", { week, date }),
  });
  const width = axis.days * axis.dayWidth;
  const todayLeft = daysBetween(axis.origin, today) * axis.dayWidth;

  function saveTask(task: Task, dates: DatedItem) {
    updateTask.mutate({
      id: project.id,
      taskId: task.id,
      startDate: dates.start,
      dueDate: dates.end,
      version: task.version,
    });
  }

  return (
    <div className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <fieldset className="inline-flex rounded-md border p-0.5">
          <legend className="sr-only">{t("projectTimeline.scale")}</legend>
          {(["weeks", "months"] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={scale === value ? "secondary" : "ghost"}
              aria-pressed={scale === value}
              onClick={() => setScale(value)}
            >
              {t(value === "weeks" ? "projectTimeline.weeks" : "projectTimeline.months")}
            </Button>
          ))}
        </fieldset>
        <p id="timeline-keys" className="text-xs text-muted-foreground">
          {t("projectTimeline.keys")}
        </p>
      </div>
      <section
        aria-label={t("projectTimeline.timeline")}
        aria-describedby={keysId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable from the keyboard
        tabIndex={0}
        className="relative max-w-full overflow-x-auto rounded-md border outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span id={keysId} className="sr-only">
          {t("projectTimeline.scrolls")}
        </span>
        <div className="relative" style={{ width: LABEL_WIDTH + width }}>
          <div className="sticky top-0 flex border-b bg-muted/50 text-xs text-muted-foreground">
            <div className="sticky left-0 z-20 shrink-0 border-r bg-muted px-2 py-1.5" style={{ width: LABEL_WIDTH }}>
              {t(scale === "weeks" ? "projectTimeline.week" : "projectTimeline.month")}
            </div>
            <div className="relative h-7" style={{ width }}>
              {axis.ticks.map((tick) => (
                <div
                  key={tick.date}
                  className="absolute top-0 h-full truncate border-l px-1 py-1.5"
                  style={{ left: tick.offsetDays * axis.dayWidth, width: tick.days * axis.dayWidth }}
                >
                  {tick.label}
                </div>
              ))}
            </div>
          </div>
          <ul aria-label={t("projectTimeline.rows")}>
            <Row label={project.name} strong width={width} todayLeft={todayLeft}>
              {projectItem.start || projectItem.end ? (
                <TimelineBar
                  label={project.name}
                  item={projectItem}
                  axis={axis}
                  tone="project"
                  onChange={(dates) =>
                    updateProject.mutate({
                      id: project.id,
                      startDate: dates.start,
                      dueDate: dates.end,
                      version: project.version,
                    })
                  }
                />
              ) : (
                <span className="px-2 text-xs leading-8 text-muted-foreground">
                  {t("projectTimeline.noProjectDates")}
                </span>
              )}
            </Row>
            {dated.map((task) => (
              <Row key={task.id} label={task.title} width={width} todayLeft={todayLeft}>
                <TimelineBar
                  label={task.title}
                  item={toItem(task)}
                  axis={axis}
                  tone={doneColumns.has(task.columnId) ? "done" : "task"}
                  onChange={(dates) => saveTask(task, dates)}
                  onOpen={() => openTask(task.id)}
                />
              </Row>
            ))}
          </ul>
        </div>
      </section>
      {undated.length > 0 ? (
        <section aria-label={t("projectTimeline.undated")} className="text-sm">
          <h2 className="mb-1 font-medium">{t("projectTimeline.undatedCount", { count: undated.length })}</h2>
          <ul className="flex flex-wrap gap-2">
            {undated.map((task) => (
              <li key={task.id}>
                <Button variant="outline" size="sm" onClick={() => openTask(task.id)}>
                  {task.title}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function toItem(task: Task): DatedItem {
  return { start: task.startDate, end: task.dueDate };
}

function Row({
  label,
  strong,
  width,
  todayLeft,
  children,
}: {
  label: string;
  strong?: boolean;
  width: number;
  todayLeft: number;
  children: React.ReactNode;
}) {
  return (
    <li className="flex border-b last:border-b-0">
      <div
        className={cn(
          "sticky left-0 z-20 shrink-0 truncate border-r bg-background px-2 py-2 text-xs",
          strong && "font-semibold",
        )}
        style={{ width: LABEL_WIDTH }}
        title={label}
      >
        {label}
      </div>
      <div className="relative h-10" style={{ width }}>
        <span aria-hidden="true" className="absolute inset-y-0 w-px bg-destructive/60" style={{ left: todayLeft }} />
        {children}
      </div>
    </li>
  );
}
