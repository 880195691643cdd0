import { Pencil } from "lucide-react";
import { Link, useNavigate, useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { RecordLoadState } from "@/components/record-load-state";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { Button } from "@/components/ui/button";
import { CanWrite } from "@/features/auth/use-can";
import { ActivityTimeline } from "@/features/history/activity-timeline";
import { DealProjectCard } from "@/features/projects/project-links";
import { t } from "@/i18n/screens";
import { DeleteDealButton } from "./deal-actions";
import { dealCrumbs } from "./deal-crumbs";
import { DealBasicInfoCard, DealFinancialInfoCard } from "./deal-info-cards";
import { DealInvoicesCard } from "./deal-invoices-card";
import { DEAL_LOAD_TEXTS, useDeal, useDealInvoices } from "./deal-queries";

/** /crm/deals/{dealId} (spec §2 Deal view): the deal's information, its invoices, Edit and Delete. */
export function DealViewPage() {
  const { dealId = "" } = useParams();
  const navigate = useNavigate();
  const query = useDeal(dealId);
  // Asked for together with the deal (one batched request), not after it has arrived.
  const invoices = useDealInvoices(dealId);
  const deal = query.data;

  return (
    <>
      <Breadcrumb items={dealCrumbs({ label: deal?.title ?? t("dealView.deal") })} />
      <PageHeader
        level={2}
        title={deal?.title ?? t("dealView.deal")}
        actions={
          deal ? (
            <CanWrite>
              <Button asChild variant="outline">
                <Link to={`/crm/deals/${deal.id}/edit`}>
                  <Pencil aria-hidden="true" />
                  {t("common.edit")}
                </Link>
              </Button>
              <DeleteDealButton
                deal={deal}
                size="default"
                onDeleted={() => navigate("/crm/deals", { replace: true })}
              />
            </CanWrite>
          ) : null
        }
      />
      {deal ? (
        <div className="grid gap-6 md:grid-cols-2">
          <DealBasicInfoCard deal={deal} />
          <DealFinancialInfoCard deal={deal} />
          <div className="md:col-span-2">
            <DealInvoicesCard dealId={deal.id} invoices={invoices} />
          </div>
          <div className="md:col-span-2">
            <DealProjectCard dealId={deal.id} />
          </div>
          <div className="md:col-span-2">
            <ActivityTimeline subject={{ type: "deal", id: deal.id }} />
          </div>
        </div>
      ) : (
        <RecordLoadState texts={DEAL_LOAD_TEXTS} query={query} />
      )}
    </>
  );
}
