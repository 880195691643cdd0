import { listTombstonesInputSchema, tombstoneListSchema } from "@kancl/shared";
import { router } from "../../trpc/init";
import { authedProcedure } from "../../trpc/procedures";

/** Issue 27 item 4: what an integrator's sync reads besides the lists (decision 200). */
export const syncRouter = router({
  deleted: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/sync/deleted",
        tags: ["Sync"],
        operationId: "listDeletedRecords",
        summary: "Records deleted since an instant (tombstones)",
        description:
          "Contacts, deals, invoices, projects and tasks deleted at or after `since`, oldest deletion first, for 30 days after the deletion. A record restored from the trash leaves this list and comes back in its own list with a new `updatedAt`. Deleting a project deletes its tasks: each has its own tombstone. Pages continue from `nextCursor` (null on the last page).",
      },
    })
    .input(listTombstonesInputSchema)
    .output(tombstoneListSchema)
    .query(({ ctx, input }) => ctx.services.sync.deleted(ctx.orgId, input)),
});
