import type { ContactSummary } from "@kancl/shared";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { TextLink } from "@/components/ui/text-link";
import { formatAmount, formatDueDate } from "@/features/invoices/invoice-format";
import { t, translated } from "@/i18n/screens";
import { errorMessageOf } from "@/lib/api-error";
import { useContactSummary } from "./history-queries";

type Amounts = ContactSummary["totals"]["open"];

const amounts = (list: Amounts) =>
  list.length === 0 ? "—" : list.map((a) => formatAmount(Number(a.amount), a.currency)).join(" · ");

const DEAL_STATUS: Record<string, string> = translated({
  lead: "status.lead",
  negotiation: "status.negotiation",
  won: "status.won",
  lost: "status.lost",
});
const INVOICE_STATUS: Record<string, string> = translated({
  draft: "status.draft",
  sent: "clientSummary.issued",
  paid: "status.paid",
});

/**
 * The client's page (issue 24 item 4, decision 113): its deals and invoices with totals per currency, never converted.
 */
export function ClientSummaryCard({ contactId }: { contactId: string }) {
  const summary = useContactSummary(contactId);
  return (
    <Card aria-label={t("clientSummary.title")}>
      <CardHeader>
        <CardTitle>{t("clientSummary.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        {summary.isPending ? (
          <p className="text-sm text-muted-foreground">{t("clientSummary.loading")}</p>
        ) : summary.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessageOf(summary.error, t("clientSummary.loadFailed"))}
          </p>
        ) : (
          <SummaryBody summary={summary.data} />
        )}
      </CardContent>
    </Card>
  );
}

function SummaryBody({ summary }: { summary: ContactSummary }) {
  const { totals } = summary;
  return (
    <div className="grid gap-4 text-sm">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label={t("clientSummary.open")} value={amounts(totals.open)} />
        <Figure label={t("status.overdue")} value={amounts(totals.overdue)} alert={totals.overdue.length > 0} />
        <Figure label={t("clientSummary.paidThisYear")} value={amounts(totals.paidThisYear)} />
        <Figure label={t("clientSummary.openDeals")} value={amounts(totals.openDeals)} />
      </dl>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-label={t("crm.deals")}>
          <h3 className="mb-2 font-medium">{t("clientSummary.dealsCount", { count: summary.deals.length })}</h3>
          {summary.deals.length === 0 ? (
            <p className="text-muted-foreground">{t("clientSummary.noDeals")}</p>
          ) : (
            <ul className="grid gap-1">
              {summary.deals.map((deal) => (
                <li key={deal.id} className="flex flex-wrap items-center gap-x-2">
                  <TextLink to={`/crm/deals/${deal.id}`}>{deal.title}</TextLink>
                  <Badge variant="outline">{DEAL_STATUS[deal.status] ?? deal.status}</Badge>
                  {deal.value ? (
                    <span className="text-muted-foreground">{formatAmount(Number(deal.value), deal.currency)}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-label={t("crm.invoices")}>
          <h3 className="mb-2 font-medium">{t("clientSummary.invoicesCount", { count: summary.invoices.length })}</h3>
          {summary.invoices.length === 0 ? (
            <p className="text-muted-foreground">{t("clientSummary.noInvoices")}</p>
          ) : (
            <ul className="grid gap-1">
              {summary.invoices.map((invoice) => (
                <li key={invoice.id} className="flex flex-wrap items-center gap-x-2">
                  <TextLink to={`/crm/invoices/${invoice.id}`}>{invoice.invoiceNumber}</TextLink>
                  <Badge variant={invoice.overdue ? "destructive" : "outline"}>
                    {invoice.overdue ? t("status.overdue") : (INVOICE_STATUS[invoice.status] ?? invoice.status)}
                  </Badge>
                  <span className="text-muted-foreground">
                    {formatAmount(Number(invoice.total), invoice.currency)} ·{" "}
                    {t("clientSummary.due", { date: formatDueDate(invoice.dueDate) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

function Figure({ label, value, alert = false }: { label: string; value: string; alert?: boolean }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={alert ? "font-semibold text-destructive" : "font-semibold"}>{value}</dd>
    </div>
  );
}
