import type { Invitation } from "@kancl/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { translated } from "@/i18n/settings";
import { errorMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useTRPC } from "@/lib/trpc";

/** The texts of Settings → Users. */
export const USERS_MESSAGES = translated({
  loadFailed: "usersScreen.loadFailed",
  invitationsLoadFailed: "usersScreen.invitationsLoadFailed",
  roleChanged: "usersScreen.roleChanged",
  roleChangeFailed: "usersScreen.roleChangeFailed",
  deactivated: "usersScreen.deactivatedToast",
  deactivateFailed: "usersScreen.deactivateFailed",
  reactivated: "usersScreen.reactivated",
  reactivateFailed: "usersScreen.reactivateFailed",
  invited: "usersScreen.invited",
  inviteFailed: "usersScreen.inviteFailed",
  revoked: "usersScreen.revoked",
  revokeFailed: "usersScreen.revokeFailed",
  noInvitations: "usersScreen.noInvitations",
});

/** The create answer: the invitation and its link, which the server answers this once only. */
export interface CreatedInvitation {
  invitation: Invitation;
  link: string;
  emailed: boolean;
}

/** The link as the invitee opens it: the app's own origin and the answer's path. */
export const absoluteLink = (link: string) => new URL(link, window.location.origin).toString();

export function useTeamUsers() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.users.list.queryOptions(), staleTime: 0, refetchOnMount: "always" });
}

export function usePendingInvitations() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.invitations.list.queryOptions(), staleTime: 0, refetchOnMount: "always" });
}

/** After a change: this screen's queries only. */
function useInvalidateTeam() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMemo(
    () => () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.users.pathFilter()),
        queryClient.invalidateQueries(trpc.invitations.pathFilter()),
      ]),
    [queryClient, trpc],
  );
}

export function useChangeRole() {
  const trpc = useTRPC();
  const invalidate = useInvalidateTeam();
  return useMutation(
    trpc.users.changeRole.mutationOptions({
      onSuccess: () => toast.success(USERS_MESSAGES.roleChanged),
      onError: (error) => toast.error(errorMessageOf(error, USERS_MESSAGES.roleChangeFailed)),
      onSettled: () => invalidate(),
    }),
  );
}

export function useDeactivateUser() {
  const trpc = useTRPC();
  const invalidate = useInvalidateTeam();
  return useMutation(
    trpc.users.deactivate.mutationOptions({
      onSuccess: () => toast.success(USERS_MESSAGES.deactivated),
      onError: (error) => toast.error(errorMessageOf(error, USERS_MESSAGES.deactivateFailed)),
      onSettled: () => invalidate(),
    }),
  );
}

export function useReactivateUser() {
  const trpc = useTRPC();
  const invalidate = useInvalidateTeam();
  return useMutation(
    trpc.users.reactivate.mutationOptions({
      onSuccess: () => toast.success(USERS_MESSAGES.reactivated),
      onError: (error) => toast.error(errorMessageOf(error, USERS_MESSAGES.reactivateFailed)),
      onSettled: () => invalidate(),
    }),
  );
}

export function useCreateInvitation() {
  const trpc = useTRPC();
  const invalidate = useInvalidateTeam();
  return useMutation(
    trpc.invitations.create.mutationOptions({
      onSuccess: () => toast.success(USERS_MESSAGES.invited),
      onError: (error) => toast.error(errorMessageOf(error, USERS_MESSAGES.inviteFailed)),
      onSettled: () => {
        void invalidate();
      },
    }),
  );
}

export function useRevokeInvitation() {
  const trpc = useTRPC();
  const invalidate = useInvalidateTeam();
  return useMutation(
    trpc.invitations.revoke.mutationOptions({
      onSuccess: () => toast.success(USERS_MESSAGES.revoked),
      onError: (error) => toast.error(errorMessageOf(error, USERS_MESSAGES.revokeFailed)),
      onSettled: () => invalidate(),
    }),
  );
}
