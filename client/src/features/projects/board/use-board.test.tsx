import { BOARD_TASKS_PER_COLUMN, type Board } from "@kancl/shared";
import { act, renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { AppToaster } from "@/app/providers/app-toaster";
import { useTRPC } from "@/lib/trpc";
import { deferred, fail, installFakeApi, type OutputOf, ok } from "@/test/fake-trpc-server";
import { createTestQueryClient, TestProviders } from "@/test/render-with-providers";
import { aBoard, aTask, DOING, PROJECT_ID, TODO, taskId } from "../projects-test-kit";
import { orderSignature } from "./board-moves";
import { BOARD_POLL_MS, useBoard, useMoveTask } from "./use-board";

const PROJECT = PROJECT_ID;
const task = aTask;
const board = aBoard;

function setUp() {
  const queryClient = createTestQueryClient();
  const trpcKey = { current: undefined as unknown };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={queryClient}>
      {children}
      <AppToaster />
    </TestProviders>
  );
  const hook = renderHook(
    () => {
      const trpc = useTRPC();
      const input = { id: PROJECT, tasksPerColumn: BOARD_TASKS_PER_COLUMN };
      trpcKey.current = trpc.projects.board.queryKey(input);
      return useMoveTask(input);
    },
    { wrapper },
  );
  // The board as the page loaded it.
  queryClient.setQueryData(trpcKey.current as readonly unknown[], board());
  const shown = () =>
    orderSignature((queryClient.getQueryData(trpcKey.current as readonly unknown[]) as Board).columns);
  const boardKey = () => trpcKey.current as readonly unknown[];
  return { hook, shown, queryClient, boardKey };
}

// Several renders and requests a test; the shared machines are slow.
describe("moving a card on the board", { timeout: 20_000 }, () => {
  it("shows the move at once and sends the server's move with the card's new neighbours", async () => {
    const answer = deferred<ReturnType<typeof ok<OutputOf<"projects.moveTask">>>>();
    const api = installFakeApi({
      "projects.moveTask": () => answer.promise,
      "projects.board": ok(board()),
      "projects.tasks": ok({ tasks: [] }),
    });
    const { hook, shown, queryClient, boardKey } = setUp();
    let done: Promise<void> | undefined;
    act(() => {
      done = hook.result.current({ taskId: taskId(2), toColumnId: DOING, toIndex: 1 });
    });
    // Before the server answers, the card is already in its new place.
    await waitFor(() => expect(shown()).toBe(`${TODO}: ${taskId(1)}\n${DOING}: ${taskId(3)}, ${taskId(2)}`));
    await waitFor(() => expect(api.callsTo("projects.moveTask")).toHaveLength(1));
    expect(api.callsTo("projects.moveTask")[0]).toEqual({
      id: PROJECT,
      taskId: taskId(2),
      columnId: DOING,
      afterTaskId: taskId(3),
      beforeTaskId: null,
      index: 1,
    });
    answer.resolve(ok({ task: { ...task(2, DOING), rank: "b" }, boardVersion: 6 }));
    await act(async () => {
      await done;
    });
    // Then the board is to be reloaded from the server (its truth wins): the cached board is invalidated.
    await waitFor(() => expect(queryClient.getQueryState(boardKey())?.isInvalidated).toBe(true));
  });

  it("puts the card back and says why when the server refuses the move", async () => {
    const refusal = 'The column "In progress" is at its WIP limit (1): move a task out first';
    installFakeApi({
      "projects.moveTask": fail(refusal, 409, "CONFLICT"),
      "projects.board": () => new Promise(() => {}),
      "projects.tasks": ok({ tasks: [] }),
    });
    const { hook, shown } = setUp();
    const before = shown();
    await act(async () => {
      await hook.result.current({ taskId: taskId(1), toColumnId: DOING, toIndex: 0 });
    });
    expect(shown()).toBe(before);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });
});

// Issue 34 item 13: a colleague's changes arriving while a card is dragged wait for the drop.
describe("an open board while a card is dragged", { timeout: 20_000 }, () => {
  it("holds a colleague's changes (a grown version) until the drop, then loads them", async () => {
    const api = installFakeApi({
      "projects.board": ok(board()),
      "projects.boardVersion": ok({ version: board().version + 1, updatedAt: "2026-11-29T00:00:00.000Z" }),
    });
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TestProviders queryClient={queryClient}>{children}</TestProviders>
    );
    const hook = renderHook(({ hold }) => useBoard(PROJECT, { hold }), { wrapper, initialProps: { hold: false } });
    await waitFor(() => expect(hook.result.current.board.isSuccess).toBe(true));
    // A card is picked up; the poll learns that the board grew (a colleague's move) and asks again a while.
    hook.rerender({ hold: true });
    await waitFor(() => expect(api.callsTo("projects.boardVersion").length).toBeGreaterThanOrEqual(2), {
      timeout: 4 * BOARD_POLL_MS,
    });
    expect(api.callsTo("projects.board")).toHaveLength(1);
    // Dropped: the colleague's change loads now.
    hook.rerender({ hold: false });
    await waitFor(() => expect(api.callsTo("projects.board")).toHaveLength(2));
  });
});
