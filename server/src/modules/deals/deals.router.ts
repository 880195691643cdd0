import {
  createDealInputSchema,
  dealListSchema,
  dealSchema,
  listDealsInputSchema,
  markWonInputFields,
  updateDealFields,
} from "@kancl/shared";
import { z } from "zod";
import { router } from "../../trpc/init";
import { authedProcedure } from "../../trpc/procedures";

const TAGS = ["Deals"];
const id = z.string().describe("Deal ID");

/** Spec §7 Deals: the pipeline, with won/lost outcomes reached only from negotiation. */
export const dealsRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/crm/deals",
        tags: TAGS,
        operationId: "listDeals",
        summary: "List deals",
        description:
          "Newest first. Without `limit` every match is returned; with it, pages continue from `nextCursor`.",
      },
    })
    .input(listDealsInputSchema)
    .output(dealListSchema)
    .query(({ ctx, input }) => ctx.services.deals.list(ctx.orgId, input)),

  get: authedProcedure
    .meta({
      openapi: { method: "GET", path: "/crm/deals/{id}", tags: TAGS, operationId: "getDeal", summary: "Get a deal" },
    })
    .input(z.object({ id }))
    .output(dealSchema)
    .query(({ ctx, input }) => ctx.services.deals.get(ctx.orgId, input.id)),

  create: authedProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/crm/deals",
        tags: TAGS,
        operationId: "createDeal",
        summary: "Create a deal",
        description:
          "Status defaults to lead and currency to USD. The billing contact must be one of your organizations.",
      },
    })
    .input(createDealInputSchema)
    .output(dealSchema)
    .mutation(({ ctx, input }) => ctx.services.deals.create(ctx.orgId, input)),

  update: authedProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/crm/deals/{id}",
        tags: TAGS,
        operationId: "updateDeal",
        summary: "Update a deal",
        description:
          "Replaces the deal's fields. Send `version` to be told (409) when someone changed it since you read it.",
      },
    })
    .input(z.object({ id, ...updateDealFields }).strict())
    .output(dealSchema)
    .mutation(({ ctx, input: { id: dealId, ...fields } }) => ctx.services.deals.update(ctx.orgId, dealId, fields)),

  delete: authedProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/crm/deals/{id}",
        tags: TAGS,
        operationId: "deleteDeal",
        summary: "Delete a deal",
      },
    })
    .input(z.object({ id }))
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.deals.delete(ctx.orgId, input.id);
      return { success: true as const };
    }),

  markWon: authedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/crm/deals/{id}/mark-won",
        tags: TAGS,
        operationId: "markDealWon",
        summary: "Mark a deal in negotiation as won",
        description: "`actualValue` must be a positive number. A deal not in negotiation answers 409.",
      },
    })
    .input(z.object({ id, ...markWonInputFields }).strict())
    .output(dealSchema)
    .mutation(({ ctx, input }) => ctx.services.deals.markWon(ctx.orgId, input.id, input.actualValue)),

  markLost: authedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/crm/deals/{id}/mark-lost",
        tags: TAGS,
        operationId: "markDealLost",
        summary: "Mark a deal in negotiation as lost",
        description: "No body needed. A deal not in negotiation answers 409.",
      },
    })
    .input(z.object({ id }))
    .output(dealSchema)
    .mutation(({ ctx, input }) => ctx.services.deals.markLost(ctx.orgId, input.id)),
});
