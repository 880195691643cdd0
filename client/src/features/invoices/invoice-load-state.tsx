import { INVOICE_MESSAGES } from "@kancl/shared";
import { LoaderCircle, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { TextLink } from "@/components/ui/text-link";
import { errorMessageOf } from "@/lib/api-error";
import { isNotFoundError } from "./invoices-api";

export function InvoiceLoading() {
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      Loading invoice...
    </p>
  );
}

interface InvoiceLoadProblemProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/**
 * Spec §2: 'Invoice not found' with its explanation for a 404; any other failure is 'Unable to load invoice'
 * with the error's message, or 'The invoice could not be found.' when it has none.
 */
export function InvoiceLoadProblem({ error, onRetry, retrying }: InvoiceLoadProblemProps) {
  const notFound = isNotFoundError(error);
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="space-y-4 pt-5 text-center">
        <div role="alert" className="space-y-2">
          <h3 className="text-lg font-semibold">
            {notFound ? INVOICE_MESSAGES.notFound : INVOICE_MESSAGES.loadErrorHeading}
          </h3>
          <p className="text-sm text-muted-foreground">
            {notFound
              ? INVOICE_MESSAGES.notFoundDescription
              : errorMessageOf(error, INVOICE_MESSAGES.loadErrorFallback)}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-center gap-3">
          {notFound ? null : (
            <Button variant="outline" size="sm" disabled={retrying} aria-busy={retrying} onClick={onRetry}>
              <RefreshCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
              Retry
            </Button>
          )}
          <TextLink to="/crm/invoices" className="text-sm">
            Back to Invoices
          </TextLink>
        </div>
      </CardContent>
    </Card>
  );
}
