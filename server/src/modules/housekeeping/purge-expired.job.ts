import type { Database } from "../../db/database";
import { purgeExpiredIdempotencyKeys } from "../../http/idempotency";
import { defineJob, handleJob, type JobHandler } from "../../jobs/job-type";
import type { AuthService } from "../auth/auth.service";
import type { PasswordResetService } from "../auth/password-reset.service";
import type { SyncService } from "../sync/sync.service";

/**
 * Deletes records that can no longer be used: Idempotency-Key records past their 24 hours, dead refresh tokens, sync
 * tombstones past their 30 days (decision 200).
 */
export const purgeExpiredJob = defineJob("housekeeping.purge-expired", {
  maxAttempts: 3,
  timeoutMs: 5 * 60_000,
  backoff: { baseMs: 60_000, maxMs: 15 * 60_000 },
});

/** Hourly, as the in-process timer it replaces was: correctness never depends on it (lookups ignore expired rows). */
export const PURGE_EXPIRED_EVERY_SECONDS = 60 * 60;

export interface PurgeExpiredDeps {
  db: Database;
  auth: Pick<AuthService, "purgeExpiredRefreshTokens">;
  passwordReset?: Pick<PasswordResetService, "purgeExpired">;
  sync?: Pick<SyncService, "purgeExpired">;
}

export function purgeExpiredHandler(
  { db, auth, passwordReset, sync }: PurgeExpiredDeps,
  everySeconds = PURGE_EXPIRED_EVERY_SECONDS,
): JobHandler {
  return handleJob(
    purgeExpiredJob,
    async (_payload, { logger }) => {
      await purgeExpiredIdempotencyKeys(db);
      const refreshTokens = await auth.purgeExpiredRefreshTokens();
      const passwordResetTokens = await passwordReset?.purgeExpired();
      const tombstones = await sync?.purgeExpired();
      logger.debug({ refreshTokens, passwordResetTokens, tombstones }, "purged expired records");
    },
    { everySeconds },
  );
}
