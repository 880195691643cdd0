import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import { createApp } from "./app";
import { databaseConfigFromEnv } from "./db/config";
import { openDatabase } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { type Env, envOfProcess, InvalidEnvError } from "./env";
import { createJobWorker } from "./jobs/job-worker";
import { createLogger, type Logger } from "./logger";
import { createRedisRevocationStore } from "./modules/auth/redis-revocation-store";
import { loadOrCreateSessionSecret } from "./modules/auth/session-secret";
import { chatModelFromSettings } from "./modules/chat/chat-model";
import { createMemoryStreamRegistry, createRedisStreamRegistry } from "./modules/chat/stream-registry";
import { findOnPath } from "./pdf/find-chromium";
import { APT_INSTALL_STEPS } from "./pdf/renderer-availability";
import { createMemoryRateLimitStore, type RateLimitStore } from "./rate-limit/rate-limit-store";
import { createRedisRateLimitStore } from "./rate-limit/redis-rate-limit-store";
import { createServices } from "./services";
import type { AppSettings } from "./settings";

/** How long in-flight requests may take to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;
/** How long running background jobs may take after SIGTERM before they are given back to another server. */
const JOBS_GRACE_MS = 5_000;

// The built client sits at client/dist both from server/src (tsx) and server/dist (the bundle).
const CLIENT_DIR = fileURLToPath(new URL("../../client/dist", import.meta.url));

/** Root with apt-get on PATH: the start-up may install Chromium for PDFs (as scripts/find-chromium.mjs does). */
function mayInstallWithApt(env: Env): boolean {
  return process.getuid?.() === 0 && findOnPath("apt-get", env.PATH) !== undefined;
}

function readEnv(): Env {
  try {
    return envOfProcess();
  } catch (error) {
    if (error instanceof InvalidEnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function settingsFromEnv(env: Env, logger: Logger): Promise<AppSettings> {
  if (!env.SESSION_SECRET && env.DATABASE_URL) {
    logger.warn(
      "SESSION_SECRET is not set: using a secret kept in DATA_DIR. Set it when several app servers share the database.",
    );
  }
  return {
    sessionSecret: env.SESSION_SECRET ?? (await loadOrCreateSessionSecret(env.DATA_DIR)),
    adminToken: env.ADMIN_TOKEN,
    appOrigins: env.APP_ORIGINS,
    chromium: {
      headlessShellPath: env.CHROMIUM_HEADLESS_SHELL_PATH,
      chromiumPath: env.PUPPETEER_EXECUTABLE_PATH ?? env.CHROMIUM_PATH,
      searchPath: env.PATH,
    },
    rateLimits: {
      loginFailuresPerAccount: env.AUTH_LOGIN_FAILURES_PER_ACCOUNT,
      loginFailuresPerAccountTotal: env.AUTH_LOGIN_FAILURES_PER_ACCOUNT_TOTAL,
      authRequestsPerIp: env.AUTH_REQUESTS_PER_IP,
      windowMs: env.AUTH_RATE_WINDOW_SECONDS * 1000,
      apiKeyRequestsPerMinute: env.API_KEY_REQUESTS_PER_MINUTE,
      passwordResetsPerEmail: env.AUTH_PASSWORD_RESETS_PER_EMAIL,
      passwordResetsPerIp: env.AUTH_PASSWORD_RESETS_PER_IP,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
    cnbRatesUrl: env.CNB_RATES_URL === "off" ? undefined : env.CNB_RATES_URL,
    webhooks: {
      allowPrivateTargets: env.WEBHOOKS_ALLOW_PRIVATE_TARGETS,
      disableAfterFailures: env.WEBHOOKS_DISABLE_AFTER_FAILURES,
      timeoutMs: env.WEBHOOKS_TIMEOUT_SECONDS * 1000,
    },
  };
}

async function main() {
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const databaseConfig = databaseConfigFromEnv(env);
  const database = await openDatabase(databaseConfig, logger);
  const { applied } = await migrateToLatest(database.db);
  if (applied.length) logger.info({ applied }, "migrations applied");

  const rateLimitStore: RateLimitStore = env.REDIS_URL
    ? await createRedisRateLimitStore(env.REDIS_URL, logger)
    : createMemoryRateLimitStore();
  const services = createServices({
    database,
    logger,
    settings: await settingsFromEnv(env, logger),
    rateLimitStore,
    // Without Redis, the database holds the set (createServices' default): every app server reads it.
    sessionRevocations: env.REDIS_URL ? await createRedisRevocationStore(env.REDIS_URL, logger) : undefined,
    chatModel: chatModelFromSettings(env),
    chatStreams: env.REDIS_URL ? await createRedisStreamRegistry(env.REDIS_URL, logger) : createMemoryStreamRegistry(),
  });

  // Issue 25 item 8: PDFs from the first command. Without Chromium, root with apt-get installs it in the background
  // (the server answers at once; PDFs work once it is in place); anyone else gets one line saying what to install.
  void services.pdfAvailability.start({ install: mayInstallWithApt(env) ? APT_INSTALL_STEPS : undefined });

  // Background jobs, from the database's jobs table (docs/architecture.md, "Background jobs").
  const jobWorker = env.JOBS_WORKER
    ? createJobWorker({
        db: database.db,
        logger,
        handlers: services.jobHandlers,
        pollIntervalMs: env.JOBS_POLL_INTERVAL_SECONDS * 1000,
        concurrency: env.JOBS_CONCURRENCY,
      })
    : undefined;
  jobWorker?.start();

  const app = createApp({
    services,
    clientDir: CLIENT_DIR,
    serveSourceMaps: env.SERVE_SOURCE_MAPS,
    trustProxy: env.TRUST_PROXY,
  });
  const server: Server = app.listen(env.PORT, () => {
    const where = databaseConfig.kind === "postgres" ? "PostgreSQL" : `embedded PGlite in ${databaseConfig.dataDir}`;
    logger.info(`Kancl is listening on http://localhost:${env.PORT} (database: ${where})`);
    // Issue 25 item 1: an empty database is set up in the browser (decision 150).
    services.setup.status().then(
      ({ open }) => {
        if (open) logger.info(`Open http://localhost:${env.PORT}/setup to set up Kancl`);
      },
      (error: unknown) => logger.warn({ err: error }, "could not tell whether Kancl is set up"),
    );
  });
  // Clients that keep connections alive (a load balancer above all) may send a request on an idle connection at the
  // moment the server closes it, and get ECONNRESET. Node closes idle connections after 5 s; balancers keep theirs
  // up to 60 s (HAProxy's and nginx's upstream defaults, cloud balancers): the server must wait longer than they do.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000; // above keepAliveTimeout, or Node may cut a request arriving on a kept connection
  server.on("error", (error) => {
    logger.fatal({ err: error }, "server failed to listen");
    process.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: no new connections, finishing requests");
    const force = setTimeout(() => {
      logger.warn("requests still running after the grace period; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // Answers being generated stop now (their model calls are aborted), so their responses end and close can finish.
    void services.chat.stop();
    // Stops claiming at once; running jobs finish (or are given back) while the requests finish.
    const jobsStopped = jobWorker?.stop({ graceMs: JOBS_GRACE_MS });
    server.close(async () => {
      await jobsStopped;
      await services.close();
      await database.close();
      await rateLimitStore.close();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  console.error("Kancl failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
