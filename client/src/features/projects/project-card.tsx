import type { Project } from "@kancl/shared";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { t } from "@/i18n/areas";
import { formatDateRange, PROJECT_STATUS_LABELS, PROJECT_STATUS_VARIANTS } from "./project-format";

/** A project in the list: a card whose title links to its board; fits a 390 px screen. */
export function ProjectCard({ project }: { project: Project }) {
  const dates = formatDateRange(project.startDate, project.dueDate);
  const done = project.taskCount - project.openTaskCount;
  return (
    <article className="flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 shadow-xs">
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 font-semibold break-words">
          <Link
            to={`/projects/${project.id}/board`}
            className="rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {project.name}
          </Link>
        </h2>
        <Badge variant={PROJECT_STATUS_VARIANTS[project.status]}>{PROJECT_STATUS_LABELS[project.status]}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t("projectList.client")}</dt>
        <dd className="min-w-0 truncate">{project.client?.name ?? "—"}</dd>
        {project.deal ? (
          <>
            <dt className="text-muted-foreground">{t("projectList.deal")}</dt>
            <dd className="min-w-0 truncate">{project.deal.title}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t("projectList.owner")}</dt>
        <dd className="min-w-0 truncate">{project.owner.name}</dd>
        {dates ? (
          <>
            <dt className="text-muted-foreground">{t("projectList.dates")}</dt>
            <dd>{dates}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-auto">
        <div className="mb-1 flex justify-between text-xs text-muted-foreground">
          <span>{t("projectList.tasks")}</span>
          <span>{t("projectList.doneOf", { done, total: project.taskCount })}</span>
        </div>
        <div
          role="progressbar"
          aria-label={t("projectList.tasksDone", { name: project.name })}
          aria-valuemin={0}
          aria-valuemax={project.taskCount}
          aria-valuenow={done}
          className="h-1.5 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full bg-primary"
            style={{ width: project.taskCount ? `${(done / project.taskCount) * 100}%` : "0%" }}
          />
        </div>
      </div>
    </article>
  );
}
