import type { AppRouter } from "@kancl/server/router";
import type { QueryClient } from "@tanstack/react-query";
import type { TRPCClient } from "@trpc/client";
import type { DataRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { useLanguage } from "@/i18n/i18n";
import { AppProviders } from "./providers/app-providers";

interface AppProps {
  router: DataRouter;
  /** The cache and tRPC client the router's loaders use; the providers create their own when absent. */
  queryClient?: QueryClient;
  trpcClient?: TRPCClient<AppRouter>;
}

/** The whole app for a given router (a browser router in main.tsx, a memory router in tests). */
export function App({ router, queryClient, trpcClient }: AppProps) {
  const language = useLanguage();
  return (
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      {/* A new language renders every screen again (their texts, dates and amounts), where the user is. */}
      <RouterProvider key={language} router={router} />
    </AppProviders>
  );
}
