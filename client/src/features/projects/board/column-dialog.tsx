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
    if (!name.trim()) return setProblem({ field: "name", message: "Column name is required" });
    const wipLimit = limit.trim() === "" ? null : Number(limit);
    if (wipLimit !== null && (!Number.isInteger(wipLimit) || wipLimit < 1)) {
      return setProblem({ field: "limit", message: "WIP limit must be a whole number of 1 or more" });
    }
    setProblem(null);
    setBusy(true);
    try {
      await onSubmit({ name: name.trim(), wipLimit, done });
      onDone();
    } catch (error) {
      setProblem({ field: "form", message: error instanceof Error ? error.message : "Failed to save the column" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{initial ? "Edit column" : "Add column"}</DialogTitle>
        <DialogDescription>A WIP limit caps how many tasks the column may hold.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={nameId}>Name</Label>
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
        <Label htmlFor={limitId}>WIP limit</Label>
        <Input
          id={limitId}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="No limit"
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
        <Label htmlFor={doneId}>Tasks here are done</Label>
      </div>
      <FieldMessage message={problem?.field === "form" ? problem.message : null} attempt={attempt} />
      <DialogFooter>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : initial ? "Save column" : "Add column"}
        </Button>
      </DialogFooter>
    </form>
  );
}
