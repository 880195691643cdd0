import { ComingSoon } from "@/components/coming-soon";
import { t } from "@/i18n/screens";

/** Spec §1: Email is a placeholder; these are its planned features. */
const EMAIL_PLANNED_FEATURES = ["sync", "operations", "attachments"] as const;

export function EmailPage() {
  return (
    <ComingSoon
      title={t("emailScreen.title")}
      summary={t("emailScreen.summary")}
      plannedFeatures={EMAIL_PLANNED_FEATURES.map((feature) => t(`emailScreen.features.${feature}`))}
    />
  );
}
