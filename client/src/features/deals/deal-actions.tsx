import type { Deal } from "@kancl/shared";
import type { ButtonProps } from "@/components/ui/button";
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
      trigger={<ActionLabel label="Delete" deal={deal} />}
      triggerSize={size}
      title="Delete deal?"
      description={`“${deal.title}” will be deleted. This cannot be undone.`}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
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
      trigger={<ActionLabel label="Mark as Lost" deal={deal} />}
      title="Mark deal as lost?"
      description={`“${deal.title}” will be marked as lost.`}
      confirmLabel="Mark as Lost"
      pendingLabel="Marking as lost…"
      destructive
      onConfirm={() => markLost.mutateAsync({ id: deal.id })}
    />
  );
}
