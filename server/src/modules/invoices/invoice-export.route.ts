import { formatValidationIssues, listInvoicesInputSchema } from "@kancl/shared";
import { Router } from "express";
import { sendCsv } from "../../csv/send-csv";
import { AppError } from "../../errors/app-error";
import type { Services } from "../../services";
import { resolveCaller } from "../auth/caller";
import { invoicesCsv } from "./invoice-csv";

/**
 * GET /api/v1/crm/invoices/export.csv?<the list's filters> — the filtered, sorted invoice list as a CSV file (a
 * download, so a plain Express route mounted before the REST adapter). The session or an API key, like every call;
 * only the caller's organization's invoices. `limit` and `cursor` are ignored: the export is every match.
 */
export function invoiceExportRoute(services: Services): Router {
  const route = Router();
  route.get("/crm/invoices/export.csv", async (req, res, next) => {
    try {
      const caller = await resolveCaller(services, req);
      const parsed = listInvoicesInputSchema.safeParse(req.query);
      if (!parsed.success) throw new AppError("BAD_REQUEST", formatValidationIssues(parsed.error.issues));
      const { limit: _limit, cursor: _cursor, ...filter } = parsed.data;
      const { invoices } = await services.invoices.listPage(caller.orgId, filter);
      sendCsv(res, "faktury", invoicesCsv(invoices));
    } catch (error) {
      next(error);
    }
  });
  return route;
}
