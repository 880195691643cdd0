import type { UIMessage } from "ai";
import { LoaderCircle } from "lucide-react";
import { useT } from "@/i18n/i18n";
import { cn } from "@/lib/utils";
import { textPartsOf } from "./chat-messages";

interface ChatMessageListProps {
  messages: UIMessage[];
  /** The assistant is working on an answer that has no text yet: 'Přemýšlím...'. */
  thinking: boolean;
  /** An answer is streaming: screen readers wait for it to be complete instead of reading every fragment. */
  streaming: boolean;
}

/**
 * The conversation (spec §2): user bubbles on the right, assistant bubbles on the left, at most 80 % wide, text
 * parts only. A polite live region, so screen readers read new answers without interrupting the user.
 */
export function ChatMessageList({ messages, thinking, streaming }: ChatMessageListProps) {
  const t = useT();
  return (
    <div role="log" aria-live="polite" aria-busy={streaming} aria-label={t("chatPanel.log")} className="space-y-3">
      {messages.map((message) => (
        <ChatBubble key={message.id} message={message} />
      ))}
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
