import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FieldMessage } from "@/components/field-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * A start and a due date side by side (a project's, a task's); the form's problem with the due date (before the
 * start, not a real day) stands under it.
 */
export function DateRangeFields({
  start,
  due,
  startLabel,
  dueLabel,
  dueProblem,
  attempt,
}: {
  start: UseFormRegisterReturn;
  due: UseFormRegisterReturn;
  startLabel: string;
  dueLabel: string;
  dueProblem: string | null;
  attempt: number;
}) {
  const startId = useId();
  const dueId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor={startId}>{startLabel}</Label>
        <Input id={startId} type="date" {...start} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={dueId}>{dueLabel}</Label>
        <Input
          id={dueId}
          type="date"
          aria-invalid={dueProblem ? true : undefined}
          aria-describedby={dueProblem ? `${dueId}-problem` : undefined}
          {...due}
        />
        <FieldMessage id={`${dueId}-problem`} message={dueProblem} attempt={attempt} />
      </div>
    </div>
  );
}
