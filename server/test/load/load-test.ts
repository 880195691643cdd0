/**
 * Load and fault run against the production build on a throwaway PostgreSQL cluster (docs/reliability.md).
 *
 *   npm run test:load    # 20 s of load, then the fault steps (CI)
 *   npm run test:soak    # 60 s of load, then the fault steps
 *   tsx server/test/load/load-test.ts --duration 20|60 [--connections 50]
 *
 * Phases: (1) load — 50 signed-in users run the CRM mix, zero errors and zero 5xx, latency percentiles, the server's
 * RSS sampled every second with no upward trend; (2) PostgreSQL restarts (immediate stop, held away, started again)
 * under the same load — the server stays up, answers 503 {error} fast meanwhile, recovers, loses no acknowledged
 * write; (3) Chromium is killed during PDF renders — the next PDF renders; (4) the server is SIGKILLed under load and
 * started again — no partial invoice. Prints a table, ends with "N passed, M failed", exits non-zero on a failure,
 * and always removes what it started (server, Chromium, the cluster).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { api, expectStatus, sleep } from "./api";
import { checkInvoiceInvariants, verifyWrites } from "./database-checks";
import { connectInspector } from "./inspector";
import { mb, percentile, Report, seconds, slope } from "./report";
import { checkBuild, commandLineOf, isAlive, rssOf, type ServerProcess, startServer } from "./server-process";
import { createTempPostgres, freePort, type TempPostgres } from "./temp-postgres";
import { LoadRecorder, type LoadUser, seed, startLoad } from "./workload";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "20" },
    connections: { type: "string", default: "50" },
  },
});
const LOAD_SECONDS = Number(args.duration);
const CONNECTIONS = Number(args.connections);
if (!Number.isInteger(LOAD_SECONDS) || LOAD_SECONDS < 5 || !Number.isInteger(CONNECTIONS) || CONNECTIONS < 1) {
  console.error("usage: load-test.ts --duration <seconds ≥ 5> [--connections <n>]");
  process.exit(2);
}
const SOAK = LOAD_SECONDS >= 60;

/** The fault steps are shorter than the load: long enough to see the outage, the recovery and a steady state. */
const FAULTS = {
  /** Load before PostgreSQL goes away (the baseline throughput), how long it stays away, load after it is back. */
  beforeOutageMs: SOAK ? 8_000 : 5_000,
  outageMs: SOAK ? 5_000 : 3_000,
  afterOutageMs: SOAK ? 15_000 : 11_000,
  /** Load before the server is SIGKILLed. */
  beforeKillMs: SOAK ? 8_000 : 4_000,
};
/** Every answer while the database is away must come within this (no hangs): pg's connect timeout is 5 s. */
const FAIL_FAST_MS = 2_000;
/** Throughput counts as recovered when a whole second reaches half the pre-outage rate. */
const RECOVERED_FRACTION = 0.5;
const RECOVERY_LIMIT_MS = 10_000;
/** One cycle in this many renders (and downloads) a PDF: about one request in 300. */
const PDF_EVERY = 20;
/** Unmeasured load first (JIT, connection pools, the browser, the PDF cache), as load tests usually do. */
const WARMUP_SECONDS = SOAK ? 15 : 10;
/**
 * Memory. Left alone, V8 lets garbage pile up and grows its heap for the first minute or two of heavy load (RSS went
 * 260 → 520 MB over 100 s here while the live heap after a full GC stayed at 45 MB across 58 000 requests), so a raw
 * RSS slope over a minute measures V8's heap sizing, not leaks. The server runs with the inspector on a loopback
 * port; every few seconds of the measured load the run forces a full GC and samples RSS (/proc) and the live heap
 * right after it. Their least-squares slopes must stay below the limits. A leak of 1 KB per request at ~300 req/s
 * is ~18 MB/min. Post-GC RSS wobbles by ±2 MB (allocator), which over 20 s of samples makes a slope uncertain by
 * ~5 MB/min: the 20 s run tolerates 15 MB/min of RSS, the 60 s run 8. The live heap wobbles by < 1 MB: 5 MB/min
 * for both (the PDF cache filling up to its 100 entries adds at most ~3 MB).
 */
