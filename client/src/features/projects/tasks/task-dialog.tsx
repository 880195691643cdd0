import { type BoardColumn, PROJECT_MESSAGES, type Task } from "@kancl/shared";
import { useQuery } from "@tanstack/react-query";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { t, translateMessage } from "@/i18n/areas";
import { errorMessageOf } from "@/lib/api-error";
import { useTRPC } from "@/lib/trpc";
import { TaskChecklist } from "./task-checklist";
import { TaskComments } from "./task-comments";
import { TaskDetailsForm } from "./task-details-form";
import { useOpenTaskId } from "./use-open-task";

/**
 * The open task (?task=<id>) of a project: its details, checklist and comments. Rendered by the project page on
 * every tab, so a task opened from the board, the timeline or the task list is the same dialog.
 */
export function TaskDialog({ projectId }: { projectId: string }) {
  const [taskId, close] = useOpenTaskId();
  return (
    <Dialog
      open={taskId !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        {taskId ? <TaskDialogBody projectId={projectId} taskId={taskId} onDeleted={close} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function TaskDialogBody({
  projectId,
  taskId,
  onDeleted,
}: {
  projectId: string;
  taskId: string;
  onDeleted: () => void;
}) {
  const trpc = useTRPC();
  const task = useQuery({ ...trpc.projects.getTask.queryOptions({ id: projectId, taskId }), retry: false });
  // The project's columns (the task's column field), asked for only when a task is open: not with every page.
  const columns = useQuery(trpc.projects.columns.queryOptions({ id: projectId }));
  if (task.isPending || columns.isPending) {
    return (
      <>
        <DialogTitle>{t("taskDialog.task")}</DialogTitle>
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner label={t("taskDialog.loading")} />
          <span aria-hidden="true">{t("taskDialog.loading")}…</span>
        </div>
      </>
    );
  }
  if (task.isError) {
    return (
      <>
        <DialogTitle>{translateMessage(PROJECT_MESSAGES.taskNotFound)}</DialogTitle>
        <DialogDescription role="alert">{errorMessageOf(task.error, t("taskDialog.loadFailed"))}</DialogDescription>
      </>
    );
  }
  return (
    <TaskDetails projectId={projectId} task={task.data} columns={columns.data?.columns ?? []} onDeleted={onDeleted} />
  );
}

function TaskDetails({
  projectId,
  task,
  columns,
  onDeleted,
}: {
  projectId: string;
  task: Task;
  columns: readonly BoardColumn[];
  onDeleted: () => void;
}) {
  return (
    <div className="grid min-w-0 gap-6">
      {/* Keyed by version: a saved or reloaded task starts the form from its new values. */}
      <TaskDetailsForm key={task.version} projectId={projectId} task={task} columns={columns} onDeleted={onDeleted} />
      <TaskChecklist projectId={projectId} task={task} />
      <TaskComments projectId={projectId} taskId={task.id} />
    </div>
  );
}
