import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { type ReactElement, type ReactNode, useState } from "react";
import { createMemoryRouter, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { ThemeProvider } from "@/app/theme/theme-provider";
import { SessionProvider } from "@/features/auth/session-provider";
import { TRPCProvider } from "@/lib/trpc";
import { createTrpcClient } from "@/lib/trpc-client";

/** A cache that does not retry: an error state must show at once, not after the production retry's back-off. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** The app's providers with a real tRPC client (its requests reach msw) and a cache that does not retry. */
export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  // Kept across re-renders, like the app's, so a re-render does not empty the cache.
  const [client] = useState(() => queryClient ?? createTestQueryClient());
  const [trpcClient] = useState(() => createTrpcClient());
  return (
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <TRPCProvider trpcClient={trpcClient} queryClient={client}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

export function renderWithProviders(ui: ReactElement) {
  return render(ui, { wrapper: TestProviders });
}

/**
 * Renders routes at a path in a memory router, inside the test providers and a real SessionProvider: its auth
 * requests reach msw too (see test/auth-responses.ts).
 */
export function renderRoutes(routes: RouteObject[], path: string, queryClient = createTestQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <TestProviders queryClient={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </TestProviders>,
  );
  return { ...view, router, queryClient };
}