const GC_SAMPLE_MS = SOAK ? 5_000 : 2_500;
const RSS_SLOPE_LIMIT_MB_PER_MIN = SOAK ? 8 : 15;
const HEAP_SLOPE_LIMIT_MB_PER_MIN = SOAK ? 5 : 8;

const report = new Report();
const cleanups: (() => void)[] = [];
let cleanedUp = false;
function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const fn of cleanups.reverse()) {
    try {
      fn();
    } catch (error) {
      console.error("cleanup step failed:", error instanceof Error ? error.message : error);
    }
  }
}
process.on("exit", cleanup);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    cleanup();
    process.exit(130);
  });
}

/** Chromium processes any of our servers started, and their profile dirs: killed and removed at the end. */
const chromiumSeen = new Map<number, string>();
function trackChromium(server: ServerProcess | undefined) {
  if (!server || server.hasExited()) return;
  for (const pid of server.chromiumPids()) {
    if (!chromiumSeen.has(pid)) chromiumSeen.set(pid, commandLineOf(pid));
  }
}
cleanups.push(() => {
  for (const [pid, commandLine] of chromiumSeen) {
    if (isAlive(pid) && commandLineOf(pid) === commandLine) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Gone meanwhile.
      }
    }
    const profile = /--user-data-dir=(\S+)/.exec(commandLine)?.[1];
    if (profile?.startsWith(os.tmpdir())) rmSync(profile, { recursive: true, force: true });
  }
});

function fail(phase: string, error: unknown) {
  report.check(phase, "phase completed", false, error instanceof Error ? error.message : String(error));
}

async function main() {
  const started = Date.now();
  console.log(`Kancl load and fault run: ${CONNECTIONS} users, ${LOAD_SECONDS} s of load, then the fault steps\n`);
  const buildProblem = checkBuild();
  if (buildProblem?.includes("missing")) {
    report.check("setup", "production build present", false, buildProblem);
    return;
  }
  if (buildProblem) console.warn(`warning: ${buildProblem}`);

  const pgStarted = Date.now();
  const postgres: TempPostgres = await createTempPostgres({ port: 5544 });
  cleanups.push(() => postgres.destroy());
  console.log(
    `throwaway PostgreSQL on 127.0.0.1:${postgres.port} (${postgres.dir}) in ${seconds(Date.now() - pgStarted)}`,
  );

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "kancl-load-server-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const logFile = path.join(postgres.dir, "..", `${path.basename(dataDir)}.log`);
  cleanups.push(() => rmSync(logFile, { force: true }));
  const adminToken = randomBytes(24).toString("hex");
  const port = await freePort(3700);
  const env = {
    NODE_ENV: "production",
    DATABASE_URL: postgres.url,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    ADMIN_TOKEN: adminToken,
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    // Every virtual user comes from 127.0.0.1: the per-IP and per-key limits are raised for the run.
    AUTH_REQUESTS_PER_IP: "100000",
    API_KEY_REQUESTS_PER_MINUTE: "1000000",
  };
  let server: ServerProcess = await startServer({ port, env, logFile, inspect: true });
  const killServer = () => {
    if (!server.hasExited()) process.kill(server.pid, "SIGKILL");
  };
  cleanups.push(() => killServer());
  const tracker = setInterval(() => trackChromium(server), 1000);
  cleanups.push(() => clearInterval(tracker));
  console.log(`server (production build) pid ${server.pid} on ${server.baseUrl}, log ${logFile}`);

  const seedStarted = Date.now();
  const users = await seed(server.baseUrl, adminToken, {
    organizations: Math.max(1, Math.round(CONNECTIONS / 5)),
    usersPerOrganization: Math.min(5, CONNECTIONS),
    contactsPerUser: 6,
  });
  console.log(`seeded ${users.length} users in ${seconds(Date.now() - seedStarted)}\n`);

  const serverLogTail = () =>
    readFileSync(logFile, "utf8")
      .split("\n")
      .filter(Boolean)
      .slice(-15)
      .map((line) => `    ${line.slice(0, 300)}`)
      .join("\n");

  try {
    await loadPhase(server, users);
  } catch (error) {
    fail("load", error);
  }
  try {
    await databaseRestartPhase(server, users, postgres);
  } catch (error) {
    fail("pg restart", error);
  }
  try {
    await chromiumKillPhase(server, users);
  } catch (error) {
    fail("chromium kill", error);
  }
  try {
    server = await serverKillPhase(server, users, postgres, () => startServer({ port, env, logFile }));
  } catch (error) {
    fail("server kill", error);
  }

  if (report.failed) console.log(`\nlast lines of the server log:\n${serverLogTail()}`);
  await server.stop();
  report.figure("run time (without build)", seconds(Date.now() - started));
}

