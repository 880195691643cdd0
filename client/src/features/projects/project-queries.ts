import { PROJECT_MESSAGES } from "@kancl/shared";
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { RecordLoadTexts } from "@/components/record-load-state";
import { t, translateMessage } from "@/i18n/areas";
import { useRetryUnlessNotFound } from "@/lib/query-errors";
import { useTRPC, useTRPCClient } from "@/lib/trpc";
import type { ProjectListFilter } from "./projects-list-query";

/** Projects per page of the list; 'Load more' asks for the next page. */
export const PROJECTS_PAGE_SIZE = 30;

/** A project's load states (spec §2's pattern for a record). */
export const PROJECT_LOAD_TEXTS: RecordLoadTexts = {
  get loading() {
    return t("projectPage.loading");
  },
  get notFound() {
    return translateMessage(PROJECT_MESSAGES.notFound);
  },
  get notFoundDescription() {
    return translateMessage(PROJECT_MESSAGES.notFoundDescription);
  },
  get loadFailed() {
    return t("projectPage.loadFailed");
  },
  get back() {
    return { to: "/projects", label: t("projectPage.backToProjects") };
  },
};

/**
 * The projects list, a page at a time. Not `infiniteQueryOptions`: tRPC's infinite queries add `direction` to the
 * input, which the list's strict input schema refuses (400); the pages are asked for with the plain query instead,
 * under the infinite key (so `projects.list` filters still find them).
 */
export function useProjectsList(filter: ProjectListFilter) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  return useInfiniteQuery({
    queryKey: trpc.projects.list.infiniteQueryKey({ ...filter, limit: PROJECTS_PAGE_SIZE }),
    queryFn: ({ pageParam, signal }) =>
      client.projects.list.query(
        { ...filter, limit: PROJECTS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useProject(id: string) {
  const trpc = useTRPC();
  const retry = useRetryUnlessNotFound();
  return useQuery({ ...trpc.projects.get.queryOptions({ id }), retry });
}

/** The people who can own a project, be assigned a task or be mentioned: the organization's users. */
export function useColleagues() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.projects.colleagues.queryOptions(), staleTime: 60_000 });
}

/**
 * After a change of a project or its board: every query of the projects feature, and the project's activity (the
 * audit log's timeline, decision 112). Board queries are refetched by
 * their own screens (see use-board.ts), but the lists, counts and overviews follow here.
 */
export function useInvalidateProjects() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      all: () => queryClient.invalidateQueries(trpc.projects.pathFilter()),
      project: (id: string) =>
        Promise.all([
          queryClient.invalidateQueries(trpc.projects.get.queryFilter({ id })),
          queryClient.invalidateQueries(trpc.projects.list.infiniteQueryFilter()),
          queryClient.invalidateQueries(trpc.history.projectTimeline.pathFilter()),
        ]),
      tasks: (id: string) =>
        Promise.all([
          queryClient.invalidateQueries(trpc.projects.tasks.queryFilter({ id })),
          queryClient.invalidateQueries(trpc.history.projectTimeline.pathFilter()),
          queryClient.invalidateQueries(trpc.projects.myTasks.queryFilter()),
          queryClient.invalidateQueries(trpc.projects.overdueTasks.queryFilter()),
        ]),
    }),
    [queryClient, trpc],
  );
}
