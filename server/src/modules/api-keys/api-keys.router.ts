import { apiKeySchema, createApiKeyInputSchema, createdApiKeySchema } from "@kancl/shared";
import { z } from "zod";
import { router } from "../../trpc/init";
import { sessionProcedure } from "../../trpc/procedures";

const TAGS = ["API keys"];

/**
 * Settings → API keys. Managed with a browser session only: a leaked key must not be able to mint more keys (a key
 * gets 403).
 */
export const apiKeysRouter = router({
  list: sessionProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/api-keys",
        tags: TAGS,
        operationId: "listApiKeys",
        summary: "Your API keys",
        description: "Needs a browser session (an API key gets 403).",
      },
    })
    .input(z.void())
    .output(z.object({ apiKeys: z.array(apiKeySchema) }))
    .query(async ({ ctx }) => ({ apiKeys: await ctx.services.apiKeys.list(ctx.orgId, ctx.user.id) })),

  create: sessionProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/api-keys",
        tags: TAGS,
        operationId: "createApiKey",
        summary: "Create an API key",
        description:
          "The secret is in this answer only; it is stored as a hash. Needs a browser session (an API key gets 403). `Idempotency-Key` is refused here (400): a stored answer would keep the secret, so nothing is stored — if a creation's answer was lost, revoke that key and create another.",
      },
    })
    .input(createApiKeyInputSchema)
    .output(createdApiKeySchema)
    .mutation(({ ctx, input }) => ctx.services.apiKeys.create(ctx.orgId, ctx.user.id, input)),

  revoke: sessionProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/api-keys/{id}",
        tags: TAGS,
        operationId: "revokeApiKey",
        summary: "Revoke an API key",
        description: "The key stops working at once (401). Needs a browser session (an API key gets 403).",
      },
    })
    .input(z.object({ id: z.string() }))
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.apiKeys.revoke(ctx.orgId, ctx.user.id, input.id);
      return { success: true as const };
    }),
});
