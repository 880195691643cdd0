import { z } from "zod";
import { jsonOnly } from "./json-only";
import { textProblem, textString } from "./text";

/**
 * The events an endpoint may subscribe to (issue 27, decision 198). `ping` is sent only by "Send test event";
 * `invoice.overdue` by an hourly check, once per invoice and due date.
 */
export const WEBHOOK_EVENT_TYPES = [
  "contact.created",
  "contact.updated",
  "contact.deleted",
  "deal.created",
  "deal.updated",
  "deal.deleted",
  "invoice.created",
  "invoice.updated",
  "invoice.deleted",
  "invoice.sent",
  "invoice.paid",
  "invoice.overdue",
  "project.created",
  "project.updated",
  "project.deleted",
  "task.created",
  "task.updated",
  "task.deleted",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_SIGNATURE_HEADER = "Kancl-Signature";

/** Why a URL cannot be a webhook endpoint, or undefined when it can (the server checks addresses again when it sends). */
export function webhookUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be an absolute http:// or https:// URL";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "must be an absolute http:// or https:// URL";
  if (url.username || url.password) return "must not contain a user name or password";
  if (!url.hostname) return "must name a host";
  if (url.hash) return "must not contain a #fragment";
  return undefined;
}

const webhookUrl = () =>
  textString()
    .trim()
    .min(1, "URL is required")
    .max(WEBHOOK_URL_MAX_LENGTH, `URL must be at most ${WEBHOOK_URL_MAX_LENGTH} characters long`)
    .check((ctx) => {
      if (textProblem(ctx.value) || ctx.value.length > WEBHOOK_URL_MAX_LENGTH) return;
      const problem = webhookUrlProblem(ctx.value);
      if (problem) ctx.issues.push({ code: "custom", message: `URL ${problem}`, input: ctx.value });
    })
    .describe("Where events are POSTed: http:// or https://, no user name or password");

const webhookEvents = () =>
  z
    .array(z.enum(WEBHOOK_EVENT_TYPES))
    .min(1, "Choose at least one event")
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((events) => [...new Set(events)])
    .describe("The event types sent to this endpoint");

const webhookDescription = () =>
  textString().trim().max(500, "Description must be at most 500 characters long").describe("A note for people");

export const createWebhookInputSchema = z
  .object({
    url: webhookUrl(),
    events: webhookEvents(),
    description: webhookDescription().default(""),
    // jsonOnly: trpc-to-openapi would otherwise coerce "false" (any string) to true (shared/src/json-only.ts).
    enabled: jsonOnly(z.boolean()).default(true),
  })
  .strict()
  .meta({ id: "CreateWebhookInput" });
export type CreateWebhookInput = z.input<typeof createWebhookInputSchema>;

export const updateWebhookInputSchema = z
  .object({
    id: z.string(),
    url: webhookUrl().optional(),
    events: webhookEvents().optional(),
    description: webhookDescription().optional(),
    enabled: jsonOnly(z.boolean()).optional().describe("true re-enables an endpoint that was disabled after failures"),
  })
  .strict()
  .meta({ id: "UpdateWebhookInput" });
export type UpdateWebhookInput = z.input<typeof updateWebhookInputSchema>;

export const webhookEndpointSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    description: z.string(),
    events: z.array(z.string()),
    enabled: z.boolean(),
    disabledReason: z.string().nullable().describe("Why Kancl disabled the endpoint, when it did"),
    disabledAt: z.iso.datetime().nullable(),
    consecutiveFailures: z.number().int(),
    secretHint: z.string().describe("The secret's last characters, to recognise it"),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "WebhookEndpoint" });
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookWithSecretSchema = z
  .object({
    webhook: webhookEndpointSchema,
    secret: z.string().describe("The signing secret: shown only now. Verify `Kancl-Signature` with it."),
  })
  .meta({ id: "WebhookWithSecret" });

export const webhookAttemptSchema = z
  .object({
    attempt: z.number().int(),
    manual: z.boolean().describe("An admin's redelivery"),
    startedAt: z.iso.datetime(),
    durationMs: z.number().int(),
    statusCode: z.number().int().nullable(),
    responseBody: z.string().nullable().describe("The answer's first 2,000 characters"),
    error: z.string().nullable(),
    succeeded: z.boolean(),
  })
  .meta({ id: "WebhookAttempt" });

export const webhookDeliverySchema = z
  .object({
    id: z.uuid(),
    eventId: z.uuid(),
    eventType: z.string(),
    state: z.enum(["pending", "succeeded", "failed"]),
    attempts: z.number().int(),
    nextAttemptAt: z.iso.datetime().nullable(),
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    createdAt: z.iso.datetime(),
    requestBody: z.string().describe("The JSON body as sent (and signed)"),
    attemptLog: z.array(webhookAttemptSchema),
  })
  .meta({ id: "WebhookDelivery" });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
