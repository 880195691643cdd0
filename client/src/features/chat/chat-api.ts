import { DefaultChatTransport, type UIMessage } from "ai";
import { apiErrorFromResponse } from "@/lib/api-error";

/** Spec §7: the assistant's endpoint; `…/{chatId}` reads a stored conversation, `…/{chatId}/stream` resumes one. */
export const CHAT_API_PATH = "/api/v1/ai/chat";

/** GET /api/v1/ai/chat/{chatId}: the stored conversation (no messages when the server does not know it yet). */
export interface StoredConversation {
  id: string;
  title: string;
  messages: UIMessage[];
}

function chatApiUrl(path = ""): string {
  return new URL(`${CHAT_API_PATH}${path}`, window.location.origin).href;
}

/** Reads a conversation to show after a reload; a failed answer becomes an ApiError (spec §8). */
export async function fetchConversation(chatId: string, signal?: AbortSignal): Promise<StoredConversation> {
  const response = await fetch(chatApiUrl(`/${encodeURIComponent(chatId)}`), {
    credentials: "include",
    headers: { Accept: "application/json" },
    signal,
  });
  if (!response.ok) throw await apiErrorFromResponse(response);
  return (await response.json()) as StoredConversation;
}

/**
 * useChat's HTTP transport (spec §7). The server keeps the conversation and reads only the newest message (plus
 * messageId for edits and regenerations), so only the last message travels: the body stays small however long
 * the chat grows (the server caps bodies at 1 MB). conversationId is the chat id, as the spec asks.
 */
export function createChatTransport(): DefaultChatTransport<UIMessage> {
  return new DefaultChatTransport<UIMessage>({
    api: chatApiUrl(),
    credentials: "include",
    prepareSendMessagesRequest: ({ id, messages, trigger, messageId, body }) => ({
      body: { ...body, id, conversationId: id, messages: messages.slice(-1), trigger, messageId },
    }),
  });
}
