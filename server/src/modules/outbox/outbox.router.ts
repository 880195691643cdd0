import { listOutboxInputSchema, outboxMessageSchema, outboxSummarySchema } from "@kancl/shared";
import { z } from "zod";
import { router } from "../../trpc/init";
import { orgAdminProcedure } from "../../trpc/procedures";

const TAGS = ["Outbox"];
const idInput = z.object({ id: z.string().max(100) });

/**
 * Settings → Outbox: every e-mail the organization's users were sent, with its delivery status (decision 140).
 * Any signed-in user of the organization may read it for now; roles (issue 25) restrict it to admins.
 */
export const outboxRouter = router({
  list: orgAdminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/settings/outbox",
        tags: TAGS,
        operationId: "listOutbox",
        summary: "The organization's outgoing e-mail, newest first",
        description:
          "Pages with `limit` (default 50) and `cursor` (the previous page's `nextCursor`). `smtpConfigured` is false when the server has no SMTP_URL: messages are then kept here, unsent.",
      },
    })
    .input(listOutboxInputSchema)
    .output(
      z.object({
        messages: z.array(outboxSummarySchema),
        nextCursor: z.string().nullable(),
        smtpConfigured: z.boolean(),
      }),
    )
    .query(({ ctx, input }) => ctx.services.outbox.list(ctx.orgId, input)),

  get: orgAdminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/settings/outbox/{id}",
        tags: TAGS,
        operationId: "getOutboxMessage",
        summary: "One e-mail of the outbox, with its text",
        description:
          "A one-time link or code meant for the recipient alone (password reset, invitation) is never answered: the text shows `[redacted]` in its place and `redacted` is true.",
      },
    })
    .input(idInput)
    .output(outboxMessageSchema)
    .query(({ ctx, input }) => ctx.services.outbox.get(ctx.orgId, input.id)),

  retry: orgAdminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/settings/outbox/{id}/retry",
        tags: TAGS,
        operationId: "retryOutboxMessage",
        summary: "Send a failed or unsent e-mail again",
        description:
          "Queues it with a fresh run of attempts. 409 when it is neither failed nor unsent, or when no SMTP server is configured.",
      },
    })
    .input(idInput)
    .output(outboxMessageSchema)
    .mutation(({ ctx, input }) => ctx.services.outbox.retry(ctx.orgId, input.id)),
});
