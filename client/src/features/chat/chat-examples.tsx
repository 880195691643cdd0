import { useT } from "@/i18n/i18n";

/** Spec §2: the example commands shown while the conversation is empty. */
export const CHAT_EXAMPLES = [
  "Vytvoř nový projekt pro klienta Acme",
  "Najdi všechny otevřené faktury",
  "Shrň poslední e-maily od klienta Acme",
] as const;

/** The empty conversation: what the assistant can do, as commands to pick. Picking one fills the input only. */
export function ChatExamples({ onPick }: { onPick: (text: string) => void }) {
  const t = useT();
  return (
    <section aria-labelledby="chat-examples-heading" className="space-y-2">
      <h3 id="chat-examples-heading" className="text-xs font-medium text-muted-foreground">
        {t("chatPanel.examples")}
      </h3>
      <ul className="space-y-2">
        {CHAT_EXAMPLES.map((example) => (
          <li key={example}>
            {/* The outline button's look, but full width, left-aligned and wrapping: the examples are sentences. */}
            <button
              type="button"
              className="w-full rounded-md border border-input bg-background px-3 py-2 text-left text-xs font-medium transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
              onClick={() => onPick(example)}
            >
              {example}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
