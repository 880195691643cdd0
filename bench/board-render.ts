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
 *   node --import tsx bench/board-render.ts [--runs 5] [--tasks 2000] [--port 4120] [--keep] [--reuse] [--profile FILE]
 *     [--trace]
 *
 * Prints one JSON line; --keep leaves the database; --profile writes a CPU profile of the timed runs (open it in
 * Chrome's DevTools) and prints the functions with the most self time; --trace records a Chrome trace of each timed
 * navigation and prints the main thread's self time by kind of work (style, layout, paint, script), summed over the
 * big boards and over the small ones.
 */
import { writeFileSync } from "node:fs";
import os from "node:os";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../scripts/find-chromium.mjs";
import { apiCall, login, median, startNode, waitForHttp } from "./lib";
import { adminQuery, benchDatabaseUrl } from "./seed";
import { addProfileSelfTimes, addTraceSelfTimes, largest, settledInPage, TRACE_CATEGORIES } from "./trace-summary";

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const RUNS = option("runs", 5);
const TASKS = option("tasks", 2000);
const PORT = option("port", 4120);
const CPU_SLOWDOWN = 4;
const SMALL_TASKS = 10;
const DATABASE = "kancl_bench_board";
/** --reuse: the database a run with --keep left (the same --runs), not seeded again (seeding takes a minute or more). */
const REUSE = argv.includes("--reuse");
const ADMIN_TOKEN = "bench-admin-token-0123456789";
const base = `http://127.0.0.1:${PORT}`;
const log = (message: string) => console.error(`[board-render] ${message}`);

const api = (method: string, path: string, cookie: string, body?: unknown) => apiCall(base, method, path, cookie, body);

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
async function seedProject(cookie: string, clientId: string, assigneeId: string, name: string, count = TASKS) {
  const project = await api("POST", "/projects", cookie, { name, clientId });
  const board = await api("GET", `/projects/${project.id}/board`, cookie);
  const columns = board.columns.map((column: { id: string }) => column.id) as string[];
  const tasks = Array.from({ length: count }, (_, n) => n);
  await inParallel(tasks, 8, (n) =>
    api("POST", `/projects/${project.id}/tasks`, cookie, {
      title: `Úkol ${n + 1}: připravit podklady pro klienta`,
      columnId: columns[n < count / 2 ? 0 : n < (count * 5) / 6 ? 1 : 2],
      priority: (["low", "medium", "high", "urgent"] as const)[n % 4],
      ...(n % 3 === 0 ? { assigneeId } : {}),
      ...(n % 2 === 0 ? { startDate: day((n % 40) - 20), dueDate: day((n % 40) - 10) } : {}),
      ...(n % 5 === 0 ? { checklist: [{ text: "Zkontrolovat", done: true }, { text: "Odeslat" }] } : {}),
    }),
  );
  return project.id as string;
}

/** A new organization, its user, and RUNS + 1 big boards each with a small one beside it, through the REST API. */
async function seed(credentials: { email: string; password: string }) {
  const organization = await (
    await fetch(`${base}/api/v1/admin/organizations`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify({ name: "Bench boards" }),
    })
  ).json();
  await api("POST", "/auth/register", "", { ...credentials, name: "Bench User", orgId: organization.id });
  const cookie = await login(base, credentials.email, credentials.password);
  const me = await api("GET", "/auth/me", cookie);
  const client = await api("POST", "/crm/contacts", cookie, {
    type: "organization",
    name: "Acme",
    legalName: "Acme s.r.o.",
  });
  log(`seeding ${RUNS + 1} projects × ${TASKS} tasks through the REST API`);
  const seedStarted = performance.now();
  for (let index = 0; index <= RUNS; index++) {
    await seedProject(cookie, client.id, me.id, `Board ${index}`);
    // The same page with a board of 10 tasks, opened beside each big one: what any board costs (the reference).
    await seedProject(cookie, client.id, me.id, `Small ${index}`, SMALL_TASKS);
  }
  log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
}

