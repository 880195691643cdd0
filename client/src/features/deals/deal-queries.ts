import { DEAL_MESSAGES, type DealSort, type DealStatus } from "@kancl/shared";
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { RecordLoadTexts } from "@/components/record-load-state";
import { useRetryUnlessNotFound } from "@/lib/query-errors";
import { useTRPC } from "@/lib/trpc";

/** Deals per page of the list; "Load more" fetches the next page (the API pages by cursor). */
export const DEALS_PAGE_SIZE = 50;

/**
 * Spec §7: deal lists and details are always refetched — every time a screen mounts, even with data in the cache
 * (which shows meanwhile). Retrying once is the app's default; a missing deal is not asked for again.
 */
export const ALWAYS_REFETCH = { staleTime: 0, refetchOnMount: "always" } as const;

export interface DealListFilters {
  status?: DealStatus;
  q?: string;
  /** Absent: newest first. */
  sort?: DealSort;
  order?: "asc" | "desc";
}

/** The deals list, newest first unless sorted otherwise, a page at a time; while a new filter loads, the previous rows stay. */
export function useDealsList(filters: DealListFilters) {
  const trpc = useTRPC();
  return useInfiniteQuery({
    ...trpc.deals.list.infiniteQueryOptions(
      { ...filters, limit: DEALS_PAGE_SIZE },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
    ...ALWAYS_REFETCH,
    placeholderData: keepPreviousData,
  });
}

/** A deal's load states (spec §2). */
export const DEAL_LOAD_TEXTS: RecordLoadTexts = {
  loading: "Loading deal...", // RecordLoadState shows these in the language on screen
  notFound: DEAL_MESSAGES.notFound,
  notFoundDescription: DEAL_MESSAGES.notFoundDescription,
  loadFailed: "Failed to load deal",
  back: { to: "/crm/deals", label: "Back to Deals" },
};

export function useDeal(id: string, options: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  const retry = useRetryUnlessNotFound();
  return useQuery({ ...trpc.deals.get.queryOptions({ id }, options), ...ALWAYS_REFETCH, retry });
}

/** The invoices of a deal belong to its detail screen: refetched like the deal. */
export function useDealInvoices(dealId: string) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.invoices.forDeal.queryOptions({ dealId }), ...ALWAYS_REFETCH });
}

/**
 * After a deal mutation: every deals query (lists with any filter, the deal itself) and the deal's invoice list —
 * not the whole cache (CONVENTIONS: invalidate the feature's queries).
 */
export function useInvalidateDeals() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      all: () => queryClient.invalidateQueries(trpc.deals.pathFilter()),
      deal: (dealId: string) =>
        Promise.all([
          queryClient.invalidateQueries(trpc.deals.pathFilter()),
          queryClient.invalidateQueries(trpc.invoices.forDeal.queryFilter({ dealId })),
        ]),
      /**
       * A deleted deal: the lists are refetched; its own queries are dropped unless a screen still shows them (the
       * deal screen that deleted it is leaving; refetching there would only flash 'Deal not found').
       */
      removed: (dealId: string) => {
        queryClient.removeQueries({ ...trpc.deals.get.queryFilter({ id: dealId }), type: "inactive" });
        queryClient.removeQueries({ ...trpc.invoices.forDeal.queryFilter({ dealId }), type: "inactive" });
        return queryClient.invalidateQueries(trpc.deals.list.infiniteQueryFilter());
      },
    }),
    [queryClient, trpc],
  );
}
