import { type BoardColumn, TASK_PRIORITIES, type Task } from "@kancl/shared";
import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { FieldMessage } from "@/components/field-message";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { t } from "@/i18n/areas";
import { errorMessageOf } from "@/lib/api-error";
import { useSchemaForm } from "@/lib/schema-form";
import { toast } from "@/lib/toast";
import { DateRangeFields } from "../date-range-fields";
import { TASK_PRIORITY_LABELS } from "../project-format";
import { useColleagues } from "../project-queries";
import { peopleOptions, SelectField } from "../select-field";
import { MarkdownView } from "./markdown-view";
import { taskFormDefaults, taskFormSchema } from "./task-form-schema";
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
    description: useId(),
  };
  const colleagues = useColleagues();
  const mutations = useTaskMutations(projectId, task.id);
  const { form, handleSubmit, problem, attempt, sending } = useSchemaForm({
    schema: taskFormSchema,
    defaultValues: taskFormDefaults(task),
  });
  const [preview, setPreview] = useState(false);
  // The server's refusal of a valid form (a stale version, a full column), shown below the fields.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const busy = sending || mutations.update.isPending || mutations.move.isPending;
  const description = form.watch("description");

  const submit = handleSubmit(async ({ columnId, fields }) => {
    setRefusal(null);
    try {
      if (columnId !== task.columnId) {
        await mutations.move.mutateAsync({ id: projectId, taskId: task.id, columnId });
      }
      await mutations.update.mutateAsync({
        id: projectId,
        taskId: task.id,
        ...fields,
        // A move bumps the version; the update then is ours, not someone else's.
        version: columnId !== task.columnId ? undefined : task.version,
      });
      toast.success(t("taskDialog.saved"));
    } catch (error) {
      setRefusal(errorMessageOf(error, t("taskDialog.saveFailed")));
    }
  });

  // A problem the form shows beside a field, or below the fields when it is about another one.
  const problemOf = (field: "title" | "dueDate") => (problem?.field === field ? problem.message : null);
  const formProblem = problem && problem.field !== "title" && problem.field !== "dueDate" ? problem.message : refusal;

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
          maxLength={300}
          aria-invalid={problemOf("title") ? true : undefined}
          aria-describedby={problemOf("title") ? `${ids.title}-problem` : undefined}
          {...form.register("title")}
        />
        <FieldMessage id={`${ids.title}-problem`} message={problemOf("title")} attempt={attempt} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t("taskDialog.column")}
          registration={form.register("columnId")}
          options={columns.map((column) => ({ value: column.id, label: column.name }))}
        />
        <SelectField
          label={t("taskDialog.assignee")}
          registration={form.register("assigneeId")}
          empty={t("taskDialog.unassigned")}
          options={peopleOptions([
            ...(colleagues.data?.people ?? []),
            // A former colleague still assigned stays choosable until someone else is.
            ...(task.assignee && !colleagues.data?.people.some((person) => person.id === task.assigneeId)
              ? [task.assignee]
              : []),
          ])}
        />
        <SelectField
          label={t("taskDialog.priority")}
          registration={form.register("priority")}
          options={TASK_PRIORITIES.map((value) => ({ value, label: TASK_PRIORITY_LABELS[value] }))}
        />
      </div>
      <DateRangeFields
        start={form.register("startDate")}
        due={form.register("dueDate")}
        startLabel={t("taskDialog.startDate")}
        dueLabel={t("taskDialog.dueDate")}
        dueProblem={problemOf("dueDate")}
        attempt={attempt}
      />
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
            placeholder={t("taskDialog.markdownHint")}
            {...form.register("description")}
          />
        )}
      </div>
      <FieldMessage message={formProblem} attempt={attempt} />
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
