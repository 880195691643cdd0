import { parentPort } from "node:worker_threads";
import { decide, type TurnCall } from "./turn";

/**
 * The local model's reading, in a worker thread (turn-runner.ts starts it): the server's event loop never waits for
 * it, and a turn that takes too long is stopped by ending the thread. Bundled as dist/local-model-worker.js.
 */

export interface TurnJob {
  id: number;
  call: TurnCall;
  today: string;
}

export type TurnWorkerMessage =
  | { type: "ready" }
  | { type: "done"; id: number; result: ReturnType<typeof decide> }
  | { type: "failed"; id: number; message: string };

const port = parentPort;
if (port) {
  port.on("message", ({ id, call, today }: TurnJob) => {
    let answer: TurnWorkerMessage;
    try {
      answer = { type: "done", id, result: decide(call, today) };
    } catch (error) {
      answer = { type: "failed", id, message: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(answer);
  });
  port.postMessage({ type: "ready" } satisfies TurnWorkerMessage);
}
