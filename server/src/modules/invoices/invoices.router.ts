import {
  createInvoiceInputSchema,
  invoiceFields,
  invoiceListSchema,
  invoiceSchema,
  jsonOnly,
  SETTABLE_INVOICE_STATUSES,
} from "@kancl/shared";
import { z } from "zod";
import { router } from "../../trpc/init";
import { authedProcedure } from "../../trpc/procedures";
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
      },
    })
    .input(z.void())
    .output(invoiceListSchema)
    .query(async ({ ctx }) => ({ invoices: await ctx.services.invoices.list(ctx.orgId) })),

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
    .input(z.object({ id, ...invoiceFields, version: jsonOnly(z.number().int().min(1).optional()) }).strict())
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
        description: "An issued invoice is a legal document: only drafts can be deleted (409 otherwise).",
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
          "draft → sent → paid, and back one step to undo a mistake. `overdue` is not set: a sent invoice past its due date reads as overdue.",
      },
    })
    .input(z.object({ id, status: z.enum(SETTABLE_INVOICE_STATUSES) }).strict())
    .output(invoiceSchema)
    .mutation(({ ctx, input }) => ctx.services.invoices.setStatus(ctx.orgId, input.id, input.status)),

  generatePdf: authedProcedure
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
