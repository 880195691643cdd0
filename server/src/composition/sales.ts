import { createDealsService, type DealsService } from "../modules/deals/deals.service";
import { createInvoicesService, type InvoicesService } from "../modules/invoices/invoices.service";
import { createIssuedFiles, type IssuedFiles } from "../modules/invoices/issued-files";
import { renderIssuedPdfHandler } from "../modules/invoices/pdf/invoice-pdf.job";
import { createInvoicePdfService, type InvoicePdfService } from "../modules/invoices/pdf/invoice-pdf.service";
import type { Area } from "./area";
import type { CrmServices } from "./crm";
import type { PlatformServices } from "./platform";

/** Deals and invoices: one area, since each asks the other a question (decision 062). */
export interface SalesServices {
  deals: DealsService;
  invoices: InvoicesService;
  invoicePdf: InvoicePdfService;
  /** The PDF and ISDOC of issued documents as issued, stored once (decision 204). */
  issuedFiles: IssuedFiles;
}

export function salesArea(
  { database, pdfRenderer }: PlatformServices,
  { contacts, company }: CrmServices,
): Area<SalesServices> {
  const { db } = database;
  // A deal asks whether invoices name it, and an invoice checks its deal: the deals service declares its one question
  // (DealInvoices), answered here by the invoices service built just after it (called only at request time), so
  // invoices import deals' types and deals import nothing of invoices.
  const deals = createDealsService({
    db,
    contacts,
    invoices: {
      countForDeal: (orgId, dealId, executor) => invoices.countForDeal(orgId, dealId, executor),
      trashedNamingDeal: (orgId, dealId, executor) => invoices.trash.trashedNamingDeal(orgId, dealId, executor),
    },
  });
  const invoices = createInvoicesService({
    db,
    contacts,
    deals,
    // Invoices see the company profile through this seam only (supplier-source.ts); an organization that has not
    // saved a profile yet is a VAT payer, as every invoice was before issue 22.
    supplier: {
      issuerSnapshot: (orgId, executor, options) => company.issuerSnapshot(orgId, executor, options),
      isVatPayer: async (orgId) => {
        const profile = await company.get(orgId);
        return profile.version === 0 || profile.vatPayer;
      },
    },
  });
  const issuedFiles = createIssuedFiles(db);
  const invoicePdf = createInvoicePdfService({ db, invoices, company, renderer: pdfRenderer, issuedFiles });
  return {
    services: { deals, invoices, invoicePdf, issuedFiles },
    jobs: [renderIssuedPdfHandler(invoicePdf)],
  };
}
