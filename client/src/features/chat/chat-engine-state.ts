import type { ChatStatus, UIMessage } from "ai";

/** What ChatEngine (the lazily loaded useChat) hands to the conversation on screen. */
export interface ChatEngineState {
  messages: UIMessage[];
  status: ChatStatus;
  error: Error | undefined;
  sendMessage: (message: { text: string; messageId?: string }) => Promise<void>;
  regenerate: (options: { messageId: string }) => Promise<void>;
  stop: () => Promise<void>;
  /** The text after "Chyba: " for an error of the chat (spec §8). */
  describeError: (error: Error) => string;
}
