import { LoaderCircle, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { t } from "@/i18n/screens";

interface InlineLoadErrorProps {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A relationship card's own load failure (spec §8 inline texts), with a Retry; the rest of the page stays usable. */
export function InlineLoadError({ message, onRetry, retrying }: InlineLoadErrorProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="alert" className="text-sm text-destructive">
        {message}
      </p>
      <Button variant="outline" size="sm" disabled={retrying} aria-busy={retrying} onClick={onRetry}>
        <RefreshCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
        {t("common.retry")}
      </Button>
    </div>
  );
}

export function InlineLoading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      {label}
    </p>
  );
}
