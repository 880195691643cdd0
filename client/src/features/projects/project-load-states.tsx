import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useT } from "@/i18n/areas";
import { errorMessageOf } from "@/lib/api-error";

/** "Loading tasks…" with a spinner: every projects screen's loading state. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
      <Spinner label={label} />
      <span aria-hidden="true">{label}…</span>
    </div>
  );
}

/** A failed load: its heading, the error's message and Retry. */
export function LoadFailed({ title, error, retry }: { title: string; error: unknown; retry: () => unknown }) {
  const t = useT();
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-4 rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3">
      <div role="alert" className="text-sm">
        <p className="font-medium text-destructive">{title}</p>
        <p className="text-muted-foreground">{errorMessageOf(error)}</p>
      </div>
      <Button variant="outline" size="sm" onClick={() => void retry()}>
        <RefreshCw aria-hidden="true" />
        {t("projectPage.retry")}
      </Button>
    </div>
  );
}
