import type { Deal } from "@kancl/shared";
import { useState } from "react";
import { useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { RecordLoadState } from "@/components/record-load-state";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { t } from "@/i18n/screens";
import { dealCrumbs } from "./deal-crumbs";
import { DealForm } from "./deal-form";
import { DEAL_LOAD_TEXTS, useDeal } from "./deal-queries";

/** One screen for create and edit (spec §2): /crm/deals/new has no :dealId, which means the id "new". */
export function DealFormPage() {
  const { dealId = "new" } = useParams();
  return dealId === "new" ? <NewDeal /> : <EditDeal dealId={dealId} />;
}

function NewDeal() {
  return (
    <>
      <Breadcrumb items={dealCrumbs({ label: t("dealScreens.newDeal") })} />
      <PageHeader level={2} title={t("dealScreens.newDeal")} />
      <DealForm />
    </>
  );
}

function EditDeal({ dealId }: { dealId: string }) {
  const query = useDeal(dealId);
  const deal = query.data;
  // The form starts from the deal as it is now (spec §7: always refetched), not from an older cached copy: its
  // version is the one the update sends. Once shown, the form stays, whatever later refetches bring.
  const [formDeal, setFormDeal] = useState<Deal | null>(null);
  if (!formDeal && deal && query.isFetchedAfterMount && !query.isError) setFormDeal(deal);

  return (
    <>
      <Breadcrumb
        items={dealCrumbs(
          { label: deal?.title ?? t("dealView.deal"), to: `/crm/deals/${dealId}` },
          { label: t("common.edit") },
        )}
      />
      <PageHeader level={2} title={t("dealForm.editDeal")} />
      {formDeal ? (
        <DealForm deal={formDeal} />
      ) : (
        <RecordLoadState
          texts={DEAL_LOAD_TEXTS}
          query={query}
          pending={query.isPending || !query.isFetchedAfterMount}
        />
      )}
    </>
  );
}
