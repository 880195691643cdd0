import { z } from "zod";
import { enMessages } from "./i18n/en-messages";
import { textString } from "./text";

/** Texts of Settings → Outbox (issue 25, decision 140). */
export const OUTBOX_MESSAGES = {
  ...enMessages.outbox,
} as const;

export const MAIL_STATUSES = ["queued", "sent", "failed", "unsent"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** How the Outbox names each status. */
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: "Queued",
  sent: "Sent",
  failed: "Failed",
  unsent: "Not sent",
};

export const outboxSummarySchema = z
  .object({
    id: z.uuid(),
    to: z.string(),
    subject: z.string(),
    status: z.enum(MAIL_STATUSES),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    lastAttemptAt: z.iso.datetime().nullable(),
    sentAt: z.iso.datetime().nullable(),
    redacted: z.boolean().meta({
      description:
        "True when the message carries a one-time secret (a password-reset or invitation link): `text` and `html` show it as `[redacted]`; only its recipient gets the real one (decision 142)",
    }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "OutboxMessageSummary" });

export const outboxMessageSchema = outboxSummarySchema
  .extend({ text: z.string(), html: z.string().nullable() })
  .meta({ id: "OutboxMessage", description: "An e-mail of the organization's outbox, with its bodies" });

export const listOutboxInputSchema = z.object({
  status: z.enum(MAIL_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: textString().max(500).optional(),
});

export type OutboxSummary = z.infer<typeof outboxSummarySchema>;
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export type ListOutboxInput = z.infer<typeof listOutboxInputSchema>;
