import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { createApp } from "../src/app";
import type { DatabaseHandle } from "../src/db/database";
import type { RevocationStore } from "../src/modules/auth/revocation-store";
import { createMemoryRateLimitStore, type RateLimitStore } from "../src/rate-limit/rate-limit-store";
import { createServices, type Services } from "../src/services";
import type { AppSettings } from "../src/settings";
import { openTestDatabase } from "./test-database";

export interface TestApp {
  baseUrl: string;
  database: DatabaseHandle;
  services: Services;
  settings: AppSettings;
  close(): Promise<void>;
}

export const TEST_ADMIN_TOKEN = "test-admin-token-0123456789";

export function testSettings(overrides: Partial<AppSettings> = {}): AppSettings {
  return {
    sessionSecret: "test-session-secret-that-is-long-enough-0123456789",
    adminToken: TEST_ADMIN_TOKEN,
    appOrigins: [],
    rateLimits: {
      loginFailuresPerAccount: 10,
      authRequestsPerIp: 10_000,
      windowMs: 15 * 60 * 1000,
      apiKeyRequestsPerMinute: 10_000,
    },
    ...overrides,
  };
}

export interface TestAppOptions {
  chatModel?: import("ai").LanguageModel;
  clientDir?: string;
  settings?: Partial<AppSettings>;
  rateLimitStore?: RateLimitStore;
  trustProxy?: boolean | number | string;
  /** Where revoked sessions are kept (closed with the app); the database by default. */
  sessionRevocations?: RevocationStore;
  /** Another app's database: two app servers over one database (the caller closes it). */
  database?: DatabaseHandle;
  /** The invitation mailer seam (issue 25); without it invitations answer their link to copy. */
  sendInvitation?: import("../src/services").ServiceDeps["sendInvitation"];
  /** The app's logger (request lines, jobs, mail), for a test that reads what is logged; silent by default. */
  logger?: import("../src/logger").Logger;
}

/** Starts the real Express app on an ephemeral port over a fresh database; tests talk to it over HTTP. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openTestDatabase());
  const settings = testSettings(options.settings);
  const rateLimitStore = options.rateLimitStore ?? createMemoryRateLimitStore();
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });
  const services = createServices({
    database,
    logger,
    settings,
    rateLimitStore,
    chatModel: options.chatModel,
    sessionRevocations: options.sessionRevocations,
    sendInvitation: options.sendInvitation,
  });
  const app = createApp({ services, clientDir: options.clientDir, trustProxy: options.trustProxy });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  // As the production server (index.ts): a client's kept-alive connection outlives a test's pauses (reading a PDF back
  // with poppler takes seconds on a loaded machine), or a request sent as Node's default 5 s closes it is reset.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    database,
    services,
    settings,
    async close() {
      await services.chat.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.close();
      if (ownsDatabase) await database.close().catch(() => {});
      await rateLimitStore.close();
    },
  };
}
