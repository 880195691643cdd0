import type { AppRouter } from "@kancl/server/router";
import { createTRPCContext } from "@trpc/tanstack-react-query";

/**
 * Typed tRPC hooks for the whole app: `useTRPC()` returns query/mutation option factories for TanStack Query,
 * e.g. `useQuery(trpc.health.check.queryOptions())`. The provider is mounted in src/app/providers.
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
