import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { type DecidedTurn, decide, type TurnCall, turnCallOf } from "./turn";
import type { TurnJob, TurnWorkerMessage } from "./turn-worker";

/**
 * Where the local model decides its turns. The server's event loop serves every request, so it must never run the
 * model's reading itself: one slow message would stall every user (issue 20: a 100 kB message held it ~10 s). The
 * worker runner decides turns in worker threads, at most `timeLimitMs` each: a turn past it, or one whose request
 * was aborted, ends with its thread (the only way to stop a running pattern match), and a new thread takes its
 * place.
 */
export interface TurnRunner {
  decide(call: TurnCall, today: string, signal?: AbortSignal): Promise<DecidedTurn>;
  /** Stops every turn in progress and every thread (server shutdown); later calls fail. */
  close(): Promise<void>;
}

export class TurnTimeLimitError extends Error {
  constructor() {
    super("The assistant could not read this message in time: shorten it, or split it into simpler requests.");
    this.name = "TurnTimeLimitError";
  }
}

export class TurnRunnerClosedError extends Error {
  constructor() {
    super("The assistant is shutting down.");
    this.name = "TurnRunnerClosedError";
  }
}

export class TurnQueueFullError extends Error {
  constructor() {
    super("The assistant is busy: try again in a moment.");
    this.name = "TurnQueueFullError";
  }
}

export interface WorkerTurnRunnerOptions {
  /** Threads at most; by default 2 (1 on a one-core machine). A turn takes milliseconds: more rarely help. */
  workers?: number;
  /** How long one turn may take once a thread has it; 2 s by default (a 10,000-character message takes < 50 ms). */
  timeLimitMs?: number;
  /** Turns waiting for a thread at most; past it a turn fails at once. */
  maxQueue?: number;
  /**
   * How long an aborted turn may still finish before its thread is ended: most turns take a few milliseconds, and a
   * new thread takes ~0.2 s to start, so a client hanging up should not cost one. 100 ms by default.
   */
  abortGraceMs?: number;
}

interface Job {
  id: number;
  message: TurnJob;
  resolve(result: DecidedTurn): void;
  reject(error: unknown): void;
  signal?: AbortSignal;
  onAbort?: () => void;
  timer?: NodeJS.Timeout;
  thread?: Thread;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  job?: Job;
}

/** In the bundle (server/dist/index.js) the worker is dist/local-model-worker.js; from source, tsx runs the .ts. */
function workerEntry(): { url: URL; execArgv: string[] } {
  if (import.meta.url.endsWith(".ts"))
    return { url: new URL("./turn-worker.ts", import.meta.url), execArgv: ["--import", "tsx"] };
  return { url: new URL("./local-model-worker.js", import.meta.url), execArgv: [] };
}

export function createWorkerTurnRunner(options: WorkerTurnRunnerOptions = {}): TurnRunner {
  const size = Math.max(1, options.workers ?? Math.min(2, availableParallelism()));
  const timeLimitMs = options.timeLimitMs ?? 2_000;
  const maxQueue = options.maxQueue ?? 100;
  const abortGraceMs = options.abortGraceMs ?? 100;
  const threads: Thread[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): void {
    const { url, execArgv } = workerEntry();
    const thread: Thread = {
      worker: new Worker(url, { execArgv, resourceLimits: { maxOldGenerationSizeMb: 256 } }),
      ready: false,
    };
    threads.push(thread);
    // An idle thread never keeps the process alive; a thread with a turn does (see start/settle).
    thread.worker.unref();
    thread.worker.on("message", (message: TurnWorkerMessage) => {
      if (message.type === "ready") {
        thread.ready = true;
        pump();
        return;
      }
      const job = thread.job;
      if (!job || job.id !== message.id) return;
      settle(job);
      if (message.type === "done") job.resolve(message.result);
      else job.reject(new Error(message.message));
      pump();
    });
    const lost = (error: Error) => {
      if (!threads.includes(thread)) return;
      forget(thread);
      const job = thread.job;
      if (job) {
        settle(job);
        job.reject(error);
      }
      pump();
    };
    thread.worker.on("error", lost);
    thread.worker.on("exit", (code) => lost(new Error(`The assistant's worker stopped (exit code ${code}).`)));
  }

  function forget(thread: Thread): void {
    const at = threads.indexOf(thread);
    if (at >= 0) threads.splice(at, 1);
  }

  /** Ends a thread (and so the turn it runs); the next turn starts a new one. */
  function end(thread: Thread): Promise<unknown> {
    forget(thread);
    thread.job = undefined;
    return thread.worker.terminate().catch(() => undefined);
  }

  function start(thread: Thread, job: Job): void {
    thread.job = job;
    job.thread = thread;
    thread.worker.ref();
    job.timer = setTimeout(() => {
      settle(job);
      void end(thread);
      job.reject(new TurnTimeLimitError());
      pump();
    }, timeLimitMs);
    thread.worker.postMessage(job.message);
  }

  /** The job is over: its timer, its abort listener and its hold on the thread go. */
  function settle(job: Job): void {
    clearTimeout(job.timer);
    if (job.onAbort) job.signal?.removeEventListener("abort", job.onAbort);
    const thread = job.thread;
    if (thread?.job === job) {
      thread.job = undefined;
      thread.worker.unref();
    }
  }

  function pump(): void {
    for (;;) {
      const job = queue[0];
      if (!job || closed) return;
      const idle = threads.find((thread) => thread.ready && !thread.job);
      if (idle) {
        queue.shift();
        start(idle, job);
        continue;
      }
      const starting = threads.filter((thread) => !thread.ready).length;
      if (threads.length >= size || starting >= queue.length) return;
      spawn();
    }
  }

  return {
    decide(call, today, signal) {
      return new Promise<DecidedTurn>((resolve, reject) => {
        if (closed) return reject(new TurnRunnerClosedError());
        if (signal?.aborted) return reject(signal.reason);
        if (queue.length >= maxQueue) return reject(new TurnQueueFullError());
        const id = nextId++;
        const job: Job = { id, message: { id, call: turnCallOf(call), today }, resolve, reject, signal };
        job.onAbort = () => {
          const queued = queue.indexOf(job);
          if (queued >= 0) queue.splice(queued, 1);
          reject(signal?.reason);
          const running = job.thread?.job === job ? job.thread : undefined;
          if (!running) return;
          // Nobody waits for this turn any more: its answer is dropped, and unless it ends within the grace its
          // thread is ended too (the work stops, not only the waiting).
          job.resolve = () => {};
          job.reject = () => {};
          clearTimeout(job.timer);
          job.timer = setTimeout(() => {
            if (running.job !== job) return;
            settle(job);
            void end(running);
            pump();
          }, abortGraceMs);
        };
        signal?.addEventListener("abort", job.onAbort, { once: true });
        queue.push(job);
        pump();
      });
    },

    async close() {
      closed = true;
      const failure = new TurnRunnerClosedError();
      for (const job of queue.splice(0)) {
        settle(job);
        job.reject(failure);
      }
      await Promise.all(
        [...threads].map((thread) => {
          const job = thread.job;
          if (job) {
            settle(job);
            job.reject(failure);
          }
          return end(thread);
        }),
      );
    },
  };
}

/** Decides turns on the calling thread: for tests of what the model says, where threads only cost time. */
export function createInProcessTurnRunner(): TurnRunner {
  return {
    async decide(call, today, signal) {
      if (signal?.aborted) throw signal.reason;
      return decide(turnCallOf(call), today);
    },
    async close() {},
  };
}
