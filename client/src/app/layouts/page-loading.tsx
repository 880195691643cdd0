import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/i18n/i18n";

/** Shown while the first screen's code loads. */
export function PageLoading() {
  const t = useT();
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner label={t("common.loading")} />
    </div>
  );
}

/**
 * Shown in the main area while the first page's code loads: the frame around it (sidebar, assistant panel) is
 * already on screen.
 */
export function PagePending() {
  const t = useT();
  return (
    <div className="grid min-h-64 place-items-center">
      <Spinner label={t("common.loading")} />
    </div>
  );
}
