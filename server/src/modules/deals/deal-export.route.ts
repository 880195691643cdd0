import { DEAL_CSV_COLUMNS, type Deal, listDealsInputSchema } from "@kancl/shared";
import { csvExportDocument, sendCsv } from "../../csv/send-csv";
import { czechAmount, czechDateTime, writeCsv } from "../../csv/write-csv";
import { plainRoute } from "../../http/plain-route";

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
export const dealExportRoute = plainRoute({
  method: "get",
  path: "/crm/deals/export.csv",
  access: "member",
  query: listDealsInputSchema,
  openapi: csvExportDocument({
    operationId: "exportDealsCsv",
    summary: "Export the filtered deal list as CSV",
    tag: "Deals",
    file: "obchody",
    queryLike: "/crm/deals",
  }),
  async handle({ services, caller, res, query }) {
    const { deals } = await services.deals.list(caller.orgId, { status: query.status, q: query.q });
    sendCsv(res, "obchody", dealsCsv(deals));
  },
});
