import {
  checkCompanyProfileRules,
  companyProfileSchema,
  updateCompanyProfileFields,
  uploadCompanyLogoInputSchema,
} from "@kancl/shared";
import { z } from "zod";
import { router } from "../../trpc/init";
import { authedProcedure } from "../../trpc/procedures";

const TAGS = ["Settings"];

/** Settings → Company: the organization's supplier profile and logo (decision 085). The logo's bytes: company-logo.route.ts. */
export const companyRouter = router({
  get: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/settings/company",
        tags: TAGS,
        operationId: "getCompanyProfile",
        summary: "The company's supplier profile",
        description:
          "Who the organization's invoices are from. Before the first save every field is empty (version 0). `missingForIssuing` lists the fields an invoice paid by bank transfer needs before it can be issued.",
      },
    })
    .input(z.void())
    .output(companyProfileSchema)
    .query(({ ctx }) => ctx.services.company.get(ctx.orgId)),

  update: authedProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/settings/company",
        tags: TAGS,
        operationId: "updateCompanyProfile",
        summary: "Save the company's supplier profile",
        description:
          "Replaces the profile (omitted text fields are cleared). Send the `version` you read (0 for the first save): 409 if someone saved since. IČO, DIČ, the Czech account and the IBAN are checked (400 naming the field); a missing account or IBAN is derived from the other where possible, and two that disagree answer 400. The bank details (account, IBAN, BIC) and the company's identity (legal name, address, country, IČO, DIČ, VAT payer, footer text) change only for an owner or an admin signed in to Kancl: anyone else, and every API key, gets 403 naming the first such field, and nothing is saved (sending them unchanged is fine). Every such change is audited and e-mailed to the owners.",
      },
    })
    .input(z.object(updateCompanyProfileFields).strict().superRefine(checkCompanyProfileRules))
    .output(companyProfileSchema)
    .mutation(({ ctx, input }) =>
      ctx.services.company.update(ctx.orgId, input, {
        userId: ctx.caller.userId,
        role: ctx.caller.role,
        apiKeyId: ctx.caller.apiKeyId,
      }),
    ),

  uploadLogo: authedProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/settings/company/logo",
        tags: TAGS,
        operationId: "uploadCompanyLogo",
        summary: "Upload the company's logo",
        description:
          "A PNG or SVG of at most 200 KB, in base64. A PNG is checked by its signature and dimensions (at most 2000 × 2000); an SVG is sanitized (no scripts, event handlers, styles or external references). Replaces the current logo; the profile's version does not change.",
      },
    })
    .input(uploadCompanyLogoInputSchema)
    .output(companyProfileSchema)
    .mutation(({ ctx, input }) => ctx.services.company.setLogo(ctx.orgId, input)),

  deleteLogo: authedProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/settings/company/logo",
        tags: TAGS,
        operationId: "deleteCompanyLogo",
        summary: "Remove the company's logo",
        description: "404 when there is no logo.",
      },
    })
    // No input; `{}` is accepted too (what a tRPC client that always sends an object sends).
    .input(z.object({}).strict().optional())
    .output(companyProfileSchema)
    .mutation(({ ctx }) => ctx.services.company.deleteLogo(ctx.orgId)),
});
