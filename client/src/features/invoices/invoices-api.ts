import { INVOICE_MESSAGES, type Invoice, type StoredInvoiceStatus } from "@kancl/shared";
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { RecordLoadTexts } from "@/components/record-load-state";
import { t, translated, translateMessage } from "@/i18n/areas";
import { errorMessageOf } from "@/lib/api-error";
import { useRetryUnlessNotFound } from "@/lib/query-errors";
import { toast } from "@/lib/toast";
import { useTRPC } from "@/lib/trpc";

/** Not a spec text: the spec shows no status control (see STATUS_ACTIONS). */
export const STATUS_CHANGE_FAILED_KEY = "invoiceDetail.statusChangeFailed";

/** An invoice's load states (spec §2: 'Unable to load invoice', or 'The invoice could not be found.' without a message). */
export const INVOICE_LOAD_TEXTS: RecordLoadTexts = {
  get loading() {
    return t("invoiceDetail.loading");
  },
  get notFound() {
    return translateMessage(INVOICE_MESSAGES.notFound);
  },
  get notFoundDescription() {
    return translateMessage(INVOICE_MESSAGES.notFoundDescription);
  },
  get loadFailed() {
    return translateMessage(INVOICE_MESSAGES.loadErrorHeading);
  },
  get loadFailedFallback() {
    return translateMessage(INVOICE_MESSAGES.loadErrorFallback);
  },
  get back() {
    return { to: "/crm/invoices", label: t("invoiceDetail.backToInvoices") };
  },
};

export function useInvoiceQuery(id: string, enabled = true) {
  const trpc = useTRPC();
  const retry = useRetryUnlessNotFound();
  return useQuery({ ...trpc.invoices.get.queryOptions({ id }, { enabled }), retry });
}

/**
 * Cache updates after invoice mutations: only the invoice queries (the list, the invoice itself and the invoice
 * lists of the deals involved) — not everything.
 */
export function useInvoiceCache() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const invalidateLists = (dealIds: readonly string[]) =>
      Promise.all([
        queryClient.invalidateQueries(trpc.invoices.list.pathFilter()),
        ...[...new Set(dealIds)].map((dealId) =>
          queryClient.invalidateQueries(trpc.invoices.forDeal.queryFilter({ dealId })),
        ),
      ]);
    return {
      /** After create, update or a status change: the answer is the invoice's new state. */
      saved(invoice: Invoice, previousDealId?: string) {
        queryClient.setQueryData(trpc.invoices.get.queryKey({ id: invoice.id }), invoice);
        return invalidateLists(previousDealId ? [invoice.dealId, previousDealId] : [invoice.dealId]);
      },
      deleted(invoice: Pick<Invoice, "id" | "dealId">) {
        queryClient.removeQueries(trpc.invoices.get.queryFilter({ id: invoice.id }));
        return invalidateLists([invoice.dealId]);
      },
    };
  }, [queryClient, trpc]);
}

/**
 * Opens the PDF in a new tab (spec §7); the session cookie authenticates the GET. If the browser blocked the
 * tab (the render took too long to count as the user's click), a toast offers a link that is a fresh click.
 */
function openInNewTab(url: string) {
  if (window.open(url, "_blank")) return;
  toast("The PDF is ready", { action: { label: "Open PDF", onClick: () => window.open(url, "_blank") } });
}

/** 'Download PDF': generates the PDF and opens it; on failure the toast 'Failed to generate PDF' (spec §8). */
export function useDownloadInvoicePdf() {
  const trpc = useTRPC();
  return useMutation(
    trpc.invoices.generatePdf.mutationOptions({
      onSuccess: ({ downloadUrl }) => openInNewTab(downloadUrl),
      onError: (error) => {
        const reason = errorMessageOf(error, "");
        toast.error(INVOICE_MESSAGES.pdfFailed, reason ? { description: reason } : undefined);
      },
    }),
  );
}

