import { searchInputSchema, searchResultsSchema } from "@kancl/shared";
import { router } from "../../trpc/init";
import { authedProcedure } from "../../trpc/procedures";

export const searchRouter = router({
  search: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/search",
        tags: ["Search"],
        operationId: "search",
        summary: "Search contacts, deals, invoices, projects and tasks",
        description:
          "Accent- and case-insensitive substring search, ranked: an exact value first, then names that start with the text, then a word that starts with it, then any other match, then (from four characters) similar spellings. At most `limit` results of each kind; each names its page in the web app (`link`).",
      },
    })
    .input(searchInputSchema)
    .output(searchResultsSchema)
    .query(async ({ ctx, input }) => ({ results: await ctx.services.search.search(ctx.orgId, input) })),
});
