import { versionSchema } from "@kancl/shared";
import { z } from "zod";
import { publicProcedure, router } from "../../trpc/init";
import { APP_VERSION, RUNTIME } from "../../version";

export const systemRouter = router({
  version: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/system/version",
        tags: ["System"],
        operationId: "getVersion",
        summary: "The Kancl version and runtime",
        protect: false,
      },
    })
    .input(z.void())
    .output(versionSchema)
    .query(() => ({ name: "kancl", version: APP_VERSION, runtime: RUNTIME })),
});
