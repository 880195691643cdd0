/**
 * Benchmark 15, in its own process: a contact page whose timeline has 500 events (issue 24 item 4, decision 112), as
 * main-thread work in Chromium at 4× CPU slowdown (DevTools' CPU throttling, as benchmark 20, bench/board-render.ts).
 * The product's production build runs over a fresh PostgreSQL database `kancl_bench_timeline`. Each contact's history
 * is written with SQL, so the audit trigger records it as it records everything (decision 110): 400 field changes
 * (phone, position, e-mail in turn) and 100 Markdown notes — 500 events besides the contact's creation.
 *
 * What is measured: the contacts list's link to the contact is clicked (a client-side navigation; the contact page's
 * code already loaded by a warm-up visit of another contact), the page renders while the timeline's request is held
 * (the route is intercepted), the main thread settles, then the request goes on: from there until its 30 entries are
 * on screen and the main thread idle — DevTools' `TaskDuration`, so network waiting is not counted but the JSON
 * parse, React's render, layout and paint are. tRPC's link batches the timeline with the client summary and the
 * relationships card (printed as `batchedWith`), so their render is in the figure too. `wholePage…`: from the click,
 * the list's teardown and the whole contact page included. Each run opens a contact not in the page's cache yet.
 *
 * Since 2026-11-26 the wait for the entries runs inside the page (a MutationObserver, then two frames and 300 ms), as
 * benchmark 20's does: Playwright's locator polling runs on the page's main thread at the same 4× slowdown and was
 * counted as the timeline's work.
 *
 *   node --import tsx bench/timeline-render.ts [--runs 5] [--events 500] [--port 4121] [--keep] [--profile FILE]
 *     [--trace]
 *
 * Prints one JSON line; --keep leaves the database; --profile writes a CPU profile of each timed window (FILE.1, FILE.2, …) and prints the
 * functions with the most self time; --trace records a Chrome trace of each timed window and prints the main
 * thread's self time by kind of work (style, layout, paint, script).
 */
import { writeFileSync } from "node:fs";
import os from "node:os";
import pg from "pg";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../scripts/find-chromium.mjs";
import { apiCall, median, startNode, waitForHttp } from "./lib";
import { adminQuery, benchDatabaseUrl } from "./seed";
import { addProfileSelfTimes, addTraceSelfTimes, largest, settledInPage, TRACE_CATEGORIES } from "./trace-summary";

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const RUNS = option("runs", 5);
const EVENTS = option("events", 500);
const PORT = option("port", 4121);
const CPU_SLOWDOWN = 4;
const DATABASE = "kancl_bench_timeline";
const ADMIN_TOKEN = "bench-admin-token-0123456789";
const base = `http://127.0.0.1:${PORT}`;
const log = (message: string) => console.error(`[timeline-render] ${message}`);

const api = (method: string, path: string, cookie: string, body?: unknown) => apiCall(base, method, path, cookie, body);

