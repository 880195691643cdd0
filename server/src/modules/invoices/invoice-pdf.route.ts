import { Router } from "express";
import { AppError } from "../../errors/app-error";
import type { Services } from "../../services";
import { resolveCaller } from "../auth/caller";

/**
 * GET /api/v1/crm/invoices/{id}/pdf — the PDF itself (binary, so a plain Express route mounted before the REST
 * adapter). It needs the session or an API key like every API call; another organization's invoice answers 404.
 */
export function invoicePdfRoute(services: Services): Router {
  const route = Router();
  route.get("/crm/invoices/:id/pdf", async (req, res, next) => {
    try {
      const caller = await resolveCaller(services, req);
      // `v` (the invoice version) only keys the browser cache, but it is documented as an integer: hold it to that.
      const version = req.query.v;
      if (version !== undefined && !(typeof version === "string" && /^-?\d{1,9}$/.test(version))) {
        throw new AppError("BAD_REQUEST", "v: must be an integer");
      }
      const { filename, pdf } = await services.invoicePdf.pdf(caller.orgId, req.params.id);
      res
        .status(200)
        .type("application/pdf")
        .set("Content-Disposition", `inline; filename="${filename}"`)
        .set("Cache-Control", "private, max-age=3600")
        .send(pdf);
    } catch (error) {
      // Every failure, an AppError included, answers through the final error handler (toHttpAnswer).
      next(error);
    }
  });
  return route;
}
