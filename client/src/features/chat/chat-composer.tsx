// The chat limits' own entry: the composer is on the first screen, and the package's index would bring zod there.
import { CHAT_MESSAGE_MAX_LENGTH } from "@kancl/shared/chat";
import { formatNumberIn } from "@kancl/shared/locale-format";
import { Square } from "lucide-react";
import { type FormEvent, type KeyboardEvent, type Ref, useId } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { currentLocale, useT } from "@/i18n/i18n";

/** Spec §9: the input is four rows high. */
export const CHAT_INPUT_ROWS = 4;

/** The counter appears from here on: most commands are a line, and a counter under every one would be noise. */
const COUNTER_FROM = Math.floor(CHAT_MESSAGE_MAX_LENGTH * 0.9);
const count = (n: number) => formatNumberIn(currentLocale(), n);

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
  const t = useT();
  const inputId = useId();
  const lengthId = useId();
  const text = value.trim();
  const blank = text === "";
  // The server's limit (shared): past it the text stays in the input, to be shortened, and is not sent.
  const tooLong = text.length > CHAT_MESSAGE_MAX_LENGTH;

  function send() {
    if (blank || busy || tooLong) return;
    onSend(text);
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
    <form aria-label={t("chatPanel.form")} className="space-y-2 border-t p-3" onSubmit={handleSubmit}>
      <Label htmlFor={inputId} className="sr-only">
        {t("chatPanel.inputLabel")}
      </Label>
      <Textarea
        id={inputId}
        ref={textareaRef}
        rows={CHAT_INPUT_ROWS}
        value={value}
        disabled={busy}
        placeholder={t("chatPanel.placeholder")}
        className="resize-none"
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong ? lengthId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      {text.length >= COUNTER_FROM ? (
        <div className={tooLong ? "space-y-1 text-xs text-destructive" : "text-xs text-muted-foreground"}>
          <p className="text-right tabular-nums">
            {count(text.length)} / {count(CHAT_MESSAGE_MAX_LENGTH)}
          </p>
          {tooLong ? (
            <p id={lengthId} role="alert">
              {t("chatPanel.tooLong", { max: count(CHAT_MESSAGE_MAX_LENGTH), length: count(text.length) })}.
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="flex justify-end gap-2">
        {busy ? (
          <Button variant="outline" size="sm" onClick={onStop}>
            <Square aria-hidden="true" />
            {t("chatPanel.stop")}
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={busy || blank || tooLong} aria-busy={busy}>
          {busy ? t("chatPanel.sending") : t("chatPanel.send")}
        </Button>
      </div>
    </form>
  );
}
