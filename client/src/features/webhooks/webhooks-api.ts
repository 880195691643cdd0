import type { WebhookEndpoint } from "@kancl/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { t } from "@/i18n/settings";
import { errorMessageOf } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useTRPC } from "@/lib/trpc";

/** An endpoint with its signing secret: the create and rotate answers, the only time the secret is seen. */
export interface WebhookWithSecret {
  webhook: WebhookEndpoint;
  secret: string;
}

export function useWebhooks() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.webhooks.list.queryOptions(), staleTime: 0, refetchOnMount: "always" });
}

/** An endpoint's delivery log; refreshed every few seconds while shown (attempts happen in the background). */
export function useWebhookDeliveries(id: string) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.webhooks.deliveries.queryOptions({ id }), staleTime: 0, refetchInterval: 5_000 });
}

/** After a change: the webhooks queries only (CONVENTIONS: invalidate the feature's queries, not everything). */
function useInvalidateWebhooks() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMemo(() => () => queryClient.invalidateQueries(trpc.webhooks.pathFilter()), [queryClient, trpc]);
}

const failed = (error: unknown) => toast.error(errorMessageOf(error, t("webhooksPage.actionFailed")));

export function useCreateWebhook() {
  const trpc = useTRPC();
  const invalidate = useInvalidateWebhooks();
  return useMutation(
    trpc.webhooks.create.mutationOptions({
      onSuccess: () => toast.success(t("webhooksPage.created")),
      onError: failed,
      onSettled: () => {
        void invalidate();
      },
    }),
  );
}

export function useUpdateWebhook() {
  const trpc = useTRPC();
  const invalidate = useInvalidateWebhooks();
  return useMutation(
    trpc.webhooks.update.mutationOptions({
      onSuccess: () => toast.success(t("webhooksPage.saved")),
      onError: failed,
      onSettled: () => invalidate(),
    }),
  );
}

export function useDeleteWebhook() {
  const trpc = useTRPC();
  const invalidate = useInvalidateWebhooks();
  return useMutation(
    trpc.webhooks.delete.mutationOptions({
      onSuccess: () => toast.success(t("webhooksPage.deleted")),
      onError: failed,
      onSettled: () => invalidate(),
    }),
  );
}

export function useRotateWebhookSecret() {
  const trpc = useTRPC();
  const invalidate = useInvalidateWebhooks();
  return useMutation(
    trpc.webhooks.rotateSecret.mutationOptions({
      onError: failed,
      onSettled: () => {
        void invalidate();
      },
    }),
  );
}

export function useSendWebhookTest() {
  const trpc = useTRPC();
  const invalidate = useInvalidateWebhooks();
  return useMutation(
    trpc.webhooks.sendTest.mutationOptions({
      onSuccess: () => toast.success(t("webhooksPage.testQueued")),
      onError: failed,
      onSettled: () => invalidate(),
    }),
  );
}

export function useRedeliverWebhook() {
  const trpc = useTRPC();
  const invalidate = useInvalidateWebhooks();
  return useMutation(
    trpc.webhooks.redeliver.mutationOptions({
      onSuccess: () => toast.success(t("webhooksPage.redeliveryQueued")),
      onError: failed,
      onSettled: () => invalidate(),
    }),
  );
}
