import { INVOICE_LIFECYCLE_MESSAGES, INVOICE_MESSAGES, type Invoice } from "@kancl/shared";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { TextLink } from "@/components/ui/text-link";
import { t } from "@/i18n/areas";
import { formatAmount, formatDateTime } from "./invoice-format";
import { InvoiceStatusBadge } from "./invoice-status-badge";
import { InvoiceStatusControl } from "./invoice-status-control";

/** The edit screen's side panel (spec §2): number, status with its control, total and when it was created. */
export function InvoiceSidePanel({ invoice }: { invoice: Invoice }) {
  return (
    <Card aria-labelledby="invoice-panel-title">
      <CardHeader>
        <CardTitle id="invoice-panel-title">{t("invoiceForm.panelTitle", { number: invoice.invoiceNumber })}</CardTitle>
        <CardDescription>{t("invoiceForm.panelDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="space-y-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t("invoiceForm.number")}</dt>
            <dd className="font-mono">{invoice.invoiceNumber}</dd>
          </div>
          <div className="flex items-center justify-between gap-4">
            <dt className="text-muted-foreground">{t("invoiceDetail.status")}</dt>
            <dd>
              <InvoiceStatusBadge status={invoice.status} />
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t("invoiceDetail.total")}</dt>
            <dd className="font-semibold tabular-nums">{formatAmount(invoice.total, invoice.currency)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t("invoiceForm.created")}</dt>
            <dd>
              <time dateTime={invoice.createdAt}>{formatDateTime(invoice.createdAt)}</time>
            </dd>
          </div>
        </dl>
        <InvoiceStatusControl invoice={invoice} />
      </CardContent>
    </Card>
  );
}

/**
 * /edit of an invoice that is no longer a draft: it is a legal document now, so it is only viewed, and corrected by a
 * credit note (decision 204).
 */
export function OnlyDraftsNotice({ invoice }: { invoice: Invoice }) {
  const credit = invoice.kind === "credit_note";
  return (
    <Card>
      <CardContent className="space-y-3 pt-5">
        <p role="alert" className="font-medium">
          {credit ? INVOICE_LIFECYCLE_MESSAGES.creditNoteNotEditable : INVOICE_MESSAGES.onlyDraftsEditable}
        </p>
        <p className="text-sm text-muted-foreground">
          {t(credit ? "invoiceForm.creditNoteNotice" : "invoiceForm.issuedNotice", { number: invoice.invoiceNumber })}{" "}
          <TextLink to={`/crm/invoices/${invoice.id}`}>
            {t(credit ? "invoiceForm.viewCreditNote" : "invoiceForm.viewInvoice")}
          </TextLink>
        </p>
      </CardContent>
    </Card>
  );
}
