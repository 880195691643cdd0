import { sql, type UpdateQueryBuilder, type UpdateResult } from "kysely";
import type { Executor } from "../db/database";
import type { DB } from "../db/schema";
import type { JobState } from "./jobs.tables";

/** A job a worker has just claimed: it is `running`, held by that worker until its lease runs out. */
export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  /** The number of this attempt (the claim counted it). */
  attempt: number;
  maxAttempts: number;
}

export interface JobRow {
  id: string;
  kind: string;
  payload: unknown;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lockedBy: string | null;
  lockedUntil: Date | null;
  lastError: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

/** Who holds a running job: every write after the claim names the worker and the attempt, so a worker whose lease
 * ran out (and whose job another worker took since) can no longer change it. */
export interface JobLease {
  id: string;
  workerId: string;
  attempt: number;
}

/** A kind a worker claims and how long it holds a job of that kind (JobType.leaseMs). */
export interface KindLease {
  kind: string;
  leaseMs: number;
}

/** The database's now() moved by `ms` (negative: in the past). */
const fromNow = (ms: number) => sql<Date>`now() + ${ms / 1000}::double precision * interval '1 second'`;

/**
 * The jobs engine's SQL. Times are the database's (`now()`), never a server's clock, so app servers whose clocks
 * disagree still agree on what is due. Every function takes the database or a transaction.
 */
export const jobsRepository = {
  async insert(
    db: Executor,
    values: { kind: string; payload: unknown; maxAttempts: number; delayMs?: number },
  ): Promise<string> {
    const row = await db
      .insertInto("jobs")
      .values({
        kind: values.kind,
        payload: JSON.stringify(values.payload),
        max_attempts: values.maxAttempts,
        ...(values.delayMs ? { run_at: fromNow(values.delayMs) } : {}),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async findById(db: Executor, id: string): Promise<JobRow | undefined> {
    return db
      .selectFrom("jobs")
      .select([
        "id",
        "kind",
        "payload",
        "state",
        "attempts",
        "max_attempts as maxAttempts",
        "run_at as runAt",
        "locked_by as lockedBy",
        "locked_until as lockedUntil",
        "last_error as lastError",
        "created_at as createdAt",
        "finished_at as finishedAt",
      ])
      .where("id", "=", id)
      .executeTakeFirst();
  },

  /**
   * Takes up to `limit` jobs of these kinds that are due — or running under a lease that ran out (their worker
   * died) and have attempts left — and marks them running for this worker, each under its own kind's lease.
   * `FOR UPDATE SKIP LOCKED`: workers claiming at the same moment each get other rows, and none waits for another.
   */
  async claim(
    db: Executor,
    options: { leases: readonly KindLease[]; workerId: string; limit: number },
  ): Promise<ClaimedJob[]> {
    if (options.leases.length === 0 || options.limit < 1) return [];
    const kinds = options.leases.map((lease) => lease.kind);
    const leaseSeconds = sql<number>`case ${sql.ref("kind")} ${sql.join(
      options.leases.map((lease) => sql`when ${lease.kind} then ${lease.leaseMs / 1000}::double precision`),
      sql` `,
    )} end`;
    const due = db
      .selectFrom("jobs")
      .select("id")
      .where("kind", "in", kinds)
      .where((eb) =>
        eb.or([
          eb.and([eb("state", "=", "queued"), eb("run_at", "<=", sql<Date>`now()`)]),
          eb.and([
            eb("state", "=", "running"),
            eb("locked_until", "<", sql<Date>`now()`),
            eb("attempts", "<", eb.ref("max_attempts")),
          ]),
        ]),
      )
      .orderBy("run_at")
      .limit(options.limit)
      .forUpdate()
      .skipLocked();
    const rows = await db
      .updateTable("jobs")
      .set({
        state: "running",
        attempts: sql<number>`attempts + 1`,
        locked_by: options.workerId,
        locked_until: sql<Date>`now() + ${leaseSeconds} * interval '1 second'`,
      })
      .where("id", "in", due)
      .returning(["id", "kind", "payload", "attempts as attempt", "max_attempts as maxAttempts"])
      .execute();
    return rows;
  },

  /** The run succeeded. False when the worker no longer held the job. */
  async markSucceeded(db: Executor, lease: JobLease): Promise<boolean> {
    const result = await held(db.updateTable("jobs"), lease)
      .set({ state: "succeeded", finished_at: sql<Date>`now()`, locked_by: null, locked_until: null, last_error: null })
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** The run failed: queued again after `retryInMs`, or kept as failed when that is null (no attempts left). */
  async markFailed(db: Executor, lease: JobLease, error: string, retryInMs: number | null): Promise<boolean> {
    const result = await held(db.updateTable("jobs"), lease)
      .set(
        retryInMs === null
          ? { state: "failed", finished_at: sql<Date>`now()`, locked_by: null, locked_until: null, last_error: error }
          : {
              state: "queued",
              run_at: fromNow(retryInMs),
              locked_by: null,
              locked_until: null,
              last_error: error,
            },
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Gives a claimed job back unrun (its server is stopping): due at once, the attempt not counted. */
  async release(db: Executor, lease: JobLease): Promise<boolean> {
    const result = await held(db.updateTable("jobs"), lease)
      .set({
        state: "queued",
        run_at: sql<Date>`now()`,
        attempts: sql<number>`attempts - 1`,
        locked_by: null,
        locked_until: null,
      })
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /**
   * Records the recurring kinds this server runs. A shorter period than the stored one takes effect at once;
   * the first server to record a kind makes it due immediately.
   */
  async upsertSchedules(
    db: Executor,
    schedules: { kind: string; everySeconds: number; maxAttempts: number }[],
  ): Promise<void> {
    if (schedules.length === 0) return;
    await db
      .insertInto("job_schedules")
      .values(schedules.map((s) => ({ kind: s.kind, every_seconds: s.everySeconds, max_attempts: s.maxAttempts })))
      .onConflict((oc) =>
        oc.column("kind").doUpdateSet({
          every_seconds: (eb) => eb.ref("excluded.every_seconds"),
          max_attempts: (eb) => eb.ref("excluded.max_attempts"),
          next_run_at: sql<Date>`least(job_schedules.next_run_at, now() + make_interval(secs => excluded.every_seconds))`,
        }),
      )
      .execute();
  },

  /**
   * Enqueues every recurring job of these kinds that is due and has none queued or running, and moves its next
   * run one period on — in one statement. Two servers doing this at once: the second's UPDATE waits for the
   * first's row lock, then finds the row no longer due, so each period enqueues one job.
   */
  async enqueueDueSchedules(db: Executor, kinds: string[]): Promise<number> {
    if (kinds.length === 0) return 0;
    const rows = await db
      .with("due", (qb) =>
        qb
          .updateTable("job_schedules")
          .set({ next_run_at: sql<Date>`now() + make_interval(secs => job_schedules.every_seconds)` })
          .where("job_schedules.kind", "in", kinds)
          .where("job_schedules.next_run_at", "<=", sql<Date>`now()`)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom("jobs")
                  .select("jobs.id")
                  .whereRef("jobs.kind", "=", "job_schedules.kind")
                  .where("jobs.state", "in", ["queued", "running"]),
              ),
            ),
          )
          .returning(["job_schedules.kind", "job_schedules.max_attempts"]),
      )
      .insertInto("jobs")
      .columns(["kind", "max_attempts"])
      .expression((eb) => eb.selectFrom("due").select(["due.kind", "due.max_attempts"]))
      .returning("id")
      .execute();
    return rows.length;
  },

  /**
   * The engine's own clean-up: succeeded jobs are deleted after `succeededForMs`, failed ones after `failedForMs`
   * (kept for inspection until then), and a running job whose lease ran out with no attempts left is kept as failed.
   */
  async cleanUp(db: Executor, options: { succeededForMs: number; failedForMs: number }): Promise<void> {
    await db
      .updateTable("jobs")
      .set({
        state: "failed",
        finished_at: sql<Date>`now()`,
        last_error: "its server stopped answering during the last attempt",
        locked_by: null,
        locked_until: null,
      })
      .where("state", "=", "running")
      .where("locked_until", "<", sql<Date>`now()`)
      .where("attempts", ">=", (eb) => eb.ref("max_attempts"))
      .execute();
    await db
      .deleteFrom("jobs")
      .where((eb) =>
        eb.or([
          eb.and([eb("state", "=", "succeeded"), eb("finished_at", "<", fromNow(-options.succeededForMs))]),
          eb.and([eb("state", "=", "failed"), eb("finished_at", "<", fromNow(-options.failedForMs))]),
        ]),
      )
      .execute();
  },
};

function held(query: UpdateQueryBuilder<DB, "jobs", "jobs", UpdateResult>, lease: JobLease) {
  return query
    .where("id", "=", lease.id)
    .where("state", "=", "running")
    .where("locked_by", "=", lease.workerId)
    .where("attempts", "=", lease.attempt);
}
