import { defineJob, handleJob, type JobHandler } from "../../../jobs/job-type";

/**
 * Renders an issued document's PDF in the background, in the transaction that issued or settled it (decision 099):
 * an issued invoice is a legal document that no longer changes, so its file is made once, when it is issued (and
 * again when a payment changes what its QR code asks for), and the user's "PDF" click reads it from the database.
 */
export const renderIssuedPdfJob = defineJob<{ orgId: string; invoiceId: string }>("invoices.render-pdf", {
  maxAttempts: 3,
  timeoutMs: 60_000,
  backoff: { baseMs: 10_000, maxMs: 5 * 60_000 },
});

/** What the handler calls: `InvoicePdfService.prerender` (named by shape, so the lifecycle importing the job type does
 * not import the PDF service and, through it, itself). */
interface Prerenderer {
  prerender(orgId: string, invoiceId: string): Promise<boolean>;
}

export function renderIssuedPdfHandler(invoicePdf: Prerenderer): JobHandler {
  return handleJob(renderIssuedPdfJob, async ({ orgId, invoiceId }, { logger }) => {
    const rendered = await invoicePdf.prerender(orgId, invoiceId);
    logger.debug({ invoiceId, rendered }, "issued invoice PDF");
  });
}
