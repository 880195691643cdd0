import { AppError } from "../../errors/app-error";
import { API_BASE_PATH } from "../../http/api-base-path";
import { plainRoute } from "../../http/plain-route";

/**
 * The same-origin address of an invoice's PDF (under the API's base path): the version names the stored file, so a
 * changed invoice is a new URL (no stale cache).
 */
export const pdfDownloadUrl = (invoiceId: string, version: number) =>
  `${API_BASE_PATH}/crm/invoices/${invoiceId}/pdf?v=${version}`;

const PDF_CONTENT = { "application/pdf": { schema: { type: "string", format: "binary" } } };

/**
 * GET /api/v1/crm/invoices/{id}/pdf?v={version} — the PDF itself (binary, so a plain route). It needs the session or
 * an API key like every API call; another organization's invoice answers 404. Any app server answers it from the
 * stored file (decision 070).
 */
export const invoicePdfRoute = plainRoute({
  method: "get",
  path: "/crm/invoices/{id}/pdf",
  access: "member",
  openapi: {
    operationId: "downloadInvoicePdf",
    summary: "Download the invoice's PDF",
    description:
      "The `downloadUrl` of generate-pdf. A4 Czech tax document, `faktura-<number>.pdf`. An issued document's PDF is the document as issued: made once, stored with its SHA-256 and served byte-identical on every download whatever `v` says (a stored file that no longer matches its hash answers 500, never other bytes); payments and credit notes are on its payment request. A draft is rendered afresh.",
    tag: "Invoices",
    pathParameters: { id: "Invoice ID" },
    parameters: [
      {
        name: "v",
        in: "query",
        required: false,
        schema: { type: "integer" },
        description: "Invoice version (cache key)",
      },
    ],
    responses: {
      "200": { description: "The PDF", content: PDF_CONTENT },
      "400": "Invalid version",
      "404": "No such invoice",
      "429": "PDF service is busy",
      "500": "The stored file of an issued document does not match its hash",
      "503": "The PDF could not be rendered",
    },
  },
  async handle({ services, caller, req, res, params }) {
    // `v` (the invoice version) names the stored file: an integer, held to that.
    const version = req.query.v;
    if (version !== undefined && !(typeof version === "string" && /^-?\d{1,9}$/.test(version))) {
      throw new AppError("BAD_REQUEST", "v: must be an integer");
    }
    const { filename, pdf } = await services.invoicePdf.pdf(
      caller.orgId,
      params.id as string,
      version === undefined ? undefined : Number(version),
    );
    res
      .status(200)
      .type("application/pdf")
      .set("Content-Disposition", `inline; filename="${filename}"`)
      .set("Cache-Control", "private, max-age=3600")
      .send(pdf);
  },
});

/**
 * GET /api/v1/crm/invoices/{id}/payment-request.pdf — the payment request (výzva k úhradě, decision 204) of an issued
 * invoice: what remains after its credit notes and payments, with a QR code for exactly that. Not a tax document and
 * not stored: rendered from the invoice as it is now. A draft or a credit note is 409.
 */
export const invoicePaymentRequestRoute = plainRoute({
  method: "get",
  path: "/crm/invoices/{id}/payment-request.pdf",
  access: "member",
  openapi: {
    operationId: "downloadInvoicePaymentRequest",
    summary: "Download the payment request of an issued invoice",
    description:
      "A separate document (výzva k úhradě), not a tax document: the invoice's total, its issued credit notes and its payments line by line, what remains to be paid (`amountDue`, or an overpayment), and a QR Platba code asking exactly what remains. Rendered from the invoice as it is now, never stored (`vyzva-k-uhrade-<number>.pdf`). A draft or a credit note: 409.",
    tag: "Invoices",
    pathParameters: { id: "Invoice ID" },
    responses: {
      "200": { description: "The PDF", content: PDF_CONTENT },
      "404": "No such invoice",
      "409": "A draft or a credit note has no payment request",
      "429": "PDF service is busy",
      "503": "The PDF could not be rendered",
    },
  },
  async handle({ services, caller, res, params }) {
    const { filename, pdf } = await services.invoicePdf.paymentRequest(caller.orgId, params.id as string);
    res
      .status(200)
      .type("application/pdf")
      .set("Content-Disposition", `inline; filename="${filename}"`)
      .set("Cache-Control", "private, no-store")
      .send(pdf);
  },
});
