import type { DealStatus } from "@kancl/shared";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { DEAL_STATUS_LABELS } from "./deal-format";

const STATUS_VARIANTS: Record<DealStatus, BadgeProps["variant"]> = {
  lead: "secondary",
  negotiation: "default",
  won: "success",
  lost: "destructive",
};

/** The status as a coloured badge (spec §2); the colour is never the only cue, the word is there too. */
export function DealStatusBadge({ status }: { status: DealStatus }) {
  return (
    <Badge variant={STATUS_VARIANTS[status]} data-status={status}>
      {DEAL_STATUS_LABELS[status]}
    </Badge>
  );
}
