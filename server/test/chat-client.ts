import { randomUUID } from "node:crypto";
import type { HttpClient } from "./http-client";

export interface ChatAnswer {
  status: number;
  /** The UI message stream chunks (parsed `data:` lines). */
  chunks: { type: string; [key: string]: unknown }[];
  /** The assistant's text, all text deltas joined. */
  text: string;
  error?: string;
}

export const userMessage = (text: string, id: string = randomUUID()) => ({
  id,
  role: "user" as const,
  parts: [{ type: "text" as const, text }],
});

/** Sends one useChat request and reads the whole SSE answer. */
export async function ask(
  http: HttpClient,
  chatId: string,
  text: string,
  extra: Record<string, unknown> = {},
): Promise<ChatAnswer> {
  const res = await http.post<string>("/api/v1/ai/chat", {
    id: chatId,
    conversationId: chatId,
    messages: [userMessage(text)],
    trigger: "submit-message",
    ...extra,
  });
  return parseAnswer(res.status, res.text);
}

export function parseAnswer(status: number, body: string): ChatAnswer {
  const chunks: ChatAnswer["chunks"] = [];
  for (const line of body.split("\n")) {
    if (!line.startsWith("data: ")) continue;
    const data = line.slice("data: ".length).trim();
    if (data === "[DONE]") continue;
    try {
      chunks.push(JSON.parse(data));
    } catch {
      // not JSON: ignore
    }
  }
  const text = chunks
    .filter((c) => c.type === "text-delta")
    .map((c) => String(c.delta))
    .join("");
  const errorChunk = chunks.find((c) => c.type === "error");
  let error: string | undefined = errorChunk ? String(errorChunk.errorText) : undefined;
  if (status >= 400) error = (JSON.parse(body) as { error: string }).error;
  return { status, chunks, text, error };
}
