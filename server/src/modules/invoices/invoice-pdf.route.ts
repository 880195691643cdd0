import { Router } from "express";
import { AppError } from "../../errors/app-error";
import { API_BASE_PATH } from "../../http/api-base-path";
import type { Services } from "../../services";
import { resolveCaller } from "../auth/caller";

/**
 * The same-origin address of an invoice's PDF (under the API's base path): the version names the stored file, so a
 * changed invoice is a new URL (no stale cache).
 */
export const pdfDownloadUrl = (invoiceId: string, version: number) =>
  `${API_BASE_PATH}/crm/invoices/${invoiceId}/pdf?v=${version}`;

/**
 * GET /api/v1/crm/invoices/{id}/pdf?v={version} — the PDF itself (binary, so a plain Express route mounted before
 * the REST adapter). It needs the session or an API key like every API call; another organization's invoice answers
 * 404. Any app server answers it from the stored file (decision 070).
 */
export function invoicePdfRoute(services: Services): Router {
  const route = Router();
  route.get("/crm/invoices/:id/pdf", async (req, res, next) => {
    try {
      const caller = await resolveCaller(services, req);
      // `v` (the invoice version) names the stored file: an integer, held to that.
      const version = req.query.v;
      if (version !== undefined && !(typeof version === "string" && /^-?\d{1,9}$/.test(version))) {
        throw new AppError("BAD_REQUEST", "v: must be an integer");
      }
      const { filename, pdf } = await services.invoicePdf.pdf(
        caller.orgId,
        req.params.id,
        version === undefined ? undefined : Number(version),
      );
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
  /**
   * GET /api/v1/crm/invoices/{id}/payment-request.pdf — the payment request (výzva k úhradě, decision 204) of an
   * issued invoice: what remains after its credit notes and payments, with a QR code for exactly that. Not a tax
   * document and not stored: rendered from the invoice as it is now. A draft or a credit note is 409.
   */
  route.get("/crm/invoices/:id/payment-request.pdf", async (req, res, next) => {
    try {
      const caller = await resolveCaller(services, req);
      const { filename, pdf } = await services.invoicePdf.paymentRequest(caller.orgId, req.params.id);
      res
        .status(200)
        .type("application/pdf")
        .set("Content-Disposition", `inline; filename="${filename}"`)
        .set("Cache-Control", "private, no-store")
        .send(pdf);
    } catch (error) {
      next(error);
    }
  });
  return route;
}
