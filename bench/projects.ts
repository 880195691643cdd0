import { type Board, businessDate } from "@kancl/shared";
import { generateNKeysBetween } from "fractional-indexing";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { openDatabase } from "../server/src/db/database";
import { migrateToLatest } from "../server/src/db/migrate";
import { hashPassword } from "../server/src/modules/auth/password";
import {
  boardShape,
  type Call,
  checkMoves,
  readWholeBoard,
  runMovers,
  seededRandom,
} from "../server/test/board-movers";
import { startBenchApp } from "./bench-app";
import { login, percentile, pinSelf } from "./lib";
import { ADMIN_URL, benchDatabaseUrl } from "./seed";

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const textOption = (name: string, fallback: string) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? String(argv[at + 1]) : fallback;
};
const REQUESTS = option("requests", 300);
const WARMUP = 30;
const MOVERS = option("movers", 20);
const MOVES_EACH = option("moves", 25);
const BIG_BOARD = 2_000;
const SHARED_BOARD = 200;
const DATABASE = textOption("database", "kancl_bench_projects");
const PASSWORD = "bench-password-1234";
/** Moves name the index alone (a scan of the column) instead of the neighbour the board names. */
const byIndex = argv.includes("--by-index");

const pinned = pinSelf(1);
const log = (message: string) => console.error(`[projects] ${message}`);

async function withAdmin(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(sql).finally(() => admin.end());
}

/** An organization with MOVERS users, a client, and two projects (2,000 and 200 tasks over the default columns). */
async function seed(db: pg.Pool, passwordHash: string) {
  const orgId = String(
    (await db.query("insert into organizations (name) values ('Bench projects') returning id")).rows[0].id,
  );
  await db.query(
    `insert into users (org_id, email, name, password_hash)
     select $1, 'bench-mover-' || i || '@example.cz', 'Mover ' || i, $2 from generate_series(0, ${MOVERS - 1}) as i`,
    [orgId, passwordHash],
  );
  const owner = String(
    (await db.query("select id from users where org_id = $1 order by email limit 1", [orgId])).rows[0].id,
  );
  const client = String(
    (
      await db.query(
        "insert into contacts (org_id, type, name, legal_name) values ($1, 'organization', 'Acme', 'Acme s.r.o.') returning id",
        [orgId],
      )
    ).rows[0].id,
  );
  const projects: string[] = [];
  for (const [name, tasks] of [
    ["Big board", BIG_BOARD],
    ["Shared board", SHARED_BOARD],
  ] as const) {
    const project = String(
      (
        await db.query(
          "insert into projects (org_id, name, status, client_contact_id, owner_id) values ($1, $2, 'active', $3, $4) returning id",
          [orgId, name, client, owner],
        )
      ).rows[0].id,
    );
    const columnRanks = generateNKeysBetween(null, null, 3);
    const columns: string[] = [];
    for (const [i, columnName] of ["To do", "In progress", "Done"].entries()) {
      const row = await db.query(
        "insert into project_columns (org_id, project_id, name, rank, done) values ($1, $2, $3, $4, $5) returning id",
        [orgId, project, columnName, columnRanks[i], i === 2],
      );
      columns.push(String(row.rows[0].id));
    }
    // A third of the tasks in each column, ranked as the product ranks them.
    for (const [i, column] of columns.entries()) {
      const count = Math.floor(tasks / 3) + (i < tasks % 3 ? 1 : 0);
      const ranks = generateNKeysBetween(null, null, count);
      await db.query(
        `insert into project_tasks (org_id, project_id, column_id, title, priority, rank)
         select $1, $2, $3, 'Card ' || n, 'medium', r from unnest($4::text[]) with ordinality as t(r, n)`,
        [orgId, project, column, ranks],
      );
    }
    projects.push(project);
  }
  return { orgId, projects };
}

