import type { Logger } from "../logger";

/** What a job carries: a JSON object, stored as jsonb. A job about one organization carries its orgId here. */
export type JobPayload = Record<string, unknown>;

export interface BackoffPolicy {
  /** The wait after the first failure; each further failure doubles it. */
  readonly baseMs: number;
  /** The longest wait between two attempts. */
  readonly maxMs: number;
}

/**
 * A kind of job: its name in the `jobs` table and how it is retried. Declared once (a module-level constant)
 * beside the feature it serves; callers enqueue it with `enqueueJob`, and the composition root binds a handler to it.
 */
export interface JobType<P extends JobPayload = JobPayload> {
  readonly kind: string;
  /** Attempts before the job is kept as failed, the first one included. */
  readonly maxAttempts: number;
  /** A run past this is aborted (its signal fires) and counts as a failed attempt. */
  readonly timeoutMs: number;
  /**
   * How long a claimed job of this kind stays its worker's: its timeout plus LEASE_MARGIN_MS. Past it (the worker's
   * server died) another worker takes it again, so a kind with a short timeout is retried soon (decision 040).
   */
  readonly leaseMs: number;
  readonly backoff: BackoffPolicy;
  /** Never set: it only carries the payload's type to `enqueueJob` and the handler. */
  readonly payloadType?: P;
}

export interface JobTypeOptions {
  maxAttempts?: number;
  timeoutMs?: number;
  backoff?: Partial<BackoffPolicy>;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 10_000, maxMs: 60 * 60 * 1000 };
/** A lease outlasts its kind's timeout by this much: the time a worker needs to record the outcome of a run it
 * aborted at the timeout, so a live worker's job is never taken from it. */
export const LEASE_MARGIN_MS = 30_000;

const KIND_PATTERN = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

export function defineJob<P extends JobPayload = Record<string, never>>(
  kind: string,
  options: JobTypeOptions = {},
): JobType<P> {
  if (!KIND_PATTERN.test(kind)) throw new Error(`Job kind "${kind}" must be lowercase words joined by "." or "-"`);
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error(`${kind}: maxAttempts must be at least 1`);
  if (!(timeoutMs > 0) || !(backoff.baseMs > 0) || backoff.maxMs < backoff.baseMs) {
    throw new Error(`${kind}: timeoutMs and backoff must be positive, and backoff.maxMs at least backoff.baseMs`);
  }
  return Object.freeze({
    kind,
    maxAttempts,
    timeoutMs,
    leaseMs: timeoutMs + LEASE_MARGIN_MS,
    backoff: Object.freeze(backoff),
  });
}

/**
 * The wait before the next attempt once attempt number `failedAttempt` (1-based) failed: exponential
 * (baseMs · 2^(failedAttempt−1), capped at maxMs) with "equal jitter": at least half of it, so retries of many jobs
 * that failed together (a provider's outage) spread out instead of returning in one burst.
 */
export function backoffDelayMs(backoff: BackoffPolicy, failedAttempt: number, random: () => number = Math.random) {
  const exponential = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(failedAttempt - 1, 30));
  return Math.round(exponential / 2 + (exponential / 2) * random());
}

export interface JobContext {
  jobId: string;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
  /** Fires when the run passes its type's timeout, or when the server stops before the run finished. */
  signal: AbortSignal;
  logger: Logger;
}

/** How a job kind is run: bound to its type in its area of the composition root (server/src/composition/, `services.jobHandlers`). */
export interface JobHandler<P extends JobPayload = JobPayload> {
  readonly type: JobType<P>;
  run(payload: P, context: JobContext): Promise<void>;
  /**
   * Recurring: the job is enqueued once every this many seconds, by whichever app server notices first (one per
   * period, whatever the number of servers), and never while the previous one is still queued or running.
   */
  readonly everySeconds?: number;
}

export function handleJob<P extends JobPayload>(
  type: JobType<P>,
  run: (payload: P, context: JobContext) => Promise<void>,
  options: { everySeconds?: number } = {},
): JobHandler<P> {
  if (options.everySeconds !== undefined && !(Number.isInteger(options.everySeconds) && options.everySeconds >= 1)) {
    throw new Error(`${type.kind}: everySeconds must be a whole number of seconds, at least 1`);
  }
  return { type, run, everySeconds: options.everySeconds };
}
