import { type ListOutboxInput, OUTBOX_MESSAGES, type OutboxMessage, type OutboxSummary } from "@kancl/shared";
import { isUuid } from "../../db/errors";
import { keysetPaging } from "../../db/keyset-paging";
import { AppError } from "../../errors/app-error";
import type { Mailer, OutboxRow } from "../../mail/mailer";

const notFound = () => new AppError("NOT_FOUND", OUTBOX_MESSAGES.notFound);

/** Newest first, then by id. */
const paging = keysetPaging<OutboxRow, Date>({
  write: (row) => row.createdAt.toISOString(),
  read: (value) => {
    const date = new Date(String(value));
    return Number.isNaN(date.getTime()) ? undefined : date;
  },
});

const DEFAULT_PAGE = 50;

const toSummary = (row: OutboxRow): OutboxSummary => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  sentAt: row.sentAt?.toISOString() ?? null,
  redacted: row.redacted,
  createdAt: row.createdAt.toISOString(),
});

const toMessage = (row: OutboxRow): OutboxMessage => ({ ...toSummary(row), text: row.text, html: row.html });

/** Settings → Outbox: an organization's outgoing mail, read through the mail engine (decision 140). */
export function createOutboxService(mailer: Pick<Mailer, "findMany" | "findById" | "retry" | "configured">) {
  async function find(orgId: string, id: string): Promise<OutboxRow> {
    const row = isUuid(id) ? await mailer.findById(orgId, id) : undefined;
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(orgId: string, query: ListOutboxInput) {
      const limit = query.limit ?? DEFAULT_PAGE;
      const rows = await mailer.findMany(orgId, {
        status: query.status,
        after: paging.after(query.cursor),
        fetchLimit: paging.fetchLimit(limit),
      });
      const page = paging.page(rows, limit);
      return {
        messages: page.rows.map(toSummary),
        nextCursor: page.nextCursor ?? null,
        smtpConfigured: mailer.configured,
      };
    },

    async get(orgId: string, id: string): Promise<OutboxMessage> {
      return toMessage(await find(orgId, id));
    },

    /** Sends a failed or unsent message again (a fresh run of attempts). */
    async retry(orgId: string, id: string): Promise<OutboxMessage> {
      await find(orgId, id);
      if (!mailer.configured) throw new AppError("CONFLICT", OUTBOX_MESSAGES.retryNoSmtp);
      if (!(await mailer.retry(orgId, id))) throw new AppError("CONFLICT", OUTBOX_MESSAGES.retryNotNeeded);
      return toMessage(await find(orgId, id));
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
