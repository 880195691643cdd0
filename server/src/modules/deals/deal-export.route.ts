import { DEAL_CSV_COLUMNS, type Deal, formatValidationIssues, listDealsInputSchema } from "@kancl/shared";
import { Router } from "express";
import { sendCsv } from "../../csv/send-csv";
import { czechAmount, czechDateTime, writeCsv } from "../../csv/write-csv";
import { AppError } from "../../errors/app-error";
import type { Services } from "../../services";
import { resolveCaller } from "../auth/caller";

const STATUS = { lead: "Lead", negotiation: "Vyjednávání", won: "Vyhraný", lost: "Prohraný" } as const;
const amount = (value: number | null) => (value === null ? "" : czechAmount(value));

/** The deal list as Czech Excel opens it (decision 121): amounts with a decimal comma. */
export function dealsCsv(deals: readonly Deal[]): string {
  return writeCsv(
    DEAL_CSV_COLUMNS,
    deals.map((d) => [
      d.title,
      STATUS[d.status],
      d.billingContact?.name,
      d.currency,
      amount(d.estimatedValue),
      amount(d.actualValue),
      d.source,
      czechDateTime(d.createdAt),
    ]),
  );
}

/** GET /api/v1/crm/deals/export.csv?<the list's filters> — every deal the list shows (status, search). */
export function dealExportRoute(services: Services): Router {
  const route = Router();
  route.get("/crm/deals/export.csv", async (req, res, next) => {
    try {
      const caller = await resolveCaller(services, req);
      const parsed = listDealsInputSchema.safeParse(req.query);
      if (!parsed.success) throw new AppError("BAD_REQUEST", formatValidationIssues(parsed.error.issues));
      const { deals } = await services.deals.list(caller.orgId, { status: parsed.data.status, q: parsed.data.q });
      sendCsv(res, "obchody", dealsCsv(deals));
    } catch (error) {
      next(error);
    }
  });
  return route;
}
