import { plainRoute } from "../../http/plain-route";
import { chatRequestSchema } from "./chat-request";

/**
 * The assistant's HTTP routes (plain routes: the answer is a stream, not JSON). The stream is never compressed
 * (http/compression.ts takes JSON only): a compressor would hold back server-sent events.
 */

const SSE_RESPONSE = {
  description: "The AI SDK UI message stream (server-sent events), as useChat reads it",
  content: { "text/event-stream": { schema: { type: "string" } } },
};
const CHAT_ID = { chatId: "The chat's id (useChat's `id`)" };

export const chatRoute = plainRoute({
  method: "post",
  path: "/ai/chat",
  // Any signed-in caller may ask; a change the assistant proposes is checked against the caller when confirmed.
  access: "member",
  body: chatRequestSchema,
  openapi: {
    operationId: "chat",
    summary: "Ask the assistant",
    description:
      "The useChat request: `{id, conversationId (= id), messages, trigger: submit-message | regenerate-message, messageId?}`. The server keeps the conversation (per user: chat ids are the user's own, and another user's id is simply one this user has not used yet); only the last user message is read from `messages`. A message's text is at most 10,000 characters (400 otherwise); a conversation stops at 500,000 characters stored (400: start a new chat). Changes to data are only proposed; they happen after the user's plain yes.",
    tag: "Assistant",
    responses: {
      "200": SSE_RESPONSE,
      "400": "Invalid request, a message too long, or a conversation at its maximum length",
      "503": "The server is shutting down",
    },
  },
  async handle({ services, caller, res, body }) {
    // A client that goes away stops the model: nobody is left to read the answer.
    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    // A confirmed change is the user's (the audit log names them, decision 110): the route runs as the caller.
    await services.chat.respond(caller, body, res, controller.signal);
  },
});

export const resumeChatStreamRoute = plainRoute({
  method: "get",
  path: "/ai/chat/{chatId}/stream",
  access: "member",
  openapi: {
    operationId: "resumeChatStream",
    summary: "Resume an answer still being generated",
    description:
      "Replays the answer from its start and follows it. 204 when nothing is being generated. Works across app servers when REDIS_URL is set.",
    tag: "Assistant",
    pathParameters: CHAT_ID,
    responses: {
      "200": SSE_RESPONSE,
      "204": { description: "Nothing to resume (also for an id the user has not used)" },
    },
  },
  async handle({ services, caller, res, params }) {
    if (!(await services.chat.resume(caller, String(params.chatId), res))) res.status(204).end();
  },
});

export const conversationRoute = plainRoute({
  method: "get",
  path: "/ai/chat/{chatId}",
  access: "member",
  openapi: {
    operationId: "getConversation",
    summary: "A stored conversation",
    tag: "Assistant",
    pathParameters: CHAT_ID,
    responses: {
      "200": {
        description: "The user's conversation (empty when the user has not used this id yet)",
        content: {
          "application/json": {
            schema: {
              type: "object",
              required: ["id", "title", "messages"],
              properties: {
                id: { type: "string" },
                title: { type: "string" },
                messages: { type: "array", items: { type: "object" } },
              },
            },
          },
        },
      },
    },
  },
  async handle({ services, caller, res, params }) {
    res.json(await services.chat.get(caller, String(params.chatId)));
  },
});

/** In the order they are mounted: the stream's path before the conversation's (both start `/ai/chat/{chatId}`). */
export const chatRoutes = [chatRoute, resumeChatStreamRoute, conversationRoute];
