import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import type { FormProblem, InvoiceFieldPath } from "./invoice-form-model";

/** The id of the message element that describes a field. */
export const messageIdOf = (field: string) => `invoice-${field.replaceAll(".", "-")}-message`;

/** aria props of a field: invalid when the form's problem is about it, described by its message when shown. */
export function fieldAria(field: InvoiceFieldPath, problem: FormProblem | null, hasOwnMessage = false) {
  const invalid = problem?.field === field;
  return {
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid || hasOwnMessage ? messageIdOf(field) : undefined,
  };
}

/**
 * An inline message under a field (spec §5 texts). `attempt` remounts it on every submit, so a screen reader
 * announces a repeated message again.
 */
export function FieldMessage({
  field,
  message,
  attempt,
  className,
}: {
  field: InvoiceFieldPath;
  message: string | null;
  attempt: number;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p key={attempt} id={messageIdOf(field)} role="alert" className={cn("text-sm text-destructive", className)}>
      {message}
    </p>
  );
}

export function FieldBlock({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("space-y-2", className)}>{children}</div>;
}
