import type { Database, Executor } from "../db/database";
import { enqueueJob } from "../jobs/enqueue";
import { defineJob, handleJob, type JobContext, type JobHandler, type JobType } from "../jobs/job-type";
import type { Logger } from "../logger";
import { type MailStatus, type OutboxListQuery, type OutboxRow, outboxRepository } from "./outbox.repository";
import { type MailBodies, MIN_SECRET_LENGTH, mailSealingKey, openBodies, redact, sealBodies } from "./sealed-bodies";
import { createSmtpTransport, type MailTransport, type SmtpTimeouts } from "./smtp-transport";

/** What a feature sends: to one address, in one organization (the outbox is per organization). */
export interface OutgoingMail {
  orgId: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * What in text and html is meant for the recipient alone: a one-time link's token, a one-time code (decision 142).
   * The outbox keeps the message with each of them replaced by "[redacted]" — so no admin, log, export or webhook
   * ever reads it — and delivery sends the real bodies, kept sealed with the server's key until the message is sent.
   */
  secrets?: readonly string[];
}

export interface MailRetryPolicy {
  /** Delivery attempts before a message is kept as failed, the first one included. */
  maxAttempts: number;
  /** The wait after the first failed attempt; each further one doubles it, up to maxMs. */
  baseMs: number;
  maxMs: number;
}

export interface MailSettings {
  /** `smtp://user:pass@host:587` or `smtps://…`; without it every message stays in the outbox, unsent. */
  smtpUrl?: string;
  /** The From of every message: `Kancl <kancl@example.com>`. */
  from: string;
  retry?: MailRetryPolicy;
  smtpTimeouts?: SmtpTimeouts;
}

/** About 63 minutes from the first attempt to the eighth: 30 s, 1 min, 2, 4, 8, 16, 32 (each with jitter). */
export const DEFAULT_MAIL_RETRY: MailRetryPolicy = { maxAttempts: 8, baseMs: 30_000, maxMs: 60 * 60_000 };
export const NO_SMTP_REASON = "Not sent: no SMTP server is configured (SMTP_URL)";
export const SEAL_UNREADABLE_REASON =
  "Not sent: its one-time link can no longer be read (SESSION_SECRET changed, or it was stored before links were sealed); ask for a new one";
const DELIVERY_TIMEOUT_MS = 60_000;
const MAX_ERROR_LENGTH = 1_000;
const MAX_SUBJECT_LENGTH = 300;
const MAX_BODY_LENGTH = 200_000;
/** One address, no display name, no line breaks: callers pass a user's e-mail. */
const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+$/;

export interface DeliveryPayload extends Record<string, unknown> {
  orgId: string;
  messageId: string;
}

export interface MailerDeps {
  db: Database;
  logger: Logger;
  settings: MailSettings;
  /** The server's secret (SESSION_SECRET), from which the key that seals one-time secrets is derived. */
  serverSecret: string;
  /** Replaces the SMTP transport built from settings.smtpUrl (unit tests). */
  transport?: MailTransport;
}

/** Refuses what a feature must never hand over: it is a programming error, not a user's. */
function checkMail(mail: OutgoingMail): void {
  if (!ADDRESS.test(mail.to)) throw new Error("mail.enqueue: `to` must be one e-mail address");
  if (!mail.subject.trim() || mail.subject.length > MAX_SUBJECT_LENGTH || /[\r\n]/.test(mail.subject)) {
    throw new Error(`mail.enqueue: \`subject\` must be one line of 1–${MAX_SUBJECT_LENGTH} characters`);
  }
  if (mail.text.length > MAX_BODY_LENGTH || (mail.html?.length ?? 0) > MAX_BODY_LENGTH) {
    throw new Error(`mail.enqueue: a body is longer than ${MAX_BODY_LENGTH} characters`);
  }
  for (const secret of mail.secrets ?? []) {
    if (secret.length < MIN_SECRET_LENGTH || !mail.text.includes(secret) || mail.subject.includes(secret)) {
      throw new Error(
        `mail.enqueue: a secret must be at least ${MIN_SECRET_LENGTH} characters, in the text and not in the subject`,
      );
    }
  }
}

/** What the outbox stores: the redacted bodies and the sealed real ones when the mail carries a secret. */
function storedForm(mail: OutgoingMail, key: Buffer): MailBodies & { sealedBody?: string } {
  const secrets = mail.secrets ?? [];
  if (secrets.length === 0) return { text: mail.text, html: mail.html };
  return {
    text: redact(mail.text, secrets),
    html: mail.html === undefined ? undefined : redact(mail.html, secrets),
    sealedBody: sealBodies(key, { text: mail.text, html: mail.html }),
  };
}

/** The domain of the From address, for Message-IDs. */
function domainOf(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? "localhost";
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}

/**
 * The mail engine (decision 140). It knows no feature: a feature calls `enqueue(trx, mail)` inside its own
 * transaction, the message is written to the outbox (and its delivery job enqueued) with the change it belongs to,
 * and the `mail.deliver` job sends it through SMTP, retrying with exponential backoff. Every message stays in the
 * outbox with its status, attempts and last error; without SMTP it is kept there as unsent, and logged.
 */
