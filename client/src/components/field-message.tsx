import { translateMessage } from "@/i18n/i18n";
import { cn } from "@/lib/utils";

/**
 * An inline message under a field. `attempt` remounts it on every submit, so a screen reader announces a repeated
 * message again; `id` is what the field's aria-describedby names.
 */
export function FieldMessage({
  id,
  message,
  attempt = 0,
  className,
}: {
  id?: string;
  message: string | null | undefined;
  attempt?: number;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p key={attempt} id={id} role="alert" className={cn("text-sm text-destructive", className)}>
      {translateMessage(message)}
    </p>
  );
}
