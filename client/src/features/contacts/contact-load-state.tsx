import { CONTACT_MESSAGES } from "@kancl/shared";
import { LoaderCircle, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { TextLink } from "@/components/ui/text-link";
import { errorMessageOf } from "@/lib/api-error";
import { isNotFoundError } from "./contact-queries";
import { CONTACT_UI_TEXT } from "./contact-texts";

export function ContactLoading() {
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      {CONTACT_UI_TEXT.loadingContact}
    </p>
  );
}

interface ContactLoadProblemProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/**
 * Spec §2: 'Contact not found' with its explanation for a 404; any other failure is 'Failed to load contact' with
 * the error's message and a Retry.
 */
export function ContactLoadProblem({ error, onRetry, retrying }: ContactLoadProblemProps) {
  const notFound = isNotFoundError(error);
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="space-y-4 pt-5 text-center">
        <div role="alert" className="space-y-2">
          <h3 className="text-lg font-semibold">
            {notFound ? CONTACT_MESSAGES.notFound : CONTACT_UI_TEXT.loadContactFailed}
          </h3>
          <p className="text-sm text-muted-foreground">
            {notFound ? CONTACT_MESSAGES.notFoundDescription : errorMessageOf(error)}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-center gap-3">
          {notFound ? null : (
            <Button variant="outline" size="sm" disabled={retrying} aria-busy={retrying} onClick={onRetry}>
              <RefreshCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
              Retry
            </Button>
          )}
          <TextLink to="/crm/contacts" className="text-sm">
            Back to Contacts
          </TextLink>
        </div>
      </CardContent>
    </Card>
  );
}

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
        Retry
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