async function main() {
  log(`seeding ${DATABASE}: ${MOVERS} people, a board of ${BIG_BOARD} tasks and one of ${SHARED_BOARD}`);
  await withAdmin(`drop database if exists ${DATABASE} with (force)`);
  await withAdmin(`create database ${DATABASE}`);
  const url = benchDatabaseUrl(DATABASE);
  const seedPool = new pg.Pool({ connectionString: url, max: 2 });
  let seeded: Awaited<ReturnType<typeof seed>>;
  try {
    await migrateToLatest(new Kysely({ dialect: new PostgresDialect({ pool: seedPool }) }));
    seeded = await seed(seedPool, await hashPassword(PASSWORD));
    await seedPool.query("vacuum analyze");
  } finally {
    await seedPool.end();
  }
  const [bigBoard, sharedBoard] = seeded.projects as [string, string];

  const database = await openDatabase({ kind: "postgres", url, poolSize: 10 });
  const { base, close } = await startBenchApp(database);
  let single: { p50: number; p95: number; referenceP50: number };
  let concurrent: Record<string, unknown>;
  try {
    const cookies = await Promise.all(
      Array.from({ length: MOVERS }, (_, i) => login(base, `bench-mover-${i}@example.cz`, PASSWORD)),
    );
    const callAs =
      (cookie: string): Call =>
      async (method, path, body) => {
        const res = await fetch(`${base}${path}`, {
          method,
          headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, body: await res.json() };
      };
    const calls = cookies.map(callAs);
    const [first] = calls as [Call];

    // 1. One person's moves on the big board: the round trip of POST …/move.
    const board = await readWholeBoard(first, bigBoard);
    // The mover's view of the board, every page of it (exact: nobody else moves on it), so each move names its
    // neighbour as the board does (afterTaskId, with the index as the fallback); --by-index sends the index alone
    // (a scan of the column).
    const view = new Map(board.columns.map((c) => [c.id, c.tasks.map((t) => t.id)]));
    const tasks = board.columns.flatMap((c) => c.tasks.map((t) => t.id));
    const columnIds = board.columns.map((c) => c.id);
    const random = seededRandom(19);
    const times: number[] = [];
    // The reference: the cheapest authenticated request (the board's version), timed between the moves, so a
    // busy machine shows in both figures.
    const reference: number[] = [];
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      const referenceStarted = performance.now();
      await first("GET", `/api/v1/projects/${bigBoard}/board-version`);
      if (i >= WARMUP) reference.push(performance.now() - referenceStarted);
      const task = tasks[Math.floor(random() * tasks.length)] as string;
      const columnId = columnIds[Math.floor(random() * columnIds.length)] as string;
      for (const ids of view.values()) {
        const at = ids.indexOf(task);
        if (at >= 0) ids.splice(at, 1);
      }
      const target = view.get(columnId) as string[];
      const index = Math.floor(random() * (target.length + 1));
      const started = performance.now();
      const res = await first("POST", `/api/v1/projects/${bigBoard}/tasks/${task}/move`, {
        columnId,
        ...(byIndex ? {} : { afterTaskId: target[index - 1] ?? null }),
        index,
      });
      if (res.status !== 200) throw new Error(`move: ${res.status} ${JSON.stringify(res.body)}`);
      if (i >= WARMUP) times.push(performance.now() - started);
      target.splice(index, 0, task);
    }
    single = {
      p50: Number(percentile(times, 50).toFixed(2)),
      p95: Number(percentile(times, 95).toFixed(2)),
      referenceP50: Number(percentile(reference, 50).toFixed(2)),
    };
    log(
      `one mover on ${BIG_BOARD} tasks (${byIndex ? "by index" : "by neighbour, as the board sends"}): p50 ${single.p50} ms, p95 ${single.p95} ms (${REQUESTS} moves); GET board-version p50 ${single.referenceP50} ms`,
    );

    // 2. Everyone at once on the shared board.
    // Every page of the board: a board answer holds each column's first 50 tasks (decision 171, amended), and a
    // check of the first pages alone counted every card moved below them as a lost move (issue 34 item 13).
    const before = await readWholeBoard(first, sharedBoard);
    const started = performance.now();
    const outcomes = await runMovers({ calls, projectId: sharedBoard, movesEach: MOVES_EACH, seed: 2026_11_26 });
    const seconds = (performance.now() - started) / 1000;
    const finals = await Promise.all(calls.map((call) => readWholeBoard(call, sharedBoard)));
    const [finalBoard] = finals as [Board];
    const problems = checkMoves(outcomes, finalBoard, before.version);
    const lostMoves = problems.filter((p) => /not where its last move|versions|final version/.test(p)).length;
    const moveTimes = outcomes.map((o) => o.ms);
    concurrent = {
      movers: MOVERS,
      moves: outcomes.length,
      seconds: Number(seconds.toFixed(2)),
      lostMoves,
      errors: outcomes.filter((o) => o.status !== 200).length,
      identicalBoards: new Set(finals.map(boardShape)).size === 1,
      tasksOnBoard: finalBoard.columns.reduce((sum, c) => sum + c.tasks.length, 0),
      p50: Number(percentile(moveTimes, 50).toFixed(2)),
      p95: Number(percentile(moveTimes, 95).toFixed(2)),
      problems: problems.slice(0, 5),
    };
    log(`${MOVERS} movers × ${MOVES_EACH}: ${JSON.stringify(concurrent)}`);
  } finally {
    await close();
    if (!argv.includes("--keep")) await withAdmin(`drop database if exists ${DATABASE} with (force)`);
  }
  console.log(
    JSON.stringify({
      bigBoardTasks: BIG_BOARD,
      sharedBoardTasks: SHARED_BOARD,
      requests: REQUESTS,
      pinned,
      move: { ...single, by: byIndex ? "index" : "neighbour" },
      concurrent,
      date: businessDate(),
    }),
  );
}

await main();
