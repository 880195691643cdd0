import {
  createWebhookInputSchema,
  updateWebhookInputSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookWithSecretSchema,
} from "@kancl/shared";
import { z } from "zod";
import { router } from "../../trpc/init";
import { integrationAdminProcedure } from "../../trpc/procedures";

const TAGS = ["Webhooks"];
const id = z.string().describe("Webhook ID");
const ADMINS =
  "Owners and admins only (others get 403); an admin's API key with the read-write scope may manage them too.";

/** Settings → Webhooks (decision 198): owners and admins, with a session or their own key. */
const webhookAdminProcedure = integrationAdminProcedure;

export const webhooksRouter = router({
  list: webhookAdminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/webhooks",
        tags: TAGS,
        operationId: "listWebhooks",
        summary: "The organization's webhook endpoints",
        description: ADMINS,
      },
    })
    .input(z.void())
    .output(z.object({ webhooks: z.array(webhookEndpointSchema) }))
    .query(async ({ ctx }) => ({ webhooks: await ctx.services.webhooks.list(ctx.orgId) })),

  create: webhookAdminProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/webhooks",
        tags: TAGS,
        operationId: "createWebhook",
        summary: "Register a webhook endpoint",
        description: `The signing secret is in this answer only. ${ADMINS}`,
      },
    })
    .input(createWebhookInputSchema)
    .output(webhookWithSecretSchema)
    .mutation(({ ctx, input }) => ctx.services.webhooks.create(ctx.orgId, input)),

  get: webhookAdminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/webhooks/{id}",
        tags: TAGS,
        operationId: "getWebhook",
        summary: "Get a webhook endpoint",
        description: ADMINS,
      },
    })
    .input(z.object({ id }))
    .output(webhookEndpointSchema)
    .query(({ ctx, input }) => ctx.services.webhooks.get(ctx.orgId, input.id)),

  update: webhookAdminProcedure
    .meta({
      openapi: {
        method: "PATCH",
        path: "/webhooks/{id}",
        tags: TAGS,
        operationId: "updateWebhook",
        summary: "Change a webhook endpoint",
        description: `Only the fields sent change. \`enabled: true\` re-enables an endpoint Kancl disabled after failures. ${ADMINS}`,
      },
    })
    .input(updateWebhookInputSchema)
    .output(webhookEndpointSchema)
    .mutation(({ ctx, input: { id: webhookId, ...fields } }) =>
      ctx.services.webhooks.update(ctx.orgId, fields, webhookId),
    ),

  delete: webhookAdminProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/webhooks/{id}",
        tags: TAGS,
        operationId: "deleteWebhook",
        summary: "Delete a webhook endpoint",
        description: `Its deliveries and their log go with it. ${ADMINS}`,
      },
    })
    .input(z.object({ id }))
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.webhooks.remove(ctx.orgId, input.id);
      return { success: true as const };
    }),

  rotateSecret: webhookAdminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/webhooks/{id}/rotate-secret",
        tags: TAGS,
        operationId: "rotateWebhookSecret",
        summary: "Replace a webhook's signing secret",
        description: `The new secret is in this answer only; the old one stops signing at once. ${ADMINS}`,
      },
    })
    .input(z.object({ id }))
    .output(webhookWithSecretSchema)
    .mutation(({ ctx, input }) => ctx.services.webhooks.rotateSecret(ctx.orgId, input.id)),

  deliveries: webhookAdminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/webhooks/{id}/deliveries",
        tags: TAGS,
        operationId: "listWebhookDeliveries",
        summary: "A webhook's latest deliveries and their attempts",
        description: `The 50 newest, each with its request body and every attempt's answer. ${ADMINS}`,
      },
    })
    .input(z.object({ id }))
    .output(z.object({ deliveries: z.array(webhookDeliverySchema) }))
    .query(async ({ ctx, input }) => ({ deliveries: await ctx.services.webhooks.deliveries(ctx.orgId, input.id) })),

  redeliver: webhookAdminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/webhooks/{id}/deliveries/{deliveryId}/redeliver",
        tags: TAGS,
        operationId: "redeliverWebhook",
        summary: "Send a delivery again",
        description: `Queued at once, whatever the delivery's state; the attempt appears in its log. ${ADMINS}`,
      },
    })
    .input(z.object({ id, deliveryId: z.string().describe("Delivery ID") }))
    .output(webhookDeliverySchema)
    .mutation(({ ctx, input }) => ctx.services.webhooks.redeliver(ctx.orgId, input.id, input.deliveryId)),

  sendTest: webhookAdminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/webhooks/{id}/test",
        tags: TAGS,
        operationId: "sendWebhookTest",
        summary: "Send a ping event",
        description: `A \`ping\` event to this endpoint only, also while it is disabled. ${ADMINS}`,
      },
    })
    .input(z.object({ id }))
    .output(webhookDeliverySchema)
    .mutation(({ ctx, input }) => ctx.services.webhooks.sendTest(ctx.orgId, input.id)),
});
