import type { Invoice } from "@kancl/shared";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useT } from "@/i18n/areas";
import { formatAmount, formatDate } from "./invoice-format";

/** Issue 22: the payments of an issued invoice, what has been paid and what remains due. */
export function InvoicePaymentsCard({ invoice }: { invoice: Invoice }) {
  const { currency } = invoice;
  const t = useT();
  return (
    <Card aria-labelledby="invoice-payments-title">
      <CardHeader>
        <CardTitle id="invoice-payments-title">{t("invoiceDetail.payments")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {invoice.payments.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("invoiceDetail.noPayments")}</p>
        ) : (
          <ul aria-label={t("invoiceDetail.payments")} className="space-y-1 text-sm">
            {invoice.payments.map((payment) => (
              <li key={payment.id} className="flex justify-between gap-4">
                <time dateTime={payment.paidOn}>{formatDate(payment.paidOn)}</time>
                <span className="tabular-nums">{formatAmount(payment.amount, currency)}</span>
              </li>
            ))}
          </ul>
        )}
        <dl className="space-y-2 border-t pt-3 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t("invoiceDetail.paid")}</dt>
            <dd className="tabular-nums">{formatAmount(invoice.amountPaid, currency)}</dd>
          </div>
          <div className="flex justify-between gap-4 font-semibold">
            <dt>{t("invoiceDetail.amountDue")}</dt>
            <dd className="tabular-nums">{formatAmount(invoice.amountDue, currency)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
