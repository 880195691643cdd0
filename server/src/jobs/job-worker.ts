import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Executor } from "../db/database";
import type { Logger } from "../logger";
import { backoffDelayMs, defineJob, handleJob, type JobContext, type JobHandler, type JobPayload } from "./job-type";
import { type ClaimedJob, type JobLease, jobsRepository } from "./jobs.repository";

export interface JobWorkerOptions {
  db: Executor;
  logger: Logger;
  handlers: readonly JobHandler[];
  /** How often an idle worker looks for due jobs. Seconds, not milliseconds, outside tests: each look is a query. */
  pollIntervalMs?: number;
  /** Jobs this worker runs at once (they share the process with the requests). */
  concurrency?: number;
  /** How long finished jobs stay in the table: succeeded ones briefly, failed ones for inspection. */
  retention?: { succeededMs: number; failedMs: number };
  /** Names this worker in `jobs.locked_by`; unique per process by default. */
  workerId?: string;
}

export interface JobWorker {
  readonly id: string;
  /** Starts polling at once, then every poll interval (and again as soon as a slot frees while work is waiting). */
  start(): void;
  /** Looks for due jobs now rather than at the next interval. */
  wake(): void;
  /**
   * Stops claiming, waits up to `graceMs` for the running jobs, then aborts the rest and gives them back (queued
   * again, the attempt not counted) so another server runs them. Resolves when that is done.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

export const DEFAULT_POLL_INTERVAL_MS = 5_000;
export const DEFAULT_CONCURRENCY = 2;
export const DEFAULT_RETENTION = { succeededMs: 24 * 60 * 60 * 1000, failedMs: 30 * 24 * 60 * 60 * 1000 };
const MAX_ERROR_LENGTH = 2_000;

/** The engine's own housekeeping, run like any recurring job: drops finished jobs past their retention. */
export const jobsCleanUpJob = defineJob("jobs.clean-up", {
  maxAttempts: 3,
  backoff: { baseMs: 60_000, maxMs: 10 * 60_000 },
});
const CLEAN_UP_EVERY_SECONDS = 60 * 60;

interface Run {
  lease: JobLease;
  controller: AbortController;
  /** Given back by stop(): its outcome is no longer recorded. */
  released: boolean;
  done: Promise<void>;
}

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, logger } = options;
  const id = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const retention = options.retention ?? DEFAULT_RETENTION;

  const handlers = new Map<string, JobHandler>();
  const cleanUp = handleJob(
    jobsCleanUpJob,
    () =>
      jobsRepository.cleanUp(db, {
        succeededForMs: retention.succeededMs,
        failedForMs: retention.failedMs,
      }),
    { everySeconds: CLEAN_UP_EVERY_SECONDS },
  );
  for (const handler of [...options.handlers, cleanUp as JobHandler]) {
    if (handlers.has(handler.type.kind)) throw new Error(`Two handlers for the job kind "${handler.type.kind}"`);
    handlers.set(handler.type.kind, handler);
  }
  const schedules = [...handlers.values()].flatMap((h) =>
    h.everySeconds ? [{ kind: h.type.kind, everySeconds: h.everySeconds, maxAttempts: h.type.maxAttempts }] : [],
  );
  const recurringKinds = schedules.map((s) => s.kind);
  // Each kind is held for its own lease (its timeout plus a margin), not the longest one among the handlers.
  const leases = [...handlers.values()].map((h) => ({ kind: h.type.kind, leaseMs: h.type.leaseMs }));

  const running = new Map<string, Run>();
  let started = false;
  let stopping: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let pollAgain = false;
  let schedulesRecorded = false;
  /** The last claim filled every free slot: more may be waiting, so a freed slot looks again at once. */
  let backlog = false;

  function pollIn(ms: number) {
    if (stopping) return;
    clearTimeout(timer);
    timer = setTimeout(() => void poll(), ms);
    timer.unref();
  }

  async function poll(): Promise<void> {
    if (stopping || !started) return;
    if (polling) {
      pollAgain = true;
      return;
    }
    clearTimeout(timer);
    polling = (async () => {
      try {
        if (!schedulesRecorded) {
          await jobsRepository.upsertSchedules(db, schedules);
          schedulesRecorded = true;
        }
        await jobsRepository.enqueueDueSchedules(db, recurringKinds);
        const free = concurrency - running.size;
        if (free > 0) {
          const claimed = await jobsRepository.claim(db, { leases, workerId: id, limit: free });
          for (const job of claimed) begin(job);
          backlog = claimed.length === free;
        }
      } catch (error) {
        // The database away (a restart, a failover): the next interval tries again.
        logger.warn({ err: error }, "background jobs: could not look for due jobs");
      }
    })();
    await polling;
    polling = undefined;
    const again = pollAgain || (backlog && running.size < concurrency);
    pollAgain = false;
    pollIn(again ? 0 : pollIntervalMs);
  }

  function begin(job: ClaimedJob) {
    const run: Run = {
      lease: { id: job.id, workerId: id, attempt: job.attempt },
      controller: new AbortController(),
      released: false,
      done: Promise.resolve(),
    };
    running.set(job.id, run);
    run.done = execute(job, run).finally(() => {
      running.delete(job.id);
      if (backlog) void poll();
    });
  }

  async function execute(job: ClaimedJob, run: Run): Promise<void> {
    // Claimed only for the kinds of this map.
    const handler = handlers.get(job.kind) as JobHandler;
    const { type } = handler;
    const { signal } = run.controller;
    const log = logger.child({ job: { id: job.id, kind: job.kind, attempt: job.attempt } });
    const context: JobContext = {
      jobId: job.id,
      attempt: job.attempt,
      maxAttempts: job.maxAttempts,
      signal,
      logger: log,
    };
    const timeout = setTimeout(
      () => run.controller.abort(new Error(`timed out after ${type.timeoutMs} ms`)),
      type.timeoutMs,
    );
    timeout.unref();
    let failure: unknown;
    let succeeded = false;
    try {
      // A run that ignores its signal is not waited for past its timeout: the slot and the outcome move on.
      await new Promise<void>((resolve, reject) => {
        signal.addEventListener("abort", () => reject(signal.reason), { once: true });
        Promise.resolve()
          .then(() => handler.run(job.payload as JobPayload, context))
          .then(resolve, reject);
      });
      succeeded = true;
    } catch (error) {
      failure = error;
    } finally {
      clearTimeout(timeout);
    }
    if (run.released) return;

    try {
      if (succeeded) {
        await jobsRepository.markSucceeded(db, run.lease);
        log.debug("background job done");
        return;
      }
      const retryInMs = job.attempt < job.maxAttempts ? backoffDelayMs(type.backoff, job.attempt) : null;
      await jobsRepository.markFailed(db, run.lease, describe(failure), retryInMs);
      if (retryInMs === null) log.error({ err: failure }, "background job failed; no attempts left, kept as failed");
      else log.warn({ err: failure, retryInMs }, "background job failed; it will be retried");
    } catch (error) {
      // Its lease runs out and a worker takes it again (handlers are written to be run more than once).
      log.error({ err: error }, "background job: could not record the outcome");
    }
  }

  return {
    id,
    start() {
      if (started || stopping) return;
      started = true;
      pollIn(0);
    },
    wake() {
      if (started && !stopping) void poll();
    },
    stop({ graceMs = 5_000 } = {}) {
      stopping ??= (async () => {
        clearTimeout(timer);
        // A claim under way still starts its jobs; they are then waited for like the others.
        await polling;
        if (running.size > 0) {
          let graceTimer: NodeJS.Timeout | undefined;
          await Promise.race([
            Promise.allSettled([...running.values()].map((run) => run.done)),
            new Promise((resolve) => {
              graceTimer = setTimeout(resolve, graceMs);
            }),
          ]);
          clearTimeout(graceTimer);
        }
        await Promise.all(
          [...running.values()].map(async (run) => {
            run.released = true;
            run.controller.abort(new Error("the server is stopping"));
            await jobsRepository
              .release(db, run.lease)
              .catch((error: unknown) => logger.warn({ err: error }, "background jobs: could not give a job back"));
          }),
        );
      })();
      return stopping;
    },
  };
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}
