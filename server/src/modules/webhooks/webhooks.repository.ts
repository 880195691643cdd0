import { sql } from "kysely";
import type { Executor } from "../../db/database";
import type { WebhookDeliveryState } from "./webhooks.tables";

export interface WebhookEndpointRow {
  id: string;
  url: string;
  description: string;
  events: string[];
  secret: string;
  enabled: boolean;
  disabledReason: string | null;
  disabledAt: Date | null;
  consecutiveFailures: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface WebhookDeliveryRow {
  id: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  body: string;
  state: WebhookDeliveryState;
  attempts: number;
  nextAttemptAt: Date | null;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: Date;
}

export interface WebhookAttemptRow {
  deliveryId: string;
  attempt: number;
  manual: boolean;
  startedAt: Date;
  durationMs: number;
  statusCode: number | null;
  responseBody: string | null;
  error: string | null;
  succeeded: boolean;
}

const endpointColumns = [
  "id",
  "url",
  "description",
  "events",
  "secret",
  "enabled",
  "disabled_reason as disabledReason",
  "disabled_at as disabledAt",
  "consecutive_failures as consecutiveFailures",
  "created_at as createdAt",
  "updated_at as updatedAt",
] as const;

const deliveryColumns = [
  "d.id",
  "d.endpoint_id as endpointId",
  "d.event_id as eventId",
  "e.type as eventType",
  "e.body",
  "d.state",
  "d.attempts",
  "d.next_attempt_at as nextAttemptAt",
  "d.last_status_code as lastStatusCode",
  "d.last_error as lastError",
  "d.created_at as createdAt",
] as const;

/** Webhooks' SQL (decision 198); every function is scoped by the organization. */
export const webhooksRepository = {
  async insertEndpoint(
    db: Executor,
    orgId: string,
    values: { url: string; description: string; events: string[]; secret: string; enabled: boolean },
  ): Promise<WebhookEndpointRow> {
    return db
      .insertInto("webhook_endpoints")
      .values({ org_id: orgId, ...values })
      .returning(endpointColumns)
      .executeTakeFirstOrThrow();
  },

  async findEndpoints(db: Executor, orgId: string): Promise<WebhookEndpointRow[]> {
    return db
      .selectFrom("webhook_endpoints")
      .select(endpointColumns)
      .where("org_id", "=", orgId)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
  },

  async countEndpoints(db: Executor, orgId: string): Promise<number> {
    const row = await db
      .selectFrom("webhook_endpoints")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("org_id", "=", orgId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  async findEndpointById(db: Executor, orgId: string, id: string): Promise<WebhookEndpointRow | undefined> {
    return db
      .selectFrom("webhook_endpoints")
      .select(endpointColumns)
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .executeTakeFirst();
  },

  async updateEndpoint(
    db: Executor,
    orgId: string,
    id: string,
    values: {
      url?: string;
      description?: string;
      events?: string[];
      secret?: string;
      enabled?: boolean;
      disabledReason?: string | null;
      disabledAt?: Date | null;
      consecutiveFailures?: number;
    },
  ): Promise<WebhookEndpointRow | undefined> {
    const { disabledReason, disabledAt, consecutiveFailures, ...rest } = values;
    return db
      .updateTable("webhook_endpoints")
      .set({
        ...rest,
        ...(disabledReason !== undefined ? { disabled_reason: disabledReason } : {}),
        ...(disabledAt !== undefined ? { disabled_at: disabledAt } : {}),
        ...(consecutiveFailures !== undefined ? { consecutive_failures: consecutiveFailures } : {}),
        updated_at: sql<Date>`date_trunc('milliseconds', now())`,
      })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .returning(endpointColumns)
      .executeTakeFirst();
  },

  async deleteEndpoint(db: Executor, orgId: string, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom("webhook_endpoints")
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  },

  /**
   * After an attempt: a success clears the run of failures; a failure adds one, and the endpoint is disabled (with
   * the reason) when the run reaches `disableAfter`. Answers the endpoint as it now is.
   */
  async recordOutcome(
    db: Executor,
    orgId: string,
    id: string,
    succeeded: boolean,
    disableAfter: number,
    reason: string,
  ): Promise<{ enabled: boolean; consecutiveFailures: number } | undefined> {
    const failures = succeeded ? sql<number>`0` : sql<number>`consecutive_failures + 1`;
    return db
      .updateTable("webhook_endpoints")
      .set({
        consecutive_failures: failures,
        enabled: succeeded
          ? sql<boolean>`enabled`
          : sql<boolean>`enabled and consecutive_failures + 1 < ${disableAfter}`,
        disabled_reason: succeeded
          ? sql<string | null>`disabled_reason`
          : sql<
              string | null
            >`case when enabled and consecutive_failures + 1 >= ${disableAfter} then ${reason} else disabled_reason end`,
        disabled_at: succeeded
          ? sql<Date | null>`disabled_at`
          : sql<Date | null>`case when enabled and consecutive_failures + 1 >= ${disableAfter} then now() else disabled_at end`,
      })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .returning(["enabled", "consecutive_failures as consecutiveFailures"])
      .executeTakeFirst();
  },

  /** Enabled endpoints of the organization subscribed to the event type, oldest first. */
  async findSubscribedEndpointIds(db: Executor, orgId: string, type: string): Promise<string[]> {
    const rows = await db
      .selectFrom("webhook_endpoints")
      .select("id")
      .where("org_id", "=", orgId)
      .where("enabled", "=", true)
      .where(sql<boolean>`${type} = any(events)`)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    return rows.map((row) => row.id);
  },

  /**
   * Issued, unpaid invoices (not in the trash) past their due date on `today`, in organizations with an enabled
   * endpoint that wants invoice.overdue, not announced yet for that due date: remembered as announced, and answered.
   */
  async claimNewlyOverdue(db: Executor, today: string) {
    const { rows } = await sql<{ orgId: string; invoiceId: string; dueDate: string; invoiceNumber: string }>`
      with claimed as (
        insert into webhook_overdue_announcements (org_id, invoice_id, due_date)
        select i.org_id, i.id, i.due_date from invoices i
        where i.kind = 'invoice' and i.status = 'sent' and i.deleted_at is null and i.due_date < ${today}::date
          and exists (select 1 from webhook_endpoints e
            where e.org_id = i.org_id and e.enabled and 'invoice.overdue' = any(e.events))
        on conflict do nothing
        returning org_id, invoice_id, due_date
      )
      select c.org_id as "orgId", c.invoice_id as "invoiceId", to_char(c.due_date, 'YYYY-MM-DD') as "dueDate",
        i.invoice_number as "invoiceNumber"
      from claimed c join invoices i on i.org_id = c.org_id and i.id = c.invoice_id
      order by c.org_id, i.invoice_number`.execute(db);
    return rows;
  },

  /** Events older than `days` (their deliveries and attempts go with them); answers how many. */
  async deleteEventsOlderThan(db: Executor, days: number): Promise<number> {
    const result = await db
      .deleteFrom("webhook_events")
      .where("created_at", "<", sql<Date>`now() - ${days} * interval '1 day'`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  async insertEvent(db: Executor, orgId: string, values: { id: string; type: string; body: string }) {
    await db
      .insertInto("webhook_events")
      .values({ org_id: orgId, ...values })
      .execute();
  },

  async insertDelivery(db: Executor, orgId: string, values: { endpointId: string; eventId: string }) {
    const row = await db
      .insertInto("webhook_deliveries")
      .values({ org_id: orgId, endpoint_id: values.endpointId, event_id: values.eventId })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async findDeliveryById(db: Executor, orgId: string, id: string): Promise<WebhookDeliveryRow | undefined> {
    return db
      .selectFrom("webhook_deliveries as d")
      .innerJoin("webhook_events as e", (join) =>
        join.onRef("e.org_id", "=", "d.org_id").onRef("e.id", "=", "d.event_id"),
      )
      .select(deliveryColumns)
      .where("d.org_id", "=", orgId)
      .where("d.id", "=", id)
      .executeTakeFirst();
  },

  /** An endpoint's deliveries, newest first; `before` pages on (created_at, id). */
  async findDeliveries(db: Executor, orgId: string, endpointId: string, limit: number): Promise<WebhookDeliveryRow[]> {
    return db
      .selectFrom("webhook_deliveries as d")
      .innerJoin("webhook_events as e", (join) =>
        join.onRef("e.org_id", "=", "d.org_id").onRef("e.id", "=", "d.event_id"),
      )
      .select(deliveryColumns)
      .where("d.org_id", "=", orgId)
      .where("d.endpoint_id", "=", endpointId)
      .orderBy("d.created_at", "desc")
      .orderBy("d.id", "desc")
      .limit(limit)
      .execute();
  },

  async findAttempts(db: Executor, orgId: string, deliveryIds: string[]): Promise<WebhookAttemptRow[]> {
    if (deliveryIds.length === 0) return [];
    return db
      .selectFrom("webhook_attempts")
      .select([
        "delivery_id as deliveryId",
        "attempt",
        "manual",
        "started_at as startedAt",
        "duration_ms as durationMs",
        "status_code as statusCode",
        "response_body as responseBody",
        "error",
        "succeeded",
      ])
      .where("org_id", "=", orgId)
      .where("delivery_id", "in", deliveryIds)
      .orderBy("started_at")
      .orderBy("attempt")
      .execute();
  },

  async insertAttempt(db: Executor, orgId: string, values: Omit<WebhookAttemptRow, never>) {
    await db
      .insertInto("webhook_attempts")
      .values({
        org_id: orgId,
        delivery_id: values.deliveryId,
        attempt: values.attempt,
        manual: values.manual,
        started_at: values.startedAt,
        duration_ms: values.durationMs,
        status_code: values.statusCode,
        response_body: values.responseBody,
        error: values.error,
        succeeded: values.succeeded,
      })
      .execute();
  },

  async updateDelivery(
    db: Executor,
    orgId: string,
    id: string,
    values: {
      state: WebhookDeliveryState;
      attempts: number;
      nextAttemptAt: Date | null;
      lastStatusCode: number | null;
      lastError: string | null;
    },
  ) {
    await db
      .updateTable("webhook_deliveries")
      .set({
        state: values.state,
        attempts: values.attempts,
        next_attempt_at: values.nextAttemptAt,
        last_status_code: values.lastStatusCode,
        last_error: values.lastError,
        updated_at: sql<Date>`date_trunc('milliseconds', now())`,
      })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .execute();
  },
};
