import { businessDate, INVOICE_MESSAGES } from "@kancl/shared";
import type { Database } from "../../../db/database";
import { isUuid } from "../../../db/errors";
import { AppError } from "../../../errors/app-error";
import type { PdfRenderer } from "../../../pdf/pdf-renderer";
import type { OrganizationsService } from "../../organizations/organizations.service";
import { toInvoice } from "../invoice-mapper";
import { invoicePdfsRepository, type StoredPdf } from "../invoice-pdfs.repository";
import type { InvoiceRow } from "../invoices.repository";
import type { InvoicesService } from "../invoices.service";
import { renderInvoiceHtml } from "./invoice-html";

export type InvoicePdf = StoredPdf;

/**
 * Invoice PDFs, rendered once per invoice version and stored in the database (invoice_pdfs), so that whichever app
 * server answers the download finds the file the generate call rendered (decision 070).
 */
export interface InvoicePdfServiceDeps {
  db: Database;
  invoices: Pick<InvoicesService, "getRow">;
  organizations: Pick<OrganizationsService, "find">;
  renderer: PdfRenderer;
}

export function createInvoicePdfService(deps: InvoicePdfServiceDeps) {
  const { db } = deps;

  async function render(orgId: string, row: InvoiceRow): Promise<InvoicePdf> {
    const organization = await deps.organizations.find(orgId);
    const html = renderInvoiceHtml({
      invoice: toInvoice(row),
      supplierName: organization?.name ?? "",
      issueDate: businessDate(row.createdAt),
    });
    let pdf: Buffer;
    try {
      pdf = await deps.renderer.render(html);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError("SERVICE_UNAVAILABLE", INVOICE_MESSAGES.pdfFailed, { cause: error });
    }
    const stored = { filename: `faktura-${row.invoiceNumber}.pdf`, pdf };
    // The file is the answer either way: an invoice deleted meanwhile (its rows cascade) only loses the cache entry.
    await invoicePdfsRepository.insert(db, orgId, row.id, row.version, stored).catch(() => {});
    return stored;
  }

  return {
    /** generate-pdf: reads the invoice once and renders its current version unless it is stored already. */
    async generate(orgId: string, invoiceId: string): Promise<{ invoiceId: string; version: number }> {
      const row = await deps.invoices.getRow(orgId, invoiceId);
      if (!(await invoicePdfsRepository.exists(db, orgId, row.id, row.version))) await render(orgId, row);
      return { invoiceId: row.id, version: row.version };
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

export type InvoicePdfService = ReturnType<typeof createInvoicePdfService>;
