import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { createApp } from "../server/src/app";
import type { DatabaseHandle } from "../server/src/db/database";
import type { Logger } from "../server/src/logger";
import { createMemoryRateLimitStore } from "../server/src/rate-limit/rate-limit-store";
import { createServices, type Services } from "../server/src/services";
import type { AppSettings } from "../server/src/settings";

/**
 * The product's app in the benchmark's own process, over a database the benchmark made: its services (no rate
 * limit in the way), an HTTP server on a free loopback port, and `close()` that stops both and the database.
 */
export async function startBenchApp(
  database: DatabaseHandle,
  logger: Logger = pino({ level: "silent" }),
  extraSettings: Pick<AppSettings, "webhooks"> = {},
): Promise<{ services: Services; server: Server; base: string; close: () => Promise<void> }> {
  const services = createServices({
    database,
    logger,
    settings: {
      ...extraSettings,
      sessionSecret: "bench-session-secret-0123456789abcdef0123",
      adminToken: "bench-admin-token-0123456789",
      appOrigins: [],
      rateLimits: {
        loginFailuresPerAccount: 1000,
        authRequestsPerIp: 100_000_000,
        windowMs: 15 * 60 * 1000,
        apiKeyRequestsPerMinute: 100_000_000,
      },
    },
    rateLimitStore: createMemoryRateLimitStore(),
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = createApp({ services }).listen(0, "127.0.0.1", () => resolve(listening));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  async function close() {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await services.chat.stop();
    await services.close();
    await database.close();
  }
  return { services, server, base, close };
}
