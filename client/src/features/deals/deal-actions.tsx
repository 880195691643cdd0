import type { Deal } from "@kancl/shared";
import type { ButtonProps } from "@/components/ui/button";
import { t } from "@/i18n/screens";
import { ConfirmActionDialog } from "./confirm-action-dialog";
import { useDeleteDeal, useMarkDealLost } from "./deal-mutations";

type DealRef = Pick<Deal, "id" | "title">;

/**
 * The visible label stays the spec's short text; screen readers also hear which deal it is about, since a table
 * has one such button per row.
 */
export function ActionLabel({ label, deal }: { label: string; deal: DealRef }) {
  return (
    <>
      {label} <span className="sr-only">{deal.title}</span>
    </>
  );
}

/** Delete, after a confirmation; toasts per spec §8 (a deal with invoices is refused by the server). */
export function DeleteDealButton({
  deal,
  onDeleted,
  size,
}: {
  deal: DealRef;
  onDeleted?: () => void;
  size?: ButtonProps["size"];
}) {
  const remove = useDeleteDeal(onDeleted);
  return (
    <ConfirmActionDialog
      trigger={<ActionLabel label={t("common.delete")} deal={deal} />}
      triggerSize={size}
      title={t("dealActions.deleteTitle")}
      description={t("dealActions.deleteDescription", { title: deal.title })}
      confirmLabel={t("common.delete")}
      pendingLabel={t("dealActions.deleting")}
      destructive
      onConfirm={() => remove.mutateAsync({ id: deal.id })}
    />
  );
}

/** Mark as Lost (spec §4): offered for deals in negotiation, after a confirmation. */
export function MarkLostButton({ deal }: { deal: DealRef }) {
  const markLost = useMarkDealLost();
  return (
    <ConfirmActionDialog
      trigger={<ActionLabel label={t("dealActions.markLost")} deal={deal} />}
      title={t("dealActions.markLostTitle")}
      description={t("dealActions.markLostDescription", { title: deal.title })}
      confirmLabel={t("dealActions.markLost")}
      pendingLabel={t("dealActions.markingLost")}
      destructive
      onConfirm={() => markLost.mutateAsync({ id: deal.id })}
    />
  );
}
