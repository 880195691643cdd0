import type { Invoice } from "@kancl/shared";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { TextLink } from "@/components/ui/text-link";
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

const rateFormat = new Intl.NumberFormat(undefined, { minimumFractionDigits: 3, maximumFractionDigits: 4 });

/**
 * Issue 22: the tax document's data — kind, dates (issue, DUZP), symbols, payment method, exchange rate, the VAT
 * note — and the documents it is linked to: a credit note's invoice, an invoice's credit notes.
 */
export function InvoiceDocumentCard({ invoice }: { invoice: Invoice }) {
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
        <CardTitle id="invoice-document-title">Tax Document</CardTitle>
      </CardHeader>
      <CardContent className="@container">
        <dl className="grid gap-4 @md:grid-cols-2 @2xl:grid-cols-3">
          <Field label="Document">
            {INVOICE_KIND_LABELS[invoice.kind]}
            {invoice.issuedAt ? (invoice.isTaxDocument ? " (tax document)" : "") : " (draft, not yet issued)"}
          </Field>
          <Field label="Issue Date">{invoice.issueDate ? formatDate(invoice.issueDate) : "The day it is issued"}</Field>
          <Field label="Date of Taxable Supply">
            {formatDate(invoice.taxableSupplyDate ?? invoice.issueDate) === "—"
              ? "The issue date"
              : formatDate(invoice.taxableSupplyDate ?? invoice.issueDate)}
          </Field>
          <Field label="Variable Symbol">
            <span className="font-mono">{invoice.variableSymbol || "—"}</span>
          </Field>
          <Field label="Constant Symbol">
            <span className="font-mono">{invoice.constantSymbol ?? "—"}</span>
          </Field>
          <Field label="Payment Method">{PAYMENT_METHOD_LABELS[invoice.paymentMethod]}</Field>
          {invoice.currency !== "CZK" ? (
            <Field label="Exchange Rate">
              {invoice.exchangeRate === null
                ? "Not set yet (needed to issue)"
                : `${rateFormat.format(invoice.exchangeRate)} CZK / ${invoice.currency}, ${formatDate(
                    invoice.exchangeRateDate ?? invoice.taxableSupplyDate ?? invoice.issueDate,
                  )}`}
            </Field>
          ) : null}
          {invoice.vatNote ? <Field label="VAT">{invoice.vatNote}</Field> : null}
          {invoice.issuedAt ? (
            <Field label="Issued">
              <time dateTime={invoice.issuedAt}>{formatDateTime(invoice.issuedAt)}</time>
            </Field>
          ) : null}
          {invoice.originalInvoiceId ? (
            <Field label="Corrects Invoice">{linkTo(invoice.originalInvoiceId, 0)}</Field>
          ) : null}
          {invoice.creditReason ? <Field label="Reason">{invoice.creditReason}</Field> : null}
          {invoice.creditNoteIds.length > 0 ? (
            <Field label="Credit Notes">
              <span className="flex flex-wrap gap-x-3 gap-y-1">{invoice.creditNoteIds.map(linkTo)}</span>
            </Field>
          ) : null}
        </dl>
      </CardContent>
    </Card>
  );
}
