import { type BoardColumn, PROJECT_MESSAGES, TASK_PRIORITIES, type Task, type TaskPriority } from "@kancl/shared";
import { Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { FieldMessage } from "@/components/field-message";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { t } from "@/i18n/areas";
import { errorMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { TASK_PRIORITY_LABELS } from "../project-format";
import { useColleagues } from "../project-queries";
import { MarkdownView } from "./markdown-view";
import { useTaskMutations } from "./task-mutations";

interface Props {
  projectId: string;
  task: Task;
  columns: readonly BoardColumn[];
  onDeleted: () => void;
}

/** A task's own fields, saved together with its version (a stale one is refused with the server's 409 text). */
export function TaskDetailsForm({ projectId, task, columns, onDeleted }: Props) {
  const ids = {
    title: useId(),
    column: useId(),
    assignee: useId(),
    priority: useId(),
    start: useId(),
    due: useId(),
    description: useId(),
  };
  const colleagues = useColleagues();
  const mutations = useTaskMutations(projectId, task.id);
  const [title, setTitle] = useState(task.title);
  const [columnId, setColumnId] = useState(task.columnId);
  const [assigneeId, setAssigneeId] = useState(task.assigneeId ?? "");
  const [priority, setPriority] = useState<TaskPriority>(task.priority);
  const [startDate, setStartDate] = useState(task.startDate ?? "");
  const [dueDate, setDueDate] = useState(task.dueDate ?? "");
  const [description, setDescription] = useState(task.description);
  const [preview, setPreview] = useState(false);
  const [problem, setProblem] = useState<{ field: "title" | "due" | "form"; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const busy = mutations.update.isPending || mutations.move.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAttempt((value) => value + 1);
    if (!title.trim()) return setProblem({ field: "title", message: PROJECT_MESSAGES.titleRequired });
    if (startDate && dueDate && dueDate < startDate) {
      return setProblem({ field: "due", message: t("projectForm.dueBeforeStart") });
    }
    setProblem(null);
    try {
      if (columnId !== task.columnId) {
        await mutations.move.mutateAsync({ id: projectId, taskId: task.id, columnId });
      }
      await mutations.update.mutateAsync({
        id: projectId,
        taskId: task.id,
        title: title.trim(),
        description,
        assigneeId: assigneeId || null,
        priority,
        startDate: startDate || null,
        dueDate: dueDate || null,
        // A move bumps the version; the update then is ours, not someone else's.
        version: columnId !== task.columnId ? undefined : task.version,
      });
      toast.success(t("taskDialog.saved"));
    } catch (error) {
      setProblem({ field: "form", message: errorMessageOf(error, t("taskDialog.saveFailed")) });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-4">
      <div className="pr-8">
        <DialogTitle className="break-words">{task.title}</DialogTitle>
        <DialogDescription className="mt-1">{t("taskDialog.description")}</DialogDescription>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.title}>{t("taskDialog.title")}</Label>
        <Input
          id={ids.title}
          value={title}
          maxLength={300}
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={problem?.field === "title" || undefined}
          aria-describedby={problem?.field === "title" ? `${ids.title}-problem` : undefined}
        />
        <FieldMessage
          id={`${ids.title}-problem`}
          message={problem?.field === "title" ? problem.message : null}
          attempt={attempt}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid gap-2">
          <Label htmlFor={ids.column}>{t("taskDialog.column")}</Label>
          <NativeSelect id={ids.column} value={columnId} onChange={(event) => setColumnId(event.target.value)}>
            {columns.map((column) => (
              <option key={column.id} value={column.id}>
                {column.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.assignee}>{t("taskDialog.assignee")}</Label>
          <NativeSelect id={ids.assignee} value={assigneeId} onChange={(event) => setAssigneeId(event.target.value)}>
            <option value="">{t("taskDialog.unassigned")}</option>
            {(colleagues.data?.people ?? []).map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
            {task.assignee && !colleagues.data?.people.some((person) => person.id === task.assigneeId) ? (
              <option value={task.assignee.id}>{task.assignee.name}</option>
            ) : null}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.priority}>{t("taskDialog.priority")}</Label>
          <NativeSelect
            id={ids.priority}
            value={priority}
            onChange={(event) => setPriority(event.target.value as TaskPriority)}
          >
            {TASK_PRIORITIES.map((value) => (
              <option key={value} value={value}>
                {TASK_PRIORITY_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={ids.start}>{t("taskDialog.startDate")}</Label>
          <Input id={ids.start} type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={ids.due}>{t("taskDialog.dueDate")}</Label>
          <Input
            id={ids.due}
            type="date"
            value={dueDate}
            onChange={(event) => setDueDate(event.target.value)}
            aria-invalid={problem?.field === "due" || undefined}
            aria-describedby={problem?.field === "due" ? `${ids.due}-problem` : undefined}
          />
          <FieldMessage
            id={`${ids.due}-problem`}
            message={problem?.field === "due" ? problem.message : null}
            attempt={attempt}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={ids.description}>{t("taskDialog.descriptionLabel")}</Label>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-pressed={preview}
            onClick={() => setPreview((value) => !value)}
          >
            {t(preview ? "taskDialog.edit" : "taskDialog.preview")}
          </Button>
        </div>
        {preview ? (
          <div className="min-h-24 rounded-md border p-3">
            {description.trim() ? (
              <MarkdownView text={description} />
            ) : (
              <p className="text-sm text-muted-foreground">{t("taskDialog.nothingToPreview")}</p>
            )}
          </div>
        ) : (
          <Textarea
            id={ids.description}
            rows={5}
            value={description}
            placeholder={t("taskDialog.markdownHint")}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </div>
      <FieldMessage message={problem?.field === "form" ? problem.message : null} attempt={attempt} />
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="ghostDestructive" onClick={() => setConfirmDelete(true)}>
          <Trash2 aria-hidden="true" />
          {t("taskDialog.deleteTask")}
        </Button>
        <Button type="submit" disabled={busy}>
          {t(busy ? "taskDialog.saving" : "taskDialog.saveTask")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t("taskDialog.deleteTitle", { title: task.title })}
        description={t("taskDialog.deleteDescription")}
        confirmLabel={t("taskDialog.deleteTask")}
        destructive
        pending={mutations.remove.isPending}
        onConfirm={() =>
          mutations.remove.mutate(
            { id: projectId, taskId: task.id },
            {
              onSuccess: () => {
                toast.success(t("taskDialog.deleted"));
                setConfirmDelete(false);
                onDeleted();
              },
              onError: (error) => toast.error(errorMessageOf(error, t("taskDialog.deleteFailed"))),
            },
          )
        }
      />
    </form>
  );
}
