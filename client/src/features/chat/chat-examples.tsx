import { Button } from "@/components/ui/button";

/** Spec §2: the example commands shown while the conversation is empty. */
export const CHAT_EXAMPLES = [
  "Vytvoř nový projekt pro klienta Acme",
  "Najdi všechny otevřené faktury",
  "Shrň poslední e-maily od klienta Acme",
] as const;

/** The empty conversation: what the assistant can do, as commands to pick. Picking one fills the input only. */
export function ChatExamples({ onPick }: { onPick: (text: string) => void }) {
  return (
    <section aria-labelledby="chat-examples-heading" className="space-y-2">
      <h3 id="chat-examples-heading" className="text-xs font-medium text-muted-foreground">
        Zkus třeba:
      </h3>
      <ul className="space-y-2">
        {CHAT_EXAMPLES.map((example) => (
          <li key={example}>
            <Button
              variant="outline"
              size="sm"
              className="h-auto w-full justify-start py-2 text-left whitespace-normal"
              onClick={() => onPick(example)}
            >
              {example}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
