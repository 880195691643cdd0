import type { CreatedAt, Generated } from "../db/column-types";

export type MailStatus = "queued" | "sent" | "failed" | "unsent";

export interface MailOutboxTable {
  id: Generated<string>;
  org_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: MailStatus;
  attempts: Generated<number>;
  last_error: string | null;
  last_attempt_at: Date | null;
  sent_at: Date | null;
  smtp_response: string | null;
  /** Whether the bodies above had a one-time secret redacted (decision 142). */
  redacted: Generated<boolean>;
  /** The real bodies, sealed with the server's key until the message is sent; never read by an API. */
  sealed_body: string | null;
  created_at: CreatedAt;
}

/** Its part of the database (server/src/db/schema.ts composes the parts). */
export interface OutboxTables {
  mail_outbox: MailOutboxTable;
}
