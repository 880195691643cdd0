import { defineJob, handleJob, type JobContext, type JobHandler } from "../../jobs/job-type";

export type DeliverPayload = { orgId: string; deliveryId: string; manual?: boolean };

/**
 * One attempt of one webhook delivery. The retry schedule is the delivery's own (WEBHOOK_RETRY_DELAYS_MS: each
 * failed attempt enqueues the next one); the engine's attempts only cover a server that died mid-run. The database
 * trigger webhook_enqueue_from_audit (migration 2026-11-27-70) inserts these jobs by this kind's name.
 */
export const deliverWebhookJob = defineJob<DeliverPayload>("webhooks.deliver", {
  maxAttempts: 3,
  timeoutMs: 60_000,
  backoff: { baseMs: 30_000, maxMs: 10 * 60_000 },
});

export function deliverWebhookHandler(webhooks: {
  deliver(
    payload: DeliverPayload,
    context: JobContext,
  ): Promise<{ succeeded: boolean; error: string | null } | undefined>;
}): JobHandler<DeliverPayload> {
  return handleJob(deliverWebhookJob, async (payload, context) => {
    const result = await webhooks.deliver(payload, context);
    if (result && !result.succeeded)
      context.logger.info({ deliveryId: payload.deliveryId, error: result.error }, "webhook attempt failed");
  });
}

/**
 * The hourly check for invoices that became overdue (invoice.overdue; decision 198), and the clean-up of events
 * older than 30 days with their deliveries and log.
 */
export const announceOverdueJob = defineJob("webhooks.invoice-overdue", {
  maxAttempts: 3,
  timeoutMs: 5 * 60_000,
  backoff: { baseMs: 60_000, maxMs: 10 * 60_000 },
});

export const ANNOUNCE_OVERDUE_EVERY_SECONDS = 60 * 60;

export function announceOverdueHandler(
  webhooks: { announceOverdueInvoices(): Promise<number>; purgeOldEvents(): Promise<number> },
  everySeconds = ANNOUNCE_OVERDUE_EVERY_SECONDS,
): JobHandler {
  return handleJob(
    announceOverdueJob,
    async (_payload, { logger }) => {
      const announced = await webhooks.announceOverdueInvoices();
      const purged = await webhooks.purgeOldEvents();
      if (announced > 0 || purged > 0) logger.info({ announced, purged }, "webhooks: overdue invoices, old events");
    },
    { everySeconds },
  );
}
