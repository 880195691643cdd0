/**
 * Benchmark 18: the home page's queries on PostgreSQL (issue 25). The benchmark data of bench/seed.ts (10,000
 * contacts, 2,000 deals, 2,000 invoices in the organization signed in to) plus projects: 30 projects of 200 tasks
 * over 10 people, a tenth of them the signed-in user's, due dates from two months back to two months ahead (a third
 * without one). Times GET /api/v1/overview — every query of the home page, which it answers in one request — one
 * at a time over HTTP, and each of its queries alone, straight on the database. Prints one JSON line.
 *
 *   tsx bench/home.ts [--requests 200] [--keep]
 */
import { businessDate } from "@kancl/shared";
import { generateNKeysBetween } from "fractional-indexing";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { openDatabase } from "../server/src/db/database";
import type { DB } from "../server/src/db/schema";
import { overviewRepository } from "../server/src/modules/overview/overview.repository";
import { lastMonths, RECENT_LIMIT } from "../server/src/modules/overview/overview.service";
import { startBenchApp } from "./bench-app";
import { login, percentile, pinSelf } from "./lib";
import { ADMIN_URL, benchDatabaseUrl, seedPostgres } from "./seed";

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const REQUESTS = option("requests", 200);
const WARMUP = 30;
const DATABASE = "kancl_bench_home";
const PROJECTS = 30;
const TASKS_PER_PROJECT = 200;
const PEOPLE = 10;

const pinned = pinSelf(1);
const log = (message: string) => console.error(`[home] ${message}`);

/** Projects, columns and tasks for the organization, set-based; every tenth task is `userId`'s. */
async function seedProjects(db: pg.Pool, orgId: string, userId: string, passwordHash: string) {
  await db.query(
    `insert into users (org_id, email, name, password_hash)
     select $1, 'bench-home-' || i || '@example.cz', 'Kolega ' || i, $2 from generate_series(1, ${PEOPLE - 1}) as i`,
    [orgId, passwordHash],
  );
  const people = (await db.query("select id from users where org_id = $1 and id <> $2", [orgId, userId])).rows.map(
    (row) => String(row.id),
  );
  const client = String(
    (await db.query("select id from contacts where org_id = $1 and type = 'organization' limit 1", [orgId])).rows[0].id,
  );
  const columnRanks = generateNKeysBetween(null, null, 3);
  const today = businessDate();
  for (let p = 0; p < PROJECTS; p++) {
    const project = String(
      (
        await db.query(
          `insert into projects (org_id, name, status, client_contact_id, owner_id)
           values ($1, $2, $3, $4, $5) returning id`,
          [orgId, `Projekt ${p + 1}`, p % 10 === 9 ? "archived" : "active", client, userId],
        )
      ).rows[0].id,
    );
    const columns: string[] = [];
    for (const [i, name] of ["To do", "In progress", "Done"].entries()) {
      columns.push(
        String(
          (
            await db.query(
              "insert into project_columns (org_id, project_id, name, rank, done) values ($1, $2, $3, $4, $5) returning id",
              [orgId, project, name, columnRanks[i], i === 2],
            )
          ).rows[0].id,
        ),
      );
    }
    for (const [c, column] of columns.entries()) {
      const count = Math.floor(TASKS_PER_PROJECT / 3) + (c < TASKS_PER_PROJECT % 3 ? 1 : 0);
      await db.query(
        `insert into project_tasks (org_id, project_id, column_id, title, priority, rank, assignee_id, due_date)
         select $1, $2, $3, 'Úkol ' || n, 'medium', r,
           case when n % 10 = 0 then $5::uuid else ($6::uuid[])[1 + n % ${people.length}] end,
           case when n % 3 = 0 then null else $7::date + ((n * 37) % 121 - 60)::int end
         from unnest($4::text[]) with ordinality as t(r, n)`,
        [orgId, project, column, generateNKeysBetween(null, null, count), userId, people, today],
      );
    }
  }
}

