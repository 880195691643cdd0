import type { Board, Task } from "@kancl/shared";
import { act, renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { AppToaster } from "@/app/providers/app-toaster";
import { useTRPC } from "@/lib/trpc";
import { deferred, fail, installFakeApi, type OutputOf, ok } from "@/test/fake-trpc-server";
import { createTestQueryClient, TestProviders } from "@/test/render-with-providers";
import { orderSignature } from "./board-moves";
import { useMoveTask } from "./use-board";

const PROJECT = "0b0e3c52-6d0c-4f43-9d55-0a1d1b0b8f11";
const TODO = "1b0e3c52-6d0c-4f43-9d55-0a1d1b0b8f11";
const DOING = "2b0e3c52-6d0c-4f43-9d55-0a1d1b0b8f11";
const taskId = (n: number) => `3b0e3c52-6d0c-4f43-9d55-0a1d1b0b8f1${n}`;

function task(n: number, columnId: string): Task {
  return {
    id: taskId(n),
    projectId: PROJECT,
    columnId,
    version: 1,
    title: `Task ${n}`,
    description: "",
    assigneeId: null,
    assignee: null,
    priority: "medium",
    startDate: null,
    dueDate: null,
    checklist: [],
    rank: `a${n}`,
    commentCount: 0,
    createdAt: "2026-11-26T08:00:00.000Z",
    updatedAt: "2026-11-26T08:00:00.000Z",
  };
}

function board(): OutputOf<"projects.board"> {
  const column = (id: string, name: string, tasks: Task[], wipLimit: number | null) => ({
    id,
    projectId: PROJECT,
    name,
    rank: name,
    wipLimit,
    done: false,
    taskCount: tasks.length,
    tasks,
  });
  return {
    project: {
      id: PROJECT,
      version: 1,
      name: "Web Acme",
      status: "active",
      clientId: TODO,
      client: { id: TODO, name: "Acme" },
      dealId: null,
      deal: null,
      ownerId: DOING,
      owner: { id: DOING, name: "Eva" },
      startDate: null,
      dueDate: null,
      description: "",
      boardVersion: 5,
      taskCount: 3,
      openTaskCount: 3,
      createdAt: "2026-11-26T08:00:00.000Z",
      updatedAt: "2026-11-26T08:00:00.000Z",
    },
    version: 5,
    columns: [
      column(TODO, "To do", [task(1, TODO), task(2, TODO)], null),
      column(DOING, "In progress", [task(3, DOING)], 1),
    ],
  };
}

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
      trpcKey.current = trpc.projects.board.queryKey({ id: PROJECT });
      return useMoveTask(PROJECT);
    },
    { wrapper },
  );
  // The board as the page loaded it.
  queryClient.setQueryData(trpcKey.current as readonly unknown[], board());
  const shown = () =>
    orderSignature((queryClient.getQueryData(trpcKey.current as readonly unknown[]) as Board).columns);
  return { hook, shown };
}

describe("moving a card on the board", () => {
  it("shows the move at once and sends the server's move with the card's new neighbours", async () => {
    const answer = deferred<ReturnType<typeof ok<OutputOf<"projects.moveTask">>>>();
    const api = installFakeApi({
      "projects.moveTask": () => answer.promise,
      "projects.board": ok(board()),
      "projects.tasks": ok({ tasks: [] }),
      "projects.activity": ok({ activity: [] }),
    });
    const { hook, shown } = setUp();
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
    // Then the board is reloaded from the server (its truth wins).
    await waitFor(() => expect(api.callsTo("projects.board").length).toBeGreaterThan(0));
  });

  it("puts the card back and says why when the server refuses the move", async () => {
    const refusal = 'The column "In progress" is at its WIP limit (1): move a task out first';
    installFakeApi({
      "projects.moveTask": fail(refusal, 409, "CONFLICT"),
      "projects.board": () => new Promise(() => {}),
      "projects.tasks": ok({ tasks: [] }),
      "projects.activity": ok({ activity: [] }),
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
