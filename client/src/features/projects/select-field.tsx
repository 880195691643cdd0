import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A labelled select of a project's or a task's form (owner, status, column, assignee, priority): the options in
 * order, an optional first one that stands for "none" (value "").
 */
export function SelectField({
  label,
  registration,
  options,
  empty,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly SelectOption[];
  /** The label of a first option with the value "" (the caller, no one …); absent: no such option. */
  empty?: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} {...registration}>
        {empty === undefined ? null : <option value="">{empty}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** People as options: id and name. */
export const peopleOptions = (people: readonly { id: string; name: string }[]): SelectOption[] =>
  people.map((person) => ({ value: person.id, label: person.name }));
