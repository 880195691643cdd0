import { useId, useState } from "react";
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
import { useSchemaForm } from "@/lib/schema-form";
import { type ColumnValues, columnFormDefaults, columnFormSchema } from "./column-form-schema";

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
  const { form, handleSubmit, problem, attempt, sending } = useSchemaForm({
    schema: columnFormSchema,
    defaultValues: columnFormDefaults(initial),
  });
  // The server's refusal of a valid form, shown below the fields.
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await onSubmit(values);
      onDone();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : t("projectBoard.saveColumnFailed"));
    }
  });

  const problemOf = (field: "name" | "wipLimit") => (problem?.field === field ? problem.message : null);
  const formProblem = problem && problem.field !== "name" && problem.field !== "wipLimit" ? problem.message : refusal;

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
          maxLength={100}
          aria-invalid={problemOf("name") ? true : undefined}
          aria-describedby={problemOf("name") ? `${nameId}-problem` : undefined}
          {...form.register("name")}
        />
        <FieldMessage id={`${nameId}-problem`} message={problemOf("name")} attempt={attempt} />
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
          aria-invalid={problemOf("wipLimit") ? true : undefined}
          aria-describedby={problemOf("wipLimit") ? `${limitId}-problem` : undefined}
          {...form.register("wipLimit")}
        />
        <FieldMessage id={`${limitId}-problem`} message={problemOf("wipLimit")} attempt={attempt} />
      </div>
      <div className="flex items-center gap-2">
        <input id={doneId} type="checkbox" className="size-4 accent-primary" {...form.register("done")} />
        <Label htmlFor={doneId}>{t("columnDialog.doneColumn")}</Label>
      </div>
      <FieldMessage message={formProblem} attempt={attempt} />
      <DialogFooter>
        <Button type="submit" disabled={sending}>
          {t(sending ? "columnDialog.saving" : initial ? "columnDialog.saveColumn" : "columnDialog.addColumn")}
        </Button>
      </DialogFooter>
    </form>
  );
}
