import { healthSchema } from "@kancl/shared";
import { z } from "zod";
import { publicProcedure, router } from "../../trpc/init";

export const healthRouter = router({
  check: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/health",
        tags: ["System"],
        operationId: "getHealth",
        summary: "Check the server and its database",
        description:
          'Always 200 here, with status "degraded" when the database does not answer. GET /api/health is the same check for load balancers: it answers 503 when degraded.',
        protect: false,
      },
    })
    .input(z.void())
    .output(healthSchema)
    .query(({ ctx }) => ctx.services.health.check()),
});
