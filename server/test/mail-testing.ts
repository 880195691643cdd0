import { pino } from "pino";
import { createJobWorker, type JobWorker } from "../src/jobs/job-worker";
import type { MailRetryPolicy } from "../src/mail/mailer";
import { passwordResetLinkHandler } from "../src/modules/auth/password-reset.job";
import type { AppSettings } from "../src/settings";
import { type SmtpTestServer, type SmtpTestServerOptions, startSmtpTestServer } from "./smtp-test-server";
import { startTestApp, type TestApp, type TestAppOptions } from "./test-app";

/** Retries in milliseconds instead of minutes: three attempts, 50 ms then 100 ms apart (with jitter). */
export const FAST_MAIL_RETRY: MailRetryPolicy = { maxAttempts: 3, baseMs: 50, maxMs: 200 };

export interface MailTestApp {
  app: TestApp;
  smtp: SmtpTestServer;
  worker: JobWorker;
  close(): Promise<void>;
}

/**
 * The real app whose mail goes to a real SMTP server on loopback (smtp-server), with a job worker that delivers it
 * and makes the password-reset mails (the test app runs none by default). `smtp: false` starts the app without SMTP_URL: mail stays unsent.
 */
export async function startAppWithSmtp(
  options: TestAppOptions & { smtpServer?: SmtpTestServerOptions; withoutSmtp?: boolean } = {},
): Promise<MailTestApp> {
  const smtp = await startSmtpTestServer(options.smtpServer);
  const mail: AppSettings["mail"] = {
    smtpUrl: options.withoutSmtp ? undefined : smtp.url,
    from: "Kancl <kancl@kancl.test>",
    retry: FAST_MAIL_RETRY,
    smtpTimeouts: { connectionMs: 2_000, greetingMs: 2_000, socketMs: 5_000 },
  };
  const app = await startTestApp({ ...options, settings: { mail, ...options.settings } });
  const worker = createJobWorker({
    db: app.database.db,
    logger: options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" }),
    // Delivery, and the job that turns a reset request into its e-mail (decision 142).
    handlers: [app.services.mail.handler(), passwordResetLinkHandler(app.services.passwordReset)],
    pollIntervalMs: 50,
  });
  worker.start();
  return {
    app,
    smtp,
    worker,
    async close() {
      await worker.stop({ graceMs: 0 });
      await app.close();
      await smtp.close();
    },
  };
}

/** The first http(s) link in a text. */
export function firstLink(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`No link in: ${text}`);
  return match[0];
}
