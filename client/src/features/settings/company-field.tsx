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
}

/** One input of the profile: its label, its hint, and the schema's message for it (announced). id: company-<name>. */
export function CompanyField({ form, name, hint, multiline, className, inputProps }: CompanyFieldProps) {
  const t = useT();
  const id = `company-${name}`;
  const error = form.formState.errors[name]?.message;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const shared = { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
  return (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={id}>{t(`companyScreen.fields.${name}`)}</Label>
      {multiline ? (
        <Textarea rows={3} {...shared} {...form.register(name)} />
      ) : (
        <Input autoComplete="off" {...inputProps} {...shared} {...form.register(name)} />
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
