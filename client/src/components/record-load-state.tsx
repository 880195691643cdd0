import { LoaderCircle, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { TextLink } from "@/components/ui/text-link";
import { t, translateMessage } from "@/i18n/i18n";
import { errorMessageOf } from "@/lib/api-error";
import { isNotFoundError } from "@/lib/query-errors";

/** The texts of one kind of record's load states (spec §2 names the not-found ones). */
export interface RecordLoadTexts {
  /** While the record loads, e.g. 'Loading contact...'. */
  loading: string;
  /** A 404: e.g. 'Contact not found', with its explanation. */
  notFound: string;
  notFoundDescription: string;
  /** The heading of any other failure, e.g. 'Failed to load contact'. */
  loadFailed: string;
  /** The failure's text when the error carries no message (default: 'An unexpected error occurred'). */
  loadFailedFallback?: string;
  /** Where the user can go instead: the record's list. */
  back: { to: string; label: string };
}

/** The parts of the record's query (TanStack Query's result) that its states need. */
interface RecordQuery {
  isPending: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

interface RecordLoadStateProps {
  texts: RecordLoadTexts;
  query: RecordQuery;
  /** Whether to show loading, when the screen waits for more than the query's first answer. */
  pending?: boolean;
}

/**
 * What a record's screen (view or edit) shows instead of the record (spec §2): loading; for a 404 — no such
 * record, deleted, or another organization's — the not-found texts and the way back, without Retry (the answer will
 * not change); for any other failure its heading, the error's message, Retry and the way back. Renders nothing
 * once the record is there.
 */
export function RecordLoadState({ texts, query, pending = query.isPending }: RecordLoadStateProps) {
  if (pending) {
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {translateMessage(texts.loading)}
      </p>
    );
  }
  const { error, isFetching: retrying } = query;
  if (!error) return null;
  const notFound = isNotFoundError(error);
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="space-y-4 pt-5 text-center">
        <div role="alert" className="space-y-2">
          <h3 className="text-lg font-semibold">{translateMessage(notFound ? texts.notFound : texts.loadFailed)}</h3>
          <p className="text-sm text-muted-foreground">
            {notFound ? translateMessage(texts.notFoundDescription) : errorMessageOf(error, texts.loadFailedFallback)}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-center gap-3">
          {notFound ? null : (
            <Button
              variant="outline"
              size="sm"
              disabled={retrying}
              aria-busy={retrying}
              onClick={() => void query.refetch()}
            >
              <RefreshCw aria-hidden="true" className={retrying ? "animate-spin" : undefined} />
              {t("common.retry")}
            </Button>
          )}
          <TextLink to={texts.back.to} className="text-sm">
            {translateMessage(texts.back.label)}
          </TextLink>
        </div>
      </CardContent>
    </Card>
  );
}
