import { type Invoice, LANGUAGE_NAMES } from "@kancl/shared";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { TextLink } from "@/components/ui/text-link";
import { currentLocale, useT } from "@/i18n/areas";
import { formatDate, formatDateTime, INVOICE_KIND_LABELS, PAYMENT_METHOD_LABELS } from "./invoice-format";
import { useRelatedInvoices } from "./invoices-api";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 space-y-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

const rateFormat = () => new Intl.NumberFormat(currentLocale(), { minimumFractionDigits: 3, maximumFractionDigits: 4 });

/**
 * Issue 22: the tax document's data — kind, dates (issue, DUZP), symbols, payment method, exchange rate, the VAT
 * note — and the documents it is linked to: a credit note's invoice, an invoice's credit notes.
 */
export function InvoiceDocumentCard({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const related = useRelatedInvoices(invoice.originalInvoiceId ? [invoice.originalInvoiceId] : invoice.creditNoteIds);
  const linkTo = (id: string, index: number) => {
    const number = related[index]?.data?.invoiceNumber;
    return (
      <TextLink key={id} to={`/crm/invoices/${id}`} className="font-mono">
        {number ?? "…"}
      </TextLink>
    );
  };

  return (
    <Card aria-labelledby="invoice-document-title">
      <CardHeader>
        <CardTitle id="invoice-document-title">{t("invoiceDetail.taxDocument")}</CardTitle>
      </CardHeader>
      <CardContent className="@container">
        <dl className="grid gap-4 @md:grid-cols-2 @2xl:grid-cols-3">
          <Field label={t("invoiceDetail.document")}>
            {INVOICE_KIND_LABELS[invoice.kind]}
            {invoice.issuedAt
              ? invoice.isTaxDocument
                ? t("invoiceDetail.isTaxDocument")
                : ""
              : t("invoiceDetail.notIssued")}
          </Field>
          <Field label={t("invoiceDetail.issueDate")}>
            {invoice.issueDate ? formatDate(invoice.issueDate) : t("invoiceDetail.issueDateDefault")}
          </Field>
          <Field label={t("invoiceDetail.taxableSupplyDate")}>
            {formatDate(invoice.taxableSupplyDate ?? invoice.issueDate) === "—"
              ? t("invoiceDetail.taxableSupplyDefault")
              : formatDate(invoice.taxableSupplyDate ?? invoice.issueDate)}
          </Field>
          <Field label={t("invoiceDetail.variableSymbol")}>
            <span className="font-mono">{invoice.variableSymbol || "—"}</span>
          </Field>
          <Field label={t("invoiceDetail.constantSymbol")}>
            <span className="font-mono">{invoice.constantSymbol ?? "—"}</span>
          </Field>
          <Field label={t("invoiceDetail.paymentMethod")}>{PAYMENT_METHOD_LABELS[invoice.paymentMethod]}</Field>
          {invoice.currency !== "CZK" ? (
            <Field label={t("invoiceDetail.exchangeRate")}>
              {invoice.exchangeRate === null
                ? t("invoiceDetail.exchangeRateUnset")
                : t("invoiceDetail.exchangeRateValue", {
                    rate: rateFormat().format(invoice.exchangeRate),
                    currency: invoice.currency,
                    date: formatDate(invoice.exchangeRateDate ?? invoice.taxableSupplyDate ?? invoice.issueDate),
                  })}
            </Field>
          ) : null}
          {invoice.vatNote ? <Field label={t("invoiceDetail.vat")}>{invoice.vatNote}</Field> : null}
          {invoice.issuedAt ? (
            <Field label={t("invoiceDetail.issued")}>
              <time dateTime={invoice.issuedAt}>{formatDateTime(invoice.issuedAt)}</time>
            </Field>
          ) : null}
          {invoice.originalInvoiceId ? (
            <Field label={t("invoiceDetail.correctsInvoice")}>{linkTo(invoice.originalInvoiceId, 0)}</Field>
          ) : null}
          {invoice.creditReason ? <Field label={t("invoiceDetail.reason")}>{invoice.creditReason}</Field> : null}
          {invoice.creditNoteIds.length > 0 ? (
            <Field label={t("invoiceDetail.creditNotes")}>
              <span className="flex flex-wrap gap-x-3 gap-y-1">{invoice.creditNoteIds.map(linkTo)}</span>
            </Field>
          ) : null}
          <Field label={t("invoiceDetail.language")}>{LANGUAGE_NAMES[invoice.language]}</Field>
        </dl>
      </CardContent>
    </Card>
  );
}
