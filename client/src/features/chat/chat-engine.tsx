import { useChat } from "@ai-sdk/react";
import { useQueryClient } from "@tanstack/react-query";
import { APICallError, DefaultChatTransport, type UIMessage } from "ai";
import { useLayoutEffect, useState } from "react";
import { describeFailedResponse, UNEXPECTED_ERROR_MESSAGE } from "@/lib/api-error";
import { useTRPC } from "@/lib/trpc";
import { chatApiUrl } from "./chat-api";
import type { ChatEngineState } from "./chat-engine-state";

/**
 * The assistant's heavy half: the AI SDK's useChat with our transport. Its own chunk, loaded by ChatConversation
 * when the chat is first needed (focus, a click or typing in the panel, a message to send, a conversation to
 * resume, or the browser being idle), so the AI SDK is off the first screen's critical path. Renders nothing: it
 * hands the chat's state and calls to the conversation on screen, whose elements (and focus) stay as they are.
 */
export function ChatEngine({ chatId, initialMessages, resume, onState }: ChatEngineProps) {
  const [transport] = useState(createChatTransport);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { messages, sendMessage, regenerate, stop, status, error } = useChat({
    id: chatId,
    messages: initialMessages,
    transport,
    resume,
    // A confirmed command changes contacts or deals on the server: the screens showing them read them again.
    onFinish: ({ isAbort, isError }) => {
      if (isAbort || isError) return;
      void queryClient.invalidateQueries(trpc.deals.pathFilter());
      void queryClient.invalidateQueries(trpc.contacts.pathFilter());
    },
  });
  useLayoutEffect(() => {
    onState({ messages, status, error, sendMessage, regenerate, stop, describeError: chatErrorMessage });
  }, [messages, status, error, sendMessage, regenerate, stop, onState]);
  return null;
}

interface ChatEngineProps {
  chatId: string;
  initialMessages: UIMessage[];
  resume: boolean;
  onState: (state: ChatEngineState) => void;
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
