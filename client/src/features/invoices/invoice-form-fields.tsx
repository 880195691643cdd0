import type { ReactNode } from "react";
import { FieldMessage as InlineMessage } from "@/components/field-message";
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

/** An inline message under an invoice field (spec §5 texts), described by its field's aria props. */
export function FieldMessage({
  field,
  ...rest
}: {
  field: InvoiceFieldPath;
  message: string | null;
  attempt: number;
  className?: string;
}) {
  return <InlineMessage id={messageIdOf(field)} {...rest} />;
}

export function FieldBlock({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("space-y-2", className)}>{children}</div>;
}
