import { APICallError, type UIMessage } from "ai";
import { ApiError, describeFailedResponse, UNEXPECTED_ERROR_MESSAGE } from "@/lib/api-error";

/** The text parts of a message, in order; tool calls, steps and other parts are not shown (spec §2). */
export function textPartsOf(message: UIMessage): string[] {
  return message.parts.flatMap((part) => (part.type === "text" && part.text ? [part.text] : []));
}

export function hasText(message: UIMessage | undefined): boolean {
  return message ? textPartsOf(message).some((text) => text.trim() !== "") : false;
}

/**
 * The message after "Chyba: " (spec §8). A non-ok answer reaches us as the AI SDK's APICallError carrying the raw
 * body: it is read by the same rule as every other call (the JSON `error` field, else the text, else the status).
 * Everything else, e.g. "The response body is empty." or a network failure, keeps its own message.
 */
export function chatErrorMessage(error: Error): string {
  if (APICallError.isInstance(error) && error.statusCode !== undefined) {
    return describeFailedResponse(error.statusCode, error.responseBody ?? "").message;
  }
  return error.message || UNEXPECTED_ERROR_MESSAGE;
}

/** The chat id belongs to someone else (or to another organization): the panel starts a new conversation. */
export function isConversationNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