/** Deletes a draft; the confirmation is asked by the caller. Toasts per spec §8. */
export function useDeleteInvoice(invoice: Pick<Invoice, "id" | "dealId">, onDeleted?: () => void) {
  const trpc = useTRPC();
  const cache = useInvoiceCache();
  return useMutation(
    trpc.invoices.delete.mutationOptions({
      onSuccess: async () => {
        toast.success(INVOICE_MESSAGES.deleted);
        onDeleted?.();
        await cache.deleted(invoice);
      },
      onError: (error) => toast.error(errorMessageOf(error, INVOICE_MESSAGES.deleteFailed)),
    }),
  );
}

export function useSetInvoiceStatus(onChanged?: (invoice: Invoice, status: StoredInvoiceStatus) => void) {
  const trpc = useTRPC();
  const cache = useInvoiceCache();
  return useMutation(
    trpc.invoices.setStatus.mutationOptions({
      onSuccess: async (invoice, { status }) => {
        onChanged?.(invoice, status);
        await cache.saved(invoice);
      },
      onError: (error) => toast.error(errorMessageOf(error, t(STATUS_CHANGE_FAILED_KEY))),
    }),
  );
}

/** Issue 22's screen texts (not the spec's; the server's messages are shown as it words them). */
export const INVOICE_LIFECYCLE_TEXTS = translated({
  issued: "invoiceToasts.issued",
  issueFailed: "invoiceToasts.issueFailed",
  paymentRecorded: "invoiceToasts.paymentRecorded",
  paymentFailed: "invoiceToasts.paymentFailed",
  creditNoteCreated: "invoiceToasts.creditNoteCreated",
  creditNoteFailed: "invoiceToasts.creditNoteFailed",
  profileLink: "invoiceToasts.profileLink",
});

/** The field the server names when the company profile lacks what issuing needs (missingForIssuingMessage). */
export function missingProfileFieldOf(message: string): string | null {
  return /\((\w+)\): fill it in under Settings → Company/.exec(message)?.[1] ?? null;
}

/** A document's ISDOC file (issue 22 item 5): a GET with the session, answered as a download. */
export const isdocUrl = (invoiceId: string) => `/api/v1/crm/invoices/${encodeURIComponent(invoiceId)}/isdoc`;

/** The payment request of an issued invoice (decision 204): what remains after credit notes and payments, as a PDF. */
export const paymentRequestUrl = (invoiceId: string) =>
  `/api/v1/crm/invoices/${encodeURIComponent(invoiceId)}/payment-request.pdf`;

/** The lifecycle's calls: each answers the document's new state, which becomes the cache's. */
function useLifecycleMutationOptions() {
  const cache = useInvoiceCache();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  return {
    async saved(invoice: Invoice) {
      await cache.saved(invoice);
      // A credit note changes its invoice (creditNoteIds, amountDue): read it again.
      if (invoice.originalInvoiceId) {
        await queryClient.invalidateQueries(trpc.invoices.get.queryFilter({ id: invoice.originalInvoiceId }));
      }
    },
  };
}

export function useIssueInvoice() {
  const trpc = useTRPC();
  const lifecycle = useLifecycleMutationOptions();
  return useMutation(
    trpc.invoices.issue.mutationOptions({
      onSuccess: async (invoice) => {
        toast.success(INVOICE_LIFECYCLE_TEXTS.issued);
        await lifecycle.saved(invoice);
      },
    }),
  );
}

export function useRecordPayment() {
  const trpc = useTRPC();
  const lifecycle = useLifecycleMutationOptions();
  return useMutation(
    trpc.invoices.recordPayment.mutationOptions({
      onSuccess: async (invoice) => {
        toast.success(INVOICE_LIFECYCLE_TEXTS.paymentRecorded);
        await lifecycle.saved(invoice);
      },
    }),
  );
}

export function useCreateCreditNote() {
  const trpc = useTRPC();
  const lifecycle = useLifecycleMutationOptions();
  return useMutation(
    trpc.invoices.createCreditNote.mutationOptions({
      onSuccess: async (note) => {
        toast.success(INVOICE_LIFECYCLE_TEXTS.creditNoteCreated);
        await lifecycle.saved(note);
      },
    }),
  );
}

/** Other documents by id (a credit note's invoice, an invoice's credit notes), for their numbers and links. */
export function useRelatedInvoices(ids: readonly string[]) {
  const trpc = useTRPC();
  return useQueries({ queries: ids.map((id) => trpc.invoices.get.queryOptions({ id })) });
}
