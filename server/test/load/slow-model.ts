import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface SlowModel {
  /** AI_BASE_URL for AI_PROVIDER=openai-compatible. */
  readonly baseUrl: string;
  /** The answer's words, in order: what a complete stream's text deltas join to. */
  readonly words: readonly string[];
  close(): Promise<void>;
}

/**
 * An OpenAI-compatible chat-completions endpoint on loopback that streams its answer one word every `wordMs`:
 * the assistant's stream stays open for seconds, long enough to be resumed from another app server. (A stand-in
 * for the model provider, the one part of the chat outside our system; the app servers talk to it over real HTTP.)
 */
export async function startSlowModel(options: { wordMs: number; words: number }): Promise<SlowModel> {
  const words = Array.from({ length: options.words }, (_, index) => `slovo${index + 1}`);
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({
      id: "chatcmpl-scale",
      object: "chat.completion.chunk",
      created: 1_795_400_000,
      model: "slow",
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on("end", async () => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.write(chunk({ role: "assistant", content: "" }, null));
      for (const [index, word] of words.entries()) {
        await new Promise((resolve) => setTimeout(resolve, options.wordMs));
        if (response.destroyed) return;
        response.write(chunk({ content: index === 0 ? word : ` ${word}` }, null));
      }
      response.write(chunk({}, "stop"));
      response.end("data: [DONE]\n\n");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    words,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
