import { QueryClient } from "@tanstack/react-query";

/** Spec §7 caching: general data is fresh for 5 minutes and kept for 30. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 30 * 60 * 1000;

/**
 * The app's QueryClient with the spec §7 defaults: no refetch on window focus, queries retry once, mutations
 * never (a repeated create could duplicate a record). Features override these per query where the spec says so
 * (deal lists always refetched, relationships cached 30 s).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
        retry: 1,
      },
      mutations: { retry: 0 },
    },
  });
}
