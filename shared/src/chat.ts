/**
 * The assistant's limits, shared by the chat panel (a counter, and no sending past the limit) and the server (400).
 *
 * One message: 10,000 characters (UTF-16 code units, what `String.length` and a textarea's counter count). A command
 * or a question is a sentence or two; 10,000 characters is about four pages of pasted text, more than any request
 * the assistant serves, while the work one message costs stays small (the local model reads it in milliseconds, a
 * hosted model gets under 3,000 tokens).
 *
 * One conversation: 500,000 characters as stored (JSON, tool results included): hundreds of ordinary exchanges, or
 * about 25 at the message limit. Every answer reloads, converts and saves the whole conversation, so its size is
 * what one request costs; past the limit the user starts a new chat.
 */
export const CHAT_MESSAGE_MAX_LENGTH = 10_000;
export const CHAT_CONVERSATION_MAX_LENGTH = 500_000;

const count = (n: number) => n.toLocaleString("en-US");

export const CHAT_MESSAGES = {
  /** Said by the panel under the input and by the server's 400 (after the field's name). */
  messageTooLong: (length: number) =>
    `A message can be at most ${count(CHAT_MESSAGE_MAX_LENGTH)} characters long (this one has ${count(length)})`,
  conversationTooLong: `This conversation has reached its maximum length (${count(CHAT_CONVERSATION_MAX_LENGTH)} characters): start a new chat`,
} as const;

/**
 * What the server says about an assistant message beside its text (the UI message stream's `message-metadata`):
 * `awaitsConfirmation` marks the answer that proposes a change and waits for a yes or a no, so the panel can offer
 * Yes/No buttons (issue 43 item 6). The buttons send the same words a user would type.
 */
export interface ChatMessageMetadata {
  awaitsConfirmation?: boolean;
}

/** The reply each button sends, in the language on screen: words the server reads as a clear yes or no. */
export const CONFIRMATION_REPLIES = {
  cs: { yes: "ano", no: "ne" },
  en: { yes: "yes", no: "no" },
} as const;
