import type { AppRouter } from "@kancl/server/router";
import type { QueryClient } from "@tanstack/react-query";
import type { TRPCClient } from "@trpc/client";
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { createContext, RouterContextProvider } from "react-router";

/** What route loaders need to start a page's queries before the page renders: the app's cache and tRPC. */
export interface RouteData {
  queryClient: QueryClient;
  trpc: TRPCOptionsProxy<AppRouter>;
}

/**
 * Handed to every loader by the app's router (createAppRouter). Routers without it (the tests' memory routers)
 * read null, and their pages simply ask for their data when they render, as they always could.
 */
export const routeDataContext = createContext<RouteData | null>(null);

/** The loaders' context for a router over the app's cache and tRPC client. */
export function routeContextFor(queryClient: QueryClient, trpcClient: TRPCClient<AppRouter>) {
  const data: RouteData = { queryClient, trpc: createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient }) };
  return () => new RouterContextProvider(new Map([[routeDataContext, data]]));
}

/**
 * How long a loader may hold a navigation for its page's data (spec §9: the pending state shows from 1,000 ms): within
 * it the page renders once, with its data; a slower answer lets the page render and show its own loading state.
 */
export const ROUTE_DATA_WAIT_MS = 800;

/**
 * Waits for a page's queries (`queryClient.query(…)`: into the cache, without retries), at most ROUTE_DATA_WAIT_MS.
 * Never rejects: a failed query is the page's to report, as its own hooks find it in the cache.
 */
export function waitForRouteData(prefetches: Promise<unknown>[]): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ROUTE_DATA_WAIT_MS);
    void Promise.allSettled(prefetches).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