/** EVENTS events in the contact's history: a fifth notes, the rest field changes, each its own audited statement. */
async function seedHistory(pool: pg.Pool, orgId: string, userId: string, contactId: string) {
  const notes = Math.floor(EVENTS / 5);
  await pool.query(
    `do $$
     declare i int;
     begin
       for i in 1..${EVENTS} loop
         if i % 5 = 0 then
           insert into notes (org_id, subject_type, subject_id, author_id, body)
           values ('${orgId}', 'contact', '${contactId}', '${userId}',
                   'Telefonát č. ' || i || E': klient chce **novou nabídku**.\n\n- termín do pátku\n- poslat [ceník](https://example.cz/cenik)');
         elsif i % 3 = 0 then
           update contacts set phone = '+420 777 ' || lpad(i::text, 6, '0') where id = '${contactId}';
         elsif i % 3 = 1 then
           update contacts set position = 'Pozice ' || i where id = '${contactId}';
         else
           update contacts set email = 'kontakt' || i || '@example.cz' where id = '${contactId}';
         end if;
       end loop;
     end $$`,
  );
  return notes;
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
  const pool = new pg.Pool({ connectionString: benchDatabaseUrl(DATABASE), max: 1 });
  try {
    await waitForHttp(`${base}/api/health`);
    const organization = await (
      await fetch(`${base}/api/v1/admin/organizations`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}` },
        body: JSON.stringify({ name: "Bench timelines" }),
      })
    ).json();
    const credentials = { email: "bench-timeline@example.cz", password: "Bench-timeline-heslo-1" };
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
    log(`seeding ${RUNS + 1} contacts × ${EVENTS} timeline events with SQL (the audit trigger writes them)`);
    const seedStarted = performance.now();
    const contacts: string[] = [];
    for (let index = 0; index <= RUNS; index++) {
      const contact = await api("POST", "/crm/contacts", cookie, {
        type: "person",
        name: `Klient ${index}`,
        email: `klient${index}@example.cz`,
      });
      await seedHistory(pool, organization.id, me.id, contact.id);
      contacts.push(contact.id);
    }
    await pool.query("vacuum analyze");
    log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    const firstPage = await (
      await fetch(`${base}/api/v1/crm/contacts/${contacts[0]}/timeline?limit=30`, { headers: { cookie } })
    ).text();
    const events = Number(
      (await pool.query("select count(*) from audit_events where related_ids @> array[$1::uuid]", [contacts[0]]))
        .rows[0].count,
    );

    const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
    const signIn = await context.request.post("/api/v1/auth/login", { data: credentials });
    if (signIn.status() !== 200) throw new Error(`browser sign-in: ${signIn.status()}`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await page.goto("/crm/contacts");
    await page.getByRole("link", { name: "Klient 0", exact: true }).waitFor();
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
    const runs: { ms: number; entries: number }[] = [];
    const timeline = 'ol[aria-label="Activity, newest first"]';
    // The timeline's request is held until the rest of the page has rendered and settled: the work measured is what
    // its answer causes — the JSON parse, the render of the first page of entries, layout and paint. (When the
    // tRPC link batches it with other calls, their answers are held too: `batchedWith` says which.)
    let gate: { open: () => void; opened: Promise<void> } | undefined;
    const batchedWith = new Set<string>();
    await page.route(
      (url) => url.pathname.startsWith("/api/trpc/") && url.pathname.includes("history.contactTimeline"),
      async (route) => {
        for (const call of new URL(route.request().url()).pathname.slice("/api/trpc/".length).split(",")) {
          if (call !== "history.contactTimeline") batchedWith.add(call);
        }
        await gate?.opened;
        await route.continue();
      },
    );
    const newGate = () => {
      let open = () => {};
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      return { open, opened };
    };
    const pageRuns: number[] = [];
    // Self time per function over the timed windows' CPU profiles.
    const selfTimes = new Map<string, number>();
    const tracing = argv.includes("--trace");
    const traced = new Map<string, number>();
    for (let index = 0; index <= RUNS; index++) {
      await settle();
      gate = newGate();
      // Found before the clock starts, and CSS selectors after it: Playwright's role queries run in the page and
      // would count as its main-thread work.
      const link = page.locator(`a[href="/crm/contacts/${contacts[index]}"]`).first();
      await link.waitFor();
      const beforePage = await taskDuration();
      await link.click();
      await page.locator(`h2:text-is("Klient ${index}")`).waitFor();
      await settle();
      if (tracing && index > 0) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      if (profileFile && index > 0) {
        await cdp.send("Profiler.enable");
        await cdp.send("Profiler.start");
      }
      const before = await taskDuration();
      const shown = page.evaluate(
        settledInPage(`document.querySelector(${JSON.stringify(`${timeline} > li:nth-child(30)`)})`),
      );
      gate.open();
      await shown;
      const after = await taskDuration();
      if (profileFile && index > 0) {
        const { profile } = await cdp.send("Profiler.stop");
        writeFileSync(`${profileFile}.${index}`, JSON.stringify(profile));
        addProfileSelfTimes(selfTimes, profile);
      }
      if (tracing && index > 0) {
        addTraceSelfTimes(traced, (await browser.stopTracing()).toString());
      }
      const ms = after - before;
      const entries = await page.locator(`${timeline} > li`).count();
      if (index > 0) {
        runs.push({ ms, entries });
        pageRuns.push(after - beforePage);
      }
      log(
        `${index === 0 ? "warm-up" : `run ${index}`}: timeline ${ms.toFixed(0)} ms, whole page ${(after - beforePage).toFixed(0)} ms of main-thread work, ${entries} entries`,
      );
      await page.goBack();
      await page.locator(`a[href="/crm/contacts/${contacts[0]}"]`).first().waitFor();
    }
    if (profileFile) {
      log(`functions with the most self time over the ${RUNS} timed windows (profiles: ${profileFile}.1–${RUNS}):`);
      for (const [name, ms] of largest(selfTimes, 20)) log(`  ${ms.toFixed(0)} ms ${name}`);
    }
    if (traced.size) {
      log(`main thread's self time over the ${RUNS} timed windows (trace):`);
      for (const [kind, ms] of largest(traced, 16)) log(`  ${ms.toFixed(0)} ms ${kind}`);
    }
    const values = runs.map((run) => run.ms);
    console.log(
      JSON.stringify({
        events,
        cpuSlowdown: CPU_SLOWDOWN,
        medianMs: median(values),
        maxMs: Math.max(...values),
        runs: values.map((value) => Math.round(value)),
        wholePageMedianMs: median(pageRuns),
        wholePageRuns: pageRuns.map((value) => Math.round(value)),
        batchedWith: [...batchedWith],
        entriesOnFirstPaint: runs[0]?.entries,
        firstPageJsonKb: Math.round(firstPage.length / 1024),
        // Main-thread task time is wall time: on a busy machine the renderer waits for a core inside its tasks.
        loadAverage: os.loadavg().map((value) => Number(value.toFixed(1))),
      }),
    );
  } finally {
    await pool.end();
    await browser.close();
    await server.stop();
    if (!argv.includes("--keep")) await adminQuery(`drop database if exists ${DATABASE} with (force)`);
  }
}

await main();