async function main() {
  log(`seeding ${DATABASE}: the benchmark data and ${PROJECTS} projects × ${TASKS_PER_PROJECT} tasks`);
  const seeded = await seedPostgres(DATABASE);
  const [orgA] = seeded.large as [(typeof seeded.large)[number]];
  const url = benchDatabaseUrl(DATABASE);
  const seedPool = new pg.Pool({ connectionString: url, max: 2 });
  let userId: string;
  try {
    const user = await seedPool.query("select id, password_hash from users where email = $1", [orgA.email]);
    userId = String(user.rows[0].id);
    await seedProjects(seedPool, orgA.id, userId, String(user.rows[0].password_hash));
    await seedPool.query("vacuum analyze");
  } finally {
    await seedPool.end();
  }

  const database = await openDatabase({ kind: "postgres", url, poolSize: 10 });
  const { base, close } = await startBenchApp(database);
  const queryPool = new pg.Pool({ connectionString: url, max: 1 });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: queryPool }) });
  let result: Record<string, unknown>;
  try {
    const cookie = await login(base, orgA.email, seeded.password);
    // 1. The home page's request: every query of the page (they run side by side on the pool).
    const times: number[] = [];
    let figures: Record<string, unknown> = {};
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      const started = performance.now();
      const res = await fetch(`${base}/api/v1/overview`, { headers: { cookie } });
      const body = (await res.json()) as Record<string, { count?: number } & Record<string, unknown>>;
      if (res.status !== 200) throw new Error(`overview: ${res.status} ${JSON.stringify(body)}`);
      if (i >= WARMUP) times.push(performance.now() - started);
      if (i === 0) {
        const tasks = body.tasks as unknown as Record<string, { count: number }>;
        figures = {
          myTasks: tasks.mine?.count,
          myOverdue: tasks.mineOverdue?.count,
          overdue: tasks.overdue?.count,
        };
      }
    }
    // 2. Each query alone, on one connection: which one would need an index.
    const today = businessDate();
    const months = lastMonths(today);
    const queries: Record<string, () => Promise<unknown>> = {
      pipeline: () => overviewRepository.pipeline(db, orgA.id),
      draftCount: () => overviewRepository.draftCount(db, orgA.id),
      unpaid: () => overviewRepository.unpaid(db, orgA.id, today),
      revenue: () => overviewRepository.revenue(db, orgA.id, `${months[0]}-01`),
      recent: () => overviewRepository.recent(db, orgA.id, RECENT_LIMIT),
      taskCounts: () => overviewRepository.taskCounts(db, orgA.id, userId, today),
      nextTasks: () => overviewRepository.nextTasks(db, orgA.id, userId, 5),
    };
    const perQuery: Record<string, { p50: number; p95: number }> = {};
    for (const [name, run] of Object.entries(queries)) {
      const samples: number[] = [];
      for (let i = 0; i < WARMUP + REQUESTS; i++) {
        const started = performance.now();
        await run();
        if (i >= WARMUP) samples.push(performance.now() - started);
      }
      perQuery[name] = {
        p50: Number(percentile(samples, 50).toFixed(2)),
        p95: Number(percentile(samples, 95).toFixed(2)),
      };
    }
    result = {
      requests: REQUESTS,
      p50: Number(percentile(times, 50).toFixed(2)),
      p95: Number(percentile(times, 95).toFixed(2)),
      perQuery,
      figures,
      data: { projects: PROJECTS, tasks: PROJECTS * TASKS_PER_PROJECT, people: PEOPLE },
    };
    log(JSON.stringify(result));
  } finally {
    await db.destroy();
    await close();
    if (!argv.includes("--keep")) {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${DATABASE} with (force)`).finally(() => admin.end());
    }
  }
  console.log(
    JSON.stringify({
      ...result,
      pinned,
      loadAverage: (await import("node:os")).loadavg().map((l) => Number(l.toFixed(1))),
      date: businessDate(),
    }),
  );
}

await main();
