import { MAIL_STATUS_LABELS, type MailStatus } from "@kancl/shared";
import { Badge, type BadgeProps } from "@/components/ui/badge";

const VARIANTS: Record<MailStatus, BadgeProps["variant"]> = {
  queued: "secondary",
  sent: "success",
  failed: "destructive",
  unsent: "warning",
};

export function OutboxStatusBadge({ status }: { status: MailStatus }) {
  return <Badge variant={VARIANTS[status]}>{MAIL_STATUS_LABELS[status]}</Badge>;
}
