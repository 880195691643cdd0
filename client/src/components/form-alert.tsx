import { translateMessage } from "@/i18n/i18n";

/**
 * A form's one error message: the first unmet rule (spec §5), or the server's answer. `attempt` remounts the alert on
 * every submit, so a screen reader announces a repeated message again.
 */
export function FormAlert({ message, attempt = 0 }: { message: string | null | undefined; attempt?: number }) {
  if (!message) return null;
  return (
    <p
      key={attempt}
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
    >
      {translateMessage(message)}
    </p>
  );
}
