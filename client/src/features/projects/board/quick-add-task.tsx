import { Plus } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { t } from "@/i18n/areas";

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
  const [title, setTitle] = useState("");
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim() || busy) return;
    setBusy(true);
    try {
      await onAdd(title.trim());
      setTitle("");
    } finally {
      setBusy(false);
    }
  }

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
        value={title}
        maxLength={300}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            setOpen(false);
            setTitle("");
          }
        }}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy || !title.trim()}>
          {t("projectBoard.add")}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t("projectBoard.cancel")}
        </Button>
      </div>
    </form>
  );
}
