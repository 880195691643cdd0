import { businessDate, INVOICE_MESSAGES } from "@kancl/shared";
import type { Database } from "../../../db/database";
import { AppError } from "../../../errors/app-error";
import { organizationsRepository } from "../../organizations/organizations.repository";
import type { InvoicesService } from "../invoices.service";
import { toInvoice } from "../invoices.service";
import { renderInvoiceHtml } from "./invoice-html";
import { createPdfCache } from "./pdf-cache";
import type { PdfRenderer } from "./pdf-renderer";

export interface InvoicePdf {
  filename: string;
  pdf: Buffer;
}

/** Renders (or takes from the cache) the PDF of an invoice of the caller's organization. */
export function createInvoicePdfService(deps: { db: Database; invoices: InvoicesService; renderer: PdfRenderer }) {
  const cache = createPdfCache();
  return {
    async pdf(orgId: string, invoiceId: string): Promise<InvoicePdf> {
      const row = await deps.invoices.getRow(orgId, invoiceId);
      const filename = `faktura-${row.invoiceNumber}.pdf`;
      const cached = cache.get(row.id, row.version);
      if (cached) return { filename, pdf: cached };
      const organization = await organizationsRepository.findById(deps.db, orgId);
      const html = renderInvoiceHtml({
        invoice: toInvoice(row),
        supplierName: organization?.name ?? "",
        issueDate: businessDate(row.createdAt),
      });
      try {
        const pdf = await deps.renderer.render(html);
        cache.set(row.id, row.version, pdf);
        return { filename, pdf };
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError("SERVICE_UNAVAILABLE", INVOICE_MESSAGES.pdfFailed, { cause: error });
      }
    },
  };
}

export type InvoicePdfService = ReturnType<typeof createInvoicePdfService>;
