import { restoredItemSchema, trashItemTypeSchema, trashListSchema } from "@kancl/shared";
import { z } from "zod";
import { router } from "../../trpc/init";
import { authedProcedure } from "../../trpc/procedures";

const TAGS = ["Trash"];
const ref = z.object({ id: z.string().describe("The deleted record's ID (a contact, a deal or an invoice draft)") });

/** Issue 24 item 6: Settings → Trash (decision 120). */
export const trashRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/crm/trash",
        tags: TAGS,
        operationId: "listTrash",
        summary: "List the trash",
        description:
          "Contacts, deals and invoice drafts your organization deleted in the last 30 days, newest deletion first. Older ones are deleted permanently by a background job.",
      },
    })
    .input(z.object({}).strict().optional())
    .output(trashListSchema)
    .query(({ ctx }) => ctx.services.trash.list(ctx.orgId)),

  restore: authedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/crm/trash/{id}/restore",
        tags: TAGS,
        operationId: "restoreFromTrash",
        summary: "Restore a deleted record",
        description:
          "Puts the record back with its links and references. 409 says why when it would break a rule (its parent organization, deal or billing contact is in the trash or gone). A restored invoice draft is numbered as the next of its series: the same number unless another document took it.",
      },
    })
    .input(ref.strict())
    .output(restoredItemSchema)
    .mutation(({ ctx, input }) => ctx.services.trash.restore(ctx.orgId, input.id)),

  purge: authedProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/crm/trash/{id}",
        tags: TAGS,
        operationId: "deleteFromTrash",
        summary: "Delete a record permanently",
        description:
          "Deletes a record in the trash for good. A contact that deals or invoices still name is erased instead (its personal data removed). A deal that an invoice draft in the trash names answers 409.",
      },
    })
    .input(ref.strict())
    .output(z.object({ success: z.literal(true), type: trashItemTypeSchema }))
    .mutation(async ({ ctx, input }) => {
      const { type } = await ctx.services.trash.purge(ctx.orgId, input.id);
      return { success: true as const, type };
    }),
});
