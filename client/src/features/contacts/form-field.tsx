import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { translateMessage } from "@/i18n/screens";
import { cn } from "@/lib/utils";

interface FieldProps {
  id: string;
  label: string;
  /** Marks the label with * and the control with aria-required (the form checks it; no browser validation). */
  required?: boolean;
  /** A message under the control, announced with it. */
  error?: string;
  hint?: string;
  className?: string;
  children: (control: {
    id: string;
    "aria-required"?: true;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
  }) => ReactNode;
}

/** A label, its control and the control's hint or error, wired for screen readers. */
export function Field({ id, label, required, error, hint, className, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {children({
        id,
        "aria-required": required ? true : undefined,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {translateMessage(error)}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<FieldProps, "children"> & Omit<ComponentProps<"input">, "id" | "required">;

/** A text input in a Field; other props (react-hook-form's register(...)) go to the input. */
export function TextField({ id, label, required, error, hint, className, ...inputProps }: TextFieldProps) {
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint} className={className}>
      {(control) => <Input {...control} {...inputProps} />}
    </Field>
  );
}
