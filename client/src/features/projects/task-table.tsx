import type { Task } from "@kancl/shared";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TextLink } from "@/components/ui/text-link";
import { t } from "@/i18n/areas";
import { cn } from "@/lib/utils";
import { checklistProgress, formatDay, TASK_PRIORITY_LABELS, TASK_PRIORITY_VARIANTS } from "./project-format";

export interface TaskRow {
  task: Task;
  columnName: string;
  /** Where the task's title leads (its dialog on the project's page). */
  href: string;
  project?: { id: string; name: string };
  overdue: boolean;
}

/** Tasks as a table (the Tasks tab, My tasks): scrolls sideways inside its own box on a narrow screen. */
export function TaskTable({ rows, label }: { rows: TaskRow[]; label: string }) {
  const showProject = rows.some((row) => row.project);
  return (
    <div className="overflow-x-auto">
      <Table aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHead>{t("projectList.task")}</TableHead>
            {showProject ? <TableHead>{t("projectList.project")}</TableHead> : null}
            <TableHead>{t("projectList.column")}</TableHead>
            <TableHead>{t("projectList.assignee")}</TableHead>
            <TableHead>{t("projectList.priority")}</TableHead>
            <TableHead>{t("projectList.due")}</TableHead>
            <TableHead>{t("projectList.checklist")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map(({ task, columnName, href, project, overdue }) => (
            <TableRow key={task.id}>
              <TableCell className="max-w-72 font-medium">
                <TextLink to={href}>{task.title}</TextLink>
              </TableCell>
              {showProject ? (
                <TableCell>
                  {project ? <TextLink to={`/projects/${project.id}/board`}>{project.name}</TextLink> : null}
                </TableCell>
              ) : null}
              <TableCell>{columnName}</TableCell>
              <TableCell>{task.assignee?.name ?? "—"}</TableCell>
              <TableCell>
                <Badge variant={TASK_PRIORITY_VARIANTS[task.priority]}>{TASK_PRIORITY_LABELS[task.priority]}</Badge>
              </TableCell>
              <TableCell className={cn("whitespace-nowrap", overdue && "font-medium text-destructive")}>
                {formatDay(task.dueDate)}
                {overdue ? <span className="sr-only"> {t("projectList.overdue")}</span> : null}
              </TableCell>
              <TableCell>{checklistProgress(task.checklist) ?? "—"}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
