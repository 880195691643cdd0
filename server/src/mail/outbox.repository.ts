import { sql } from "kysely";
import type { Executor } from "../db/database";
import { afterPosition, type KeysetPosition } from "../db/keyset-paging";
import type { MailStatus } from "./outbox.tables";

export type { MailStatus };

export interface OutboxRow {
  id: string;
  orgId: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  lastAttemptAt: Date | null;
  sentAt: Date | null;
  /** Whether a one-time secret was redacted from text and html (decision 142). */
  redacted: boolean;
  createdAt: Date;
}

export interface OutboxListQuery {
  status?: MailStatus;
  after?: KeysetPosition<Date>;
  fetchLimit?: number;
}

const COLUMNS = [
  "id",
  "org_id as orgId",
  "to_address as to",
  "subject",
  "text_body as text",
  "html_body as html",
  "status",
  "attempts",
  "last_error as lastError",
  "last_attempt_at as lastAttemptAt",
  "sent_at as sentAt",
  "redacted",
  "created_at as createdAt",
] as const;

/** The outbox of outgoing mail, one organization's messages at a time (server/src/mail/, decision 140). */
export const outboxRepository = {
  async insert(
    db: Executor,
    values: {
      orgId: string;
      to: string;
      subject: string;
      text: string;
      html?: string;
      /** The real bodies sealed (sealed-bodies.ts) when text and html are the redacted ones. */
      sealedBody?: string;
      status: MailStatus;
      lastError?: string;
    },
  ): Promise<string> {
    const row = await db
      .insertInto("mail_outbox")
      .values({
        org_id: values.orgId,
        to_address: values.to,
        subject: values.subject,
        text_body: values.text,
        html_body: values.html ?? null,
        redacted: values.sealedBody !== undefined,
        sealed_body: values.sealedBody ?? null,
        status: values.status,
        last_error: values.lastError ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  },

  findById(db: Executor, orgId: string, id: string): Promise<OutboxRow | undefined> {
    return db
      .selectFrom("mail_outbox")
      .select(COLUMNS)
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .executeTakeFirst();
  },

  /** The sealed real bodies of a redacted message, for its delivery only: never part of an API's row. */
  async findSealedBody(db: Executor, orgId: string, id: string): Promise<string | null> {
    const row = await db
      .selectFrom("mail_outbox")
      .select("sealed_body")
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .executeTakeFirst();
    return row?.sealed_body ?? null;
  },

  /** Newest first, then by id; one page (fetchLimit rows) after `after`. */
  findMany(db: Executor, orgId: string, query: OutboxListQuery): Promise<OutboxRow[]> {
    let select = db
      .selectFrom("mail_outbox")
      .select(COLUMNS)
      .where("org_id", "=", orgId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc");
    if (query.status) select = select.where("status", "=", query.status);
    if (query.after) select = select.where(afterPosition(sql.ref("created_at"), "id", query.after, "desc"));
    if (query.fetchLimit) select = select.limit(query.fetchLimit);
    return select.execute();
  },

  /** Records a delivered message; false when it was no longer waiting (sent already, or handed to a retry). */
  async markSent(db: Executor, orgId: string, id: string, smtpResponse: string): Promise<boolean> {
    const result = await db
      .updateTable("mail_outbox")
      .set({
        status: "sent",
        attempts: sql`attempts + 1`,
        last_error: null,
        last_attempt_at: sql`now()`,
        sent_at: sql`now()`,
        smtp_response: smtpResponse,
        // Delivered: the one-time secret has no reason to stay, even sealed.
        sealed_body: null,
      })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("status", "=", "queued")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Records a failed attempt: queued for the next one, or failed for good after the last. */
  async markAttemptFailed(
    db: Executor,
    orgId: string,
    id: string,
    outcome: { error: string; final: boolean },
  ): Promise<void> {
    await db
      .updateTable("mail_outbox")
      .set({
        status: outcome.final ? "failed" : "queued",
        attempts: sql`attempts + 1`,
        last_error: outcome.error,
        last_attempt_at: sql`now()`,
      })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("status", "=", "queued")
      .execute();
  },

  /** A message that could not be sent (no SMTP server) stays readable in the outbox as unsent. */
  async markUnsent(db: Executor, orgId: string, id: string, reason: string): Promise<void> {
    await db
      .updateTable("mail_outbox")
      .set({ status: "unsent", last_error: reason })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("status", "=", "queued")
      .execute();
  },

  /** Queues a failed or unsent message again; false when it was in neither state (someone else retried it). */
  async requeue(db: Executor, orgId: string, id: string): Promise<boolean> {
    const result = await db
      .updateTable("mail_outbox")
      .set({ status: "queued" })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("status", "in", ["failed", "unsent"])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
