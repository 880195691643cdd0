import { describe, expect, it } from "vitest";
import { applyMove, moveBetween, moveOnto, neighboursAfter, neighboursOf, orderSignature } from "./board-moves";

type T = { id: string; columnId: string };
const board = () => [
  { id: "todo", tasks: [t("a", "todo"), t("b", "todo"), t("c", "todo")] },
  { id: "doing", tasks: [t("d", "doing")] },
  { id: "done", tasks: [] as T[] },
];
function t(id: string, columnId: string): T {
  return { id, columnId };
}
const ids = (columns: ReturnType<typeof board>) =>
  columns.map((column) => column.tasks.map((task) => task.id).join(""));

describe("board moves", () => {
  it("moves a task down within its column", () => {
    const moved = applyMove(board(), { taskId: "a", toColumnId: "todo", toIndex: 2 });
    expect(ids(moved)).toEqual(["bca", "d", ""]);
  });

  it("moves a task into another column at an index, and updates its columnId", () => {
    const moved = applyMove(board(), { taskId: "b", toColumnId: "doing", toIndex: 0 });
    expect(ids(moved)).toEqual(["ac", "bd", ""]);
    expect(moved[1]?.tasks[0]).toEqual({ id: "b", columnId: "doing" });
  });

  it("keeps each column's taskCount (a long column holds only its first tasks) in step with a move", () => {
    const counted = [
      { id: "todo", taskCount: 120, tasks: [t("a", "todo"), t("b", "todo")] },
      { id: "doing", taskCount: 1, tasks: [t("d", "doing")] },
    ];
    const across = applyMove(counted, { taskId: "a", toColumnId: "doing", toIndex: 1 });
    expect(across.map((column) => column.taskCount)).toEqual([119, 2]);
    const within = applyMove(counted, { taskId: "a", toColumnId: "todo", toIndex: 1 });
    expect(within.map((column) => column.taskCount)).toEqual([120, 1]);
  });

  it("drops into an empty column, clamping the index", () => {
    expect(ids(applyMove(board(), { taskId: "c", toColumnId: "done", toIndex: 9 }))).toEqual(["ab", "d", "c"]);
  });

  it("returns the same board for a move that changes nothing or names unknown things", () => {
    const columns = board();
    expect(applyMove(columns, { taskId: "b", toColumnId: "todo", toIndex: 1 })).toBe(columns);
    expect(applyMove(columns, { taskId: "x", toColumnId: "todo", toIndex: 0 })).toBe(columns);
    expect(applyMove(columns, { taskId: "a", toColumnId: "nope", toIndex: 0 })).toBe(columns);
  });

  it("names the neighbours the server places the task between", () => {
    expect(neighboursAfter(board(), { taskId: "a", toColumnId: "todo", toIndex: 1 })).toEqual({
      afterTaskId: "b",
      beforeTaskId: "c",
    });
    expect(neighboursAfter(board(), { taskId: "c", toColumnId: "doing", toIndex: 0 })).toEqual({
      afterTaskId: null,
      beforeTaskId: "d",
    });
    expect(neighboursAfter(board(), { taskId: "c", toColumnId: "done", toIndex: 0 })).toEqual({
      afterTaskId: null,
      beforeTaskId: null,
    });
  });

  it("finds the one move between a board and its dragged preview", () => {
    const before = board();
    const after = applyMove(before, { taskId: "a", toColumnId: "done", toIndex: 0 });
    expect(moveBetween(before, after, "a")).toEqual({ taskId: "a", toColumnId: "done", toIndex: 0 });
    expect(moveBetween(before, before, "a")).toBeNull();
  });

  it("places a move seen on an older board as the server will: by its neighbours, else at its index", () => {
    // Dropped between a and b on the board as it was; meanwhile a colleague moved a away and c to the top.
    const seen = applyMove(board(), { taskId: "c", toColumnId: "todo", toIndex: 1 });
    const move = { taskId: "c", toColumnId: "todo", toIndex: 1, neighbours: neighboursOf(seen, "c") };
    expect(move.neighbours).toEqual({ afterTaskId: "a", beforeTaskId: "b" });
    const now = [
      { id: "todo", tasks: [t("c", "todo"), t("b", "todo")] },
      { id: "doing", tasks: [t("a", "doing"), t("d", "doing")] },
      { id: "done", tasks: [] as T[] },
    ];
    // a left: right before b (index 0 without c), not at the old index 1 (below b).
    expect(moveOnto(now, move)).toEqual({ ...move, toIndex: 0 });
    // Both neighbours gone: the index; no neighbours known: the move as it was.
    expect(moveOnto(now, { ...move, neighbours: { afterTaskId: "x", beforeTaskId: "y" } }).toIndex).toBe(1);
    const { neighbours: _, ...plain } = move;
    expect(moveOnto(now, plain)).toEqual(plain);
    // Still there: right after the upper one.
    expect(moveOnto(board(), move).toIndex).toBe(1);
    expect(neighboursAfter(board(), move)).toEqual(move.neighbours);
  });

  it("writes a board's order as text for comparing two browsers' boards", () => {
    expect(orderSignature(board())).toBe("todo: a, b, c\ndoing: d\ndone: ");
  });
});
