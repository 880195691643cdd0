import type { ApiKey } from "@kancl/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { translated } from "@/i18n/settings";
import { errorMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useTRPC } from "@/lib/trpc";

/** The texts of Settings → API keys. */
export const API_KEY_MESSAGES = translated({
  created: "apiKeysScreen.created",
  createFailed: "apiKeysScreen.createFailed",
  revoked: "apiKeysScreen.revoked",
  revokeFailed: "apiKeysScreen.revokeFailed",
  loadFailed: "apiKeysScreen.loadFailed",
  empty: "apiKeysScreen.empty",
});

/** The create answer: the key's record and its secret, which the server returns this once only. */
export interface CreatedApiKey {
  apiKey: ApiKey;
  secret: string;
}

/**
 * The user's keys. Always refetched when the screen mounts: "Last used" changes whenever an integration calls the
 * API, and the list is small.
 */
export function useApiKeys() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.apiKeys.list.queryOptions(), staleTime: 0, refetchOnMount: "always" });
}

/** After a change: the API keys queries only (CONVENTIONS: invalidate the feature's queries, not everything). */
function useInvalidateApiKeys() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMemo(() => () => queryClient.invalidateQueries(trpc.apiKeys.pathFilter()), [queryClient, trpc]);
}

export function useCreateApiKey() {
  const trpc = useTRPC();
  const invalidate = useInvalidateApiKeys();
  return useMutation(
    trpc.apiKeys.create.mutationOptions({
      onSuccess: () => toast.success(API_KEY_MESSAGES.created),
      onError: (error) => toast.error(errorMessageOf(error, API_KEY_MESSAGES.createFailed)),
      // Not awaited: the secret is shown at once, not after the list has been fetched again.
      onSettled: () => {
        void invalidate();
      },
    }),
  );
}

/**
 * Refreshes the list also after a failure: a key revoked in another tab answers 404 and the list is stale. Awaited,
 * so the confirmation closes once the row shows the key as revoked.
 */
export function useRevokeApiKey() {
  const trpc = useTRPC();
  const invalidate = useInvalidateApiKeys();
  return useMutation(
    trpc.apiKeys.revoke.mutationOptions({
      onSuccess: () => toast.success(API_KEY_MESSAGES.revoked),
      onError: (error) => toast.error(errorMessageOf(error, API_KEY_MESSAGES.revokeFailed)),
      onSettled: () => invalidate(),
    }),
  );
}
