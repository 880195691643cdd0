import { plainRoute } from "../../http/plain-route";

/**
 * GET /api/v1/settings/company/logo — the logo itself (binary, so a plain route; its PUT and DELETE are tRPC's), to
 * the signed-in organization only (a session or an API key). An SVG was sanitized when uploaded; it is also served
 * with a Content-Security-Policy that allows no script and no outside resource, as a second guard.
 */
export const companyLogoRoute = plainRoute({
  method: "get",
  path: "/settings/company/logo",
  access: "member",
  openapi: {
    operationId: "getCompanyLogo",
    summary: "The company's logo",
    description:
      "The image uploaded with PUT /settings/company/logo, with its media type (image/png or image/svg+xml). Served to the organization's own users and keys only.",
    tag: "Settings",
    responses: {
      "200": {
        description: "The logo",
        content: {
          "image/png": { schema: { type: "string", format: "binary" } },
          "image/svg+xml": { schema: { type: "string" } },
        },
      },
      "404": "The company has no logo",
    },
  },
  async handle({ services, caller, res }) {
    const logo = await services.company.logo(caller.orgId);
    res
      .status(200)
      .type(logo.mediaType)
      .set("Content-Security-Policy", "default-src 'none'; img-src data:; sandbox")
      .set("X-Content-Type-Options", "nosniff")
      .set("Cache-Control", "private, no-cache")
      .set("Last-Modified", logo.updatedAt.toUTCString())
      .send(logo.data);
  },
});
