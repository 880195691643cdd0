import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { t } from "@/i18n/areas";
import { useTRPC } from "@/lib/trpc";
import { todayIso } from "./project-format";
import { LoadFailed, Loading } from "./project-load-states";
import { useProjectOutlet } from "./project-page";
import { useColleagues } from "./project-queries";
import { TaskTable } from "./task-table";

/** The Tasks tab: every task of the project in board order, filtered by assignee. */
export function ProjectTasksTab() {
  const { project } = useProjectOutlet();
  const trpc = useTRPC();
  const assigneeId = useId();
  const [assignee, setAssignee] = useState("");
  const tasks = useQuery(trpc.projects.tasks.queryOptions({ id: project.id }));
  const columns = useQuery(trpc.projects.columns.queryOptions({ id: project.id }));
  const colleagues = useColleagues();
  if (tasks.isPending) {
    return <Loading label={t("projectList.loadingTasks")} />;
  }
  if (tasks.isError) {
    return <LoadFailed title={t("projectList.loadTasksFailed")} error={tasks.error} retry={tasks.refetch} />;
  }
  const columnById = new Map((columns.data?.columns ?? []).map((column) => [column.id, column]));
  const today = todayIso();
  const shown = tasks.data.tasks.filter(
    (task) => !assignee || (assignee === "none" ? task.assigneeId === null : task.assigneeId === assignee),
  );
  return (
    <div className="grid min-w-0 gap-3">
      <div className="grid w-full gap-2 sm:w-60">
        <Label htmlFor={assigneeId}>{t("projectTasks.assignee")}</Label>
        <NativeSelect id={assigneeId} value={assignee} onChange={(event) => setAssignee(event.target.value)}>
          <option value="">{t("projectTasks.everyone")}</option>
          <option value="none">{t("projectTasks.unassigned")}</option>
          {(colleagues.data?.people ?? []).map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {t(assignee ? "projectTasks.noTasksForAssignee" : "projectTasks.noTasks")}
        </p>
      ) : (
        <TaskTable
          label={t("projectTasks.tasks")}
          rows={shown.map((task) => {
            const column = columnById.get(task.columnId);
            return {
              task,
              columnName: column?.name ?? "",
              href: `?task=${task.id}`,
              overdue: Boolean(task.dueDate && task.dueDate < today && !column?.done),
            };
          })}
        />
      )}
    </div>
  );
}
