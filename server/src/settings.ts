import type { MailSettings } from "./mail/mailer";
import type { WebhookSettings } from "./modules/webhooks/webhooks.service";
import type { ChromiumSettings } from "./pdf/find-chromium";

/** The runtime settings services need, derived once from the environment (see index.ts) or set by tests. */
export interface AppSettings {
  /** Signs access tokens (HS256). From SESSION_SECRET, or generated once into DATA_DIR. */
  sessionSecret: string;
  /** Bearer token of the admin API; undefined disables it (404). */
  adminToken: string | undefined;
  /** Origins besides the app's own that may make state-changing calls (CSRF). */
  appOrigins: string[];
  /** Where the PDF renderer finds Chromium; Debian's paths when not set. */
  chromium?: ChromiumSettings;
  rateLimits: {
    /** Login attempts per account and client address per window (AUTH_LOGIN_FAILURES_PER_ACCOUNT). */
    loginFailuresPerAccount: number;
    /**
     * Login attempts per account from all addresses together per window (AUTH_LOGIN_FAILURES_PER_ACCOUNT_TOTAL);
     * ten times loginFailuresPerAccount when not set.
     */
    loginFailuresPerAccountTotal?: number;
    authRequestsPerIp: number;
    windowMs: number;
    /** Calls per API key per minute. */
    apiKeyRequestsPerMinute: number;
    /** Password-reset requests per e-mail address, and per client IP, per window (decision 141). */
    passwordResetsPerEmail?: number;
    passwordResetsPerIp?: number;
  };
  /** Outgoing e-mail (decision 140): no smtpUrl keeps every message in the outbox, unsent. */
  mail?: MailSettings;
  /** Where users open the app (APP_URL): links in e-mails point here. */
  appUrl?: string;
  /**
   * Where the Czech National Bank's daily fixing is read (CNB_RATES_URL); undefined (the default in tests, or
   * CNB_RATES_URL=off) turns fetching off and invoices ask for the rate by hand.
   */
  cnbRatesUrl?: string;
  /** Webhook delivery (decision 198): private targets refused unless WEBHOOKS_ALLOW_PRIVATE_TARGETS. */
  webhooks?: WebhookSettings;
}
