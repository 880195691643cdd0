import { Router } from "express";
import type { Services } from "../../services";
import { resolveCaller } from "../auth/caller";

/**
 * GET /api/v1/settings/company/logo — the logo itself (binary, so a plain Express route mounted before the REST
 * adapter), to the signed-in organization only (a session or an API key). An SVG was sanitized when uploaded; it is
 * also served with a Content-Security-Policy that allows no script and no outside resource, as a second guard.
 */
export function companyLogoRoute(services: Services): Router {
  const route = Router();
  route.get("/settings/company/logo", async (req, res, next) => {
    try {
      const caller = await resolveCaller(services, req);
      const logo = await services.company.logo(caller.orgId);
      res
        .status(200)
        .type(logo.mediaType)
        .set("Content-Security-Policy", "default-src 'none'; img-src data:; sandbox")
        .set("X-Content-Type-Options", "nosniff")
        .set("Cache-Control", "private, no-cache")
        .set("Last-Modified", logo.updatedAt.toUTCString())
        .send(logo.data);
    } catch (error) {
      next(error);
    }
  });
  return route;
}
