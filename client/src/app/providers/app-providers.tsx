import type { AppRouter } from "@kancl/server/router";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { TRPCClient } from "@trpc/client";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { ThemeProvider } from "@/app/theme/theme-provider";
import { SessionProvider } from "@/features/auth/session-provider";
import { TRPCProvider } from "@/lib/trpc";
import { createTrpcClient } from "@/lib/trpc-client";
import { useAfterFirstPaint } from "@/lib/use-after-first-paint";
import { createQueryClient } from "./query-client";

/**
 * sonner is ~10 KB gzip that the first screen does not need: the toaster loads once the first screen has been
 * painted, so its download does not compete with the page's own (docs/benchmarks.md, benchmark 8). A toast raised
 * before it has mounted would be dropped; toasts follow user actions, which come later.
 */
const AppToaster = lazy(async () => ({ default: (await import("./app-toaster")).AppToaster }));

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  trpcClient?: TRPCClient<AppRouter>;
}

/**
 * Everything the pages need around them: theme, TanStack Query with the typed tRPC hooks, the session, and the
 * toaster. The session sits inside the query client, whose cache it empties when a session ends.
 */
export function AppProviders({ children, ...clients }: AppProvidersProps) {
  // Created once per mounted app (not at module load), so tests and HMR get fresh caches — or given by main.tsx,
  // which creates them before the router so that route loaders can start queries in the same cache.
  const [queryClient] = useState(() => clients.queryClient ?? createQueryClient());
  const [trpcClient] = useState(() => clients.trpcClient ?? createTrpcClient());
  const toasterWanted = useAfterFirstPaint();

  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <SessionProvider>{children}</SessionProvider>
          {toasterWanted && (
            <Suspense fallback={null}>
              <AppToaster />
            </Suspense>
          )}
        </TRPCProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
