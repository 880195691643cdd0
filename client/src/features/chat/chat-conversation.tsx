import { useChat } from "@ai-sdk/react";
import { useQueryClient } from "@tanstack/react-query";
import type { UIMessage } from "ai";
import { RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useTRPC } from "@/lib/trpc";
import { createChatTransport } from "./chat-api";
import { ChatComposer } from "./chat-composer";
import { ChatExamples } from "./chat-examples";
import { ChatMessageList } from "./chat-message-list";
import { chatErrorMessage, hasText, textPartsOf } from "./chat-messages";

interface ChatConversationProps {
  chatId: string;
  /** The stored conversation, for a chat restored after a reload; [] for a new one. */
  initialMessages: UIMessage[];
  /** Reconnect on mount to an answer the server may still be generating (a restored chat only). */
  resume: boolean;
  /** Called whenever a message goes out. */
  onSend: () => void;
}

/** One conversation: the messages, the error with its retry, and the input. Keyed by chat id by its parent. */
export function ChatConversation({ chatId, initialMessages, resume, onSend }: ChatConversationProps) {
  const [transport] = useState(createChatTransport);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { messages, sendMessage, regenerate, stop, status, error } = useChat({
    id: chatId,
    messages: initialMessages,
    transport,
    resume,
    // A confirmed command changes contacts or deals on the server: the screens showing them read them again.
    onFinish: ({ isAbort, isError }) => {
      if (isAbort || isError) return;
      void queryClient.invalidateQueries(trpc.deals.pathFilter());
      void queryClient.invalidateQueries(trpc.contacts.pathFilter());
    },
  });
  const [draft, setDraft] = useState("");
  // A rejected call (e.g. retrying a message that is gone): the chat's own failures arrive in `error` instead.
  const [callError, setCallError] = useState<Error | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const busy = status === "submitted" || status === "streaming";
  const last = messages.at(-1);
  const thinking = status === "submitted" || (status === "streaming" && !(last?.role === "assistant" && hasText(last)));
  const shownError = callError ?? (status === "error" ? error : undefined);

  // The newest message stays in view (spec §2), without a jump for people who asked for less motion.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever the content below changes
  useEffect(() => {
    const list = scrollRef.current;
    if (!list || typeof list.scrollTo !== "function") return;
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    list.scrollTo({ top: list.scrollHeight, behavior: reduceMotion ? "auto" : "smooth" });
  }, [messages, thinking, shownError]);

  // The input is disabled while busy, which drops its focus: give it back when the answer is in.
  const refocus = useRef(false);
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    if (document.activeElement === document.body || document.activeElement === null) textareaRef.current?.focus();
  }, [busy]);

  function run(call: Promise<void>) {
    onSend();
    setCallError(null);
    refocus.current = true;
    call.catch((failure: unknown) => setCallError(failure instanceof Error ? failure : new Error(String(failure))));
  }

  function send(text: string) {
    setDraft("");
    run(sendMessage({ text }));
  }

  /**
   * 'Zkusit znovu'. After a partial or failed answer: regenerate it (the server drops the assistant message). When no
   * answer came at all, the question may never have reached the server: send it again in place (same message id).
   */
  function retry() {
    if (!last) return;
    if (last.role === "user") run(sendMessage({ text: textPartsOf(last).join("\n"), messageId: last.id }));
    else run(regenerate({ messageId: last.id }));
  }

  function pickExample(text: string) {
    setDraft(text);
    textareaRef.current?.focus();
  }

  return (
    <div data-chat-status={status} className="flex min-h-0 flex-1 flex-col">
      <div ref={scrollRef} className="min-h-0 flex-1 space-y-3 overflow-y-auto p-3">
        {messages.length === 0 ? <ChatExamples onPick={pickExample} /> : null}
        <ChatMessageList messages={messages} thinking={thinking} streaming={status === "streaming"} />
        {shownError ? (
          <div
            role="alert"
            className="space-y-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
          >
            <p className="break-words">Chyba: {chatErrorMessage(shownError)}</p>
            {last ? (
              <Button variant="outline" size="sm" onClick={retry}>
                <RotateCcw aria-hidden="true" />
                Zkusit znovu
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <ChatComposer
        value={draft}
        onChange={setDraft}
        onSend={send}
        onStop={() => void stop()}
        busy={busy}
        textareaRef={textareaRef}
      />
    </div>
  );
}
