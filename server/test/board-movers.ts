import { BOARD_TASKS_PER_COLUMN, BOARD_TASKS_PER_COLUMN_MAX, type Board, type Task } from "@kancl/shared";

/** One person's connection: a JSON call to the REST API as that person. */
export type Call = (method: "GET" | "POST", path: string, body?: unknown) => Promise<{ status: number; body: unknown }>;

export interface MoveOutcome {
  mover: number;
  taskId: string;
  status: number;
  /** The task's column and rank as the server answered, and the board's version after the move. */
  columnId?: string;
  rank?: string;
  boardVersion?: number;
  ms: number;
  error?: string;
}

/** A small deterministic generator (mulberry32): the same seed gives the same moves. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The whole board, every column with all its tasks. A board answer holds each column's first `tasksPerColumn` tasks
 * (decision 171, amended): the first page is asked as a board client asks it, then, while a column holds fewer
 * tasks than its `taskCount`, again with as many whole pages as the longest column needs. Each answer is one
 * snapshot (decision 161); the complete one is returned. Reading only the first page made benchmark 19b count the
 * cards moved below a column's 50th as lost moves (issue 34 item 13).
 */
export async function readWholeBoard(call: Call, projectId: string): Promise<Board> {
  let perColumn = BOARD_TASKS_PER_COLUMN;
  for (;;) {
    const res = await call("GET", `/api/v1/projects/${projectId}/board?tasksPerColumn=${perColumn}`);
    if (res.status !== 200) throw new Error(`board: ${res.status} ${JSON.stringify(res.body)}`);
    const board = res.body as Board;
    const longest = Math.max(0, ...board.columns.map((c) => c.taskCount));
    if (board.columns.every((c) => c.tasks.length === c.taskCount)) return board;
    if (perColumn >= BOARD_TASKS_PER_COLUMN_MAX)
      throw new Error(`a column of ${longest} tasks: longer than a board answer`);
    // The longest column in whole pages (someone may have moved cards into it meanwhile: then once more).
    perColumn = Math.min(
      BOARD_TASKS_PER_COLUMN_MAX,
      Math.max(
        perColumn + BOARD_TASKS_PER_COLUMN,
        Math.ceil(longest / BOARD_TASKS_PER_COLUMN) * BOARD_TASKS_PER_COLUMN,
      ),
    );
  }
}

/**
 * People moving cards on one board at once, as a board client does: each reads the board (the whole of it, every
 * page), picks a card and a place in its own (possibly stale) view — a neighbour and the index — and posts the move;
 * then reads the board again.
 */
export async function runMovers(options: {
  calls: Call[];
  projectId: string;
  movesEach: number;
  seed: number;
}): Promise<MoveOutcome[]> {
  const { calls, projectId, movesEach } = options;
  const outcomes: MoveOutcome[] = [];
  await Promise.all(
    calls.map(async (call, mover) => {
      const random = seededRandom(options.seed + mover);
      const pick = <T>(items: T[]): T | undefined => items[Math.floor(random() * items.length)];
      let view = await readWholeBoard(call, projectId);
      for (let i = 0; i < movesEach; i++) {
        const task = pick(view.columns.flatMap((c) => c.tasks)) as Task;
        const column = pick(view.columns) ?? view.columns[0];
        if (!column) throw new Error("a board without columns");
        const others = column.tasks.filter((t) => t.id !== task.id);
        const index = Math.floor(random() * (others.length + 1));
        const after = others[index - 1];
        const started = performance.now();
        const res = await call("POST", `/api/v1/projects/${projectId}/tasks/${task.id}/move`, {
          columnId: column.id,
          afterTaskId: after ? after.id : null,
          index,
        });
        const ms = performance.now() - started;
        const body = res.body as { task?: Task; boardVersion?: number; error?: string };
        outcomes.push({
          mover,
          taskId: task.id,
          status: res.status,
          columnId: body.task?.columnId,
          rank: body.task?.rank,
          boardVersion: body.boardVersion,
          ms,
          error: body.error,
        });
        view = await readWholeBoard(call, projectId);
      }
    }),
  );
  return outcomes;
}

/**
 * What must hold after the movers: every move answered 200; the board's versions went up by exactly one per move
 * (none lost, none twice); each task sits where its last move (the highest version) put it; ranks strictly
 * increase within each column. `finalBoard` must be the whole board (readWholeBoard): a column read only in part is
 * a problem of its own, never counted as lost moves. Returns the problems found (none: an empty list).
 */
export function checkMoves(outcomes: MoveOutcome[], finalBoard: Board, versionBefore: number): string[] {
  const problems: string[] = [];
  for (const column of finalBoard.columns) {
    if (column.tasks.length !== column.taskCount) {
      problems.push(`the board was read in part: ${column.name} holds ${column.tasks.length} of ${column.taskCount}`);
    }
  }
  const ids = finalBoard.columns.flatMap((c) => c.tasks.map((t) => t.id));
  if (new Set(ids).size !== ids.length) problems.push("a task is on the board twice");
  const failed = outcomes.filter((o) => o.status !== 200);
  if (failed.length) problems.push(`${failed.length} moves failed: ${JSON.stringify(failed.slice(0, 3))}`);
  const versions = outcomes.map((o) => o.boardVersion ?? -1).sort((a, b) => a - b);
  const expected = outcomes.map((_, i) => versionBefore + i + 1);
  if (JSON.stringify(versions) !== JSON.stringify(expected)) problems.push("board versions are not one per move");
  if (finalBoard.version !== versionBefore + outcomes.length) {
    problems.push(`final version ${finalBoard.version}, expected ${versionBefore + outcomes.length}`);
  }
  const last = new Map<string, MoveOutcome>();
  for (const outcome of outcomes) {
    const seen = last.get(outcome.taskId);
    if (!seen || (outcome.boardVersion ?? 0) > (seen.boardVersion ?? 0)) last.set(outcome.taskId, outcome);
  }
  const where = new Map(finalBoard.columns.flatMap((c) => c.tasks.map((t) => [t.id, t] as const)));
  for (const [taskId, outcome] of last) {
    const task = where.get(taskId);
    if (!task || task.columnId !== outcome.columnId || task.rank !== outcome.rank) {
      problems.push(`task ${taskId} is not where its last move put it`);
    }
  }
  for (const column of finalBoard.columns) {
    for (let i = 1; i < column.tasks.length; i++) {
      const [a, b] = [column.tasks[i - 1]?.rank ?? "", column.tasks[i]?.rank ?? ""];
      if (!(a < b)) problems.push(`ranks out of order in ${column.name}: ${a} ≥ ${b}`);
    }
  }
  return problems;
}

/** A board as compared between clients: columns and task ids in order, with ranks. */
export const boardShape = (board: Board) =>
  JSON.stringify(board.columns.map((c) => ({ id: c.id, tasks: c.tasks.map((t) => `${t.id}@${t.rank}`) })).concat([])) +
  `#${board.version}`;
