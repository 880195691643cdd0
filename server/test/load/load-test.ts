/**
 * Load and fault run against the production build on a throwaway PostgreSQL cluster (docs/reliability.md).
 *
 *   npm run test:load    # 20 s of load, then the fault steps (CI)
 *   npm run test:soak    # 60 s of load, then the fault steps
 *   npm run test:load -- --duration <s> [--connections <n>]   (Node 24 from node_modules/.bin: not the system node)
 *
 * Phases: (1) load — after a warm-up, 50 signed-in users run the CRM mix: zero errors and zero 5xx, latency
 * percentiles, the server's RSS every second, and no upward trend of RSS and live heap after forced full GCs; (2) PostgreSQL restarts (immediate stop, held away, started again)
 * under the same load — the server stays up, answers 503 {error} fast meanwhile, recovers, loses no acknowledged
 * write; (3) Chromium is killed during PDF renders — the next PDF renders; (4) the server is SIGKILLed under load and
 * started again — no partial invoice. Prints a table, ends with "N passed, M failed", exits non-zero on a failure,
 * and always removes what it started (server, Chromium, the cluster).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumKillPhase } from "./chromium-kill-phase";
import { createCleanup } from "./cleanup";
import { CONNECTIONS, LOAD_SECONDS } from "./config";
import { databaseRestartPhase } from "./database-restart-phase";
import { loadPhase } from "./load-phase";
import { Report, seconds } from "./report";
import { serverKillPhase } from "./server-kill-phase";
import { checkBuild, commandLineOf, isAlive, type ServerProcess, startServer } from "./server-process";
import { createTempPostgres, freePort, type TempPostgres } from "./temp-postgres";
import { seed } from "./workload";

const report = new Report();
const { cleanups, cleanup } = createCleanup();

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
  // The server's log stays for a look when a check failed.
  cleanups.push(() => {
    if (report.failed) console.log(`server log kept: ${logFile}`);
    else rmSync(logFile, { force: true });
  });
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
    await loadPhase(report, server, users);
  } catch (error) {
    fail("load", error);
  }
  try {
    await databaseRestartPhase(report, server, users, postgres);
  } catch (error) {
    fail("pg restart", error);
  }
  try {
    await chromiumKillPhase(report, server, users);
  } catch (error) {
    fail("chromium kill", error);
  }
  try {
    server = await serverKillPhase(
      report,
      server,
      users,
      postgres,
      () => startServer({ port, env, logFile }),
      trackChromium,
    );
  } catch (error) {
    fail("server kill", error);
  }

  if (report.failed) console.log(`\nlast lines of the server log:\n${serverLogTail()}`);
  await server.stop();
  report.figure("run time (without build)", seconds(Date.now() - started));
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
