import type { Health, PdfRendererState } from "@kancl/shared";
import type { DatabaseHandle } from "../../db/database";
import { APP_VERSION, RUNTIME } from "../../version";

/** How long the database may take to answer `select 1` before the server calls itself degraded. */
export const DATABASE_CHECK_TIMEOUT_MS = 2000;

export interface HealthService {
  check(): Promise<Health>;
}

/**
 * The renderer's state (issue 25 item 8) is reported, not judged: a server without Chromium still answers "ok",
 * since everything but the PDFs works and a load balancer must not take it out of service for that.
 */
export function createHealthService(
  database: Pick<DatabaseHandle, "ping">,
  pdfRenderer?: { state(): PdfRendererState },
): HealthService {
  return {
    async check() {
      const timestamp = new Date().toISOString();
      const renderer = pdfRenderer ? { pdfRenderer: pdfRenderer.state() } : {};
      try {
        await withTimeout(database.ping(), DATABASE_CHECK_TIMEOUT_MS);
        return {
          status: "ok",
          runtime: RUNTIME,
          version: APP_VERSION,
          timestamp,
          database: { status: "ok" },
          ...renderer,
        };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return {
          status: "degraded",
          runtime: RUNTIME,
          version: APP_VERSION,
          timestamp,
          database: { status: "unavailable", error: `Database check failed: ${reason}` },
          ...renderer,
        };
      }
    },
  };
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
