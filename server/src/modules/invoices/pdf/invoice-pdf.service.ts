import { businessDate, INVOICE_MESSAGES, type Invoice } from "@kancl/shared";
import type { Database } from "../../../db/database";
import { isUuid } from "../../../db/errors";
import { AppError } from "../../../errors/app-error";
import type { PdfRenderer } from "../../../pdf/pdf-renderer";
import { renderQrSvg } from "../../../qr/qr-code";
import type { CompanyService } from "../../company/company.service";
import { asIssued, toInvoice } from "../invoice-mapper";
import { invoicePdfsRepository, type StoredPdf } from "../invoice-pdfs.repository";
import type { InvoiceRow } from "../invoices.repository";
import type { InvoicesService } from "../invoices.service";
import type { IssuedFiles } from "../issued-files";
import { renderInvoiceHtml } from "./invoice-html";
import { type InvoiceView, type PrintedSupplier, toInvoiceView, toPaymentRequestView } from "./invoice-view";

export type InvoicePdf = StoredPdf;

/**
 * Invoice PDFs (decisions 070, 099, 204). An issued document's PDF is made once, from its frozen data as issued, and
 * stored with its SHA-256 (`invoice_issued_files`): every download serves those bytes. A draft prints today's company
 * profile and is rendered afresh on every generate-pdf (cached by version in invoice_pdfs for the download that
 * follows). A payment request (what remains after credit notes and payments) is a separate document, rendered on
 * each request from the invoice as it is now.
 */
export interface InvoicePdfServiceDeps {
  db: Database;
  invoices: Pick<InvoicesService, "getRow">;
  company: Pick<CompanyService, "get" | "findLogo">;
  renderer: PdfRenderer;
  issuedFiles: IssuedFiles;
}

const fileNameOf = (row: Pick<InvoiceRow, "kind" | "invoiceNumber">) =>
  `${row.kind === "credit_note" ? "opravny-doklad" : "faktura"}-${row.invoiceNumber}.pdf`;

