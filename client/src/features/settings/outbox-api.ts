import { type MailStatus, OUTBOX_MESSAGES } from "@kancl/shared";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { errorMessageOf } from "@/lib/api-error";
import { useRetryUnlessNotFound } from "@/lib/query-errors";
import { toast } from "@/lib/toast";
import { useTRPC } from "@/lib/trpc";

const PAGE_SIZE = 50;

/** The outbox, newest first, a page at a time ("Load more"); refetched on every visit. */
export function useOutbox(status: MailStatus | undefined) {
  const trpc = useTRPC();
  return useInfiniteQuery({
    ...trpc.outbox.list.infiniteQueryOptions(
      { status, limit: PAGE_SIZE },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
    staleTime: 0,
    refetchOnMount: "always",
  });
}

export function useOutboxMessage(id: string) {
  const trpc = useTRPC();
  const retry = useRetryUnlessNotFound();
  return useQuery({ ...trpc.outbox.get.queryOptions({ id }), staleTime: 0, refetchOnMount: "always", retry });
}

export function useRetryOutboxMessage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.outbox.retry.mutationOptions({
      onSuccess: () => toast.success(OUTBOX_MESSAGES.retried),
      onError: (error) => toast.error(errorMessageOf(error, OUTBOX_MESSAGES.retryFailed)),
      onSettled: () => queryClient.invalidateQueries(trpc.outbox.pathFilter()),
    }),
  );
}
