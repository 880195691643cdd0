import { INVOICE_MESSAGES } from "@kancl/shared";
import type { Database } from "../../../db/database";
import { isUuid } from "../../../db/errors";
import { AppError } from "../../../errors/app-error";
import type { PdfRenderer } from "../../../pdf/pdf-renderer";
import { renderQrSvg } from "../../../qr/qr-code";
import type { CompanyService } from "../../company/company.service";
import { toInvoice } from "../invoice-mapper";
import { invoicePdfsRepository, type StoredPdf } from "../invoice-pdfs.repository";
import type { InvoiceRow } from "../invoices.repository";
import type { InvoicesService } from "../invoices.service";
import { renderInvoiceHtml } from "./invoice-html";
import { type PrintedSupplier, toInvoiceView } from "./invoice-view";

export type InvoicePdf = StoredPdf;

/**
 * Invoice PDFs, rendered once per invoice version and stored in the database (invoice_pdfs), so that whichever app
 * server answers the download finds the file the generate call rendered (decision 070).
 */
export interface InvoicePdfServiceDeps {
  db: Database;
  invoices: Pick<InvoicesService, "getRow">;
  company: Pick<CompanyService, "get" | "findLogo">;
  renderer: PdfRenderer;
}

export function createInvoicePdfService(deps: InvoicePdfServiceDeps) {
  const { db } = deps;

  /**
   * The document's HTML: the invoice with the supplier it froze when issued (a draft: the company profile as it is
   * now), the supplier's logo, a credit note's original number, and the QR Platba code where it belongs.
   */
  async function documentHtml(orgId: string, row: InvoiceRow): Promise<string> {
    const invoice = toInvoice(row);
    const [supplier, logo, original] = await Promise.all([
      invoice.supplierSnapshot ?? deps.company.get(orgId).then(printedSupplier),
      deps.company.findLogo(orgId),
      invoice.originalInvoiceId
        ? deps.invoices.getRow(orgId, invoice.originalInvoiceId).catch(() => undefined)
        : undefined,
    ]);
    const view = toInvoiceView({ invoice, supplier, logo, originalInvoiceNumber: original?.invoiceNumber ?? null });
    const qrSvg = view.payment.qr ? await renderQrSvg(view.payment.qr.spayd, { title: view.labels.qrPayment }) : null;
    return renderInvoiceHtml(view, qrSvg);
  }

  async function render(orgId: string, row: InvoiceRow): Promise<InvoicePdf> {
    const html = await documentHtml(orgId, row);
    let pdf: Buffer;
    try {
      pdf = await deps.renderer.render(html);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError("SERVICE_UNAVAILABLE", INVOICE_MESSAGES.pdfFailed, { cause: error });
    }
    // A credit note's file says what it is (an invoice keeps the name the spec's clients know).
    const stored = {
      filename: `${row.kind === "credit_note" ? "opravny-doklad" : "faktura"}-${row.invoiceNumber}.pdf`,
      pdf,
    };
    // The file is the answer either way: an invoice deleted meanwhile (its rows cascade) only loses the cache entry.
    await invoicePdfsRepository.insert(db, orgId, row.id, row.version, stored).catch(() => {});
    return stored;
  }

  return {
    /** generate-pdf: reads the invoice once and renders its current version unless it is stored already. */
    async generate(orgId: string, invoiceId: string): Promise<{ invoiceId: string; version: number }> {
      const row = await deps.invoices.getRow(orgId, invoiceId);
      // A draft prints today's company profile and logo, which its version does not follow: it is rendered afresh.
      if (row.status === "draft" || !(await invoicePdfsRepository.exists(db, orgId, row.id, row.version))) {
        await render(orgId, row);
      }
      return { invoiceId: row.id, version: row.version };
    },

    /**
     * The background render of an issued document (the `invoices.render-pdf` job): its current version, unless it is
     * a draft (printed afresh on every click), stored already, or gone. Answers whether it rendered.
     */
    async prerender(orgId: string, invoiceId: string): Promise<boolean> {
      const row = await deps.invoices.getRow(orgId, invoiceId).catch((error: unknown) => {
        if (error instanceof AppError && error.code === "NOT_FOUND") return undefined;
        throw error;
      });
      if (!row || row.status === "draft" || (await invoicePdfsRepository.exists(db, orgId, row.id, row.version))) {
        return false;
      }
      await render(orgId, row);
      return true;
    },

    /**
     * The download: with the version the download URL names, one read finds the stored file (on any app server)
     * while that version is current. Without it, or for an older version, the invoice's current version is served,
     * rendered if need be; another organization's invoice is 404 either way.
     */
    async pdf(orgId: string, invoiceId: string, version?: number): Promise<InvoicePdf> {
      if (version !== undefined && isUuid(invoiceId)) {
        const stored = await invoicePdfsRepository.findCurrent(db, orgId, invoiceId, version);
        if (stored) return stored;
      }
      const row = await deps.invoices.getRow(orgId, invoiceId);
      return (await invoicePdfsRepository.findByVersion(db, orgId, row.id, row.version)) ?? render(orgId, row);
    },
  };
}

/** A draft's supplier: the company profile as it is now (fields it lacks print empty). */
function printedSupplier(profile: Awaited<ReturnType<CompanyService["get"]>>): PrintedSupplier {
  const { version: _version, logo: _logo, missingForIssuing: _missing, updatedAt: _updatedAt, ...supplier } = profile;
  return supplier;
}

export type InvoicePdfService = ReturnType<typeof createInvoicePdfService>;
