import { ComingSoon } from "@/components/coming-soon";
import { t } from "@/i18n/screens";

/** Spec §1: Workspace is a placeholder; these are its planned features. */
const WORKSPACE_PLANNED_FEATURES = ["files", "editor", "sharing"] as const;

export function WorkspacePage() {
  return (
    <ComingSoon
      title={t("workspaceScreen.title")}
      summary={t("workspaceScreen.summary")}
      plannedFeatures={WORKSPACE_PLANNED_FEATURES.map((feature) => t(`workspaceScreen.features.${feature}`))}
    />
  );
}
