import { api, sleep } from "./api";
import {
  CONNECTIONS,
  FAIL_FAST_MAX_MS,
  FAIL_FAST_P99_MS,
  FAULTS,
  PDF_EVERY,
  RECOVERED_FRACTION,
  RECOVERY_LIMIT_MS,
} from "./config";
import { verifyWrites } from "./database-checks";
import { percentile, type Report, seconds } from "./report";
import type { ServerProcess } from "./server-process";
import type { TempPostgres } from "./temp-postgres";
import { LoadRecorder, type LoadUser, startLoad } from "./workload";

/** Phase 2: PostgreSQL stops (-m immediate) under load, stays away, starts again. */
export async function databaseRestartPhase(
  report: Report,
  server: ServerProcess,
  users: LoadUser[],
  postgres: TempPostgres,
) {
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
  const slowestFailure = Math.round(Math.max(0, ...failures.map((r) => r.ms)));
  const slowestDuring = Math.round(Math.max(0, ...during.map((r) => r.ms)));
  const p99Failure = Math.round(
    percentile(
      failures.map((r) => r.ms),
      99,
    ),
  );
  const failedAfterBack = failures.filter((r) => r.at > upAt + 1000).length;

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
  const p99During = Math.round(
    percentile(
      during.map((r) => r.ms),
      99,
    ),
  );
  const served503 = during.filter((r) => r.status === 503).length;
  report.figure(
    "pg restart: answers while away",
    `${during.length} (${served503} × 503, p99 ${p99During} ms, slowest ${slowestDuring} ms)`,
  );
  report.figure(
    "pg restart: throughput",
    `${baseline.toFixed(0)} 2xx/s before, recovered to ≥ ${RECOVERED_FRACTION * 100} % ${recoveredAfter === undefined ? "never" : `within ${seconds(recoveredAfter)} of the start (1 s windows)`}, ${lastSecond} 2xx/s at the end`,
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
    `fails fast (p99 ≤ ${FAIL_FAST_P99_MS} ms, none over ${FAIL_FAST_MAX_MS} ms)`,
    failures.length > 0 && p99Failure <= FAIL_FAST_P99_MS && slowestFailure <= FAIL_FAST_MAX_MS,
    `${failures.length} failures: p99 ${p99Failure} ms, slowest ${slowestFailure} ms`,
  );
  report.check(
    phase,
    "no hangs or connection errors",
    result.timeouts === 0 && result.errors === 0,
    `${result.timeouts} timeouts, ${result.errors} errors`,
  );
  report.figure("pg restart: failures 1 s after the database was back", String(failedAfterBack));
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