export function createMailer({ db, logger, settings, serverSecret, transport: given }: MailerDeps) {
  const sealingKey = mailSealingKey(serverSecret);
  const retry = settings.retry ?? DEFAULT_MAIL_RETRY;
  const transport =
    given ?? (settings.smtpUrl ? createSmtpTransport(settings.smtpUrl, settings.smtpTimeouts) : undefined);
  const deliveryJob: JobType<DeliveryPayload> = defineJob<DeliveryPayload>("mail.deliver", {
    maxAttempts: retry.maxAttempts,
    timeoutMs: DELIVERY_TIMEOUT_MS,
    backoff: { baseMs: retry.baseMs, maxMs: retry.maxMs },
  });
  const messageDomain = domainOf(settings.from);

  function logUnsent(orgId: string, messageId: string) {
    // Never the body or the recipient's link: an admin reads those in Settings → Outbox.
    logger.warn(
      { orgId, outboxId: messageId },
      "e-mail not sent: no SMTP server is configured (SMTP_URL); it is kept in Settings → Outbox",
    );
  }

  /** The bodies to send: the stored ones, or the sealed real ones of a message whose secret the outbox redacted. */
  async function bodiesToSend(row: OutboxRow): Promise<MailBodies | undefined> {
    if (!row.redacted) return { text: row.text, html: row.html ?? undefined };
    const sealed = await outboxRepository.findSealedBody(db, row.orgId, row.id);
    return sealed ? openBodies(sealingKey, sealed) : undefined;
  }

  async function deliver(payload: DeliveryPayload, context: JobContext): Promise<void> {
    const row = await outboxRepository.findById(db, payload.orgId, payload.messageId);
    // Sent already (a job delivered twice), deleted with its organization, or handed to a newer retry: nothing to do.
    if (row?.status !== "queued") return;
    if (!transport) {
      await outboxRepository.markUnsent(db, row.orgId, row.id, NO_SMTP_REASON);
      logUnsent(row.orgId, row.id);
      return;
    }
    const bodies = await bodiesToSend(row);
    if (!bodies) {
      // Another key, or no seal: no attempt can succeed, so the message fails now instead of after every retry.
      await outboxRepository.markAttemptFailed(db, row.orgId, row.id, { error: SEAL_UNREADABLE_REASON, final: true });
      context.logger.warn({ orgId: row.orgId, outboxId: row.id }, "e-mail failed: its sealed body cannot be opened");
      return;
    }
    try {
      const { response } = await transport.send(
        {
          from: settings.from,
          to: row.to,
          subject: row.subject,
          text: bodies.text,
          html: bodies.html ?? undefined,
          messageId: `<${row.id}@${messageDomain}>`,
        },
        context.signal,
      );
      await outboxRepository.markSent(db, row.orgId, row.id, response.slice(0, MAX_ERROR_LENGTH));
      context.logger.info({ orgId: row.orgId, outboxId: row.id, attempt: context.attempt }, "e-mail sent");
    } catch (error) {
      const final = context.attempt >= context.maxAttempts;
      const text = errorText(error);
      await outboxRepository.markAttemptFailed(db, row.orgId, row.id, { error: text, final });
      context.logger.warn(
        {
          orgId: row.orgId,
          outboxId: row.id,
          attempt: context.attempt,
          final,
          smtp: transport.description,
          error: text,
        },
        final ? "e-mail failed for good" : "e-mail attempt failed; it will be retried",
      );
      // The jobs engine queues the next attempt with backoff (or keeps the job failed after the last one).
      throw error;
    }
  }

  return {
    /** Whether an SMTP server is configured (SMTP_URL). */
    configured: transport !== undefined,
    /** The SMTP server, without credentials; undefined without one. */
    smtpServer: transport?.description,
    deliveryJob,

    /**
     * Writes the message to the outbox and, with SMTP configured, enqueues its delivery: both in `executor`, the
     * caller's transaction, so a message exists exactly when the change it tells about was committed.
     */
    async enqueue(executor: Executor, mail: OutgoingMail): Promise<{ id: string; status: MailStatus }> {
      checkMail(mail);
      const status: MailStatus = transport ? "queued" : "unsent";
      const id = await outboxRepository.insert(executor, {
        orgId: mail.orgId,
        to: mail.to,
        subject: mail.subject,
        ...storedForm(mail, sealingKey),
        status,
        lastError: transport ? undefined : NO_SMTP_REASON,
      });
      if (transport) await enqueueJob(executor, deliveryJob, { orgId: mail.orgId, messageId: id });
      else logUnsent(mail.orgId, id);
      return { id, status };
    },

    /** The job handler, bound in the platform area of the composition root (server/src/composition/platform.ts). */
    handler(): JobHandler {
      return handleJob(deliveryJob, deliver) as unknown as JobHandler;
    },

    findMany: (orgId: string, query: OutboxListQuery) => outboxRepository.findMany(db, orgId, query),
    findById: (orgId: string, id: string) => outboxRepository.findById(db, orgId, id),

    /**
     * Queues a failed or unsent message for delivery again, with a fresh run of attempts. Answers false when it was
     * neither (sent, or already queued). The caller checks that SMTP is configured.
     */
    async retry(orgId: string, id: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await outboxRepository.requeue(trx, orgId, id))) return false;
        await enqueueJob(trx, deliveryJob, { orgId, messageId: id });
        return true;
      });
    },

    close(): void {
      transport?.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
export type { OutboxRow };