export function createInvoicePdfService(deps: InvoicePdfServiceDeps) {
  const { db, issuedFiles } = deps;

  /** The supplier it prints (frozen when issued; a draft: the profile now), the logo, a credit note's original. */
  async function sources(orgId: string, invoice: Invoice) {
    const [supplier, logo, original] = await Promise.all([
      invoice.supplierSnapshot ?? deps.company.get(orgId).then(printedSupplier),
      deps.company.findLogo(orgId),
      invoice.originalInvoiceId
        ? deps.invoices.getRow(orgId, invoice.originalInvoiceId).catch(() => undefined)
        : undefined,
    ]);
    return { invoice, supplier, logo, originalInvoiceNumber: original?.invoiceNumber ?? null };
  }

  async function print(view: InvoiceView): Promise<Buffer> {
    const qrSvg = view.payment.qr ? await renderQrSvg(view.payment.qr.spayd, { title: view.labels.qrPayment }) : null;
    try {
      return await deps.renderer.render(renderInvoiceHtml(view, qrSvg));
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError("SERVICE_UNAVAILABLE", INVOICE_MESSAGES.pdfFailed, { cause: error });
    }
  }

  /** A draft's PDF, stored by version for the download that follows generate-pdf. */
  async function renderDraft(orgId: string, row: InvoiceRow): Promise<InvoicePdf> {
    const pdf = await print(toInvoiceView(await sources(orgId, toInvoice(row))));
    const stored = { filename: fileNameOf(row), pdf };
    // The file is the answer either way: a draft deleted meanwhile (its rows cascade) only loses the cache entry.
    await invoicePdfsRepository.insert(db, orgId, row.id, row.version, stored).catch(() => {});
    return stored;
  }

  /** An issued document's PDF as issued: the stored one, or made now from the frozen data and stored for good. */
  async function issued(orgId: string, row: InvoiceRow): Promise<InvoicePdf> {
    const file = await issuedFiles.get(orgId, row.id, "pdf", async () => ({
      filename: fileNameOf(row),
      content: await print(toInvoiceView(await sources(orgId, asIssued(toInvoice(row))))),
    }));
    return { filename: file.filename, pdf: file.content };
  }

  return {
    /** generate-pdf: a draft is rendered afresh; an issued document's file is made once (if not yet). */
    async generate(orgId: string, invoiceId: string): Promise<{ invoiceId: string; version: number }> {
      const row = await deps.invoices.getRow(orgId, invoiceId);
      if (row.status === "draft") await renderDraft(orgId, row);
      else if (!(await issuedFiles.exists(orgId, row.id, "pdf"))) await issued(orgId, row);
      return { invoiceId: row.id, version: row.version };
    },

    /**
     * The background render of an issued document (the `invoices.render-pdf` job enqueued by the issue): makes its
     * file as issued unless it is a draft, made already, or gone. Answers whether it rendered.
     */
    async prerender(orgId: string, invoiceId: string): Promise<boolean> {
      const row = await deps.invoices.getRow(orgId, invoiceId).catch((error: unknown) => {
        if (error instanceof AppError && error.code === "NOT_FOUND") return undefined;
        throw error;
      });
      if (!row || row.status === "draft" || (await issuedFiles.exists(orgId, row.id, "pdf"))) return false;
      await issued(orgId, row);
      return true;
    },

    /**
     * The download. An issued document: its stored file as issued, whatever version the URL names (checked against
     * its hash). A draft: the version the URL names while it is current (one read, on any app server), else its
     * current version rendered. Another organization's invoice is 404 either way.
     */
    async pdf(orgId: string, invoiceId: string, version?: number): Promise<InvoicePdf> {
      if (isUuid(invoiceId)) {
        const file = await issuedFiles.find(orgId, invoiceId, "pdf");
        if (file) return { filename: file.filename, pdf: file.content };
        if (version !== undefined) {
          const stored = await invoicePdfsRepository.findCurrent(db, orgId, invoiceId, version);
          if (stored) return stored;
        }
      }
      const row = await deps.invoices.getRow(orgId, invoiceId);
      if (row.status !== "draft") return issued(orgId, row);
      return (await invoicePdfsRepository.findByVersion(db, orgId, row.id, row.version)) ?? renderDraft(orgId, row);
    },

    /**
     * The payment request of an issued invoice (decision 204): its total, issued credit notes, payments and what
     * remains, with a QR code for exactly that; rendered from the invoice as it is now, never stored. Not a tax
     * document; a draft or a credit note has none (409).
     */
    async paymentRequest(orgId: string, invoiceId: string): Promise<InvoicePdf> {
      const row = await deps.invoices.getRow(orgId, invoiceId);
      if (row.kind !== "invoice" || row.status === "draft") {
        throw new AppError("CONFLICT", INVOICE_MESSAGES.paymentRequestOnlyIssuedInvoice);
      }
      const source = await sources(orgId, toInvoice(row));
      const view = toPaymentRequestView({
        ...source,
        today: businessDate(),
        creditNotes: row.creditNotes.map((note) => ({
          invoiceNumber: note.invoiceNumber,
          issueDate: note.issueDate,
          status: note.status,
          total: Number(note.total),
        })),
      });
      return { filename: `vyzva-k-uhrade-${row.invoiceNumber}.pdf`, pdf: await print(view) };
    },
  };
}

/** A draft's supplier: the company profile as it is now (fields it lacks print empty). */
function printedSupplier(profile: Awaited<ReturnType<CompanyService["get"]>>): PrintedSupplier {
  const { version: _version, logo: _logo, missingForIssuing: _missing, updatedAt: _updatedAt, ...supplier } = profile;
  return supplier;
}

export type InvoicePdfService = ReturnType<typeof createInvoicePdfService>;
