import type { ColumnType, CreatedAt, Generated, UpdatedAt } from "../../db/column-types";

/** Webhooks (issue 27, decision 198). */
export interface WebhookEndpointsTable {
  id: Generated<string>;
  org_id: string;
  url: string;
  description: Generated<string>;
  events: string[];
  secret: string;
  enabled: Generated<boolean>;
  disabled_reason: string | null;
  disabled_at: Date | null;
  consecutive_failures: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface WebhookEventsTable {
  id: Generated<string>;
  org_id: string;
  type: string;
  body: string;
  created_at: CreatedAt;
}

export type WebhookDeliveryState = "pending" | "succeeded" | "failed";

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  org_id: string;
  endpoint_id: string;
  event_id: string;
  state: ColumnType<WebhookDeliveryState, WebhookDeliveryState | undefined, WebhookDeliveryState>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  last_status_code: number | null;
  last_error: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface WebhookAttemptsTable {
  id: Generated<string>;
  org_id: string;
  delivery_id: string;
  attempt: number;
  manual: Generated<boolean>;
  started_at: Date;
  duration_ms: number;
  status_code: number | null;
  response_body: string | null;
  error: string | null;
  succeeded: boolean;
}

export interface WebhookOverdueAnnouncementsTable {
  org_id: string;
  invoice_id: string;
  due_date: string;
  announced_at: ColumnType<Date, never, never>;
}

/** Its part of the database (server/src/db/schema.ts composes the parts). */
export interface WebhooksTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  webhook_overdue_announcements: WebhookOverdueAnnouncementsTable;
}
