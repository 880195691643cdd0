/**
 * Benchmark 8c on its own: Lighthouse (mobile preset) on the signed-in contacts list of the 10,000-contact
 * organization, N times against the current production build; prints every run and the medians.
 *
 *   node --import tsx bench/lighthouse-run.ts [--runs 3] [--seed] [--port 4111] [--report-dir DIR] [--client-dist DIR]
 *     [--server-dist DIR] [--path /] [--database kancl_bench_home]
 *
 * --path audits another page (benchmark 18: `/`); --database runs over another benchmark database (bench/home.ts
 * --keep leaves kancl_bench_home, the benchmark data with projects and tasks).
 * --seed recreates kancl_bench first (bench/seed.ts); without it the database of the last `npm run bench` or
 * `npm run bench:seed` is reused. The server and the client build are copied into a temporary directory first,
 * so a concurrent `npm run build` (which empties client/dist for a moment) cannot disturb the runs. --client-dist
 * audits another client build (a copy of an earlier client/dist, for a side-by-side comparison), --server-dist runs
 * another server build (a copy of an earlier server/dist).
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { median, NODE, ROOT, startNode, waitForHttp } from "./lib";
import { BENCH_PASSWORD, benchDatabaseUrl, seedPostgres } from "./seed";

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? String(argv[at + 1]) : fallback;
};
const RUNS = Number(option("runs", "3"));
const PORT = Number(option("port", "4111"));
const REPORT_DIR = option("report-dir", "");
const CLIENT_DIST = path.resolve(option("client-dist", path.join(ROOT, "client/dist")));
const SERVER_DIST = path.resolve(option("server-dist", path.join(ROOT, "server/dist")));
const PAGE = option("path", "/crm/contacts");
const DATABASE = option("database", "kancl_bench");
const log = (message: string) => console.error(`[lighthouse] ${message}`);

let email = "bench-a@example.cz";
if (argv.includes("--seed")) {
  log("seeding kancl_bench");
  email = (await seedPostgres()).large[0]?.email ?? email;
}

// A snapshot of the build: server/dist/index.js serves ../../client/dist relative to itself.
const snapshot = mkdtempSync(path.join(os.tmpdir(), "kancl-lighthouse-"));
mkdirSync(path.join(snapshot, "server"), { recursive: true });
mkdirSync(path.join(snapshot, "client"), { recursive: true });
cpSync(SERVER_DIST, path.join(snapshot, "server/dist"), { recursive: true });
cpSync(CLIENT_DIST, path.join(snapshot, "client/dist"), { recursive: true });
symlinkSync(path.join(ROOT, "node_modules"), path.join(snapshot, "node_modules"));

const server = startNode("product", [path.join(snapshot, "server/dist/index.js")], {
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  PORT: String(PORT),
  DATABASE_URL: benchDatabaseUrl(DATABASE),
  SESSION_SECRET: "bench-session-secret-0123456789abcdef0123",
  ADMIN_TOKEN: "bench-admin-token-0123456789",
  AUTH_REQUESTS_PER_IP: "100000000",
  AUTH_LOGIN_FAILURES_PER_ACCOUNT: "1000",
  API_KEY_REQUESTS_PER_MINUTE: "100000000",
});
const loadavg = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" / ");

try {
  const base = `http://127.0.0.1:${PORT}`;
  await waitForHttp(`${base}/api/health`);
  const results: Record<string, number | string>[] = [];
  if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });
  // Lighthouse sometimes fails to record a trace (NO_NAVSTART): such a run is repeated, up to RUNS extra attempts.
  for (let run = 1; results.length < RUNS && run <= 2 * RUNS; run++) {
    const args = [base, email, BENCH_PASSWORD];
    if (REPORT_DIR) args.push(path.join(REPORT_DIR, `lighthouse-${run}.json`));
    const out = spawnSync(NODE, ["--import", "tsx", path.join(ROOT, "bench/lighthouse.ts"), ...args], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, LIGHTHOUSE_PATH: PAGE },
    });
    const line = out.stdout.trim().split("\n").at(-1) ?? "{}";
    const result = JSON.parse(line.startsWith("{") ? line : "{}") as Record<string, number | string>;
    result.load = loadavg();
    if (out.status !== 0 || result.runtimeError) log(`run ${run} failed: ${result.runtimeError ?? out.stderr}`);
    else results.push(result);
    log(
      `run ${run}: performance ${result.performance}, LCP ${Math.round(Number(result.lcpMs))} ms, FCP ` +
        `${Math.round(Number(result.fcpMs))} ms, TBT ${Math.round(Number(result.tbtMs))} ms, CLS ${result.cls}, ` +
        `load ${result.load}`,
    );
  }
  const mid = (key: string) => median(results.map((result) => Number(result[key])));
  console.log(
    JSON.stringify({
      path: PAGE,
      runs: results.length,
      performance: mid("performance"),
      lcpMs: mid("lcpMs"),
      fcpMs: mid("fcpMs"),
      tbtMs: mid("tbtMs"),
      cls: mid("cls"),
      all: results.map(({ performance, lcpMs, fcpMs, tbtMs, cls, load }) => ({
        performance,
        lcpMs,
        fcpMs,
        tbtMs,
        cls,
        load,
      })),
    }),
  );
} finally {
  await server.stop();
  rmSync(snapshot, { recursive: true, force: true });
}
