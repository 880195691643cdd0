/**
 * `npm run cluster`: docker-compose.yml's shape on this machine, without Docker — two app servers of the production
 * build (server/dist) on the machine's PostgreSQL and Redis, HAProxy with deploy/haproxy.cfg in front on
 * http://localhost:8080. Logs of both servers on the terminal, each line prefixed with its server; Ctrl+C stops
 * everything (the servers shut down gracefully).
 *
 *   npm run build && npm run cluster
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/kancl_cluster, created when missing) and REDIS_URL
 * (default redis://127.0.0.1:6379) choose the shared services; any other variable of .env.example set in the
 * environment reaches both servers. The session secret is generated once into .data/cluster/ so sessions survive a
 * restart of the cluster.
 *
 * It lives in deploy/ beside the two files it runs (haproxy.cfg, and the compose file it imitates), and reuses the
 * scale test's helpers (server/test/load/): the same way of starting the production build and the same balancer.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { createClient } from "redis";
import { envSchema } from "../server/src/env";
import { startLoadBalancer } from "../server/test/load/haproxy";
import { checkBuild, REPO_ROOT, type ServerProcess, startServer } from "../server/test/load/server-process";
import { isPortFree } from "../server/test/load/temp-postgres";

const BALANCER_PORT = 8080;
const SERVER_PORTS = [3101, 3102];
const DEFAULT_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/kancl_cluster";
const DEFAULT_REDIS_URL = "redis://127.0.0.1:6379";
const WORK_DIR = path.join(REPO_ROOT, ".data/cluster");
/** The environment `npm run cluster` was started with (not a Turborepo task: nothing here is cached). */
const shell: Record<string, string | undefined> = process.env;

function fail(message: string): never {
  console.error(`cluster: ${message}`);
  process.exit(1);
}

/** Creates the database of url when it does not exist (connecting to the server's `postgres` database). */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) fail(`DATABASE_URL names no database: ${target.host}`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch (error) {
    fail(`PostgreSQL at ${target.host} does not answer (${(error as Error).message}); start it or set DATABASE_URL`);
  }
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
      console.log(`cluster: created database ${name} on ${target.host}`);
    }
  } finally {
    await client.end();
  }
}

async function checkRedis(url: string): Promise<void> {
  const client = createClient({ url, socket: { reconnectStrategy: false, connectTimeout: 3000 } });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    fail(`Redis at ${url} does not answer (${(error as Error).message}); start it or set REDIS_URL`);
  } finally {
    if (client.isOpen) await client.close();
  }
}

/** The same secret on both servers, kept between runs (a restart of the cluster keeps everyone signed in). */
function sessionSecret(): string {
  if (shell.SESSION_SECRET) return shell.SESSION_SECRET;
  const file = path.join(WORK_DIR, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** A successful health check of HAProxy's (two a second per server): logged by the server, not worth reading. */
const HEALTH_CHECK_LINE = /"url":"\/api\/health".*"statusCode":200/;

/** Prints a server's output line by line with its name in front (its log file keeps every line). */
function prefixOutput(server: ServerProcess, name: string): void {
  for (const stream of [server.child.stdout, server.child.stderr]) {
    let rest = "";
    stream?.on("data", (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) if (!HEALTH_CHECK_LINE.test(line)) console.log(`[${name}] ${line}`);
    });
  }
}

async function main(): Promise<void> {
  const buildProblem = checkBuild();
  if (buildProblem?.includes("missing")) fail(buildProblem);
  if (buildProblem) console.warn(`cluster: warning: ${buildProblem}`);
  for (const port of [BALANCER_PORT, ...SERVER_PORTS]) {
    if (!(await isPortFree(port)))
      fail(`port ${port} is in use (the cluster needs ${BALANCER_PORT} and ${SERVER_PORTS.join(", ")})`);
  }

  const databaseUrl = shell.DATABASE_URL || DEFAULT_DATABASE_URL;
  const redisUrl = shell.REDIS_URL || DEFAULT_REDIS_URL;
  await ensureDatabase(databaseUrl);
  await checkRedis(redisUrl);
  mkdirSync(WORK_DIR, { recursive: true });

  // What the compose file gives its app services: the user's settings (only the server's own variables), then the
  // topology's.
  const passed: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = shell[key];
    if (value !== undefined && key !== "PATH") passed[key] = value;
  }
  const env = (index: number): Record<string, string> => ({
    LOG_LEVEL: "info",
    ...passed,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SESSION_SECRET: sessionSecret(),
    // The balancer runs on loopback: its X-Forwarded-For is believed, nobody else's.
    TRUST_PROXY: "loopback",
    APP_URL: shell.APP_URL || `http://localhost:${BALANCER_PORT}`,
    DATA_DIR: path.join(WORK_DIR, `s${index + 1}`),
  });

  const servers: ServerProcess[] = [];
  let balancer: { destroy(): void } | undefined;
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log("cluster: stopping");
    balancer?.destroy();
    await Promise.all(servers.map((server) => server.stop()));
    process.exit(code);
  };
  process.on("SIGINT", () => void stopAll(0));
  process.on("SIGTERM", () => void stopAll(0));

  // Each server migrates the database at start-up (under Kysely's migration lock); the first one alone, so the
  // second finds it migrated.
  for (const [index, port] of SERVER_PORTS.entries()) {
    const name = `s${index + 1}`;
    console.log(`cluster: starting ${name} on http://127.0.0.1:${port}`);
    try {
      const server = await startServer({ port, env: env(index), logFile: path.join(WORK_DIR, `${name}.log`) });
      servers.push(server);
      prefixOutput(server, name);
      void server.exited.then(({ code, signal }) => {
        if (!stopping) console.error(`cluster: ${name} exited (${signal ?? code}); see ${WORK_DIR}/${name}.log`);
      });
    } catch (error) {
      console.error(`cluster: ${(error as Error).message}`);
      await stopAll(1);
    }
  }

  try {
    balancer = await startLoadBalancer({
      port: BALANCER_PORT,
      dir: WORK_DIR,
      servers: SERVER_PORTS.map((port, index) => ({ name: `s${index + 1}`, port })),
    });
  } catch (error) {
    console.error(`cluster: ${(error as Error).message}`);
    await stopAll(1);
  }
  console.log(
    `cluster: Kancl on http://localhost:${BALANCER_PORT} (HAProxy, deploy/haproxy.cfg) → s1, s2; ` +
      `database ${new URL(databaseUrl).pathname.slice(1)}, Redis ${redisUrl}. Ctrl+C stops everything.`,
  );
}

await main();
