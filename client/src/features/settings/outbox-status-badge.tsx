import type { MailStatus } from "@kancl/shared";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { useT } from "@/i18n/settings";

const VARIANTS: Record<MailStatus, BadgeProps["variant"]> = {
  queued: "secondary",
  sent: "success",
  failed: "destructive",
  unsent: "warning",
};

export function OutboxStatusBadge({ status }: { status: MailStatus }) {
  const t = useT();
  return <Badge variant={VARIANTS[status]}>{t(`outboxScreen.statuses.${status}`)}</Badge>;
}
