/**
 * Which conversation the panel shows, per signed-in user: a reload keeps the conversation, and two people sharing a
 * browser never see each other's chat (the server keeps each user's conversations apart anyway: to another user the
 * same id is an empty, new conversation).
 */
export function chatIdStorageKey(userId: string): string {
  return `kancl-chat-id:${userId}`;
}

/** The user's current chat id, or null when there is none (or storage is unavailable, e.g. blocked cookies). */
export function readStoredChatId(userId: string): string | null {
  try {
    return window.localStorage.getItem(chatIdStorageKey(userId)) || null;
  } catch {
    return null;
  }
}

export function storeChatId(userId: string, chatId: string): void {
  try {
    window.localStorage.setItem(chatIdStorageKey(userId), chatId);
  } catch {
    // Without storage the conversation lasts until the next reload; the chat itself still works.
  }
}

/** Forgets the user's chat: the next visit starts a new one. */
export function forgetChatId(userId: string): void {
  try {
    window.localStorage.removeItem(chatIdStorageKey(userId));
  } catch {
    // Nothing stored, then.
  }
}

/** A new conversation id; the server creates the conversation with the first message sent under it. */
export function newChatId(): string {
  return crypto.randomUUID();
}
