import { BOARD_TASKS_PER_COLUMN, BOARD_TASKS_PER_COLUMN_MAX, type Board, type Task } from "@kancl/shared";
import { keepPreviousData, useIsMutating, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { t } from "@/i18n/areas";
import { errorMessageOf } from "@/lib/api-error";
import { useRetryUnlessNotFound } from "@/lib/query-errors";
import { toast } from "@/lib/toast";
import { useTRPC } from "@/lib/trpc";
import { useInvalidateProjects } from "../project-queries";
import type { ColumnWithTasks } from "./board-column";
import { applyMove, moveOnto, neighboursAfter, type TaskMove } from "./board-moves";

/**
 * How often an open board asks whether it changed (decision 171): the board's version is one small query; only
 * when it grew is the whole board loaded again.
 */
export const BOARD_POLL_MS = 2_000;

/**
 * A project's board as the server last sent it, kept current: the board-version question is polled while the page
 * is visible, and a grown version (someone else's move) reloads the board — unless a move of ours is on its way,
 * whose own answer reloads it after, or `hold` is set: while a card is dragged, the board under it stays as it was
 * and a colleague's changes load after the drop (issue 34 item 13).
 */
export function useBoard(projectId: string, { hold = false }: { hold?: boolean } = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const retry = useRetryUnlessNotFound();
  // Each column's first tasks; scrolling a long column near the end of what it holds asks for more (decision 171).
  const [tasksPerColumn, setTasksPerColumn] = useState(BOARD_TASKS_PER_COLUMN);
  const input = boardQueryInput(projectId, tasksPerColumn);
  const board = useQuery({
    ...trpc.projects.board.queryOptions(input),
    retry,
    // While more tasks load, the board stays as it was.
    placeholderData: keepPreviousData,
  });
  const movesInFlight = useIsMutating({ mutationKey: trpc.projects.moveTask.mutationKey() });
  // The board just loaded is as new as a version answer would be: the first question goes out one interval later.
  const [polling, setPolling] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPolling(true), BOARD_POLL_MS);
    return () => clearTimeout(timer);
  }, []);
  const version = useQuery({
    ...trpc.projects.boardVersion.queryOptions({ id: projectId }),
    enabled: board.isSuccess && polling,
    refetchInterval: BOARD_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
  });
  const known = board.data?.version;
  const latest = version.data?.version;
  useEffect(() => {
    if (hold || known === undefined || latest === undefined || latest <= known || movesInFlight > 0) return;
    void queryClient.invalidateQueries(trpc.projects.board.queryFilter({ id: projectId }));
  }, [hold, known, latest, movesInFlight, queryClient, trpc, projectId]);
  /** A column holding `loaded` tasks was scrolled near its end: load the next page of every column. */
  const showMore = useCallback(
    (loaded: number) =>
      setTasksPerColumn((current) =>
        loaded < current ? current : Math.min(BOARD_TASKS_PER_COLUMN_MAX, current + BOARD_TASKS_PER_COLUMN),
      ),
    [],
  );
  return { board, input, showMore };
}

/** What the board query was asked: the project and how many tasks of each column. */
export interface BoardInput {
  id: string;
  tasksPerColumn: number;
}

/** The board query's input; at first each column's first page (what the board route's loader prefetches). */
export const boardQueryInput = (id: string, tasksPerColumn = BOARD_TASKS_PER_COLUMN): BoardInput => ({
  id,
  tasksPerColumn,
});

/**
 * Moves a task at once on screen (the board in the cache), then sends the server's move operation with the task's
 * new neighbours. A refusal (a WIP limit, a task someone deleted) puts the board back as it was and says why.
 */
export function useMoveTask(input: BoardInput) {
  const projectId = input.id;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateProjects();
  const boardKey = trpc.projects.board.queryKey(input);
  const mutation = useMutation(trpc.projects.moveTask.mutationOptions());
  const pending = useRef(0);

  return useCallback(
    async (move: TaskMove) => {
      const before = queryClient.getQueryData<Board>(boardKey);
      if (!before) return;
      const neighbours = neighboursAfter<Task, ColumnWithTasks>(before.columns, move);
      await queryClient.cancelQueries({ queryKey: boardKey });
      // Where the server will put it on the board as it is now (a colleague's move may have shifted the index).
      const placed = { ...move, neighbours };
      queryClient.setQueryData<Board>(boardKey, (current) =>
        current
          ? {
              ...current,
              columns: applyMove<Task, ColumnWithTasks>(
                current.columns,
                moveOnto<Task, ColumnWithTasks>(current.columns, placed),
              ),
            }
          : current,
      );
      pending.current += 1;
      try {
        await mutation.mutateAsync({
          id: projectId,
          taskId: move.taskId,
          columnId: move.toColumnId,
          ...neighbours,
          // Used by the server when a neighbour moved away meanwhile (someone else's move).
          index: move.toIndex,
        });
      } catch (error) {
        // Back to the board before this move (a later move of ours is reloaded from the server just below).
        queryClient.setQueryData<Board>(boardKey, before);
        toast.error(errorMessageOf(error, t("projectBoard.moveTaskFailed")));
      } finally {
        pending.current -= 1;
        if (pending.current === 0) {
          void queryClient.invalidateQueries({ queryKey: boardKey });
          void invalidate.tasks(projectId);
        }
      }
    },
    [boardKey, invalidate, mutation, projectId, queryClient],
  );
}

/** The board's other changes (columns, new tasks): sent, then the board and the task lists reloaded. */
export function useBoardMutations(projectId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateProjects();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.projects.board.queryFilter({ id: projectId })),
      invalidate.tasks(projectId),
    ]);
  const options = { onSettled: refresh };
  return {
    addColumn: useMutation(trpc.projects.addColumn.mutationOptions(options)),
    updateColumn: useMutation(trpc.projects.updateColumn.mutationOptions(options)),
    moveColumn: useMutation(
      trpc.projects.moveColumn.mutationOptions({
        ...options,
        onError: (error) => toast.error(errorMessageOf(error, t("projectBoard.moveColumnFailed"))),
      }),
    ),
    deleteColumn: useMutation(
      trpc.projects.deleteColumn.mutationOptions({
        ...options,
        onError: (error) => toast.error(errorMessageOf(error, t("projectBoard.deleteColumnFailed"))),
      }),
    ),
    createTask: useMutation(
      trpc.projects.createTask.mutationOptions({
        ...options,
        onError: (error) => toast.error(errorMessageOf(error, t("projectBoard.createTaskFailed"))),
      }),
    ),
  };
}
