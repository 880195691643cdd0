import type { UIMessage } from "ai";
import { apiErrorFromResponse } from "@/lib/api-error";

/** Spec §7: the assistant's endpoint; `…/{chatId}` reads a stored conversation, `…/{chatId}/stream` resumes one. */
export const CHAT_API_PATH = "/api/v1/ai/chat";

/** GET /api/v1/ai/chat/{chatId}: the stored conversation (no messages when the server does not know it yet). */
export interface StoredConversation {
  id: string;
  title: string;
  messages: UIMessage[];
}

export function chatApiUrl(path = ""): string {
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
