import type { DatabaseHandle } from "../db/database";
import type { Logger } from "../logger";
import { createMailer, type Mailer } from "../mail/mailer";
import { createDatabaseRevocationStore, type RevocationStore } from "../modules/auth/revocation-store";
import { createMemoryStreamRegistry, type StreamRegistry } from "../modules/chat/stream-registry";
import { createHealthService, type HealthService } from "../modules/health/health.service";
import { createPdfRenderer, type PdfRenderer } from "../pdf/pdf-renderer";
import { createRendererAvailability, RENDERER_MESSAGES, type RendererAvailability } from "../pdf/renderer-availability";
import type { RateLimitStore } from "../rate-limit/rate-limit-store";
import type { AppSettings } from "../settings";
import type { Area } from "./area";

export interface PlatformDeps {
  database: DatabaseHandle;
  logger: Logger;
  settings: AppSettings;
  rateLimitStore: RateLimitStore;
  /** Where revoked sessions are kept; the database by default. */
  sessionRevocations?: RevocationStore;
  pdfRenderer?: PdfRenderer;
  /** Where answers being generated are kept for resuming; in-process by default. */
  chatStreams?: StreamRegistry;
}

/** What every area stands on: the database, settings, the engines that hold resources, and health. */
export interface PlatformServices {
  database: DatabaseHandle;
  logger: Logger;
  settings: AppSettings;
  rateLimitStore: RateLimitStore;
  /** The revocation set of sessions (the database, or Redis with REDIS_URL). */
  sessionRevocations: RevocationStore;
  /** The mail engine (decision 140): features enqueue through it. */
  mail: Mailer;
  /** Issue 25: whether PDFs can be rendered here (and the installation of Chromium at start-up). */
  pdfAvailability: RendererAvailability;
  /** Owns a Chromium once the first PDF is rendered. */
  pdfRenderer: PdfRenderer;
  chatStreams: StreamRegistry;
  health: HealthService;
}

export function platformArea(deps: PlatformDeps): Area<PlatformServices> {
  const { database, logger, settings } = deps;
  const pdfAvailability = createRendererAvailability(settings.chromium ?? {}, {
    info: (message) => logger.info(message),
    warn: (message) => logger.warn(message),
  });
  const pdfRenderer =
    deps.pdfRenderer ??
    createPdfRenderer({
      chromium: settings.chromium,
      missingMessage: () => RENDERER_MESSAGES.refused(pdfAvailability.state()),
    });
  const mail = createMailer({
    db: database.db,
    logger,
    settings: settings.mail ?? { from: "Kancl <kancl@localhost>" },
    // One-time secrets in queued mail are sealed with a key derived from it (decision 142).
    serverSecret: settings.sessionSecret,
  });
  const sessionRevocations = deps.sessionRevocations ?? createDatabaseRevocationStore(database.db);
  const chatStreams = deps.chatStreams ?? createMemoryStreamRegistry();
  return {
    services: {
      database,
      logger,
      settings,
      rateLimitStore: deps.rateLimitStore,
      sessionRevocations,
      mail,
      pdfAvailability,
      pdfRenderer,
      chatStreams,
      health: createHealthService(database, pdfAvailability),
    },
    jobs: [mail.handler()],
    close: [() => sessionRevocations.close(), () => chatStreams.close(), () => mail.close(), () => pdfRenderer.close()],
  };
}
