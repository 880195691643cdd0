import type { UIMessage } from "ai";
import { RotateCcw } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { translateMessage, useT } from "@/i18n/i18n";
import { UNEXPECTED_ERROR_MESSAGE } from "@/lib/api-error";
import { ChatComposer } from "./chat-composer";
import type { ChatEngineState } from "./chat-engine-state";
import { ChatExamples } from "./chat-examples";
import { ChatMessageList } from "./chat-message-list";
import { hasText, textPartsOf } from "./chat-messages";

/** useChat and the AI SDK (~50 KB gzip): loaded when the chat is first needed, see ChatEngine. */
const ChatEngine = lazy(async () => ({ default: (await import("./chat-engine")).ChatEngine }));

/** How long after the panel appeared the engine loads anyway (when the browser is next idle), unasked. */
const IDLE_LOAD_DELAY_MS = 5000;

interface ChatConversationProps {
  chatId: string;
  /** The stored conversation, for a chat restored after a reload; [] for a new one. */
  initialMessages: UIMessage[];
  /** Reconnect on mount to an answer the server may still be generating (a restored chat only). */
  resume: boolean;
  /** Called whenever a message goes out. */
  onSend: () => void;
}

/**
 * One conversation: the messages, the error with its retry, and the input. Keyed by chat id by its parent.
 * The panel is on screen at once; its engine (useChat) joins when first needed. A message sent before that waits
 * for it, shown as being sent.
 */
export function ChatConversation({ chatId, initialMessages, resume, onSend }: ChatConversationProps) {
  const t = useT();
  const [engine, setEngine] = useState<ChatEngineState | null>(null);
  const [engineWanted, setEngineWanted] = useState(resume);
  const [queued, setQueued] = useState(0);
  const waiting = useRef<((state: ChatEngineState) => void)[]>([]);
  const engineRef = useRef<ChatEngineState | null>(null);
  const onEngineState = useCallback((state: ChatEngineState) => {
    engineRef.current = state;
    setEngine(state);
    for (const resolve of waiting.current.splice(0)) resolve(state);
  }, []);
  const wantEngine = useCallback(() => setEngineWanted(true), []);
  const withEngine = useCallback((): Promise<ChatEngineState> => {
    if (engineRef.current) return Promise.resolve(engineRef.current);
    setEngineWanted(true);
    return new Promise((resolve) => waiting.current.push(resolve));
  }, []);
  // Needed soon: the pointer comes near, or the focus comes in (the input, an example, the keyboard).
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (engineWanted || !root) return undefined;
    const events = ["focusin", "pointerenter", "pointerdown"] as const;
    for (const event of events) root.addEventListener(event, wantEngine, { once: true, passive: true });
    const cancelIdle = whenIdleLater(wantEngine);
    return () => {
      for (const event of events) root.removeEventListener(event, wantEngine);
      cancelIdle();
    };
  }, [engineWanted, wantEngine]);

  const messages = engine?.messages ?? initialMessages;
  // A message waiting for the engine counts as sent.
  const engineStatus = engine?.status ?? "ready";
  const status = queued > 0 && engineStatus === "ready" ? "submitted" : engineStatus;
  const error = engine?.error;
  const describeError =
    engine?.describeError ?? ((failure: Error) => translateMessage(failure.message || UNEXPECTED_ERROR_MESSAGE));
  const sendMessage = (message: { text: string; messageId?: string }) => {
    if (engineRef.current) return engineRef.current.sendMessage(message);
    setQueued((count) => count + 1);
    return withEngine()
      .then((state) => state.sendMessage(message))
      .finally(() => setQueued((count) => count - 1));
  };
  const regenerate = (options: { messageId: string }) => withEngine().then((state) => state.regenerate(options));
  const stop = () => engine?.stop() ?? Promise.resolve();

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
    <div data-chat-status={status} className="flex min-h-0 flex-1 flex-col" ref={rootRef}>
      {engineWanted ? (
        <Suspense fallback={null}>
          <ChatEngine chatId={chatId} initialMessages={initialMessages} resume={resume} onState={onEngineState} />
        </Suspense>
      ) : null}
      <div ref={scrollRef} className="min-h-0 flex-1 space-y-3 overflow-y-auto p-3">
        {messages.length === 0 ? <ChatExamples onPick={pickExample} /> : null}
        <ChatMessageList
          messages={messages}
          thinking={thinking}
          streaming={status === "streaming"}
          onReply={(text) => run(sendMessage({ text }))}
          busy={busy}
        />
        {shownError ? (
          <div
            role="alert"
            className="space-y-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
          >
            <p className="break-words">{t("chatPanel.error", { message: describeError(shownError) })}</p>
            {last ? (
              <Button variant="outline" size="sm" onClick={retry}>
                <RotateCcw aria-hidden="true" />
                {t("chatPanel.retry")}
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

/** Calls `load` IDLE_LOAD_DELAY_MS from now, at the browser's next idle moment; returns the cancel. */
function whenIdleLater(load: () => void): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    idle =
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(load, { timeout: 2000 })
        : undefined;
    if (idle === undefined) load();
  }, IDLE_LOAD_DELAY_MS);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
