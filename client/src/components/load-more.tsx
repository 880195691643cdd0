import { Button } from "@/components/ui/button";
import { t } from "@/i18n/screens";
import { errorMessageOf } from "@/lib/api-error";
import { cn } from "@/lib/utils";

/** The parts of an infinite query (TanStack) that paging a list needs. */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage(): unknown;
}

/**
 * The end of a keyset-paged list (contacts, deals, invoices): a failed next page's message, and "Load more" while the
 * server has more.
 */
export function LoadMore({
  list,
  label = t("components.loadMore"),
  loadingLabel = t("components.loadingMore"),
  errorFallback,
  className,
}: {
  list: PagedList;
  label?: string;
  loadingLabel?: string;
  errorFallback?: string;
  className?: string;
}) {
  return (
    <>
      {list.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessageOf(list.error, errorFallback)}
        </p>
      ) : null}
      {list.hasNextPage ? (
        <div className={cn("flex justify-center", className)}>
          <Button
            variant="outline"
            disabled={list.isFetchingNextPage}
            aria-busy={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? loadingLabel : label}
          </Button>
        </div>
      ) : null}
    </>
  );
}
