import { setupInputSchema, setupResultSchema, setupStatusSchema } from "@kancl/shared";
import { z } from "zod";
import { router } from "../../trpc/init";
import { authRateLimitedProcedure, publicProcedure } from "../../trpc/procedures";

const TAGS = ["Setup"];

/** The first run in the browser (issue 25 item 1): open only while the database has no organization. */
export const setupRouter = router({
  status: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/setup",
        tags: TAGS,
        operationId: "getSetupStatus",
        summary: "Whether Kancl still needs to be set up",
        description: "`open` is true only while the database has no organization and the set-up was never used.",
        protect: false,
      },
    })
    .input(z.void())
    .output(setupStatusSchema)
    .query(({ ctx }) => ctx.services.setup.status()),

  run: authRateLimitedProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/setup",
        tags: TAGS,
        operationId: "setUp",
        summary: "Set Kancl up: the first organization and its first administrator",
        description:
          "Only while the database has no organization; afterwards (and for the second of two concurrent calls) 409. Creates the organization, its first account (through registration), the supplier profile when an IČO is given, and the demo data when asked. Does not sign in: call login next.",
        protect: false,
      },
    })
    .input(setupInputSchema)
    .output(setupResultSchema)
    .mutation(({ ctx, input }) => ctx.services.setup.run(input)),
});
