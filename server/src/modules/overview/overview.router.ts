import { overviewSchema } from "@kancl/shared";
import { z } from "zod";
import { router } from "../../trpc/init";
import { authedProcedure } from "../../trpc/procedures";

/** The home page's figures (issue 25 item 7). */
export const overviewRouter = router({
  get: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/overview",
        tags: ["Overview"],
        operationId: "getOverview",
        summary: "The home page's figures",
        description:
          "The pipeline by deal status (count and value per currency), draft, unpaid and overdue invoices (count and amount due per currency), revenue of the last 12 months (paid invoices by issue month, in CZK), the most recently changed records, and tasks across projects (yours, yours overdue, everyone's overdue, and your next few). Each figure matches the list it names: /crm/deals?status=…, /crm/invoices?status=…&kind=invoice, for a month status=paid&kind=invoice&from=…&to=…, and for tasks GET /projects/my-tasks (scope=overdue) and /projects/overdue-tasks.",
      },
    })
    .input(z.void())
    .output(overviewSchema)
    .query(({ ctx }) => ctx.services.overview.get(ctx.orgId, ctx.user.id)),
});
