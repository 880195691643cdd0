import { randomBytes, randomUUID } from "node:crypto";
import type { CreateWebhookInput, UpdateWebhookInput, WebhookDelivery, WebhookEndpoint } from "@kancl/shared";
import { businessDate, createWebhookInputSchema } from "@kancl/shared";
import type { Database } from "../../db/database";
import { isUuid } from "../../db/errors";
import { AppError } from "../../errors/app-error";
import { enqueueJob } from "../../jobs/enqueue";
import type { JobContext } from "../../jobs/job-type";
import { type DeliverPayload, deliverWebhookJob } from "./webhook-jobs";
import { type SendLimits, type SendResult, sendWebhook } from "./webhook-sender";
import {
  type WebhookAttemptRow,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  webhooksRepository,
} from "./webhooks.repository";

/**
 * The waits between the attempts of one delivery (decision 198): 1 min, 5 min, 30 min, 2 h, 12 h, 24 h — seven
 * attempts over about 39 hours, so a receiver that is down for a night's maintenance still gets everything.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000, 24 * 3_600_000];

export const MAX_WEBHOOK_ENDPOINTS = 20;
/** How long events, deliveries and their log are kept (the last retry is about 39 hours after an event). */
export const WEBHOOK_LOG_RETENTION_DAYS = 30;
const DELIVERIES_LISTED = 50;

export interface WebhookSettings {
  /** WEBHOOKS_ALLOW_PRIVATE_TARGETS: loopback and private addresses may be reached (tests, on-premise receivers). */
  allowPrivateTargets?: boolean;
  /** WEBHOOKS_DISABLE_AFTER_FAILURES: failed attempts in a row that disable an endpoint. */
  disableAfterFailures?: number;
  /** WEBHOOKS_TIMEOUT_SECONDS, in milliseconds. */
  timeoutMs?: number;
  maxResponseBytes?: number;
}

export const DEFAULT_DISABLE_AFTER_FAILURES = 20;
export const WEBHOOK_NOT_FOUND = "Webhook not found";
export const DELIVERY_NOT_FOUND = "Webhook delivery not found";

const toEndpoint = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  consecutiveFailures: row.consecutiveFailures,
  secretHint: `…${row.secret.slice(-4)}`,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toDelivery = (row: WebhookDeliveryRow, attempts: WebhookAttemptRow[]): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventId,
  eventType: row.eventType,
  state: row.state,
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  requestBody: row.body,
  attemptLog: attempts
    .filter((attempt) => attempt.deliveryId === row.id)
    .map((attempt) => ({
      attempt: attempt.attempt,
      manual: attempt.manual,
      startedAt: attempt.startedAt.toISOString(),
      durationMs: attempt.durationMs,
      statusCode: attempt.statusCode,
      responseBody: attempt.responseBody,
      error: attempt.error,
      succeeded: attempt.succeeded,
    })),
});

const newSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