async function loadPhase(server: ServerProcess, users: LoadUser[]) {
  const phase = "load";
  console.log(`[${phase}] ${users.length} users: ${WARMUP_SECONDS} s of warm-up, then ${LOAD_SECONDS} s measured`);
  const warmupRecorder = new LoadRecorder();
  const warmup = await startLoad({
    baseUrl: server.baseUrl,
    users,
    durationSeconds: WARMUP_SECONDS,
    connections: CONNECTIONS,
    recorder: warmupRecorder,
    pdfEvery: PDF_EVERY,
  }).done;
  report.check(
    phase,
    `warm-up (${WARMUP_SECONDS} s) all 2xx, no errors`,
    warmup.non2xx === 0 && warmup.errors === 0,
    `${warmup.requests.total} requests, ${warmup.non2xx} non-2xx, ${warmup.errors} errors`,
  );

  const recorder = new LoadRecorder();
  const inspector = server.inspectorUrl ? await connectInspector(server.inspectorUrl) : undefined;
  const rss: { x: number; y: number }[] = [];
  const afterGc: { x: number; rss: number; heap: number }[] = [];
  const t0 = Date.now();
  const sampleAfterGc = async () => {
    if (!inspector) return;
    await inspector.collectGarbage();
    const heap = (await inspector.memoryUsage()).heapUsed;
    const bytes = rssOf(server.pid);
    if (bytes !== undefined) afterGc.push({ x: (Date.now() - t0) / 1000, rss: bytes, heap });
  };
  await sampleAfterGc();
  const sampler = setInterval(() => {
    const bytes = rssOf(server.pid);
    if (bytes !== undefined) rss.push({ x: (Date.now() - t0) / 1000, y: bytes });
  }, 1000);
  let gcBusy = false;
  const gcSampler = setInterval(() => {
    if (gcBusy) return;
    gcBusy = true;
    sampleAfterGc()
      .catch(() => {})
      .finally(() => {
        gcBusy = false;
      });
  }, GC_SAMPLE_MS);
  const run = startLoad({
    baseUrl: server.baseUrl,
    users,
    durationSeconds: LOAD_SECONDS,
    connections: CONNECTIONS,
    recorder,
    pdfEvery: PDF_EVERY,
  });
  const result = await run.done;
  clearInterval(sampler);
  clearInterval(gcSampler);
  await sampleAfterGc();
  inspector?.close();

  const pdfs = recorder.statusesByStep.get("invoices.pdf");
  const downloads = recorder.statusesByStep.get("invoices.download");
  const fiveXx = result["5xx"];
  report.figure("load: requests", `${result.requests.total} in ${result.duration.toFixed(1)} s`);
  report.figure("load: throughput", `${(result.requests.total / result.duration).toFixed(0)} req/s`);
  report.figure(
    "load: latency",
    `p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  report.figure("load: writes acknowledged", String(recorder.writes.length));
  report.figure("load: PDFs rendered", String(pdfs?.get(200) ?? 0));
  for (const line of recorder.describeSteps()) console.log(`    ${line}`);

  report.check(phase, "no 5xx", fiveXx === 0, `${fiveXx} of ${result.requests.total}`);
  report.check(
    phase,
    "no errors or timeouts",
    result.errors === 0 && result.timeouts === 0,
    `${result.errors} errors, ${result.timeouts} timeouts${recorder.errors[0] ? ` (first: ${recorder.errors[0].message})` : ""}`,
  );
  report.check(phase, "every answer 2xx", result.non2xx === 0, `${result.non2xx} non-2xx (4xx: ${result["4xx"]})`);
  const pdfAnswers = [...(pdfs?.values() ?? [])].reduce((a, b) => a + b, 0);
  const downloadAnswers = [...(downloads?.values() ?? [])].reduce((a, b) => a + b, 0);
  report.check(
    phase,
    "PDFs rendered and downloaded now and then",
    pdfAnswers > 0 && pdfs?.get(200) === pdfAnswers && downloads?.get(200) === downloadAnswers,
    `${pdfs?.get(200) ?? 0} of ${pdfAnswers} renders and ${downloads?.get(200) ?? 0} of ${downloadAnswers} downloads answered 200`,
  );

  // Memory over the measured load (after the warm-up): no upward trend.
  const toMb = (bytes: number) => bytes / 1024 / 1024;
  const rssSlope = slope(rss.map((p) => ({ x: p.x / 60, y: toMb(p.y) })));
  const gcRssSlope = slope(afterGc.map((p) => ({ x: p.x / 60, y: toMb(p.rss) })));
  const gcHeapSlope = slope(afterGc.map((p) => ({ x: p.x / 60, y: toMb(p.heap) })));
  report.figure(
    "load: server RSS (every 1 s)",
    `start ${mb(rss[0]?.y ?? 0)}, end ${mb(rss.at(-1)?.y ?? 0)}, max ${mb(Math.max(...rss.map((p) => p.y)))}; slope ${rssSlope.toFixed(1)} MB/min`,
  );
  report.figure(
    `load: after a full GC (every ${GC_SAMPLE_MS / 1000} s)`,
    `RSS ${afterGc.map((p) => toMb(p.rss).toFixed(0)).join(" ")} MB; live heap ${afterGc.map((p) => toMb(p.heap).toFixed(0)).join(" ")} MB; slopes: RSS ${gcRssSlope.toFixed(1)} MB/min, heap ${gcHeapSlope.toFixed(1)} MB/min`,
  );
  report.check(
    phase,
    "memory stable (RSS trend)",
    inspector !== undefined && afterGc.length >= 5 && gcRssSlope < RSS_SLOPE_LIMIT_MB_PER_MIN,
    `RSS slope ${gcRssSlope.toFixed(1)} MB/min after full GCs (limit ${RSS_SLOPE_LIMIT_MB_PER_MIN}) over ${afterGc.length} samples`,
  );
  report.check(
    phase,
    "live heap stable (trend)",
    inspector !== undefined && afterGc.length >= 5 && gcHeapSlope < HEAP_SLOPE_LIMIT_MB_PER_MIN,
    `heap slope ${gcHeapSlope.toFixed(1)} MB/min after full GCs (limit ${HEAP_SLOPE_LIMIT_MB_PER_MIN})`,
  );
  report.check(phase, "server still running", !server.hasExited(), `pid ${server.pid}`);
}

async function databaseRestartPhase(server: ServerProcess, users: LoadUser[], postgres: TempPostgres) {
  const phase = "pg restart";
  const totalMs = FAULTS.beforeOutageMs + FAULTS.outageMs + FAULTS.afterOutageMs;
  console.log(
    `\n[${phase}] load for ${seconds(totalMs)}; PostgreSQL stopped (-m immediate) after ${seconds(FAULTS.beforeOutageMs)}, started again ${seconds(FAULTS.outageMs)} later`,
  );
  const recorder = new LoadRecorder();
  // Runs until stopped: pg_ctl's own time (stop, crash recovery) must not eat into the load after the restart.
  const run = startLoad({
    baseUrl: server.baseUrl,
    users,
    durationSeconds: 600,
    connections: CONNECTIONS,
    recorder,
    pdfEvery: PDF_EVERY,
  });
  await sleep(FAULTS.beforeOutageMs);
  const stopAt = Date.now();
  await postgres.stopImmediate();
  const downAt = Date.now();
  await sleep(FAULTS.outageMs);
  await postgres.start();
  const upAt = Date.now();
  await sleep(FAULTS.afterOutageMs);
  const endAt = Date.now();
  run.instance.stop();
  const result = await run.done;
  for (const line of recorder.describeSteps()) console.log(`    ${line}`);

  const all = recorder.responses;
  const during = all.filter((r) => r.at >= downAt && r.at <= upAt);
  const failures = all.filter((r) => r.status < 200 || r.status >= 300);
  const unexpected = failures.filter((r) => r.status !== 503);
  const slowestFailure = Math.max(0, ...failures.map((r) => r.ms));
  const slowestDuring = Math.max(0, ...during.map((r) => r.ms));

  // Throughput: 2xx per second before the stop, and the first whole second after the start reaching half of it.
  const ok = all.filter((r) => r.status >= 200 && r.status < 300).map((r) => r.at);
  const okBetween = (from: number, to: number) => ok.filter((at) => at >= from && at < to).length;
  const baselineWindow = Math.min(4_000, FAULTS.beforeOutageMs - 1_000);
  const baseline = (okBetween(stopAt - baselineWindow, stopAt) / baselineWindow) * 1000;
  let recoveredAfter: number | undefined;
  for (let t = upAt; t + 1000 <= endAt; t += 100) {
    if (okBetween(t, t + 1000) >= RECOVERED_FRACTION * baseline) {
      recoveredAfter = t + 1000 - upAt;
      break;
    }
  }
  const lastSecond = okBetween(endAt - 2000, endAt - 1000);

  report.figure(
    "pg restart: outage",
    `${seconds(upAt - stopAt)} (stop -m immediate, held ${seconds(FAULTS.outageMs)}, start)`,
  );
  report.figure(
    "pg restart: answers while away",
    `${during.length} (${during.filter((r) => r.status === 503).length} × 503, slowest ${slowestDuring} ms, p99 ${percentile(
      during.map((r) => r.ms),
      99,
    )} ms)`,
  );
  report.figure(
    "pg restart: throughput",
    `${baseline.toFixed(0)} 2xx/s before, recovered to ≥ ${RECOVERED_FRACTION * 100} % ${recoveredAfter === undefined ? "never" : `${seconds(recoveredAfter)} after the start`}, ${lastSecond} 2xx/s at the end`,
  );

  report.check(phase, "server never exited", !server.hasExited(), `pid ${server.pid}`);
  report.check(
    phase,
    "503 while the database is away",
    during.length > 0 && during.some((r) => r.status === 503),
    `${during.filter((r) => r.status === 503).length} × 503 of ${during.length} answers`,
  );
  report.check(
    phase,
    "only 503 as failure (no 500, no 4xx)",
    unexpected.length === 0,
    unexpected.length
      ? `${unexpected.length}: ${[...new Set(unexpected.map((r) => r.status))].join(", ")}`
      : `${failures.length} failures, all 503`,
  );
  report.check(
    phase,
    "every failure is JSON {error}",
    recorder.malformedErrorBodies.length === 0,
    recorder.malformedErrorBodies[0]
      ? `${recorder.malformedErrorBodies.length}, e.g. ${recorder.malformedErrorBodies[0].status} ${recorder.malformedErrorBodies[0].body}`
      : `${failures.length} checked`,
  );
  report.check(
    phase,
    `fails fast (every failure within ${FAIL_FAST_MS} ms)`,
    slowestFailure <= FAIL_FAST_MS,
    `slowest failure ${slowestFailure} ms`,
  );
  report.check(
    phase,
    "no hangs or connection errors",
    result.timeouts === 0 && result.errors === 0,
    `${result.timeouts} timeouts, ${result.errors} errors`,
  );
  report.check(
    phase,
    `throughput recovers within ${RECOVERY_LIMIT_MS / 1000} s`,
    recoveredAfter !== undefined && recoveredAfter <= RECOVERY_LIMIT_MS,
    recoveredAfter === undefined ? "not recovered" : `${seconds(recoveredAfter)} after PostgreSQL was back`,
  );

  const before = recorder.writes.filter((w) => w.at < stopAt);
  const verdict = await verifyWrites(postgres.url, recorder.writes);
  const verdictBefore = await verifyWrites(postgres.url, before);
  report.figure(
    "pg restart: writes verified",
    `${verdict.checked} records (${verdictBefore.checked} acknowledged before the stop)`,
  );
  report.check(
    phase,
    "every write answered 2xx before the restart is present",
    verdictBefore.checked > 0 && verdictBefore.missing.length === 0 && verdictBefore.stale.length === 0,
    `${verdictBefore.checked} records, ${verdictBefore.missing.length} missing, ${verdictBefore.stale.length} at an older version`,
  );
  report.check(
    phase,
    "every write answered 2xx (whole phase) is present",
    verdict.missing.length === 0 && verdict.stale.length === 0,
    `${verdict.checked} records, ${verdict.missing.length} missing, ${verdict.stale.length} at an older version`,
  );
  const health = await api(server.baseUrl, "GET", "/api/health");
  report.check(phase, "healthy afterwards", health.status === 200, `GET /api/health ${health.status}`);
}

/** A fresh invoice of the user (not yet rendered, so its PDF is a real render, not the cache). */
async function freshInvoice(server: ServerProcess, user: LoadUser): Promise<string> {
  const deal = await expectStatus<{ id: string }>(
    201,
    api(server.baseUrl, "POST", "/crm/deals", {
      cookie: user.cookie,
      body: { title: "PDF", billingContactId: user.customerId, currency: "CZK" },
    }),
    "create deal",
  );
  const invoice = await expectStatus<{ id: string }>(
    201,
    api(server.baseUrl, "POST", "/crm/invoices", {
      cookie: user.cookie,
      body: {
        dealId: deal.id,
        billingContactId: user.customerId,
        items: [{ description: "Konzultace", quantity: 3, unitPrice: 1200 }],
        dueDate: "2099-12-31",
        taxRate: 21,
        currency: "CZK",
      },
    }),
    "create invoice",
  );
  return invoice.id;
}

async function renderPdf(server: ServerProcess, user: LoadUser, invoiceId: string) {
  const started = Date.now();
  const link = await api<{ downloadUrl?: string; error?: string }>(
    server.baseUrl,
    "POST",
    `/crm/invoices/${invoiceId}/generate-pdf`,
    { cookie: user.cookie, body: {}, timeoutMs: 60_000 },
  );
  if (link.status !== 200 || !link.body.downloadUrl) {
    return { status: link.status, error: link.body.error, ms: Date.now() - started, pdf: undefined };
  }
  const file = await api<Buffer>(server.baseUrl, "GET", link.body.downloadUrl, { cookie: user.cookie });
  const pdf = Buffer.isBuffer(file.body) ? file.body : undefined;
  return { status: file.status, error: undefined, ms: Date.now() - started, pdf };
}

async function chromiumKillPhase(server: ServerProcess, users: LoadUser[]) {
  const phase = "chromium kill";
  console.log(`\n[${phase}] SIGKILL the browser while PDFs render`);
  const user = users[0] as LoadUser;
  const invoices = await Promise.all(Array.from({ length: 5 }, () => freshInvoice(server, user)));
  // The browser is normally up from the load; make sure of it.
  if (!server.chromiumPids().length) await renderPdf(server, user, await freshInvoice(server, user));
  const browserPid = server.chromiumPids()[0];
  if (browserPid === undefined) throw new Error("no Chromium process under the server");

  const renders = invoices.map((id) => renderPdf(server, user, id));
  await sleep(150);
  process.kill(browserPid, "SIGKILL");
  const killedAt = Date.now();
  const results = await Promise.all(renders);
  const settledIn = Date.now() - killedAt;
  const statuses = results.map((r) => r.status);
  report.figure("chromium kill: renders in flight", `answered ${statuses.join(", ")} within ${seconds(settledIn)}`);
  report.check(
    phase,
    "renders in flight answer 200 or 503 {error}, no hang",
    results.every((r) => r.status === 200 || (r.status === 503 && typeof r.error === "string")) && settledIn < 35_000,
    `statuses ${statuses.join(", ")} within ${seconds(settledIn)}`,
  );

  const next = await renderPdf(server, user, await freshInvoice(server, user));
  const isPdf = next.pdf?.subarray(0, 5).toString("latin1") === "%PDF-";
  report.check(
    phase,
    "the next PDF renders",
    next.status === 200 && isPdf,
    `${next.status}, ${next.pdf?.length ?? 0} bytes${isPdf ? " of PDF" : ""} in ${next.ms} ms`,
  );
  const newBrowser = server.chromiumPids()[0];
  report.check(
    phase,
    "a new browser replaced the killed one",
    newBrowser !== undefined && newBrowser !== browserPid && !isAlive(browserPid),
    `killed ${browserPid}, now ${newBrowser ?? "none"}`,
  );
  report.check(phase, "server still running", !server.hasExited(), `pid ${server.pid}`);
}

async function serverKillPhase(
  server: ServerProcess,
  users: LoadUser[],
  postgres: TempPostgres,
  restart: () => Promise<ServerProcess>,
): Promise<ServerProcess> {
  const phase = "server kill";
  console.log(`\n[${phase}] SIGKILL the server after ${seconds(FAULTS.beforeKillMs)} of load, then start it again`);
  const recorder = new LoadRecorder();
  const run = startLoad({
    baseUrl: server.baseUrl,
    users,
    durationSeconds: Math.ceil(FAULTS.beforeKillMs / 1000) + 5,
    connections: CONNECTIONS,
    recorder,
    pdfEvery: 4,
  });
  await sleep(FAULTS.beforeKillMs);
  trackChromium(server);
  const browsers = server.chromiumPids();
  server.kill("SIGKILL");
  const exit = await server.exited;
  run.instance.stop();
  await run.done;
  report.check(phase, "server killed mid-load", exit.signal === "SIGKILL", `exit signal ${exit.signal}`);

  const invariants = await checkInvoiceInvariants(postgres.url);
  report.figure("server kill: invoices checked", `${invariants.invoices} invoices, ${invariants.items} items`);
  report.check(
    phase,
    "no partial invoice (items, totals, numbering)",
    invariants.violations.length === 0,
    invariants.violations.join("; ") || `${invariants.invoices} invoices consistent`,
  );
  const verdict = await verifyWrites(postgres.url, recorder.writes);
  report.check(
    phase,
    "every write answered 2xx before the kill is present",
    verdict.missing.length === 0 && verdict.stale.length === 0,
    `${verdict.checked} records, ${verdict.missing.length} missing, ${verdict.stale.length} at an older version`,
  );
  await sleep(1000);
  const orphans = browsers.filter(isAlive);
  report.figure("server kill: Chromium left behind", `${orphans.length} of ${browsers.length} processes`);

  const restarted = await restart();
  trackChromium(restarted);
  const user = users[0] as LoadUser;
  const list = await api(restarted.baseUrl, "GET", "/crm/invoices", { cookie: user.cookie });
  report.check(phase, "restarted; sessions still valid", list.status === 200, `GET /crm/invoices ${list.status}`);
  const pdf = await renderPdf(restarted, user, await freshInvoice(restarted, user));
  report.check(phase, "creates and renders after the restart", pdf.status === 200, `invoice + PDF ${pdf.status}`);
  const after = await checkInvoiceInvariants(postgres.url);
  report.check(
    phase,
    "invariants hold after the restart",
    after.violations.length === 0,
    after.violations.join("; ") || `${after.invoices} invoices consistent`,
  );
  return restarted;
}

main()
  .catch((error) => {
    report.check("setup", "run completed", false, error instanceof Error ? error.message : String(error));
  })
  .finally(() => {
    report.print();
    cleanup();
    process.exit(report.failed ? 1 : 0);
  });
