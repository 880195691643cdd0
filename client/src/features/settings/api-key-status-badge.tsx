import { Badge, type BadgeProps } from "@/components/ui/badge";
import { translated, useLanguage } from "@/i18n/settings";
import type { ApiKeyStatus } from "./api-key-format";

const STATUS_LABELS = translated({
  active: "apiKeysScreen.statusActive",
  revoked: "apiKeysScreen.statusRevoked",
  expired: "apiKeysScreen.statusExpired",
});

const STATUS_VARIANTS: Record<ApiKeyStatus, BadgeProps["variant"]> = {
  active: "success",
  revoked: "destructive",
  expired: "warning",
};

/** The colour is never the only cue: the word is there too. */
export function ApiKeyStatusBadge({ status }: { status: ApiKeyStatus }) {
  useLanguage();
  return (
    <Badge variant={STATUS_VARIANTS[status]} data-status={status}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
