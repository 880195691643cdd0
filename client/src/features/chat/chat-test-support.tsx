import type { User } from "@kancl/shared";
import type { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { UIMessage } from "ai";
import { HttpResponse, http } from "msw";
import { SessionProvider } from "@/features/auth/session-provider";
import { signedInAs, testUser } from "@/test/auth-responses";
import { mockServer } from "@/test/mock-server";
import { TestProviders } from "@/test/render-with-providers";
import { ChatPanel } from "./chat-panel";

/** The chat endpoints as the panel requests them (jsdom's origin is http://localhost in client tests). */
export const CHAT_URL = "http://localhost/api/v1/ai/chat";
export const conversationUrl = (chatId: string) => `${CHAT_URL}/${chatId}`;
export const resumeUrl = (chatId: string) => `${CHAT_URL}/${chatId}/stream`;

/** One chunk of the AI SDK UI message stream (what the server's toUIMessageStream writes). */
export type StreamChunk = Record<string, unknown> & { type: string };

/** The server's SSE framing of the UI message stream: one `data:` line per chunk, then `[DONE]`. */
export function sseLine(chunk: StreamChunk | "[DONE]"): string {
  return `data: ${chunk === "[DONE]" ? chunk : JSON.stringify(chunk)}\n\n`;
}

/** A whole answer with one text part, as the chunks the server streams. */
export function answerChunks(text: string, messageId = "assistant-1"): StreamChunk[] {
  return [
    { type: "start", messageId },
    { type: "start-step" },
    { type: "text-start", id: "t" },
    { type: "text-delta", id: "t", delta: text },
    { type: "text-end", id: "t" },
    { type: "finish-step" },
    { type: "finish" },
  ];
}

/** UI_MESSAGE_STREAM_HEADERS of the `ai` package: what makes useChat read the body as a UI message stream. */
const STREAM_HEADERS = {
  "content-type": "text/event-stream",
  "cache-control": "no-cache",
  "x-vercel-ai-ui-message-stream": "v1",
};

/** A complete streamed answer. */
export function uiMessageStream(chunks: StreamChunk[]) {
  const body = [...chunks.map(sseLine), sseLine("[DONE]")].join("");
  return new HttpResponse(body, { headers: STREAM_HEADERS });
}

/** A streamed answer the test writes chunk by chunk, to look at the panel while the answer is coming. */
export function controlledStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: () => new HttpResponse(stream, { headers: STREAM_HEADERS }),
    push: (...chunks: StreamChunk[]) => {
      for (const chunk of chunks) controller.enqueue(encoder.encode(sseLine(chunk)));
    },
    end: () => {
      controller.enqueue(encoder.encode(sseLine("[DONE]")));
      controller.close();
    },
  };
}

export function textMessage(id: string, role: UIMessage["role"], text: string): UIMessage {
  return { id, role, parts: [{ type: "text", text }] };
}

/** What the panel sent: the JSON body of one POST /api/v1/ai/chat. */
export interface ChatRequestBody {
  id: string;
  conversationId: string;
  messages: UIMessage[];
  trigger: "submit-message" | "regenerate-message";
  messageId?: string;
}

type Answer = (body: ChatRequestBody) => Response | Promise<Response>;

/**
 * POST /api/v1/ai/chat answers with the given responses in turn (the last one for every further request).
 * Returns the bodies the panel sent, in order.
 */
export function chatAnswers(...answers: Answer[]): ChatRequestBody[] {
  const bodies: ChatRequestBody[] = [];
  mockServer.use(
    http.post(CHAT_URL, async ({ request }) => {
      const body = (await request.json()) as ChatRequestBody;
      bodies.push(body);
      const answer = answers[Math.min(bodies.length, answers.length) - 1];
      if (!answer) throw new Error("chatAnswers needs at least one answer");
      return answer(body);
    }),
  );
  return bodies;
}

/** The panel as the layout shows it: inside the app's providers and a real session of `user`. */
export function renderChatPanel(user: User = testUser, queryClient?: QueryClient) {
  mockServer.use(signedInAs(user));
  return render(
    <TestProviders queryClient={queryClient}>
      <SessionProvider>
        <ChatPanel />
      </SessionProvider>
    </TestProviders>,
  );
}
