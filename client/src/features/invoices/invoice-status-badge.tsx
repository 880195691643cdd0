import type { InvoiceStatus } from "@kancl/shared";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { INVOICE_STATUS_LABELS } from "./invoice-format";

const STATUS_VARIANTS: Record<InvoiceStatus, BadgeProps["variant"]> = {
  draft: "secondary",
  sent: "default",
  paid: "success",
  overdue: "destructive",
};

/** The status as a coloured badge (spec §2); the colour is never the only cue, the word is there too. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge variant={STATUS_VARIANTS[status]} data-status={status}>
      {INVOICE_STATUS_LABELS[status]}
    </Badge>
  );
}
