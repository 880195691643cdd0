import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactElement, type ReactNode, useState } from "react";
import { createMemoryRouter, type RouteObject, useLocation } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppToaster } from "@/app/providers/app-toaster";
import { ThemeProvider } from "@/app/theme/theme-provider";
import { SessionProvider } from "@/features/auth/session-provider";
import { toast } from "@/lib/toast";
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

/** Stands in for every screen outside the ones under test: shows where the app went. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * A record feature's four screens at their app paths (spec §2): the list, `new` and `:id/edit` on the form (one
 * screen for both), `:id` on the view.
 */
export function recordRoutes(
  base: string,
  idParam: string,
  pages: { list: ReactElement; form: ReactElement; view: ReactElement },
): RouteObject[] {
  return [
    { path: base, element: pages.list },
    { path: `${base}/new`, element: pages.form },
    { path: `${base}/:${idParam}`, element: pages.view },
    { path: `${base}/:${idParam}/edit`, element: pages.form },
  ];
}

const renderedClients = new Set<QueryClient>();

/**
 * A feature's screens at their real paths in a memory router (any other path shows where the app went, as
 * `data-testid="location"`), with the app's toaster, a cache that does not retry, and a user for the events.
 */
export function renderScreens(routes: RouteObject[], path: string, queryClient = createTestQueryClient()) {
  renderedClients.add(queryClient);
  const router = createMemoryRouter([...routes, { path: "*", element: <LocationProbe /> }], {
    initialEntries: [path],
  });
  const view = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <AppToaster />
    </TestProviders>,
  );
  return { ...view, router, queryClient, user: userEvent.setup() };
}

/**
 * After each test (test/setup.ts): forgets the toasts (sonner keeps them in a module and replays the active ones to
 * the next test's toaster) and the caches of the screens rendered, so no late refetch of one test reaches the next
 * test's fake server.
 */
export function forgetScreens() {
  toast.dismiss();
  for (const client of renderedClients) {
    void client.cancelQueries();
    client.clear();
  }
  renderedClients.clear();
}