async function main() {
  if (!REUSE) {
    await adminQuery(`drop database if exists ${DATABASE} with (force)`);
    await adminQuery(`create database ${DATABASE}`);
  }
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
    const credentials = { email: "bench-board@example.cz", password: "Bench-board-heslo-1" };
    if (!REUSE) await seed(credentials);
    const cookie = await login(base, credentials.email, credentials.password);
    const listed = await api("GET", "/projects?sort=name&limit=100", cookie);
    const projects = (listed.projects as { id: string; name: string }[])
      .filter((project) => project.name.startsWith("Board "))
      .map((project) => project.id);
    if (projects.length < RUNS + 1) throw new Error(`${DATABASE} has ${projects.length} big boards, not ${RUNS + 1}`);
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
    const tracing = argv.includes("--trace");
    const traced = { big: new Map<string, number>(), small: new Map<string, number>() };
    const runs: { ms: number; cards: number }[] = [];
    const smallRuns: number[] = [];
    /**
     * Opens a board from the projects list; returns the main-thread work until it is on screen and settled. The click
     * and the wait happen inside the page (a MutationObserver, then two frames and 300 ms): Playwright's own click
     * (hit tests, pointer moves) and its locator polling run on the page's main thread too, at the same 4× slowdown,
     * and were counted as the board's work (~100–300 ms a run, a 10-task board included).
     */
    const open = async (name: string, lastColumnFilled: boolean, trace?: Map<string, number>) => {
      await settle();
      if (trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      const before = await taskDuration();
      await page.evaluate(
        settledInPage(
          `document.querySelectorAll('section[aria-label^="Column "]')[${lastColumnFilled ? 2 : 0}]?.querySelector("[data-task-id]")`,
          `const link = [...document.querySelectorAll("a")].find((anchor) => anchor.textContent.trim() === ${JSON.stringify(name)});
          if (!link) throw new Error(${JSON.stringify(`no link ${name}`)});
          link.click();`,
        ),
      );
      const ms = (await taskDuration()) - before;
      if (trace) {
        addTraceSelfTimes(trace, (await browser.stopTracing()).toString());
      }
      const cards = await page.locator("[data-task-id]").count();
      await page.goBack();
      await page.getByRole("link", { name: "Board 0" }).waitFor();
      return { ms, cards };
    };
    for (let index = 0; index <= RUNS; index++) {
      if (index === 1 && profileFile) {
        await cdp.send("Profiler.enable");
        await cdp.send("Profiler.start");
      }
      const big = await open(`Board ${index}`, true, tracing && index > 0 ? traced.big : undefined);
      if (index > 0) runs.push(big);
      const small = await open(`Small ${index}`, false, tracing && index > 0 ? traced.small : undefined);
      if (index > 0) smallRuns.push(small.ms);
      log(
        `${index === 0 ? "warm-up" : `run ${index}`}: ${big.ms.toFixed(0)} ms of main-thread work, ${big.cards} cards in the DOM; the 10-task board ${small.ms.toFixed(0)} ms`,
      );
    }
    if (profileFile) {
      const { profile } = await cdp.send("Profiler.stop");
      writeFileSync(profileFile, JSON.stringify(profile));
      const selfTimes = new Map<string, number>();
      addProfileSelfTimes(selfTimes, profile);
      for (const [name, ms] of largest(selfTimes, 15)) log(`${ms.toFixed(0)} ms ${name}`);
    }
    for (const [which, totals] of Object.entries(traced)) {
      if (!totals.size) continue;
      log(`main thread's self time over the ${which} boards' ${RUNS} runs (trace):`);
      for (const [kind, ms] of largest(totals, 16)) log(`  ${ms.toFixed(0)} ms ${kind}`);
    }
    const values = runs.map((run) => run.ms);
    console.log(
      JSON.stringify({
        tasks: TASKS,
        cpuSlowdown: CPU_SLOWDOWN,
        medianMs: median(values),
        smallBoardMedianMs: median(smallRuns),
        smallBoardRuns: smallRuns.map((value) => Math.round(value)),
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
    if (!argv.includes("--keep") && !REUSE) await adminQuery(`drop database if exists ${DATABASE} with (force)`);
  }
}

await main();
