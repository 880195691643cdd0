import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { chatModelFromSettings } from "../src/modules/chat/chat-model";

// The real OpenAI provider (AI_PROVIDER=openai) over HTTP, with OpenAI's chat-completions API faked by msw: the only
// part of the chat tests outside our system. Requests to the app itself pass through.
export const OPENAI_URL = "https://api.openai.com/v1/chat/completions";

/** What the tests read of the requests our server sends to OpenAI. */
export interface ChatCompletionRequest {
  model: string;
  stream: boolean;
  messages: { role: string; content?: unknown; tool_calls?: unknown[] }[];
  tools?: { function: { name: string } }[];
}

/** An OpenAI chat-completions stream (SSE) of the given chunks' deltas, ending as the real API does. */
export function completionStream(deltas: Record<string, unknown>[], finishReason: "stop" | "tool_calls") {
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({
      id: "chatcmpl-test",
      object: "chat.completion.chunk",
      created: 1_795_400_000,
      model: "gpt-4o-mini",
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  const body = [
    chunk({ role: "assistant", content: "" }, null),
    ...deltas.map((delta) => chunk(delta, null)),
    chunk({}, finishReason),
    "data: [DONE]\n\n",
  ].join("");
  return new HttpResponse(body, { headers: { "content-type": "text/event-stream" } });
}

/** One streamed tool call, as the model asks for it. */
export function toolCallStream(toolName: string, args: Record<string, unknown>) {
  return completionStream(
    [
      {
        tool_calls: [
          { index: 0, id: "call_1", type: "function", function: { name: toolName, arguments: JSON.stringify(args) } },
        ],
      },
    ],
    "tool_calls",
  );
}

/**
 * The fake provider for one test file: `listen()` in beforeAll, `reset()` in afterEach, `close()` in afterAll;
 * `requests` holds what our server sent since the last reset, and `model` is the app's chat model pointed at it.
 */
export function fakeOpenAi() {
  const server = setupServer();
  const requests: ChatCompletionRequest[] = [];
  return {
    requests,
    model: chatModelFromSettings({
      AI_PROVIDER: "openai",
      AI_MODEL: "gpt-4o-mini",
      AI_API_KEY: "sk-test-not-a-real-key",
      AI_BASE_URL: undefined,
    }),
    listen: () => server.listen({ onUnhandledFrame: "bypass" }),
    close: () => server.close(),
    reset() {
      server.resetHandlers();
      requests.length = 0;
    },
    /** Answers each request with the next response the script makes of it (the last one repeats). */
    script(...responses: ((request: ChatCompletionRequest) => Response | Promise<Response>)[]) {
      server.use(
        http.post(OPENAI_URL, async ({ request }) => {
          const body = (await request.json()) as ChatCompletionRequest;
          requests.push(body);
          const respond = responses[Math.min(requests.length, responses.length) - 1];
          if (!respond) throw new Error("fakeOpenAi.script needs at least one response");
          return respond(body);
        }),
      );
    },
    /** Any handler of one's own (errors, delays). */
    use: (...handlers: Parameters<typeof server.use>) => server.use(...handlers),
  };
}
