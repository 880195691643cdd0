/**
 * Benchmark 20, in its own process: the first render of a project board with 2,000 tasks (issue 26), as main-thread
 * work in Chromium at 4× CPU slowdown (DevTools' CPU throttling, as Lighthouse's mobile preset uses). The product's
 * production build runs over a fresh PostgreSQL database `kancl_bench_board`; projects and tasks are made through
 * the REST API, as an integrator would.
 *
 * What is measured: from the click on a project in the list (a client-side navigation; the board's code already
 * loaded by a warm-up visit of another board) until the board is on screen and the main thread idle — the
 * `TaskDuration` the DevTools Performance domain reports, so network waiting is not counted but the JSON parse, React's
 * render, layout and paint are. Each run opens a board that is not in the page's cache yet.
 *
 *   node --import tsx bench/board-render.ts [--runs 5] [--tasks 2000] [--port 4120] [--keep] [--profile FILE]
 *
 * Prints one JSON line; --keep leaves the database; --profile writes a CPU profile of the timed runs (open it in
 * Chrome's DevTools) and prints the functions with the most self time.
 */
import { writeFileSync } from "node:fs";
import os from "node:os";
import pg from "pg";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../scripts/find-chromium.mjs";
import { median, startNode, waitForHttp } from "./lib";
import { ADMIN_URL, benchDatabaseUrl } from "./seed";

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const RUNS = option("runs", 5);
const TASKS = option("tasks", 2000);
const PORT = option("port", 4120);
const CPU_SLOWDOWN = 4;
const DATABASE = "kancl_bench_board";
const ADMIN_TOKEN = "bench-admin-token-0123456789";
const base = `http://127.0.0.1:${PORT}`;
const log = (message: string) => console.error(`[board-render] ${message}`);

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

