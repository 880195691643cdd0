import { defineJob, handleJob, type JobHandler } from "../../jobs/job-type";
import type { TrashService } from "./trash.service";

/** Deletes for good what has been in the trash for more than 30 days (decision 120). */
export const purgeTrashJob = defineJob("trash.purge-expired", {
  maxAttempts: 3,
  timeoutMs: 10 * 60_000,
  backoff: { baseMs: 60_000, maxMs: 30 * 60_000 },
});

/** Hourly: a record leaves the trash within an hour of its 30 days; the trash never lists older ones anyway. */
export const PURGE_TRASH_EVERY_SECONDS = 60 * 60;

export function purgeTrashHandler(
  trash: Pick<TrashService, "purgeExpired">,
  everySeconds = PURGE_TRASH_EVERY_SECONDS,
): JobHandler {
  return handleJob(
    purgeTrashJob,
    async (_payload, { logger }) => {
      const purged = await trash.purgeExpired(logger);
      logger.info({ purged }, "purged the trash");
    },
    { everySeconds },
  );
}
