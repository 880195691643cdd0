import { useQuery } from "@tanstack/react-query";
import { MessageSquarePlus, PanelRightClose, RotateCcw } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/features/auth/use-session";
import { useT } from "@/i18n/i18n";
import { ApiError, errorMessageOf } from "@/lib/api-error";
import { fetchConversation } from "./chat-api";
import { ChatConversation } from "./chat-conversation";
import { forgetChatId, newChatId, readStoredChatId, storeChatId } from "./chat-id-storage";
import { isConversationNotFound } from "./chat-messages";
import { ChatPanelBoundary } from "./chat-panel-boundary";

/** The chat on screen: `restore` when its id came from storage and the server may hold its messages. */
interface ChatRef {
  id: string;
  restore: boolean;
}

interface ChatPanelProps {
  /** Collapses the docked panel or closes the sheet (the layout's); without it the panel has no such button. */
  onHide?: () => void;
  hideLabel?: string;
}

/**
 * The assistant chat panel (spec §2), in the layout's right column. Loaded lazily by the layout: the AI SDK is not
 * part of the first page load. Shows nothing without a signed-in user (the protected layout never gets there).
 */
export function ChatPanel({ onHide, hideLabel }: ChatPanelProps = {}) {
  const t = useT();
  const { user } = useSession();
  if (!user) return null;
  return (
    <ChatPanelBoundary>
      <UserChat key={user.id} userId={user.id} onHide={onHide} hideLabel={hideLabel ?? t("shell.closeAssistant")} />
    </ChatPanelBoundary>
  );
}

function UserChat({ userId, onHide, hideLabel }: { userId: string } & ChatPanelProps) {
  const t = useT();
  const [chat, setChat] = useState<ChatRef>(() => {
    const stored = readStoredChatId(userId);
    return stored ? { id: stored, restore: true } : { id: newChatId(), restore: false };
  });

  // Remembered from the first message on: a chat nobody wrote in leaves nothing to restore (and nothing to fetch).
  const rememberChat = useCallback(() => storeChatId(userId, chat.id), [userId, chat.id]);
  const startNewChat = useCallback(() => {
    forgetChatId(userId);
    setChat({ id: newChatId(), restore: false });
  }, [userId]);

  return (
    <section aria-labelledby="chat-panel-heading" className="flex h-full min-h-0 flex-col">
      <header className="flex items-start justify-between gap-2 border-b p-3">
        <div className="min-w-0 space-y-1">
          <h2 id="chat-panel-heading" className="text-sm font-semibold">
            {t("chatPanel.title")}
          </h2>
          <p className="text-xs text-muted-foreground">{t("chatPanel.hint")}</p>
        </div>
        <div className="flex shrink-0 items-center">
          <Button variant="ghost" size="sm" onClick={startNewChat}>
            <MessageSquarePlus aria-hidden="true" />
            {t("chatPanel.newChat")}
          </Button>
          {onHide && (
            <Button variant="ghost" size="icon" aria-label={hideLabel} title={hideLabel} onClick={onHide}>
              <PanelRightClose aria-hidden="true" />
            </Button>
          )}
        </div>
      </header>
      {chat.restore ? (
        <RestoredChat key={chat.id} chatId={chat.id} onNotFound={startNewChat} onSend={rememberChat} />
      ) : (
        <ChatConversation key={chat.id} chatId={chat.id} initialMessages={[]} resume={false} onSend={rememberChat} />
      )}
    </section>
  );
}

/** A conversation from before the reload: its messages come from the server, then the chat goes on from there. */
interface RestoredChatProps {
  chatId: string;
  onNotFound: () => void;
  onSend: () => void;
}

function RestoredChat({ chatId, onNotFound, onSend }: RestoredChatProps) {
  const t = useT();
  const conversation = useQuery({
    queryKey: ["chat", "conversation", chatId],
    queryFn: ({ signal }) => fetchConversation(chatId, signal),
    // Read once to start the chat; from then on the chat itself holds the messages.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.status < 500),
  });
  const notFound = isConversationNotFound(conversation.error);

  // A 404 (a server from before chat ids were per user, for another user's id): start a new conversation.
  useEffect(() => {
    if (notFound) onNotFound();
  }, [notFound, onNotFound]);

  if (conversation.data) {
    return <ChatConversation chatId={chatId} initialMessages={conversation.data.messages} resume onSend={onSend} />;
  }
  if (conversation.isError && !notFound) {
    return (
      <div className="flex-1 p-3">
        <div role="alert" className="space-y-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          <p className="break-words text-destructive">
            {t("chatPanel.error", { message: errorMessageOf(conversation.error) })}
          </p>
          <Button variant="outline" size="sm" onClick={() => void conversation.refetch()}>
            <RotateCcw aria-hidden="true" />
            {t("chatPanel.retry")}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid flex-1 place-items-center">
      <Spinner label={t("chatPanel.loadingConversation")} />
    </div>
  );
}
