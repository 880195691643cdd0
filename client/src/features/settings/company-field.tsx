import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { translateMessage, useT } from "@/i18n/settings";
import { cn } from "@/lib/utils";
import type { CompanyFormValues, CompanyTextField } from "./company-form-schema";

interface CompanyFieldProps {
  form: UseFormReturn<CompanyFormValues, unknown, unknown>;
  name: CompanyTextField;
  hint?: ReactNode;
  multiline?: boolean;
  className?: string;
  inputProps?: React.ComponentProps<"input">;
  /** Shown, not editable: an owner's or an admin's field seen by a member (described by the form's note). */
  locked?: boolean;
}

/** The id of the note that says why some fields are read-only (company-form.tsx). */
export const LOCKED_NOTE_ID = "company-locked-note";

/** One input of the profile: its label, its hint, and the schema's message for it (announced). id: company-<name>. */
export function CompanyField({ form, name, hint, multiline, className, inputProps, locked }: CompanyFieldProps) {
  const t = useT();
  const id = `company-${name}`;
  const error = form.formState.errors[name]?.message;
  const describedBy =
    [hint ? `${id}-hint` : "", error ? `${id}-error` : "", locked ? LOCKED_NOTE_ID : ""].filter(Boolean).join(" ") ||
    undefined;
  const shared = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    readOnly: locked || undefined,
    className: locked ? "bg-muted text-muted-foreground" : undefined,
  };
  return (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={id}>{t(`companyScreen.fields.${name}`)}</Label>
      {multiline ? (
        <Textarea rows={3} {...shared} {...form.register(name)} />
      ) : (
        <Input
          autoComplete="off"
          {...inputProps}
          {...shared}
          className={cn(inputProps?.className, shared.className)}
          {...form.register(name)}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {translateMessage(error)}
        </p>
      ) : null}
    </div>
  );
}
