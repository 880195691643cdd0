import { Square } from "lucide-react";
import { type FormEvent, type KeyboardEvent, type Ref, useId } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/** Spec §9: the input is four rows high. */
export const CHAT_INPUT_ROWS = 4;

interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the text to send; only when it is not blank and nothing is in progress. */
  onSend: (text: string) => void;
  onStop: () => void;
  /** A request is in progress (submitted or streaming): the input is disabled and the button says so. */
  busy: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** True for the Enter that sends: no modifier (they add a newline) and not confirming an IME composition. */
function isSendKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  if (event.key !== "Enter" || event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return false;
  // React's synthetic event does not carry isComposing: the native event does.
  if (event.nativeEvent.isComposing) return false;
  // keyCode 229: the Enter some browsers (Safari) report just after the composition has ended.
  return event.keyCode !== 229;
}

/** The command input (spec §2, §5): Enter sends, Shift/Ctrl/Alt/Meta+Enter and composition do not. */
export function ChatComposer({ value, onChange, onSend, onStop, busy, textareaRef }: ChatComposerProps) {
  const inputId = useId();
  const blank = value.trim() === "";

  function send() {
    if (blank || busy) return;
    onSend(value.trim());
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!isSendKey(event)) return;
    event.preventDefault();
    send();
  }

  return (
    <form aria-label="Příkaz pro asistenta" className="space-y-2 border-t p-3" onSubmit={handleSubmit}>
      <Label htmlFor={inputId} className="sr-only">
        Zadej příkaz
      </Label>
      <Textarea
        id={inputId}
        ref={textareaRef}
        rows={CHAT_INPUT_ROWS}
        value={value}
        disabled={busy}
        placeholder="Zadej příkaz… (Enter odešle, Shift+Enter nový řádek)"
        className="resize-none"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <div className="flex justify-end gap-2">
        {busy ? (
          <Button variant="outline" size="sm" onClick={onStop}>
            <Square aria-hidden="true" />
            Zastavit
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={busy || blank} aria-busy={busy}>
          {busy ? "Odesílám..." : "Odeslat příkaz"}
        </Button>
      </div>
    </form>
  );
}
