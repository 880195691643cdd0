import { useState } from "react";
import { MessageDialog } from "@/components/ui/message-dialog";
import { translateMessage } from "@/i18n/i18n";
import type { FormProblem } from "@/lib/schema-form";

interface FormProblemDialogProps<TField extends string> {
  /** The failed submit's problem (useSchemaForm's `problem`). */
  problem: FormProblem<TField> | null;
  /** useSchemaForm's `attempt`: every failed submit opens the dialog again, even with the same message. */
  attempt: number;
  /** Gives the field at fault the focus once the dialog is closed (react-hook-form's setFocus). */
  focus: (field: TField) => void;
}

/** A form's validation message as an alert dialog (spec §5 for contacts and deals); OK returns to the field. */
export function FormProblemDialog<TField extends string>({ problem, attempt, focus }: FormProblemDialogProps<TField>) {
  const [closedAttempt, setClosedAttempt] = useState<number | null>(null);
  const open = problem !== null && closedAttempt !== attempt;
  return (
    <MessageDialog
      message={open ? translateMessage(problem.message) : null}
      onClose={() => setClosedAttempt(attempt)}
      onCloseFocus={() => problem && focus(problem.field)}
    />
  );
}
