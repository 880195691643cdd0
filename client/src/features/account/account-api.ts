import { ACCOUNT_MESSAGES } from "@kancl/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { errorMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useTRPC } from "@/lib/trpc";

/** The user's sessions: refetched on every visit ("last used" moves whenever a session renews). */
export function useSessions() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.account.sessions.queryOptions(), staleTime: 0, refetchOnMount: "always" });
}

function useInvalidateSessions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMemo(() => () => queryClient.invalidateQueries(trpc.account.sessions.pathFilter()), [queryClient, trpc]);
}

export function useEndSession() {
  const trpc = useTRPC();
  const invalidate = useInvalidateSessions();
  return useMutation(
    trpc.account.endSession.mutationOptions({
      onSuccess: () => toast.success(ACCOUNT_MESSAGES.sessionEnded),
      onError: (error) => toast.error(errorMessageOf(error, ACCOUNT_MESSAGES.sessionNotFound)),
      onSettled: () => invalidate(),
    }),
  );
}

export function useSignOutEverywhere() {
  const trpc = useTRPC();
  return useMutation(trpc.account.signOutEverywhere.mutationOptions());
}

export function useChangePassword() {
  const trpc = useTRPC();
  const invalidate = useInvalidateSessions();
  return useMutation(
    trpc.account.changePassword.mutationOptions({
      onSuccess: () => {
        toast.success(ACCOUNT_MESSAGES.passwordChanged);
        void invalidate();
      },
    }),
  );
}
