import { pipeline } from "node:stream/promises";
import { businessDate, ISDOC_SKIPPED_DRAFTS_HEADER, listInvoicesInputSchema } from "@kancl/shared";
import { plainRoute } from "../../../http/plain-route";
import { ISDOC_MEDIA_TYPE } from "../../../isdoc/isdoc-xml";
import type { Services } from "../../../services";
import { createZipStream } from "../../../zip/zip-stream";
import { createInvoiceIsdocService } from "./invoice-isdoc.service";

/** Where the bulk export answers (beside the CSV export, `export.csv`), under the API's base path. */
export const ISDOC_EXPORT_PATH = "/crm/invoices/export.isdoc.zip";

/** The ISDOC service of a request (it holds nothing: made per call from the app's services). */
const isdocOf = (services: Services) =>
  createInvoiceIsdocService({
    invoices: services.invoices,
    issuedFiles: services.issuedFiles,
    currentSupplier: (orgId) => services.company.issuerSnapshot(orgId),
  });

/**
 * The ISDOC downloads (files, so plain routes, like the PDF and the CSV). The session or an API key, like every call;
 * only the caller's organization's invoices (another's is 404).
 * GET /api/v1/crm/invoices/export.isdoc.zip?<the list's filters> — the issued documents among the list's matches as
 * one streamed zip; the drafts among them are left out and counted in the X-Skipped-Drafts header. Listed before
 * the one document's route so no future "{id}" route of two segments can take it.
 */
export const invoiceIsdocExportRoute = plainRoute({
  method: "get",
  path: ISDOC_EXPORT_PATH,
  access: "member",
  query: listInvoicesInputSchema,
  openapi: {
    operationId: "exportInvoicesIsdoc",
    summary: "Export the filtered invoice list as ISDOC files in a zip",
    description:
      "One `.isdoc` file per issued invoice and credit note matching the list's filters and sort (`limit` and `cursor` are ignored), streamed as a zip (`faktury-isdoc-YYYY-MM-DD.zip`). Drafts are no tax documents: they are left out, and the `X-Skipped-Drafts` header says how many matched. An empty match is an empty zip.",
    tag: "Invoices",
    queryLike: "/crm/invoices",
    responses: {
      "200": {
        description: "The zip",
        headers: {
          [ISDOC_SKIPPED_DRAFTS_HEADER]: {
            description: "How many drafts matched the filters and were left out",
            schema: { type: "integer", minimum: 0 },
          },
        },
        content: { "application/zip": { schema: { type: "string", format: "binary" } } },
      },
      "400": "Invalid filter",
    },
  },
  async handle({ services, caller, res, query }) {
    const { limit: _limit, cursor: _cursor, ...filter } = query;
    const { skippedDrafts, entries } = await isdocOf(services).export(caller.orgId, filter);
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
  },
});

/** GET /api/v1/crm/invoices/{id}/isdoc — one issued invoice or credit note as `<number>.isdoc`; a draft is 409. */
export const invoiceIsdocRoute = plainRoute({
  method: "get",
  path: "/crm/invoices/{id}/isdoc",
  access: "member",
  openapi: {
    operationId: "downloadInvoiceIsdoc",
    summary: "Download an issued invoice or credit note as ISDOC",
    description:
      "The document as ISDOC 6.0.2 XML (`<number>.isdoc`, an attachment), valid against the official schema, for the customer's accounting software: parties as frozen when issued, a VAT rate per line, the VAT recapitulation (in CZK too for a foreign currency), reverse charge, payment means; a credit note names the invoice it corrects. A draft is no tax document: 409.",
    tag: "Invoices",
    pathParameters: { id: "Invoice ID" },
    responses: {
      "200": { description: "The ISDOC file", content: { [ISDOC_MEDIA_TYPE]: { schema: { type: "string" } } } },
      "404": "No such invoice",
      "409": "A draft (issue it first), or a document ISDOC cannot carry",
    },
  },
  async handle({ services, caller, res, params }) {
    const { filename, content } = await isdocOf(services).file(caller.orgId, params.id as string);
    res
      .status(200)
      .type(ISDOC_MEDIA_TYPE)
      .set("Content-Disposition", `attachment; filename="${filename}"`)
      .set("Cache-Control", "private, no-store")
      .send(content);
  },
});
