import { listInvoicesInputSchema } from "@kancl/shared";
import { sendCsv } from "../../csv/send-csv";
import { plainRoute } from "../../http/plain-route";
import { invoicesCsv } from "./invoice-csv";

/**
 * GET /api/v1/crm/invoices/export.csv?<the list's filters> — the filtered, sorted invoice list as a CSV file (a
 * download, so a plain route). The session or an API key, like every call; only the caller's organization's
 * invoices. `limit` and `cursor` are ignored: the export is every match.
 */
export const invoiceExportRoute = plainRoute({
  method: "get",
  path: "/crm/invoices/export.csv",
  access: "member",
  query: listInvoicesInputSchema,
  openapi: {
    operationId: "exportInvoicesCsv",
    summary: "Export the filtered invoice list as CSV",
    description:
      "Every invoice and credit note matching the list's filters and sort (`limit` and `cursor` are ignored), as a CSV file Czech Excel opens as it is: UTF-8 with a BOM, semicolons, decimal commas, dates as 25.11.2026, CRLF.",
    tag: "Invoices",
    queryLike: "/crm/invoices",
    responses: {
      "200": {
        description: "The CSV file (`faktury-YYYY-MM-DD.csv`)",
        content: { "text/csv": { schema: { type: "string" } } },
      },
      "400": "Invalid filter",
    },
  },
  async handle({ services, caller, res, query }) {
    const { limit: _limit, cursor: _cursor, ...filter } = query;
    const { invoices } = await services.invoices.listPage(caller.orgId, filter);
    sendCsv(res, "faktury", invoicesCsv(invoices));
  },
});
