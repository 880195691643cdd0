import type { UIMessage } from "ai";
import { ApiError } from "@/lib/api-error";

/** The text parts of a message, in order; tool calls, steps and other parts are not shown (spec §2). */
export function textPartsOf(message: UIMessage): string[] {
  return message.parts.flatMap((part) => (part.type === "text" && part.text ? [part.text] : []));
}

export function hasText(message: UIMessage | undefined): boolean {
  return message ? textPartsOf(message).some((text) => text.trim() !== "") : false;
}

/** The chat id belongs to someone else (or to another organization): the panel starts a new conversation. */
export function isConversationNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
