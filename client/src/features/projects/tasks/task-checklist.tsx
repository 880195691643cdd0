import type { Task } from "@kancl/shared";
import { Plus, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { t } from "@/i18n/areas";
import { errorMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { checklistProgress } from "../project-format";
import { useTaskMutations } from "./task-mutations";

type Item = { id?: string; text: string; done: boolean };

/** The task's checklist: tick, add, remove; each change saves the whole list (the server keeps the items' ids). */
export function TaskChecklist({ projectId, task }: { projectId: string; task: Task }) {
  const headingId = useId();
  const inputId = useId();
  const mutations = useTaskMutations(projectId, task.id);
  const [text, setText] = useState("");
  const progress = checklistProgress(task.checklist);

  function save(checklist: Item[]) {
    return mutations.update.mutateAsync(
      { id: projectId, taskId: task.id, checklist, version: task.version },
      { onError: (error) => toast.error(errorMessageOf(error, t("taskDialog.saveChecklistFailed"))) },
    );
  }

  function add(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    void save([...task.checklist, { text: text.trim(), done: false }]).then(() => setText(""));
  }

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
          value={text}
          maxLength={500}
          placeholder={t("taskDialog.addItem")}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="outline" disabled={!text.trim() || mutations.update.isPending}>
          <Plus aria-hidden="true" />
          {t("taskDialog.add")}
        </Button>
      </form>
    </section>
  );
}
