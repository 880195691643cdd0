import { INVOICE_ISDOC_MESSAGES, type Invoice, type ListInvoicesInput, type SupplierSnapshot } from "@kancl/shared";
import { AppError } from "../../../errors/app-error";
import { IsdocInputError } from "../../../isdoc/isdoc-document";
import { buildIsdocXml, isdocFileName } from "../../../isdoc/isdoc-xml";
import type { ZipEntry } from "../../../zip/zip-stream";
import { asIssued } from "../invoice-mapper";
import type { InvoicesService } from "../invoices.service";
import type { IssuedFiles } from "../issued-files";
import { type OriginalOfCreditNote, toIsdocDocument } from "./invoice-isdoc-mapper";

export interface IsdocFile {
  filename: string;
  /** The UTF-8 XML as issued: stored once, served byte-identical (decision 204). */
  content: Buffer;
}

/** Pages of the bulk export: small enough that a long export holds about one page of invoices at a time. */
const EXPORT_PAGE_SIZE = 100;

/** The list's query without its paging (the export pages on its own). */
type ExportFilter = Omit<ListInvoicesInput, "limit" | "cursor">;

/**
 * ISDOC 6.0.2 files of issued invoices and credit notes (issue 22 item 5), one at a time or as the entries of a zip
 * of a filtered list. Drafts are no tax documents: one alone is refused (409), the bulk export leaves them out and
 * says how many (decision 075).
 */
export interface InvoiceIsdocDeps {
  invoices: InvoicesService;
  issuedFiles: IssuedFiles;
  /**
   * Today's supplier details from the company profile, or an AppError naming what it lacks: for documents issued
   * before the supplier snapshot was kept (issue 22), which print today's profile on their PDF too.
   */
  currentSupplier(orgId: string): Promise<SupplierSnapshot>;
}

export function createInvoiceIsdocService({ invoices, issuedFiles, currentSupplier }: InvoiceIsdocDeps) {
  /** The supplier a document names: its frozen snapshot, else today's profile (read once per export). */
  function suppliers(orgId: string) {
    let current: Promise<SupplierSnapshot> | undefined;
    return async (invoice: Invoice): Promise<SupplierSnapshot> => {
      if (invoice.supplierSnapshot) return invoice.supplierSnapshot;
      current ??= currentSupplier(orgId);
      try {
        return await current;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new AppError("CONFLICT", INVOICE_ISDOC_MESSAGES.noSupplierDetails(invoice.invoiceNumber, reason), {
          cause: error,
        });
      }
    };
  }

  /** The corrected invoice of a credit note, read once per export. */
  function originals(orgId: string) {
    const cache = new Map<string, Promise<OriginalOfCreditNote>>();
    return (invoice: Invoice): Promise<OriginalOfCreditNote> | null => {
      const id = invoice.originalInvoiceId;
      if (invoice.kind !== "credit_note" || !id) return null;
      let original = cache.get(id);
      if (!original) {
        original = invoices.get(orgId, id);
        cache.set(id, original);
      }
      return original;
    };
  }

  /** Drafts are no tax documents; ISDOC needs every amount of a foreign-currency document in CZK too. */
  function assertExportable(invoice: Invoice): void {
    if (invoice.status === "draft") {
      throw new AppError("CONFLICT", INVOICE_ISDOC_MESSAGES.draftRefused(invoice.invoiceNumber));
    }
    if (invoice.currency !== "CZK" && invoice.exchangeRate === null) {
      throw new AppError("CONFLICT", INVOICE_ISDOC_MESSAGES.needsExchangeRate(invoice.invoiceNumber, invoice.currency));
    }
  }

  /** The document's ISDOC as issued (from its frozen data: no payments, no credit notes), made once. */
  function xmlOf(invoice: Invoice, supplier: SupplierSnapshot, original: OriginalOfCreditNote | null) {
    try {
      const document = toIsdocDocument(asIssued(invoice), { supplier, original });
      return { filename: isdocFileName(document), content: Buffer.from(buildIsdocXml(document), "utf8") };
    } catch (error) {
      // The engine's checks name the field; stored documents pass them, so this is a document the law cannot file.
      if (error instanceof IsdocInputError) {
        throw new AppError("CONFLICT", INVOICE_ISDOC_MESSAGES.cannotExport(invoice.invoiceNumber, error.message), {
          cause: error,
        });
      }
      throw error;
    }
  }

  /** The stored file as issued, or made now (the supplier and the original read only then) and stored for good. */
  function fileOf(
    orgId: string,
    invoice: Invoice,
    supplierOf: (invoice: Invoice) => Promise<SupplierSnapshot>,
    originalOf: (invoice: Invoice) => Promise<OriginalOfCreditNote> | null,
  ): Promise<IsdocFile> {
    assertExportable(invoice);
    return issuedFiles.get(orgId, invoice.id, "isdoc", async () =>
      xmlOf(invoice, await supplierOf(invoice), await originalOf(invoice)),
    );
  }

  async function* issuedMatches(orgId: string, filter: ExportFilter): AsyncGenerator<Invoice> {
    if (filter.status === "draft") return;
    let cursor: string | undefined;
    do {
      const page = await invoices.listPage(orgId, { ...filter, limit: EXPORT_PAGE_SIZE, cursor });
      for (const invoice of page.invoices) if (invoice.status !== "draft") yield invoice;
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }

  return {
    /** GET …/{id}/isdoc: another organization's invoice is 404 (invoices.get), a draft 409. */
    async file(orgId: string, invoiceId: string): Promise<IsdocFile> {
      const invoice = await invoices.get(orgId, invoiceId);
      return fileOf(orgId, invoice, suppliers(orgId), originals(orgId));
    },

    /**
     * The bulk export of the list's filters (sort included; paging is the export's own): the drafts among the
     * matches are counted (and left out), then the issued documents are read a page at a time as the zip asks.
     */
    async export(
      orgId: string,
      filter: ExportFilter,
    ): Promise<{ skippedDrafts: number; entries: AsyncIterable<ZipEntry> }> {
      const countsDrafts = filter.status === undefined || filter.status === "draft";
      const skippedDrafts = countsDrafts
        ? (await invoices.listPage(orgId, { ...filter, status: "draft" })).invoices.length
        : 0;
      const originalOf = originals(orgId);
      const supplierOf = suppliers(orgId);
      async function* entries(): AsyncGenerator<ZipEntry> {
        for await (const invoice of issuedMatches(orgId, filter)) {
          const file = await fileOf(orgId, invoice, supplierOf, originalOf);
          yield { name: file.filename, content: file.content, mtime: new Date(invoice.issuedAt ?? invoice.updatedAt) };
        }
      }
      return { skippedDrafts, entries: entries() };
    },
  };
}

export type InvoiceIsdocService = ReturnType<typeof createInvoiceIsdocService>;
