import { setPriority } from "node:os";
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

/**
 * How much this thread gives way to the event loop's when both want the CPU (nice 10: about a tenth of its share).
 * On Linux a nice value belongs to the thread that sets it, so the server's own thread keeps its priority.
 */
const NICE = 10;

const port = parentPort;
if (port) {
  if (process.platform === "linux") {
    try {
      setPriority(NICE);
    } catch {
      // Not allowed here: the thread keeps the default priority.
    }
  }
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
