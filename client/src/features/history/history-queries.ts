import type { ListAuditInput, NoteSubjectType } from "@kancl/shared";
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { t } from "@/i18n/screens";
import { errorMessageOf } from "@/lib/api-error";
import { useTRPC, useTRPCClient } from "@/lib/trpc";
import { UNBATCHED } from "@/lib/trpc-client";

export const TIMELINE_PAGE_SIZE = 30;
export const AUDIT_PAGE_SIZE = 50;

export type TimelineSubject = { type: NoteSubjectType; id: string };

const TIMELINE_PROCEDURE = { contact: "contactTimeline", deal: "dealTimeline", project: "projectTimeline" } as const;

/**
 * A record's activity timeline, a page at a time (keyset: the cursor is the last event's id). Only the first page is
 * fetched with the record, so a long history costs nothing until asked for (benchmark 15). Its own request, not in
 * the page's batch (UNBATCHED): the record's other cards show without waiting for it.
 */
export function useTimeline(subject: TimelineSubject) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const procedure = TIMELINE_PROCEDURE[subject.type];
  return useInfiniteQuery({
    queryKey: trpc.history[procedure].infiniteQueryKey({ id: subject.id, limit: TIMELINE_PAGE_SIZE }),
    queryFn: ({ pageParam, signal }) =>
      client.history[procedure].query(
        { id: subject.id, limit: TIMELINE_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal, ...UNBATCHED },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Adding, editing and deleting notes; every timeline is refetched after (an edit may change any of them). */
export function useNoteActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(trpc.history.pathFilter());
  const create = useMutation(
    trpc.notes.create.mutationOptions({
      onSuccess: refresh,
      onError: (error) => toast.error(errorMessageOf(error, t("timeline.addFailed"))),
    }),
  );
  const update = useMutation(
    trpc.notes.update.mutationOptions({
      onSuccess: refresh,
      onError: (error) => toast.error(errorMessageOf(error, t("timeline.saveFailed"))),
    }),
  );
  const remove = useMutation(
    trpc.notes.delete.mutationOptions({
      onSuccess: async () => {
        toast.success(t("timeline.deleted"));
        await refresh();
      },
      onError: (error) => toast.error(errorMessageOf(error, t("timeline.deleteFailed"))),
    }),
  );
  return { create, update, remove };
}

export function useContactSummary(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.history.contactSummary.queryOptions({ id }));
}

export type AuditFilter = Omit<ListAuditInput, "limit" | "cursor">;

/** Settings → Audit log, filtered, a page at a time; always fresh when the screen opens. */
export function useAuditLog(filter: AuditFilter) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  return useInfiniteQuery({
    queryKey: trpc.auditLog.list.infiniteQueryKey({ ...filter, limit: AUDIT_PAGE_SIZE }),
    queryFn: ({ pageParam, signal }) =>
      client.auditLog.list.query(
        { ...filter, limit: AUDIT_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: "always",
  });
}
