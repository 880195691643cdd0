import { TRASH_MESSAGES } from "@kancl/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { errorMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useTRPC } from "@/lib/trpc";

/** Settings → Trash: its list, always fresh when the screen opens (deletes happen on other screens). */
export function useTrash() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.trash.list.queryOptions(), staleTime: 0, refetchOnMount: "always" });
}

/**
 * Restore and Delete permanently. A restore brings a record back to its list, so those lists are invalidated too
 * (contacts, deals, invoices), with the trash.
 */
export function useTrashActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidate = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.trash.pathFilter()),
      queryClient.invalidateQueries(trpc.contacts.pathFilter()),
      queryClient.invalidateQueries(trpc.deals.pathFilter()),
      queryClient.invalidateQueries(trpc.invoices.pathFilter()),
    ]);
  const restore = useMutation(
    trpc.trash.restore.mutationOptions({
      onSuccess: async (restored) => {
        toast.success(restored.message === TRASH_MESSAGES.restored ? `${restored.name} restored` : restored.message);
        await invalidate();
      },
      onError: (error) => toast.error(errorMessageOf(error, TRASH_MESSAGES.restoreFailed)),
    }),
  );
  const purge = useMutation(
    trpc.trash.purge.mutationOptions({
      onSuccess: async () => {
        toast.success(TRASH_MESSAGES.purged);
        await invalidate();
      },
      onError: (error) => toast.error(errorMessageOf(error, TRASH_MESSAGES.purgeFailed)),
    }),
  );
  return { restore, purge };
}
