import { LoaderCircle } from "lucide-react";
import { useT } from "@/i18n/i18n";

/** Spec §2: while the session resolves, the guard shows Loading. */
export function SessionLoading() {
  const t = useT();
  return (
    <div className="grid min-h-dvh place-items-center">
      <p role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t("common.loadingEllipsis")}
      </p>
    </div>
  );
}
