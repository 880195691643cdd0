/**
 * The board's order as the client holds it: columns left to right, each with its tasks top to bottom (the server's
 * rank order). A move names the task, the column and the index it lands at; the server is told the move by the
 * task's new neighbours (the one above and the one below), from which it computes the task's rank — no renumbering
 * of the column. Pure functions, tested without a browser: the optimistic board is `applyMove` of the board the
 * server last sent.
 */

export interface OrderedColumn<T extends { id: string }> {
  id: string;
  /** The tasks the client holds: a long column's first ones only (its taskCount says how many it has). */
  tasks: T[];
  taskCount?: number;
}

export interface TaskMove {
  taskId: string;
  toColumnId: string;
  /** The index in the target column once the task is there (0 = top). */
  toIndex: number;
  /**
   * The neighbours it was dropped between, as the person saw them. The board may have changed under the drag (a
   * colleague's move): the server places the task by them, so the client does too (`moveOnto`).
   */
  neighbours?: MoveNeighbours;
}

export interface MoveNeighbours {
  /** The task that will be directly above it, or null at the top. */
  afterTaskId: string | null;
  /** The task that will be directly below it, or null at the bottom. */
  beforeTaskId: string | null;
}

export function findTask<T extends { id: string }, C extends OrderedColumn<T>>(
  columns: readonly C[],
  taskId: string,
): { column: C; index: number; task: T } | undefined {
  for (const column of columns) {
    const index = column.tasks.findIndex((task) => task.id === taskId);
    if (index >= 0) return { column, index, task: column.tasks[index] as T };
  }
  return undefined;
}

/** The columns with the task moved; the same array when the move changes nothing or names an unknown task. */
export function applyMove<T extends { id: string; columnId?: string }, C extends OrderedColumn<T>>(
  columns: readonly C[],
  move: TaskMove,
): C[] {
  const found = findTask<T, C>(columns, move.taskId);
  const target = columns.find((column) => column.id === move.toColumnId);
  if (!found || !target) return columns as C[];
  if (found.column.id === move.toColumnId && found.index === move.toIndex) return columns as C[];
  const moved = ("columnId" in (found.task as object) ? { ...found.task, columnId: move.toColumnId } : found.task) as T;
  const counted = (column: C, change: number) =>
    column.taskCount === undefined || found.column.id === move.toColumnId
      ? {}
      : { taskCount: column.taskCount + change };
  return columns.map((column) => {
    let tasks = column.tasks;
    let count = {};
    if (column.id === found.column.id) {
      tasks = tasks.filter((task) => task.id !== move.taskId);
      count = counted(column, -1);
    }
    if (column.id === move.toColumnId) {
      tasks = [...tasks];
      tasks.splice(Math.max(0, Math.min(move.toIndex, tasks.length)), 0, moved);
      count = counted(column, +1);
    }
    return tasks === column.tasks ? column : { ...column, tasks, ...count };
  });
}

/** The task's neighbours where it is on the board: the task above it and the one below (null at an end). */
export function neighboursOf<T extends { id: string }, C extends OrderedColumn<T>>(
  columns: readonly C[],
  taskId: string,
): MoveNeighbours {
  const found = findTask<T, C>(columns, taskId);
  const tasks = found?.column.tasks ?? [];
  const at = found?.index ?? -1;
  return { afterTaskId: tasks[at - 1]?.id ?? null, beforeTaskId: tasks[at + 1]?.id ?? null };
}

/** The task's neighbours after the move, as the server's move operation wants them. */
export function neighboursAfter<T extends { id: string }, C extends OrderedColumn<T>>(
  columns: readonly C[],
  move: TaskMove,
): MoveNeighbours {
  return move.neighbours ?? neighboursOf<T, C>(applyMove<T, C>(columns, move), move.taskId);
}

/**
 * A move seen on one board, placed on the board as it is now: as the server places it (decision 160) — right after
 * its upper neighbour while that is still in the column, else right before its lower one, else at its index.
 */
export function moveOnto<T extends { id: string }, C extends OrderedColumn<T>>(
  columns: readonly C[],
  move: TaskMove,
): TaskMove {
  const target = columns.find((column) => column.id === move.toColumnId);
  if (!target || !move.neighbours) return move;
  const others = target.tasks.filter((task) => task.id !== move.taskId);
  const { afterTaskId, beforeTaskId } = move.neighbours;
  const after = afterTaskId ? others.findIndex((task) => task.id === afterTaskId) : -1;
  if (after >= 0) return { ...move, toIndex: after + 1 };
  const before = beforeTaskId ? others.findIndex((task) => task.id === beforeTaskId) : -1;
  if (before >= 0) return { ...move, toIndex: before };
  return move;
}

/** The move that takes the board from `before` to `after` for one task, or null when its place did not change. */
export function moveBetween<T extends { id: string }, C extends OrderedColumn<T>>(
  before: readonly C[],
  after: readonly C[],
  taskId: string,
): TaskMove | null {
  const was = findTask<T, C>(before, taskId);
  const is = findTask<T, C>(after, taskId);
  if (!was || !is) return null;
  if (was.column.id === is.column.id && was.index === is.index) return null;
  return { taskId, toColumnId: is.column.id, toIndex: is.index };
}

/** The order of a board as text, one line per column ("To do: a, b"): what two browsers compare. */
export function orderSignature<T extends { id: string }>(columns: readonly OrderedColumn<T>[]): string {
  return columns.map((column) => `${column.id}: ${column.tasks.map((task) => task.id).join(", ")}`).join("\n");
}
