import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "../scripts/find-chromium.mjs";

// Browser tests drive the BUILT app (`npm run build`) served by the production entry point, in Debian's Chromium.
// Run from the repository root: `npm run test:e2e`, or `npx playwright test -c e2e/playwright.config.ts`
// after a build.

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.resolve(e2eDir, "..");
const isCI = Boolean(process.env.CI);
const port = Number(process.env.E2E_PORT) || 3210;
const baseURL = `http://127.0.0.1:${port}`;

const chromium = findChromium();
if (!chromium) {
  throw new Error("No Chromium found. Install it with `node scripts/find-chromium.mjs --install` (as root).");
}

// A fresh embedded database for every run. This file is evaluated by the runner and again in every worker: the
// runner creates the directory and passes it to the workers through the environment, and removes it on exit
// (after the web server has stopped, see gracefulShutdown).
const dataDir = process.env.E2E_DATA_DIR ?? createDataDir();
// The admin API creates an organization per test (fixtures/app-test.ts); the workers get the token the same way.
process.env.E2E_ADMIN_TOKEN ??= randomBytes(24).toString("hex");
const adminToken = process.env.E2E_ADMIN_TOKEN;
// Issue 25: the app's mail goes to a test SMTP server on loopback (server/test/smtp-test-server-cli.ts), which writes
// each message into this directory for the specs (fixtures/mailbox.ts).
const smtpPort = port + 10_000;
process.env.E2E_MAIL_DIR ??= path.join(dataDir, "mail");
const mailDir = process.env.E2E_MAIL_DIR;

function createDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kancl-e2e-"));
  process.env.E2E_DATA_DIR = dir;
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export default defineConfig({
  testDir: "./tests",
  outputDir: "./test-results",
  // Two cores: the server, the browser and the runner share them.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  // A hung run must not eat the CI budget. The suite grew with every screen checked at several widths, both themes
  // and both languages (responsive.spec.ts): 16–17 min in CI on a 2-core machine (stop 44), so 25 min means
  // something is stuck.
  globalTimeout: isCI ? 25 * 60_000 : 0,
  reporter: [["list"], ["json", { outputFile: path.join(e2eDir, "test-results", "results.json") }]],
  use: {
    baseURL,
    locale: "cs-CZ",
    timezoneId: "Europe/Prague",
    trace: "on-first-retry",
    launchOptions: { executablePath: chromium, args: [...CHROMIUM_ARGS] },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      command: `"${path.join(rootDir, "node_modules", ".bin", "tsx")}" server/test/smtp-test-server-cli.ts ${smtpPort} "${mailDir}"`,
      cwd: rootDir,
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      stdout: process.env.E2E_SERVER_LOGS ? "pipe" : "ignore",
    },
    {
      // The Node 24 from the `node` devDependency, whatever Node runs Playwright itself.
      command: `"${path.join(rootDir, "node_modules", ".bin", "node")}" server/dist/index.js`,
      cwd: rootDir,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // SIGTERM lets the server close its database before the data directory is removed.
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      // The server logs to stdout, every 4xx included at LOG_LEVEL=warn: E2E_SERVER_LOGS=1 shows them.
      stdout: process.env.E2E_SERVER_LOGS ? "pipe" : "ignore",
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        // Empty means unset: a DATABASE_URL in the caller's shell must not point the tests at a real database.
        DATABASE_URL: "",
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        ADMIN_TOKEN: adminToken,
        // Every test signs in from 127.0.0.1: the per-IP limit for auth calls is meant for real offices.
        AUTH_REQUESTS_PER_IP: "100000",
        AUTH_PASSWORD_RESETS_PER_IP: "100000",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: "Kancl <kancl@kancl.test>",
        APP_URL: baseURL,
        // Mail leaves within a second of being enqueued.
        JOBS_POLL_INTERVAL_SECONDS: "1",
      },
    },
  ],
});
