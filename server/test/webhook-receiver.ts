import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, exactly as it arrived (what the signature covers). */
  body: string;
  receivedAt: number;
}

export interface ReceiverAnswer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  /** Milliseconds to wait before answering. */
  delayMs?: number;
}

/**
 * A real HTTP server on loopback that receives webhooks (CONVENTIONS: the servers the product talks to are real
 * processes in tests). It answers with the next scripted answer, or the default one when the script is empty.
 */
export interface WebhookReceiver {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** Answers for the next requests, in order. */
  script: ReceiverAnswer[];
  defaultAnswer: ReceiverAnswer;
  close(): Promise<void>;
}

export async function startWebhookReceiver(defaultAnswer: ReceiverAnswer = { status: 200, body: "ok" }) {
  const receiver = { received: [], script: [], defaultAnswer } as unknown as WebhookReceiver;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      receiver.received.push({
        path: request.url ?? "/",
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        receivedAt: Date.now(),
      });
      const answer = receiver.script.shift() ?? receiver.defaultAnswer;
      const respond = () => {
        if (response.destroyed) return;
        response.writeHead(answer.status, { "content-type": "text/plain", ...answer.headers });
        response.end(answer.body ?? "");
      };
      if (answer.delayMs) setTimeout(respond, answer.delayMs);
      else respond();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  receiver.port = port;
  receiver.url = `http://127.0.0.1:${port}/hooks`;
  receiver.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return receiver;
}
