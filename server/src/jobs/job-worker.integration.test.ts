import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../test/test-database";
import { type DatabaseHandle, openDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { enqueueJob } from "./enqueue";
import { defineJob, handleJob, type JobContext, type JobHandler, LEASE_MARGIN_MS } from "./job-type";
import { createJobWorker, type JobWorker, type JobWorkerOptions } from "./job-worker";
import { jobsRepository } from "./jobs.repository";

// The jobs engine over the real database: PGlite by default, PostgreSQL with TEST_DATABASE_URL.
const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let database: TestDatabase;
const workers: JobWorker[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop({ graceMs: 0 })));
});
afterAll(() => database?.close());

function startWorker(handlers: JobHandler[], options: Partial<JobWorkerOptions> = {}): JobWorker {
  const worker = createJobWorker({ db: database.db, logger, handlers, pollIntervalMs: 50, ...options });
  workers.push(worker);
  worker.start();
  return worker;
}

async function waitFor<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting; last value: ${JSON.stringify(value)}`);
    await sleep(25);
  }
}

const jobState = (id: string, db = database.db) => jobsRepository.findById(db, id);

describe("a job", () => {
  it("runs once with its payload and is kept as succeeded", async () => {
    const echo = defineJob<{ text: string }>("test.echo");
    const seen: { payload: { text: string }; attempt: number }[] = [];
    startWorker([handleJob(echo, async (payload, { attempt }) => void seen.push({ payload, attempt }))]);

    const id = await enqueueJob(database.db, echo, { text: "ahoj" });
    const row = await waitFor(
      () => jobState(id),
      (job) => job?.state === "succeeded",
    );

    expect(seen).toEqual([{ payload: { text: "ahoj" }, attempt: 1 }]);
    expect(row).toMatchObject({ kind: "test.echo", attempts: 1, lastError: null, lockedBy: null });
    expect(row?.finishedAt).toBeInstanceOf(Date);
  });

  it("enqueued in a transaction exists only if the transaction commits", async () => {
    const mail = defineJob<{ to: string }>("test.transactional");
    const ran: string[] = [];
    startWorker([handleJob(mail, async ({ to }) => void ran.push(to))]);

    await database.db
      .transaction()
      .execute(async (trx) => {
        await enqueueJob(trx, mail, { to: "rolled-back" });
        throw new Error("the change it followed failed");
      })
      .catch(() => {});
    const committed = await database.db.transaction().execute((trx) => enqueueJob(trx, mail, { to: "committed" }));

    await waitFor(
      () => jobState(committed),
      (job) => job?.state === "succeeded",
    );
    await sleep(200); // several more polls: the rolled-back one never appears
    expect(ran).toEqual(["committed"]);
  });

  it("waits for its delay before it runs", async () => {
    const later = defineJob("test.delayed");
    let ranAt = 0;
    startWorker([
      handleJob(later, async () => {
        ranAt = Date.now();
      }),
    ]);
    const enqueuedAt = Date.now();
    const id = await enqueueJob(database.db, later, {}, { delayMs: 600 });
    await waitFor(
      () => jobState(id),
      (job) => job?.state === "succeeded",
    );
    expect(ranAt - enqueuedAt).toBeGreaterThanOrEqual(550);
  });
});

describe("retries", () => {
  it("retries a failing job with exponential backoff and keeps it as failed after its last attempt", async () => {
    const flaky = defineJob("test.always-fails", { maxAttempts: 3, backoff: { baseMs: 400, maxMs: 10_000 } });
    const runs: number[] = [];
    startWorker([
      handleJob(flaky, async () => {
        runs.push(Date.now());
        throw new Error(`provider down (run ${runs.length})`);
      }),
    ]);

    const id = await enqueueJob(database.db, flaky, {});
    const row = await waitFor(
      () => jobState(id),
      (job) => job?.state === "failed",
    );

    expect(runs).toHaveLength(3);
    // Equal jitter: the wait after failure n is between half and all of 400 ms · 2^(n−1).
    const [first, second, third] = runs as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(200 - 15);
    expect(third - second).toBeGreaterThanOrEqual(400 - 15);
    expect(row).toMatchObject({ attempts: 3, maxAttempts: 3, lastError: "Error: provider down (run 3)" });
    // Kept for inspection; nothing runs it again.
    await sleep(300);
    expect(runs).toHaveLength(3);
  });

  it("succeeds on a later attempt and forgets the earlier error", async () => {
    const once = defineJob("test.fails-once", { backoff: { baseMs: 50, maxMs: 50 } });
    let runs = 0;
    startWorker([
      handleJob(once, async () => {
        runs += 1;
        if (runs === 1) throw new Error("first try fails");
      }),
    ]);
    const id = await enqueueJob(database.db, once, {});
    const row = await waitFor(
      () => jobState(id),
      (job) => job?.state === "succeeded",
    );
    expect(row).toMatchObject({ attempts: 2, lastError: null });
  });

  it("aborts a run past its timeout and counts it as a failed attempt", async () => {
    const slow = defineJob("test.too-slow", { maxAttempts: 1, timeoutMs: 200 });
    let signal: AbortSignal | undefined;
    startWorker([
      handleJob(slow, async (_payload, context) => {
        signal = context.signal;
        await sleep(5_000, undefined, { signal: context.signal }).catch(() => {});
      }),
    ]);
    const id = await enqueueJob(database.db, slow, {});
    const row = await waitFor(
      () => jobState(id),
      (job) => job?.state === "failed",
    );
    expect(row?.lastError).toBe("Error: timed out after 200 ms");
    expect(signal?.aborted).toBe(true);
  });
});

describe("restarts", () => {
  it("a job enqueued before a restart runs after it, from what the database kept", async () => {
    // A real restart: the database itself is closed and opened again (PGlite from its directory on disk).
    const dataDir = onPostgres ? undefined : await mkdtemp(join(tmpdir(), "kancl-jobs-"));
    const open = async (): Promise<DatabaseHandle> =>
      dataDir ? openDatabase({ kind: "pglite", dataDir }) : openDatabase({ kind: "postgres", url: database.url ?? "" });
    const report = defineJob<{ n: number }>("test.survives-restart");
    const ranBy: string[] = [];
    const handler = (name: string) => handleJob(report, async () => void ranBy.push(name));
    try {
      const before = await open();
      await migrateToLatest(before.db);
      const first = createJobWorker({ db: before.db, logger, handlers: [handler("first")], pollIntervalMs: 50 });
      first.start();
      const id = await enqueueJob(before.db, report, { n: 1 }, { delayMs: 1_500 });
      await first.stop();
      await before.close();

      const after = await open();
      try {
        const second = createJobWorker({ db: after.db, logger, handlers: [handler("second")], pollIntervalMs: 50 });
        second.start();
        const row = await waitFor(
          () => jobState(id, after.db),
          (job) => job?.state === "succeeded",
        );
        await second.stop();
        expect(ranBy).toEqual(["second"]);
        expect(row).toMatchObject({ attempts: 1, payload: { n: 1 } });
      } finally {
        await after.close();
      }
    } finally {
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("stopping lets a short job finish and gives a long one back (aborted, its attempt not counted)", async () => {
    const quick = defineJob("test.quick");
    const long = defineJob("test.long");
    const events: string[] = [];
    let longSignal: AbortSignal | undefined;
    const worker = createJobWorker({
      db: database.db,
      logger,
      pollIntervalMs: 50,
      handlers: [
        handleJob(quick, async () => {
          await sleep(100);
          events.push("quick done");
        }),
        handleJob(long, async (_payload, context: JobContext) => {
          longSignal = context.signal;
          events.push("long started");
          await sleep(10_000, undefined, { signal: context.signal }).catch(() => {});
        }),
      ],
    });
    const quickId = await enqueueJob(database.db, quick, {});
    const longId = await enqueueJob(database.db, long, {});
    worker.start();
    await waitFor(
      () => Promise.all([jobState(quickId), jobState(longId)]),
      (rows) => rows.every((row) => row?.state === "running"),
    );

    const stoppedAt = Date.now();
    await worker.stop({ graceMs: 400 });
    expect(Date.now() - stoppedAt).toBeLessThan(2_000);
    expect(longSignal?.aborted).toBe(true);
    expect(await jobState(quickId)).toMatchObject({ state: "succeeded", attempts: 1 });
    expect(await jobState(longId)).toMatchObject({ state: "queued", attempts: 0, lockedBy: null });

    // The next server takes it at once.
    const next = startWorker([handleJob(long, async () => void events.push("long done elsewhere"))]);
    expect(next.id).not.toBe(worker.id);
    await waitFor(
      () => jobState(longId),
      (row) => row?.state === "succeeded",
    );
    expect(events).toEqual(["long started", "quick done", "long done elsewhere"]);
  });

  it("a job whose server died mid-run is taken again once its lease runs out", async () => {
    const orphan = defineJob("test.orphaned");
    const id = await enqueueJob(database.db, orphan, {});
    // A worker that claims the job and is never heard from again.
    const [claimed] = await jobsRepository.claim(database.db, {
      leases: [{ kind: orphan.kind, leaseMs: 300 }],
      workerId: "dead-server",
      limit: 1,
    });
    expect(claimed?.id).toBe(id);

    const attempts: number[] = [];
    startWorker([handleJob(orphan, async (_payload, { attempt }) => void attempts.push(attempt))]);
    await sleep(150);
    expect(attempts).toEqual([]); // still leased to the dead server
    const row = await waitFor(
      () => jobState(id),
      (job) => job?.state === "succeeded",
    );
    expect(attempts).toEqual([2]);
    expect(row?.attempts).toBe(2);
  });
  it("a job of a short kind whose server died is taken again after its own lease, not the longest kind's", async () => {
    // One server runs a quick kind and a slow one; both its runs hang when it dies (never finish, never give back).
    const quick = defineJob("test.lease-quick", { timeoutMs: 20_000 });
    const slow = defineJob("test.lease-slow", { timeoutMs: 10 * 60_000 });
    const hang = () => new Promise<void>(() => {});
    const dead = startWorker([handleJob(quick, hang), handleJob(slow, hang)]);
    const quickId = await enqueueJob(database.db, quick, {});
    const slowId = await enqueueJob(database.db, slow, {});
    await waitFor(
      async () => [await jobState(quickId), await jobState(slowId)],
      (rows) => rows.every((row) => row?.state === "running" && row.lockedBy === dead.id),
    );

    // Each is held for its own timeout plus the margin, measured on the database's clock.
    const leftMs = async (id: string) => {
      const { rows } = await sql<{ ms: number }>`
        select extract(epoch from locked_until - now()) * 1000 as ms from jobs where id = ${id}`.execute(database.db);
      return Number(rows[0]?.ms);
    };
    expect(quick.leaseMs).toBe(20_000 + LEASE_MARGIN_MS);
    const quickLeft = await leftMs(quickId);
    expect(quickLeft).toBeGreaterThan(quick.leaseMs - 10_000);
    expect(quickLeft).toBeLessThanOrEqual(quick.leaseMs);
    expect(await leftMs(slowId)).toBeGreaterThan(slow.leaseMs - 10_000);

    // The quick kind's lease passes (the rows' leases moved back by it rather than a wait of 50 s): another server
    // takes the quick job, while the slow one is still the dead server's.
    await sql`update jobs set locked_until = locked_until - ${quick.leaseMs / 1000} * interval '1 second'
      where id in (${quickId}, ${slowId})`.execute(database.db);
    const attempts: string[] = [];
    startWorker([
      handleJob(quick, async (_payload, { attempt }) => void attempts.push(`quick ${attempt}`)),
      handleJob(slow, async (_payload, { attempt }) => void attempts.push(`slow ${attempt}`)),
    ]);
    await waitFor(
      () => jobState(quickId),
      (row) => row?.state === "succeeded",
    );
    await sleep(200); // a few more polls of the live worker
    expect(attempts).toEqual(["quick 2"]);
    expect(await jobState(slowId)).toMatchObject({ state: "running", lockedBy: dead.id, attempts: 1 });
  });
});

describe("several workers over one table", () => {
  // On PostgreSQL each worker has its own pool, as two app servers would; on PGlite they share its one connection.
  async function secondHandle(): Promise<DatabaseHandle> {
    if (!onPostgres) return { ...database, close: async () => {} };
    return openDatabase({ kind: "postgres", url: database.url ?? "", poolSize: 5 });
  }

  it("never run one job twice, and both do work", async () => {
    const other = await secondHandle();
    try {
      const work = defineJob<{ n: number }>("test.many");
      const executions = new Map<string, number>();
      const byWorker = { a: 0, b: 0 };
      const handler = (name: "a" | "b") =>
        handleJob(work, async (_payload, { jobId }) => {
          executions.set(jobId, (executions.get(jobId) ?? 0) + 1);
          byWorker[name] += 1;
          await sleep(2);
        });
      const ids = await Promise.all(Array.from({ length: 200 }, (_, n) => enqueueJob(database.db, work, { n })));
      const options = { logger, pollIntervalMs: 20, concurrency: 4 };
      const a = createJobWorker({ ...options, db: database.db, handlers: [handler("a")] });
      const b = createJobWorker({ ...options, db: other.db, handlers: [handler("b")] });
      workers.push(a, b);
      a.start();
      b.start();

      await waitFor(
        () => [...executions.values()].length,
        (count) => count === ids.length,
        30_000,
      );
      await sleep(300); // any second run would show up now
      expect([...executions.values()].filter((count) => count !== 1)).toEqual([]);
      expect(new Set(executions.keys())).toEqual(new Set(ids));
      expect(byWorker.a).toBeGreaterThan(0);
      expect(byWorker.b).toBeGreaterThan(0);
      await Promise.all([a.stop(), b.stop()]);
      const rows = await Promise.all(ids.map((id) => jobState(id)));
      expect(rows.filter((row) => row?.state !== "succeeded" || row.attempts !== 1)).toEqual([]);
    } finally {
      await other.close();
    }
  }, 60_000);

  it("run a recurring job once per period, whichever notices first", async () => {
    const other = await secondHandle();
    try {
      const tick = defineJob("test.recurring");
      const runs: { at: number; by: string }[] = [];
      const handler = (by: string) =>
        handleJob(tick, async () => void runs.push({ at: Date.now(), by }), { everySeconds: 1 });
      const a = createJobWorker({ db: database.db, logger, handlers: [handler("a")], pollIntervalMs: 50 });
      const b = createJobWorker({ db: other.db, logger, handlers: [handler("b")], pollIntervalMs: 50 });
      workers.push(a, b);
      a.start();
      b.start();
      await sleep(4_500);
      await Promise.all([a.stop(), b.stop()]);

      // Due at once, then every second: 5 periods began in 4.5 s (fewer if polls came late), never two in one.
      const enqueued = await database.db
        .selectFrom("jobs")
        .select("created_at")
        .where("kind", "=", tick.kind)
        .orderBy("created_at")
        .execute();
      expect(runs.length).toBe(enqueued.length);
      expect(runs.length).toBeGreaterThanOrEqual(3);
      expect(runs.length).toBeLessThanOrEqual(5);
      // In the database's time each enqueue is at least one period after the one before.
      const gaps = enqueued
        .slice(1)
        .map((row, i) => row.created_at.getTime() - (enqueued[i]?.created_at.getTime() ?? 0));
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(999);
    } finally {
      await other.close();
    }
  }, 30_000);
});
