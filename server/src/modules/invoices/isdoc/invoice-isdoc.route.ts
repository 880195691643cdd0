import { pipeline } from "node:stream/promises";
import {
  businessDate,
  formatValidationIssues,
  ISDOC_SKIPPED_DRAFTS_HEADER,
  listInvoicesInputSchema,
} from "@kancl/shared";
import { Router } from "express";
import { AppError } from "../../../errors/app-error";
import { ISDOC_MEDIA_TYPE } from "../../../isdoc/isdoc-xml";
import type { Services } from "../../../services";
import { createZipStream } from "../../../zip/zip-stream";
import { resolveCaller } from "../../auth/caller";
import { createInvoiceIsdocService } from "./invoice-isdoc.service";

/** Where the bulk export answers (beside the CSV export, `export.csv`), under the API's base path. */
export const ISDOC_EXPORT_PATH = "/crm/invoices/export.isdoc.zip";

/**
 * The ISDOC downloads (files, so plain Express routes mounted before the REST adapter, like the PDF and the CSV):
 * - GET /api/v1/crm/invoices/{id}/isdoc — one issued invoice or credit note as `<number>.isdoc`; a draft is 409;
 * - GET /api/v1/crm/invoices/export.isdoc.zip?<the list's filters> — the issued documents among the list's matches
 *   as one streamed zip; the drafts among them are left out and counted in the X-Skipped-Drafts header.
 * The session or an API key, like every call; only the caller's organization's invoices (another's is 404).
 */
export function invoiceIsdocRoute(services: Services): Router {
  const route = Router();
  const isdoc = createInvoiceIsdocService({
    invoices: services.invoices,
    issuedFiles: services.issuedFiles,
    currentSupplier: (orgId) => services.company.issuerSnapshot(orgId),
  });

  // Before "/crm/invoices/:id/isdoc" would not matter (two segments vs three), but the export is registered first
  // so no future ":id" route of two segments can take it.
  route.get(ISDOC_EXPORT_PATH, async (req, res, next) => {
    try {
      const caller = await resolveCaller(services, req);
      const parsed = listInvoicesInputSchema.safeParse(req.query);
      if (!parsed.success) throw new AppError("BAD_REQUEST", formatValidationIssues(parsed.error.issues));
      const { limit: _limit, cursor: _cursor, ...filter } = parsed.data;
      const { skippedDrafts, entries } = await isdoc.export(caller.orgId, filter);
      res
        .status(200)
        .type("application/zip")
        .set("Content-Disposition", `attachment; filename="faktury-isdoc-${businessDate()}.zip"`)
        .set("Cache-Control", "private, no-store")
        .set(ISDOC_SKIPPED_DRAFTS_HEADER, String(skippedDrafts));
      // A failure once the zip has started ends the download broken (the archive has no central directory), never
      // as a complete-looking archive that lacks documents (decision 082).
      await pipeline(createZipStream(entries), res).catch((error: unknown) => {
        services.logger.warn({ err: error }, "ISDOC export ended early");
      });
    } catch (error) {
      next(error);
    }
  });

  route.get("/crm/invoices/:id/isdoc", async (req, res, next) => {
    try {
      const caller = await resolveCaller(services, req);
      const { filename, content } = await isdoc.file(caller.orgId, req.params.id);
      res
        .status(200)
        .type(ISDOC_MEDIA_TYPE)
        .set("Content-Disposition", `attachment; filename="${filename}"`)
        .set("Cache-Control", "private, no-store")
        .send(content);
    } catch (error) {
      next(error);
    }
  });
  return route;
}
