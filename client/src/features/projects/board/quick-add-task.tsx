import { createTaskFields } from "@kancl/shared";
import { Plus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { FieldMessage } from "@/components/field-message";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { t } from "@/i18n/areas";
import { useAddTextForm } from "../add-text-form";

/**
 * "Add task" at a column's foot: a title, Enter to add (the field stays open for the next one), Escape to close.
 * The rest of a task (assignee, dates, checklist) is set in its dialog.
 */
export function QuickAddTask({
  columnName,
  onAdd,
}: {
  columnName: string;
  onAdd: (title: string) => Promise<unknown>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { form, handleSubmit, problem, attempt, sending, blank, reset } = useAddTextForm(createTaskFields.title);
  const opener = useRef<HTMLButtonElement>(null);

  const submit = handleSubmit(async (title) => {
    await onAdd(title);
    reset();
  });

  if (!open) {
    return (
      <div className="border-t p-2">
        <Button ref={opener} variant="ghost" size="sm" className="w-full justify-start" onClick={() => setOpen(true)}>
          <Plus aria-hidden="true" />
          {t("projectBoard.addTask")}
          <span className="sr-only">{t("projectBoard.addTaskTo", { column: columnName })}</span>
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="grid gap-2 border-t p-2">
      <label htmlFor={id} className="sr-only">
        {t("projectBoard.newTaskIn", { column: columnName })}
      </label>
      <Input
        id={id}
        autoFocus
        placeholder={t("projectBoard.taskTitle")}
        maxLength={300}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        {...form.register("text")}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            setOpen(false);
            reset();
          }
        }}
      />
      <FieldMessage id={`${id}-problem`} message={problem?.message} attempt={attempt} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={sending || blank}>
          {t("projectBoard.add")}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t("projectBoard.cancel")}
        </Button>
      </div>
    </form>
  );
}
