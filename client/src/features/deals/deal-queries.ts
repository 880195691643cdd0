import type { DealStatus } from "@kancl/shared";
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { isTRPCClientError } from "@trpc/client";
import { useMemo } from "react";
import { useTRPC } from "@/lib/trpc";

/** Deals per page of the list; "Load more" fetches the next page (the API pages by cursor). */
export const DEALS_PAGE_SIZE = 50;

/**
 * Spec §7: deal lists and details are always refetched — every time a screen mounts, even with data in the cache
 * (which shows meanwhile). Retrying once is the app's default; a missing deal is not asked for again.
 */
export const ALWAYS_REFETCH = { staleTime: 0, refetchOnMount: "always" } as const;

/** True for the server's 404: the deal does not exist, was deleted, or belongs to another organization. */
export function isNotFoundError(error: unknown): boolean {
  if (!isTRPCClientError(error)) return false;
  const data: unknown = error.data;
  return typeof data === "object" && data !== null && (data as { httpStatus?: unknown }).httpStatus === 404;
}

type RetrySetting = boolean | number | ((failureCount: number, error: Error) => boolean) | undefined;

/** The app's retry rule (once, spec §7), except for a 404, whose answer will not change. */
export function retryUnlessNotFound(base: RetrySetting) {
  return (failureCount: number, error: unknown): boolean => {
    if (isNotFoundError(error)) return false;
    if (typeof base === "function") return base(failureCount, error as Error);
    if (typeof base === "number") return failureCount < base;
    return base ?? failureCount < 3;
  };
}

function useRetryRule() {
  const queryClient = useQueryClient();
  return retryUnlessNotFound(queryClient.getDefaultOptions().queries?.retry as RetrySetting);
}

export interface DealListFilters {
  status?: DealStatus;
  q?: string;
}

/** The deals list, newest first, a page at a time; while a new filter loads, the previous rows stay. */
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

export function useDeal(id: string, options: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  const retry = useRetryRule();
  return useQuery({ ...trpc.deals.get.queryOptions({ id }, options), ...ALWAYS_REFETCH, retry });
}

/** The invoices of a deal belong to its detail screen: refetched like the deal. */
export function useDealInvoices(dealId: string) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.invoices.forDeal.queryOptions({ dealId }), ...ALWAYS_REFETCH });
}

/** Choices for a deal's billing contact: the organization's organizations (spec §5). */
export function useOrganizations() {
  const trpc = useTRPC();
  return useQuery(trpc.contacts.list.queryOptions({ type: "organization" }));
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
