import { DEAL_MESSAGES, type Deal } from "@kancl/shared";
import { useMutation } from "@tanstack/react-query";
import { errorMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useTRPC } from "@/lib/trpc";
import { useInvalidateDeals } from "./deal-queries";

/**
 * The deal mutations with the spec §8 toasts: the success text, or the server's message with the spec's fallback.
 * Each refreshes the deals queries afterwards, also after a failure: a refused call (won from a status other than
 * negotiation, a stale version, a deal deleted by someone else) usually means the screen shows old data.
 */

export function useCreateDeal(onCreated: (deal: Deal) => void) {
  const trpc = useTRPC();
  const invalidate = useInvalidateDeals();
  return useMutation(
    trpc.deals.create.mutationOptions({
      onSuccess: (deal) => {
        toast.success(DEAL_MESSAGES.created);
        onCreated(deal);
      },
      onError: (error) => toast.error(errorMessageOf(error, DEAL_MESSAGES.createFailed)),
      onSettled: () => invalidate.all(),
    }),
  );
}

export function useUpdateDeal(onUpdated: (deal: Deal) => void) {
  const trpc = useTRPC();
  const invalidate = useInvalidateDeals();
  return useMutation(
    trpc.deals.update.mutationOptions({
      onSuccess: (deal) => {
        toast.success(DEAL_MESSAGES.updated);
        onUpdated(deal);
      },
      onError: (error) => toast.error(errorMessageOf(error, DEAL_MESSAGES.updateFailed)),
      onSettled: (_data, _error, { id }) => invalidate.deal(id),
    }),
  );
}

export function useDeleteDeal(onDeleted?: () => void) {
  const trpc = useTRPC();
  const invalidate = useInvalidateDeals();
  return useMutation(
    trpc.deals.delete.mutationOptions({
      onSuccess: async (_data, { id }) => {
        toast.success(DEAL_MESSAGES.deleted);
        onDeleted?.();
        await invalidate.removed(id);
      },
      onError: (error, { id }) => {
        toast.error(errorMessageOf(error, DEAL_MESSAGES.deleteFailed));
        return invalidate.deal(id);
      },
    }),
  );
}

export function useMarkDealWon() {
  const trpc = useTRPC();
  const invalidate = useInvalidateDeals();
  return useMutation(
    trpc.deals.markWon.mutationOptions({
      onSuccess: () => toast.success(DEAL_MESSAGES.markedWon),
      onError: (error) => toast.error(errorMessageOf(error, DEAL_MESSAGES.markWonFailed)),
      onSettled: (_data, _error, { id }) => invalidate.deal(id),
    }),
  );
}

export function useMarkDealLost() {
  const trpc = useTRPC();
  const invalidate = useInvalidateDeals();
  return useMutation(
    trpc.deals.markLost.mutationOptions({
      onSuccess: () => toast.success(DEAL_MESSAGES.markedLost),
      onError: (error) => toast.error(errorMessageOf(error, DEAL_MESSAGES.markLostFailed)),
      onSettled: (_data, _error, { id }) => invalidate.deal(id),
    }),
  );
}
