import { checklistItemText, type Task } from "@kancl/shared";
import { Plus, X } from "lucide-react";
import { useId } from "react";
import { FieldMessage } from "@/components/field-message";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { t } from "@/i18n/areas";
import { errorMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useAddTextForm } from "../add-text-form";
import { checklistProgress } from "../project-format";
import { useTaskMutations } from "./task-mutations";

type Item = { id?: string; text: string; done: boolean };

/** The task's checklist: tick, add, remove; each change saves the whole list (the server keeps the items' ids). */
export function TaskChecklist({ projectId, task }: { projectId: string; task: Task }) {
  const headingId = useId();
  const inputId = useId();
  const mutations = useTaskMutations(projectId, task.id);
  const { form, handleSubmit, problem, attempt, blank, reset } = useAddTextForm(checklistItemText);
  const progress = checklistProgress(task.checklist);

  function save(checklist: Item[]) {
    return mutations.update.mutateAsync(
      { id: projectId, taskId: task.id, checklist, version: task.version },
      { onError: (error) => toast.error(errorMessageOf(error, t("taskDialog.saveChecklistFailed"))) },
    );
  }

  // A refused save is told by its toast and keeps the line for another try.
  const add = handleSubmit((text) =>
    save([...task.checklist, { text, done: false }]).then(
      () => reset(),
      () => undefined,
    ),
  );

  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {t("taskDialog.checklist")}
        {progress ? <span className="ml-2 font-normal text-muted-foreground">{progress}</span> : null}
      </h3>
      {task.checklist.length > 0 ? (
        <ul className="grid gap-1">
          {task.checklist.map((item) => (
            <li key={item.id} className="flex items-center gap-2">
              <input
                id={`check-${item.id}`}
                type="checkbox"
                className="size-4 accent-primary"
                checked={item.done}
                disabled={mutations.update.isPending}
                onChange={(event) =>
                  void save(
                    task.checklist.map((other) =>
                      other.id === item.id ? { ...other, done: event.target.checked } : other,
                    ),
                  )
                }
              />
              <label
                htmlFor={`check-${item.id}`}
                className={item.done ? "text-sm text-muted-foreground line-through" : "text-sm"}
              >
                {item.text}
              </label>
              <Button
                variant="ghost"
                size="icon"
                className="ml-auto size-7"
                aria-label={t("taskDialog.removeItem", { item: item.text })}
                disabled={mutations.update.isPending}
                onClick={() => void save(task.checklist.filter((other) => other.id !== item.id))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={add} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t("taskDialog.newItem")}
        </label>
        <Input
          id={inputId}
          maxLength={500}
          placeholder={t("taskDialog.addItem")}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          {...form.register("text")}
        />
        <Button type="submit" variant="outline" disabled={blank || mutations.update.isPending}>
          <Plus aria-hidden="true" />
          {t("taskDialog.add")}
        </Button>
      </form>
      <FieldMessage id={`${inputId}-problem`} message={problem?.message} attempt={attempt} />
    </section>
  );
}
