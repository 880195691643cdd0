import { defineJob, handleJob, type JobHandler } from "../../jobs/job-type";

/**
 * Issue 34 item 7 (decision 142): a reset request answers at once and leaves the lookup, the token and the e-mail to
 * this job, so the request does the same work — the rate limits and this job's row — whether or not the address has
 * an account, and its timing tells nothing. Jobs are not tenant rows: the payload is the address asked for, never a
 * token (the job makes the token and hands it only to the mail engine, sealed).
 */
export const passwordResetLinkJob = defineJob<{ email: string }>("auth.password-reset-link", {
  maxAttempts: 3,
  timeoutMs: 30_000,
  backoff: { baseMs: 5_000, maxMs: 60_000 },
});

/** What the handler calls: `PasswordResetService.sendLink` (named by shape, so the service importing the job type does
 * not import itself). */
interface LinkSender {
  sendLink(email: string): Promise<void>;
}

export function passwordResetLinkHandler(passwordReset: LinkSender): JobHandler {
  return handleJob(passwordResetLinkJob, ({ email }) => passwordReset.sendLink(email));
}