/** Webhooks (issue 27 item 3, decision 198): endpoints, their deliveries, and the delivery of one attempt. */
export function createWebhooksService(db: Database, settings: WebhookSettings = {}) {
  const limits: SendLimits = {
    allowPrivateTargets: settings.allowPrivateTargets ?? false,
    timeoutMs: settings.timeoutMs ?? 10_000,
    maxResponseBytes: settings.maxResponseBytes ?? 64 * 1024,
  };
  const disableAfter = settings.disableAfterFailures ?? DEFAULT_DISABLE_AFTER_FAILURES;

  async function endpointOrNotFound(orgId: string, id: string): Promise<WebhookEndpointRow> {
    const row = isUuid(id) ? await webhooksRepository.findEndpointById(db, orgId, id) : undefined;
    if (!row) throw new AppError("NOT_FOUND", WEBHOOK_NOT_FOUND);
    return row;
  }

  async function deliveryOrNotFound(orgId: string, endpointId: string, id: string): Promise<WebhookDeliveryRow> {
    const row = isUuid(id) ? await webhooksRepository.findDeliveryById(db, orgId, id) : undefined;
    if (!row || row.endpointId !== endpointId) throw new AppError("NOT_FOUND", DELIVERY_NOT_FOUND);
    return row;
  }

  async function deliveryWithLog(orgId: string, row: WebhookDeliveryRow): Promise<WebhookDelivery> {
    return toDelivery(row, await webhooksRepository.findAttempts(db, orgId, [row.id]));
  }

  return {
    async list(orgId: string): Promise<WebhookEndpoint[]> {
      return (await webhooksRepository.findEndpoints(db, orgId)).map(toEndpoint);
    },

    async get(orgId: string, id: string): Promise<WebhookEndpoint> {
      return toEndpoint(await endpointOrNotFound(orgId, id));
    },

    async create(orgId: string, input: CreateWebhookInput) {
      const values = createWebhookInputSchema.parse(input);
      return db.transaction().execute(async (trx) => {
        if ((await webhooksRepository.countEndpoints(trx, orgId)) >= MAX_WEBHOOK_ENDPOINTS) {
          throw new AppError("BAD_REQUEST", `url: an organization can have at most ${MAX_WEBHOOK_ENDPOINTS} webhooks`);
        }
        const secret = newSecret();
        const row = await webhooksRepository.insertEndpoint(trx, orgId, { ...values, secret });
        return { webhook: toEndpoint(row), secret };
      });
    },

    async update(orgId: string, input: Omit<UpdateWebhookInput, "id">, id: string): Promise<WebhookEndpoint> {
      const current = await endpointOrNotFound(orgId, id);
      const reEnabling = input.enabled === true && !current.enabled;
      const row = await webhooksRepository.updateEndpoint(db, orgId, id, {
        url: input.url,
        description: input.description,
        events: input.events,
        enabled: input.enabled,
        // An admin's enabling starts a fresh run; the reason Kancl disabled it is kept until then.
        ...(reEnabling ? { disabledReason: null, disabledAt: null, consecutiveFailures: 0 } : {}),
        ...(input.enabled === false && current.enabled ? { disabledReason: null, disabledAt: new Date() } : {}),
      });
      if (!row) throw new AppError("NOT_FOUND", WEBHOOK_NOT_FOUND);
      return toEndpoint(row);
    },

    async remove(orgId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await webhooksRepository.deleteEndpoint(db, orgId, id))) {
        throw new AppError("NOT_FOUND", WEBHOOK_NOT_FOUND);
      }
    },

    async rotateSecret(orgId: string, id: string) {
      await endpointOrNotFound(orgId, id);
      const secret = newSecret();
      const row = await webhooksRepository.updateEndpoint(db, orgId, id, { secret });
      if (!row) throw new AppError("NOT_FOUND", WEBHOOK_NOT_FOUND);
      return { webhook: toEndpoint(row), secret };
    },

    async deliveries(orgId: string, endpointId: string): Promise<WebhookDelivery[]> {
      await endpointOrNotFound(orgId, endpointId);
      const rows = await webhooksRepository.findDeliveries(db, orgId, endpointId, DELIVERIES_LISTED);
      const attempts = await webhooksRepository.findAttempts(
        db,
        orgId,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toDelivery(row, attempts));
    },

    /** Sends the delivery's event again, at once (a background job), whatever its state and the endpoint's. */
    async redeliver(orgId: string, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
      const row = await deliveryOrNotFound(orgId, endpointId, deliveryId);
      await enqueueJob(db, deliverWebhookJob, { orgId, deliveryId: row.id, manual: true });
      return deliveryWithLog(orgId, row);
    },

    /** A `ping` event to this endpoint only (sent even while it is disabled, so an admin can check it). */
    async sendTest(orgId: string, endpointId: string): Promise<WebhookDelivery> {
      const endpoint = await endpointOrNotFound(orgId, endpointId);
      const deliveryId = await db.transaction().execute(async (trx) => {
        const eventId = randomUUID();
        const body = JSON.stringify({
          id: eventId,
          type: "ping",
          createdAt: new Date().toISOString(),
          data: { webhookId: endpoint.id, url: endpoint.url },
        });
        await webhooksRepository.insertEvent(trx, orgId, { id: eventId, type: "ping", body });
        const id = await webhooksRepository.insertDelivery(trx, orgId, { endpointId: endpoint.id, eventId });
        await enqueueJob(trx, deliverWebhookJob, { orgId, deliveryId: id, manual: true });
        return id;
      });
      return deliveryWithLog(orgId, await deliveryOrNotFound(orgId, endpointId, deliveryId));
    },

    /** Forgets events older than WEBHOOK_LOG_RETENTION_DAYS with their deliveries and log (the hourly job). */
    purgeOldEvents(): Promise<number> {
      return webhooksRepository.deleteEventsOlderThan(db, WEBHOOK_LOG_RETENTION_DAYS);
    },

    /**
     * The hourly `invoice.overdue` check: each issued, unpaid invoice past its due date is announced once per due date
     * to the endpoints that want it — events, deliveries and their jobs in one transaction with the claim.
     */
    async announceOverdueInvoices(today: string = businessDate()): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const overdue = await webhooksRepository.claimNewlyOverdue(trx, today);
        for (const invoice of overdue) {
          const endpoints = await webhooksRepository.findSubscribedEndpointIds(trx, invoice.orgId, "invoice.overdue");
          const eventId = randomUUID();
          const body = JSON.stringify({
            id: eventId,
            type: "invoice.overdue",
            createdAt: new Date().toISOString(),
            data: {
              recordType: "invoice",
              recordId: invoice.invoiceId,
              action: "overdue",
              label: invoice.invoiceNumber,
              dueDate: invoice.dueDate,
            },
          });
          await webhooksRepository.insertEvent(trx, invoice.orgId, { id: eventId, type: "invoice.overdue", body });
          for (const endpointId of endpoints) {
            const deliveryId = await webhooksRepository.insertDelivery(trx, invoice.orgId, { endpointId, eventId });
            await enqueueJob(trx, deliverWebhookJob, { orgId: invoice.orgId, deliveryId });
          }
        }
        return overdue.length;
      });
    },

    /**
     * One attempt of a delivery (the `webhooks.deliver` job): send, log the attempt, and either finish the delivery or
     * schedule the next attempt — in one transaction, so a crash never loses the schedule.
     */
    async deliver(payload: DeliverPayload, context: Pick<JobContext, "signal">): Promise<SendResult | undefined> {
      const { orgId, deliveryId, manual = false } = payload;
      const delivery = await webhooksRepository.findDeliveryById(db, orgId, deliveryId);
      if (!delivery || (!manual && delivery.state !== "pending")) return undefined;
      const endpoint = await webhooksRepository.findEndpointById(db, orgId, delivery.endpointId);
      if (!endpoint) return undefined;
      if (!manual && !endpoint.enabled) {
        await webhooksRepository.updateDelivery(db, orgId, deliveryId, {
          state: "failed",
          attempts: delivery.attempts,
          nextAttemptAt: null,
          lastStatusCode: delivery.lastStatusCode,
          lastError: "Not sent: the endpoint is disabled",
        });
        return undefined;
      }
      const attempt = delivery.attempts + 1;
      const startedAt = new Date();
      const result = await sendWebhook(
        {
          url: endpoint.url,
          body: delivery.body,
          secret: endpoint.secret,
          eventId: delivery.eventId,
          eventType: delivery.eventType,
          signal: context.signal,
        },
        limits,
      );
      await db.transaction().execute(async (trx) => {
        await webhooksRepository.insertAttempt(trx, orgId, { deliveryId, attempt, manual, startedAt, ...result });
        const after = await webhooksRepository.recordOutcome(
          trx,
          orgId,
          endpoint.id,
          result.succeeded,
          disableAfter,
          `Disabled after ${disableAfter} failed deliveries in a row; the last: ${result.error ?? "failed"}`,
        );
        const delayMs = WEBHOOK_RETRY_DELAYS_MS[attempt - 1];
        const retry = !result.succeeded && !manual && delayMs !== undefined && after?.enabled === true;
        if (retry) await enqueueJob(trx, deliverWebhookJob, { orgId, deliveryId }, { delayMs });
        await webhooksRepository.updateDelivery(trx, orgId, deliveryId, {
          state: result.succeeded ? "succeeded" : retry ? "pending" : "failed",
          attempts: attempt,
          nextAttemptAt: retry ? new Date(Date.now() + (delayMs ?? 0)) : null,
          lastStatusCode: result.statusCode,
          lastError: result.error,
        });
      });
      return result;
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
