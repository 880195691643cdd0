import { useNavigation } from "react-router";
import { t } from "@/i18n/i18n";
import { useDelayedFlag } from "@/lib/use-delayed-flag";

/**
 * Spec §9 router timing: a navigation shows its pending state only after 1000 ms (fast ones never flash), and
 * then for at least 500 ms (no blink). React Router has no such options, so this bar applies them itself.
 */
const PENDING_DELAY_MS = 1000;
const PENDING_MIN_DURATION_MS = 500;

export function NavigationProgress() {
  const navigation = useNavigation();
  const visible = useDelayedFlag(navigation.state !== "idle", PENDING_DELAY_MS, PENDING_MIN_DURATION_MS);
  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={t("shell.loadingPage")}
      className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-primary"
    />
  );
}
