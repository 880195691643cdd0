import { organizationLanguageSchema } from "@kancl/shared";
import { z } from "zod";
import { router } from "../../trpc/init";
import { authedProcedure, orgAdminProcedure } from "../../trpc/procedures";

const TAGS = ["Settings"];

/** Settings → Language: the organization's default language for its members (decision 180). */
export const organizationLanguageRouter = router({
  get: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/settings/language",
        tags: TAGS,
        operationId: "getOrganizationLanguage",
        summary: "The organization's default language",
        description:
          "What its members read Kancl in unless they choose their own (`PUT /account/language`). `en` until an owner or admin changes it.",
      },
    })
    .input(z.void())
    .output(organizationLanguageSchema)
    .query(({ ctx }) => ctx.services.organizations.language(ctx.orgId)),

  set: orgAdminProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/settings/language",
        // Owners and admins in a browser session (orgAdminProcedure): the tag marks it session-only (trpc/openapi.ts).
        tags: [...TAGS, "Organization language"],
        operationId: "setOrganizationLanguage",
        summary: "Set the organization's default language",
        description:
          "`en` or `cs`. Owners and admins in a browser session (decision 130); others get 403. A member's own choice still wins. The API's error messages stay English whatever the language (decision 182).",
      },
    })
    .input(organizationLanguageSchema)
    .output(organizationLanguageSchema)
    .mutation(({ ctx, input }) => ctx.services.organizations.setLanguage(ctx.orgId, input.language)),
});
