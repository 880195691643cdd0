import { PROJECT_MESSAGES } from "@kancl/shared";
import { type FormEvent, useId, useState } from "react";
import { FieldMessage } from "@/components/field-message";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { t } from "@/i18n/areas";

export interface ColumnValues {
  name: string;
  wipLimit: number | null;
  done: boolean;
}

interface ColumnDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The column being edited, or undefined for a new one. */
  initial?: ColumnValues;
  onSubmit: (values: ColumnValues) => Promise<unknown>;
}

/** Add or edit a column: its name, WIP limit (empty for none) and whether its tasks count as done. */
export function ColumnDialog({ open, onOpenChange, initial, onSubmit }: ColumnDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open ? <ColumnForm initial={initial} onSubmit={onSubmit} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ColumnForm({
  initial,
  onSubmit,
  onDone,
}: {
  initial?: ColumnValues;
  onSubmit: ColumnDialogProps["onSubmit"];
  onDone: () => void;
}) {
  const nameId = useId();
  const limitId = useId();
  const doneId = useId();
  const [name, setName] = useState(initial?.name ?? "");
  const [limit, setLimit] = useState(initial?.wipLimit ? String(initial.wipLimit) : "");
  const [done, setDone] = useState(initial?.done ?? false);
  const [problem, setProblem] = useState<{ field: "name" | "limit" | "form"; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAttempt((value) => value + 1);
    if (!name.trim()) return setProblem({ field: "name", message: PROJECT_MESSAGES.columnNameRequired });
    const wipLimit = limit.trim() === "" ? null : Number(limit);
    if (wipLimit !== null && (!Number.isInteger(wipLimit) || wipLimit < 1)) {
      return setProblem({ field: "limit", message: t("columnDialog.wipLimitInvalid") });
    }
    setProblem(null);
    setBusy(true);
    try {
      await onSubmit({ name: name.trim(), wipLimit, done });
      onDone();
    } catch (error) {
      setProblem({
        field: "form",
        message: error instanceof Error ? error.message : t("projectBoard.saveColumnFailed"),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t(initial ? "columnDialog.editColumn" : "columnDialog.addColumn")}</DialogTitle>
        <DialogDescription>{t("columnDialog.description")}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={nameId}>{t("columnDialog.name")}</Label>
        <Input
          id={nameId}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={problem?.field === "name" || undefined}
          aria-describedby={problem?.field === "name" ? `${nameId}-problem` : undefined}
        />
        <FieldMessage
          id={`${nameId}-problem`}
          message={problem?.field === "name" ? problem.message : null}
          attempt={attempt}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={limitId}>{t("columnDialog.wipLimit")}</Label>
        <Input
          id={limitId}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder={t("columnDialog.noLimit")}
          value={limit}
          onChange={(event) => setLimit(event.target.value)}
          aria-invalid={problem?.field === "limit" || undefined}
          aria-describedby={problem?.field === "limit" ? `${limitId}-problem` : undefined}
        />
        <FieldMessage
          id={`${limitId}-problem`}
          message={problem?.field === "limit" ? problem.message : null}
          attempt={attempt}
        />
      </div>
      <div className="flex items-center gap-2">
        <input
          id={doneId}
          type="checkbox"
          className="size-4 accent-primary"
          checked={done}
          onChange={(event) => setDone(event.target.checked)}
        />
        <Label htmlFor={doneId}>{t("columnDialog.doneColumn")}</Label>
      </div>
      <FieldMessage message={problem?.field === "form" ? problem.message : null} attempt={attempt} />
      <DialogFooter>
        <Button type="submit" disabled={busy}>
          {t(busy ? "columnDialog.saving" : initial ? "columnDialog.saveColumn" : "columnDialog.addColumn")}
        </Button>
      </DialogFooter>
    </form>
  );
}
