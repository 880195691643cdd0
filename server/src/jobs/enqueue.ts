import type { Executor } from "../db/database";
import type { JobPayload, JobType } from "./job-type";
import { jobsRepository } from "./jobs.repository";

export interface EnqueueOptions {
  /** Run no sooner than this many milliseconds from now (the database's clock). */
  delayMs?: number;
}

/**
 * Adds a job; returns its id. Pass the caller's transaction to make the job part of the change it follows: both
 * commit, or neither does (no e-mail about an invoice that was rolled back, no invoice without its e-mail). A worker
 * on any app server picks it up within one poll interval of the commit.
 */
export function enqueueJob<P extends JobPayload>(
  db: Executor,
  type: JobType<P>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<string> {
  return jobsRepository.insert(db, {
    kind: type.kind,
    payload,
    maxAttempts: type.maxAttempts,
    delayMs: options.delayMs,
  });
}
