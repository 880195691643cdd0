import { demoCountsSchema, demoStatusSchema } from "@kancl/shared";
import { z } from "zod";
import { router } from "../../trpc/init";
import { authedProcedure, orgAdminProcedure } from "../../trpc/procedures";

const TAGS = ["Demo data"];

/** Demo data of the caller's organization (issue 25 item 6, decision 151): look, add, remove. */
export const demoRouter = router({
  status: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/demo-data",
        tags: TAGS,
        operationId: "getDemoData",
        summary: "The organization's demo data: how much of it is left",
        description: "`present` is false, with every count 0, when the organization has no demo data.",
      },
    })
    .input(z.void())
    .output(demoStatusSchema)
    .query(({ ctx }) => ctx.services.demo.status(ctx.orgId)),

  fill: orgAdminProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/demo-data",
        tags: TAGS,
        operationId: "addDemoData",
        summary: "Fill the organization with demo data",
        description:
          "About 50 contacts with links and a hierarchy, 20 deals and 30 invoices (with a credit note) of a Czech company, made through the same rules as the API. The demo's invoices are from a fictional supplier marked as demo data; the organization's company profile is never read or written. 409 when the organization has demo data already.",
      },
    })
    // No input; `{}` is accepted too (what a tRPC client that always sends an object sends).
    .input(z.object({}).strict().optional())
    .output(demoCountsSchema)
    .mutation(({ ctx }) => ctx.services.demo.fill(ctx.orgId)),

  remove: orgAdminProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/demo-data",
        tags: TAGS,
        operationId: "removeDemoData",
        summary: "Remove the demo data",
        description:
          "Deletes exactly the records the demo made, and takes the invoice numbering back to the highest number still used. 409 naming what blocks it while your own records depend on them (your own invoices, deals billed to a demo contact, sub-organizations of or links to demo contacts); 404 when there is none. The company profile was never touched.",
      },
    })
    .input(z.object({}).strict().optional())
    .output(demoCountsSchema)
    .mutation(({ ctx }) => ctx.services.demo.remove(ctx.orgId)),
});
