import { formatMoney } from "@kancl/shared";
import { Plus, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { TextLink } from "@/components/ui/text-link";
import { InvoiceStatusBadge } from "@/features/invoices/invoice-status-badge";
import { t } from "@/i18n/screens";
import { errorMessageOf } from "@/lib/api-error";
import { DealCard } from "./deal-info-cards";
import type { useDealInvoices } from "./deal-queries";

/**
 * Invoices ({count}) of a deal (spec §2): each with its number (a link), 'Billed to' name, total and status, and a
 * Create Invoice link that preselects this deal in the invoice form.
 */
export function DealInvoicesCard({
  dealId,
  invoices,
}: {
  dealId: string;
  /** The page asks for the invoices together with the deal; one observer, so one fetch per visit. */
  invoices: ReturnType<typeof useDealInvoices>;
}) {
  const list = invoices.data?.invoices;

  return (
    <DealCard
      title={list ? t("clientSummary.invoicesCount", { count: list.length }) : t("crm.invoices")}
      action={
        <Button asChild size="sm">
          <Link to={`/crm/invoices/new?dealId=${encodeURIComponent(dealId)}`}>
            <Plus aria-hidden="true" />
            {t("dealView.createInvoice")}
          </Link>
        </Button>
      }
    >
      {invoices.isPending ? (
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner label={t("dealView.loadingInvoices")} />
          <span aria-hidden="true">{t("dealView.loadingInvoicesEllipsis")}</span>
        </div>
      ) : invoices.isError ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div role="alert" className="text-sm">
            <p className="font-medium text-destructive">{t("dealView.loadInvoicesFailed")}</p>
            <p className="text-muted-foreground">{errorMessageOf(invoices.error)}</p>
          </div>
          <Button variant="outline" size="sm" onClick={() => void invoices.refetch()}>
            <RefreshCw aria-hidden="true" />
            {t("common.retry")}
          </Button>
        </div>
      ) : list && list.length > 0 ? (
        <ul aria-label={t("dealView.invoicesOfDeal")} className="divide-y text-sm">
          {list.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0 space-y-0.5">
                <TextLink to={`/crm/invoices/${invoice.id}`} className="font-mono">
                  {invoice.invoiceNumber}
                </TextLink>
                <p className="text-muted-foreground">
                  {t("invoiceScreens.billedTo")} <span className="text-foreground">{invoice.billingSnapshot.name}</span>
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="tabular-nums">{formatMoney(invoice.total, invoice.currency)}</span>
                <InvoiceStatusBadge status={invoice.status} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t("dealView.noInvoices")}</p>
      )}
    </DealCard>
  );
}
