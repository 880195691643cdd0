import { type ChatMessageMetadata, CONFIRMATION_REPLIES } from "@kancl/shared";
import type { UIMessage } from "ai";
import { LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useLanguage, useT } from "@/i18n/i18n";
import { cn } from "@/lib/utils";
import { textPartsOf } from "./chat-messages";

interface ChatMessageListProps {
  messages: UIMessage[];
  /** The assistant is working on an answer that has no text yet: 'Přemýšlím...'. */
  thinking: boolean;
  /** An answer is streaming: screen readers wait for it to be complete instead of reading every fragment. */
  streaming: boolean;
  /** Sends a reply (the Yes/No buttons of a proposal); absent or busy: no buttons. */
  onReply?: (text: string) => void;
  busy?: boolean;
}

/**
 * The conversation (spec §2): user bubbles on the right, assistant bubbles on the left, at most 80 % wide, text
 * parts only. A polite live region, so screen readers read new answers without interrupting the user.
 */
export function ChatMessageList({ messages, thinking, streaming, onReply, busy = false }: ChatMessageListProps) {
  const t = useT();
  const last = messages.at(-1);
  const awaitsConfirmation =
    last?.role === "assistant" && (last.metadata as ChatMessageMetadata | undefined)?.awaitsConfirmation === true;
  return (
    <div role="log" aria-live="polite" aria-busy={streaming} aria-label={t("chatPanel.log")} className="space-y-3">
      {messages.map((message) => (
        <ChatBubble key={message.id} message={message} />
      ))}
      {awaitsConfirmation && onReply && !busy ? <ConfirmationButtons onReply={onReply} /> : null}
      {thinking ? (
        <div className="flex justify-start">
          <p className="inline-flex items-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {t("chatPanel.thinking")}
          </p>
        </div>
      ) : null}
    </div>
  );
}

function ChatBubble({ message }: { message: UIMessage }) {
  const t = useT();
  const texts = textPartsOf(message);
  // System messages are not part of the conversation the user sees; a message of tool steps only has nothing to show.
  if (message.role === "system" || texts.length === 0) return null;
  const fromUser = message.role === "user";

  return (
    <div className={cn("flex", fromUser ? "justify-end" : "justify-start")}>
      <div
        data-role={message.role}
        className={cn(
          "max-w-[80%] space-y-2 rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap",
          fromUser ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
        )}
      >
        <span className="sr-only">{fromUser ? t("chatPanel.you") : t("chatPanel.assistant")}</span>
        {texts.map((text, index) => (
          // Parts have no ids; their order within a message never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={index}>{text}</p>
        ))}
      </div>
    </div>
  );
}

/**
 * Yes/No under an answer that proposes a change (issue 43 item 6): each sends the word a user would type, in the
 * language on screen, so the server's one rule (only a clear yes carries it out) decides as for a typed answer.
 */
function ConfirmationButtons({ onReply }: { onReply: (text: string) => void }) {
  const t = useT();
  const replies = CONFIRMATION_REPLIES[useLanguage()];
  return (
    <fieldset className="flex justify-start gap-2">
      <legend className="sr-only">{t("chatPanel.confirmation")}</legend>
      <Button size="sm" onClick={() => onReply(replies.yes)}>
        {t("chatPanel.yes")}
      </Button>
      <Button size="sm" variant="outline" onClick={() => onReply(replies.no)}>
        {t("chatPanel.no")}
      </Button>
    </fieldset>
  );
}
