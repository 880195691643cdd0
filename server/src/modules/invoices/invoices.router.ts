import {
  createInvoiceInputSchema,
  creditNoteFields,
  invoiceFields,
  invoiceListSchema,
  invoiceSchema,
  listInvoicesInputSchema,
  recordPaymentFields,
  SETTABLE_INVOICE_STATUSES,
  versionNumber,
} from "@kancl/shared";
import { z } from "zod";
import { router } from "../../trpc/init";
import { authedProcedure, authedReadProcedure } from "../../trpc/procedures";
import { pdfDownloadUrl } from "./invoice-pdf.route";

const TAGS = ["Invoices"];
const id = z.string().describe("Invoice ID");

/** Spec §7 Invoices: invoices tied to deals, numbered by the server, with exact totals and a PDF. */
export const invoicesRouter = router({
  list: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/crm/invoices",
        tags: TAGS,
        operationId: "listInvoices",
        summary: "List invoices (newest first)",
        description:
          "Without parameters every invoice and credit note, newest first (as before). Filters: `status` (`overdue` is an issued, unpaid invoice past its due date), `kind`, `billingContactId`, `currency`, `issuedFrom`/`issuedTo`; `q` searches the number, the customer's name and the variable symbol (accent- and case-insensitive substring); `sort`/`order`; with `limit`, pages continue from `nextCursor`. The same filters export as CSV at GET /crm/invoices/export.csv.",
      },
    })
    .input(listInvoicesInputSchema.optional())
    .output(invoiceListSchema)
    .query(({ ctx, input }) => ctx.services.invoices.listPage(ctx.orgId, input)),

  get: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/crm/invoices/{id}",
        tags: TAGS,
        operationId: "getInvoice",
        summary: "Get an invoice",
      },
    })
    .input(z.object({ id }))
    .output(invoiceSchema)
    .query(({ ctx, input }) => ctx.services.invoices.get(ctx.orgId, input.id)),

  create: authedProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/crm/invoices",
        tags: TAGS,
        operationId: "createInvoice",
        summary: "Create an invoice (a draft)",
        description:
          "The server assigns the number (YYYY-NNNN per organization and year) and computes every amount; totals sent by the client are ignored. The billing contact must have billing information; it is copied onto the invoice.",
      },
    })
    .input(createInvoiceInputSchema)
    .output(invoiceSchema)
    .mutation(({ ctx, input }) => ctx.services.invoices.create(ctx.orgId, input)),

  update: authedProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/crm/invoices/{id}",
        tags: TAGS,
        operationId: "updateInvoice",
        summary: "Update a draft invoice",
        description:
          "Only drafts can be edited (409 otherwise). Send `version` to be told (409) about a concurrent change.",
      },
    })
    .input(z.object({ id, ...invoiceFields, version: versionNumber().optional() }).strict())
    .output(invoiceSchema)
    .mutation(({ ctx, input: { id: invoiceId, ...fields } }) =>
      ctx.services.invoices.update(ctx.orgId, invoiceId, fields),
    ),

  delete: authedProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/crm/invoices/{id}",
        tags: TAGS,
        operationId: "deleteInvoice",
        summary: "Delete a draft invoice",
        description:
          "An issued invoice is a legal document: only drafts can be deleted (409 otherwise). Numbers stay without gaps: only the newest draft of its series and year can be deleted, and its number is given back; an older draft answers 409 (edit it instead).",
      },
    })
    .input(z.object({ id }))
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.invoices.delete(ctx.orgId, input.id);
      return { success: true as const };
    }),

  setStatus: authedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/crm/invoices/{id}/status",
        tags: TAGS,
        operationId: "setInvoiceStatus",
        summary: "Mark an invoice sent or paid (or undo one step)",
        description:
          "draft → sent → paid, and back one step to undo a mistake. `overdue` is not set: a sent invoice past its due date reads as overdue. Since issue 22: `sent` issues the draft (as POST …/issue does, with its checks), `paid` records a payment of what is due today, paid → sent removes the newest payment, and sent → draft is refused once something was paid or credited.",
      },
    })
    .input(z.object({ id, status: z.enum(SETTABLE_INVOICE_STATUSES) }).strict())
    .output(invoiceSchema)
    .mutation(({ ctx, input }) => ctx.services.invoices.setStatus(ctx.orgId, input.id, input.status)),

  // Generating the PDF of the invoice as it is changes no data: read-only callers may download PDFs.
  generatePdf: authedReadProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/crm/invoices/{id}/generate-pdf",
        tags: TAGS,
        operationId: "generateInvoicePdf",
        summary: "Render the invoice's PDF",
        description:
          "Answers a same-origin `downloadUrl` (GET it with the same credentials). At most 2 renders run at once; a full queue answers 429 'PDF service is busy'.",
      },
    })
    .input(z.object({ id }))
    .output(z.object({ downloadUrl: z.string() }).meta({ id: "PdfLink" }))
    .mutation(async ({ ctx, input }) => {
      const { invoiceId, version } = await ctx.services.invoicePdf.generate(ctx.orgId, input.id);
      return { downloadUrl: pdfDownloadUrl(invoiceId, version) };
    }),

  issue: authedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/crm/invoices/{id}/issue",
        tags: TAGS,
        operationId: "issueInvoice",
        summary: "Issue a draft (draft → sent): it becomes a tax document",
        description:
          "Freezes the supplier's details (from the company profile: 400 naming the first missing field while it lacks what the law requires), the customer's billing details, the issue date (today unless set), the date of taxable supply (the issue date unless set), the variable symbol and the VAT treatment. An issued document cannot be edited or deleted (409): correct it with a credit note. A foreign-currency invoice of a VAT payer needs its exchange rate (400). Works for credit notes too. It takes no body; it runs with the invoice's row locked, so an edit made at the same moment is either issued or refused (409).",
      },
    })
    .input(z.object({ id }))
    .output(invoiceSchema)
    .mutation(({ ctx, input }) => ctx.services.invoices.issue(ctx.orgId, input.id)),

  recordPayment: authedProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/crm/invoices/{id}/payments",
        tags: TAGS,
        operationId: "recordInvoicePayment",
        summary: "Record a payment of an issued invoice",
        description:
          "Partial payments are kept (listed in `payments`; `amountDue` is what remains); the invoice is paid when nothing remains. A draft (409), a credit note (409), a paid invoice (409), an amount above what is due (400) or a date in the future (400) change nothing.",
      },
    })
    .input(z.object({ id, ...recordPaymentFields }).strict())
    .output(invoiceSchema)
    .mutation(({ ctx, input: { id: invoiceId, ...payment } }) =>
      ctx.services.invoices.recordPayment(ctx.orgId, invoiceId, payment),
    ),

  createCreditNote: authedProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/crm/invoices/{id}/credit-notes",
        tags: TAGS,
        operationId: "createCreditNote",
        summary: "Make a credit note (opravný daňový doklad) of an issued invoice",
        description:
          "A draft numbered DYYYY-NNNN (its own series per organization and year), linked to the invoice (`originalInvoiceId`; the invoice lists it in `creditNoteIds`). Lines are negative, at the invoice's VAT rates, up to what remains of the invoice per rate (400 above). Without `items` the whole invoice is cancelled. Issue it with POST …/issue; once issued it lowers the invoice's `amountDue`.",
      },
    })
    .input(z.object({ id, ...creditNoteFields }).strict())
    .output(invoiceSchema)
    .mutation(({ ctx, input: { id: invoiceId, ...note } }) =>
      ctx.services.invoices.createCreditNote(ctx.orgId, invoiceId, note),
    ),

  forDeal: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/crm/deals/{dealId}/invoices",
        tags: ["Deals"],
        operationId: "listDealInvoices",
        summary: "The invoices of a deal",
      },
    })
    .input(z.object({ dealId: z.string().describe("Deal ID") }))
    .output(invoiceListSchema)
    .query(async ({ ctx, input }) => ({ invoices: await ctx.services.invoices.listForDeal(ctx.orgId, input.dealId) })),
});
