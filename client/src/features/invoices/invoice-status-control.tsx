import {
  INVOICE_TRANSITIONS,
  type Invoice,
  type InvoiceStatus,
  SETTABLE_INVOICE_STATUSES,
  type StoredInvoiceStatus,
} from "@kancl/shared";
import { Button } from "@/components/ui/button";
import { t, translated, useT } from "@/i18n/areas";
import { toast } from "@/lib/toast";
import { useSetInvoiceStatus } from "./invoices-api";

/**
 * The brief's status control, beyond spec §4 ("display only"): the server's transitions — issue a draft, mark an
 * issued invoice paid, undo the newest payment. Nothing goes back to draft (an issued tax document is never changed:
 * decision 204). Overdue is an issued invoice past its due date, so it moves like one.
 */
export function storedStatusOf(status: InvoiceStatus): StoredInvoiceStatus {
  return status === "overdue" ? "sent" : status;
}

function actionLabel(from: StoredInvoiceStatus, to: StoredInvoiceStatus): string {
  if (to === "paid") return t("invoiceDetail.markPaid");
  return from === "paid" ? t("invoiceDetail.markUnpaid") : t("invoiceDetail.markSent");
}

const SUCCESS_MESSAGES: Readonly<Record<Exclude<StoredInvoiceStatus, "draft">, string>> = translated({
  sent: "invoiceDetail.markedSent",
  paid: "invoiceDetail.markedPaid",
});

/** Forward steps first and filled; the undo step is quieter. */
const ORDER = SETTABLE_INVOICE_STATUSES;

export function InvoiceStatusControl({
  invoice,
  offerIssue = true,
}: {
  invoice: Pick<Invoice, "id" | "status"> & Partial<Pick<Invoice, "kind" | "payments">>;
  /** False where the page has its own Issue button (the invoice page), so one action is not offered twice. */
  offerIssue?: boolean;
}) {
  useT();
  const setStatus = useSetInvoiceStatus((_, status) => {
    if (status !== "draft") toast.success(SUCCESS_MESSAGES[status]);
  });
  // A credit note is not paid (it lowers what its invoice asks) and is issued with Issue: no status steps.
  if (invoice.kind === "credit_note") return null;
  const from = storedStatusOf(invoice.status);
  const targets = [...INVOICE_TRANSITIONS[from]]
    .filter(() => offerIssue || from !== "draft")
    // Undoing the newest payment needs a payment: one paid by its credit notes alone is refused (issue 36 item 8).
    .filter((to) => !(from === "paid" && to === "sent" && invoice.payments?.length === 0))
    .sort((a, b) => ORDER.indexOf(b) - ORDER.indexOf(a));
  if (targets.length === 0) return null;

  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t("invoiceDetail.changeStatus")}</legend>
      {targets.map((to) => {
        const forward = ORDER.indexOf(to) > ORDER.indexOf(from);
        return (
          <Button
            key={to}
            size="sm"
            variant={forward ? "default" : "outline"}
            disabled={setStatus.isPending}
            aria-busy={setStatus.isPending && setStatus.variables?.status === to}
            onClick={() => setStatus.mutate({ id: invoice.id, status: to })}
          >
            {actionLabel(from, to)}
          </Button>
        );
      })}
    </fieldset>
  );
}
