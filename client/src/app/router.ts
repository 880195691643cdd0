import type { AppRouter } from "@kancl/server/router";
import type { QueryClient } from "@tanstack/react-query";
import type { TRPCClient } from "@trpc/client";
import { createBrowserRouter } from "react-router";
import { routeContextFor } from "./route-data";
import { appRoutes } from "./routes";

/**
 * The browser router over the app's routes; created once in main.tsx, outside React. Its loaders get the app's
 * cache and tRPC client, so a page's data can be asked for as soon as its route matches.
 */
export function createAppRouter(queryClient: QueryClient, trpcClient: TRPCClient<AppRouter>) {
  return createBrowserRouter(appRoutes, { getContext: routeContextFor(queryClient, trpcClient) });
}