async function api(method: string, path: string, cookie: string, body?: unknown) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { "content-type": "application/json", cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Runs `work` over the items, `concurrency` at a time. */
async function inParallel<T>(items: T[], concurrency: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A project whose tasks spread over its three columns (half, a third, the rest) like a busy board. */
async function seedProject(cookie: string, clientId: string, assigneeId: string, index: number) {
  const project = await api("POST", "/projects", cookie, { name: `Board ${index}`, clientId });
  const board = await api("GET", `/projects/${project.id}/board`, cookie);
  const columns = board.columns.map((column: { id: string }) => column.id) as string[];
  const tasks = Array.from({ length: TASKS }, (_, n) => n);
  await inParallel(tasks, 8, (n) =>
    api("POST", `/projects/${project.id}/tasks`, cookie, {
      title: `Úkol ${n + 1}: připravit podklady pro klienta`,
      columnId: columns[n < TASKS / 2 ? 0 : n < (TASKS * 5) / 6 ? 1 : 2],
      priority: (["low", "medium", "high", "urgent"] as const)[n % 4],
      ...(n % 3 === 0 ? { assigneeId } : {}),
      ...(n % 2 === 0 ? { startDate: day((n % 40) - 20), dueDate: day((n % 40) - 10) } : {}),
      ...(n % 5 === 0 ? { checklist: [{ text: "Zkontrolovat", done: true }, { text: "Odeslat" }] } : {}),
    }),
  );
  return project.id as string;
}

async function main() {
  await adminQuery(`drop database if exists ${DATABASE} with (force)`);
  await adminQuery(`create database ${DATABASE}`);
  const server = startNode("product", ["server/dist/index.js"], {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    PORT: String(PORT),
    DATABASE_URL: benchDatabaseUrl(DATABASE),
    SESSION_SECRET: "bench-session-secret-0123456789abcdef0123",
    ADMIN_TOKEN,
    AUTH_REQUESTS_PER_IP: "100000000",
    API_KEY_REQUESTS_PER_MINUTE: "100000000",
    JOBS_WORKER: "false",
  });
  const browser = await chromium.launch({
    executablePath: findChromium() ?? "/usr/bin/chromium",
    args: [...CHROMIUM_ARGS],
  });
  try {
    await waitForHttp(`${base}/api/health`);
    const organization = await (
      await fetch(`${base}/api/v1/admin/organizations`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}` },
        body: JSON.stringify({ name: "Bench boards" }),
      })
    ).json();
    const credentials = { email: "bench-board@example.cz", password: "Bench-board-heslo-1" };
    await api("POST", "/auth/register", "", { ...credentials, name: "Bench User", orgId: organization.id });
    const signedIn = await fetch(`${base}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(credentials),
    });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const me = await api("GET", "/auth/me", cookie);
    const client = await api("POST", "/crm/contacts", cookie, {
      type: "organization",
      name: "Acme",
      legalName: "Acme s.r.o.",
    });
    log(`seeding ${RUNS + 1} projects × ${TASKS} tasks through the REST API`);
    const seedStarted = performance.now();
    const projects: string[] = [];
    for (let index = 0; index <= RUNS; index++) projects.push(await seedProject(cookie, client.id, me.id, index));
    log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    const boardBytes = (
      await (await fetch(`${base}/api/v1/projects/${projects[0]}/board`, { headers: { cookie } })).text()
    ).length;

    const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
    const signIn = await context.request.post("/api/v1/auth/login", { data: credentials });
    if (signIn.status() !== 200) throw new Error(`browser sign-in: ${signIn.status()}`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await page.goto("/projects?sort=name");
    await page.getByRole("link", { name: "Board 0" }).waitFor();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const taskDuration = async () =>
      ((await cdp.send("Performance.getMetrics")).metrics.find((metric) => metric.name === "TaskDuration")?.value ??
        0) * 1000;
    const settle = () =>
      page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(), 300))),
          ),
      );

    const profileFile = argv.includes("--profile") ? argv[argv.indexOf("--profile") + 1] : undefined;
    const runs: { ms: number; cards: number }[] = [];
    for (let index = 0; index <= RUNS; index++) {
      await settle();
      if (index === 1 && profileFile) {
        await cdp.send("Profiler.enable");
        await cdp.send("Profiler.start");
      }
      const before = await taskDuration();
      await page.getByRole("link", { name: `Board ${index}`, exact: true }).click();
      await page.locator('section[aria-label^="Column "]').nth(2).locator("[data-task-id]").first().waitFor();
      await settle();
      const ms = (await taskDuration()) - before;
      const cards = await page.locator("[data-task-id]").count();
      if (index > 0) runs.push({ ms, cards });
      log(
        `${index === 0 ? "warm-up" : `run ${index}`}: ${ms.toFixed(0)} ms of main-thread work, ${cards} cards in the DOM`,
      );
      await page.goBack();
      await page.getByRole("link", { name: "Board 0" }).waitFor();
    }
    if (profileFile) {
      const { profile } = await cdp.send("Profiler.stop");
      writeFileSync(profileFile, JSON.stringify(profile));
      // Self time per function (the samples' time deltas), the top 15.
      const self = new Map<number, number>();
      const deltas = profile.timeDeltas ?? [];
      for (const [at, id] of (profile.samples ?? []).entries()) self.set(id, (self.get(id) ?? 0) + (deltas[at] ?? 0));
      const byName = new Map<string, number>();
      for (const node of profile.nodes) {
        const frame = node.callFrame;
        const name = `${frame.functionName || "(anonymous)"} ${frame.url.split("/").pop()}:${frame.lineNumber}`;
        byName.set(name, (byName.get(name) ?? 0) + (self.get(node.id) ?? 0) / 1000);
      }
      for (const [name, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 15)) log(`${ms.toFixed(0)} ms ${name}`);
    }
    const values = runs.map((run) => run.ms);
    console.log(
      JSON.stringify({
        tasks: TASKS,
        cpuSlowdown: CPU_SLOWDOWN,
        medianMs: median(values),
        maxMs: Math.max(...values),
        runs: values.map((value) => Math.round(value)),
        cardsInDom: runs[0]?.cards,
        boardJsonKb: Math.round(boardBytes / 1024),
        // Main-thread task time is wall time: on a busy machine the renderer waits for a core inside its tasks.
        loadAverage: os.loadavg().map((value) => Number(value.toFixed(1))),
      }),
    );
  } finally {
    await browser.close();
    await server.stop();
    if (!argv.includes("--keep")) await adminQuery(`drop database if exists ${DATABASE} with (force)`);
  }
}

await main();
