import { DEAL_MESSAGES } from "@kancl/shared";
import { RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessageOf } from "@/lib/api-error";
import { isNotFoundError } from "./deal-queries";

interface DealLoadStateProps {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}

/**
 * What a deal screen shows instead of the deal (spec §2): loading; 'Deal not found' with its description (also for
 * a deal of another organization: the server answers 404); or 'Failed to load deal' with the message and Retry.
 * Renders nothing once the deal is there.
 */
export function DealLoadState({ isPending, error, onRetry }: DealLoadStateProps) {
  if (isPending) {
    return (
      <div className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
        <Spinner label="Loading deal" />
        <span aria-hidden="true">Loading deal…</span>
      </div>
    );
  }
  if (!error) return null;
  if (isNotFoundError(error)) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-md border px-5 py-6">
        <h3 className="text-lg font-semibold">{DEAL_MESSAGES.notFound}</h3>
        <p className="text-sm text-muted-foreground">{DEAL_MESSAGES.notFoundDescription}</p>
        <Button asChild variant="outline" size="sm">
          <Link to="/crm/deals">Back to Deals</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-3 rounded-md border border-destructive/40 bg-destructive/10 px-5 py-6">
      <div role="alert">
        <h3 className="text-lg font-semibold text-destructive">Failed to load deal</h3>
        <p className="text-sm text-muted-foreground">{errorMessageOf(error)}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
