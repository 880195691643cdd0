import { randomUUID } from "node:crypto";
import {
  type BoardColumn,
  type CreateColumnInput,
  type CreateTaskInput,
  DEFAULT_TASK_PRIORITY,
  type ListTasksInput,
  type MoveTaskInput,
  PROJECT_MESSAGES,
  type Task,
  type TaskComment,
  type UpdateColumnInput,
  type UpdateTaskInput,
  wipLimitMessage,
} from "@kancl/shared";
import { generateKeyBetween } from "fractional-indexing";
import type { Database, Executor } from "../../db/database";
import { isUuid } from "../../db/errors";
import { keysetPaging, readTimestampKey } from "../../db/keyset-paging";
import { AppError } from "../../errors/app-error";
import { toColumn, toTask } from "./project-mapper";
import { colleaguesRepository, projectsRepository } from "./projects.repository";
import {
  type ChecklistItemRow,
  type ColumnRow,
  columnsRepository,
  commentsRepository,
  type TaskRow,
  type TaskValues,
  tasksRepository,
} from "./tasks.repository";

export const projectNotFound = () => new AppError("NOT_FOUND", PROJECT_MESSAGES.notFound);
const taskNotFound = () => new AppError("NOT_FOUND", PROJECT_MESSAGES.taskNotFound);
const columnNotFound = () => new AppError("NOT_FOUND", PROJECT_MESSAGES.columnNotFound);

/** The tasks list's cursor: the update time to the microsecond and the id (decision 200). */
const taskPaging = keysetPaging<TaskRow & { sortKey: string }, string>({
  write: (row) => row.sortKey,
  read: readTimestampKey,
});

/** Who does it: the caller (the audit log records the change, decision 110). */
export interface Actor {
  orgId: string;
  userId: string;
}

/**
 * Columns, tasks, moves and comments of a project's board. Every change locks the project's row first
 * (projectsRepository.bumpBoard), so changes of one board run one after another: a move computes its rank between the
 * neighbours as they are at that moment, and the board's version grows by one per change (decision 160, 161).
 */
export function createBoardService({ db }: { db: Database }) {
  /**
   * Runs a change of one project's board in a transaction holding the project's row lock: the board version grows
   * first (that UPDATE takes the lock), then the change runs; a failed change rolls the version back too.
   */
  async function change<T>(
    orgId: string,
    projectId: string,
    work: (trx: Executor) => Promise<T>,
  ): Promise<T & { boardVersion: number }> {
    if (!isUuid(projectId)) throw projectNotFound();
    return db.transaction().execute(async (trx) => {
      // The version's UPDATE takes the project's row lock first, held until the commit (one statement for both).
      const boardVersion = await projectsRepository.bumpBoard(trx, orgId, projectId);
      if (boardVersion === undefined) throw projectNotFound();
      const result = await work(trx);
      return { ...result, boardVersion };
    });
  }

  async function columnOf(executor: Executor, orgId: string, projectId: string, columnId: string): Promise<ColumnRow> {
    const column = isUuid(columnId) ? await columnsRepository.findById(executor, orgId, columnId) : undefined;
    if (!column || column.projectId !== projectId) throw columnNotFound();
    return column;
  }

  async function taskOf(executor: Executor, orgId: string, projectId: string, taskId: string): Promise<TaskRow> {
    const task = isUuid(taskId) ? await tasksRepository.findById(executor, orgId, taskId) : undefined;
    if (!task || task.projectId !== projectId) throw taskNotFound();
    return task;
  }

  /** A target column for a task: in the project (400 naming columnId otherwise), with room under its WIP limit. */
  async function targetColumn(executor: Executor, orgId: string, projectId: string, columnId: string | undefined) {
    const column = columnId
      ? await columnsRepository.findById(executor, orgId, columnId)
      : (await columnsRepository.findByProject(executor, orgId, projectId))[0];
    if (!column || column.projectId !== projectId) throw new AppError("BAD_REQUEST", PROJECT_MESSAGES.columnUnknown);
    return column;
  }

  function checkRoom(column: Pick<ColumnRow, "name" | "wipLimit" | "taskCount">) {
    if (column.wipLimit !== null && Number(column.taskCount) >= column.wipLimit) {
      throw new AppError("CONFLICT", wipLimitMessage(column.name, column.wipLimit));
    }
  }

  async function checkUser(executor: Executor, orgId: string, userId: string | null | undefined, message: string) {
    if (!userId) return;
    const [found] = await colleaguesRepository.findByIds(executor, orgId, [userId]);
    if (!found) throw new AppError("BAD_REQUEST", message);
  }

  const checklistOf = (items: CreateTaskInput["checklist"], current: ChecklistItemRow[] = []): ChecklistItemRow[] => {
    if (!items) return current;
    const seen = new Set<string>();
    return items.map((item) => {
      const id = item.id && !seen.has(item.id) ? item.id : randomUUID();
      seen.add(id);
      return { id, text: item.text, done: item.done ?? false };
    });
  };

  async function readTask(executor: Executor, orgId: string, id: string): Promise<Task> {
    const row = await tasksRepository.findById(executor, orgId, id);
    if (!row) throw taskNotFound();
    return toTask(row);
  }

  const service = {
    /** The columns every new project gets, inside the project's creating transaction. */
    async createColumns(
      trx: Executor,
      orgId: string,
      projectId: string,
      columns: readonly { name: string; done: boolean }[],
    ) {
      let rank: string | null = null;
      for (const column of columns) {
        rank = generateKeyBetween(rank, null);
        await columnsRepository.insert(trx, orgId, {
          projectId,
          name: column.name,
          rank,
          wipLimit: null,
          done: column.done,
        });
      }
    },

    async columns(orgId: string, projectId: string, executor: Executor = db): Promise<BoardColumn[]> {
      return (await columnsRepository.findByProject(executor, orgId, projectId)).map(toColumn);
    },

    async addColumn(actor: Actor, projectId: string, input: CreateColumnInput) {
      return change(actor.orgId, projectId, async (trx) => {
        const columns = await columnsRepository.findByProject(trx, actor.orgId, projectId);
        let index = columns.length; // last by default
        if (input.afterColumnId === null) index = 0;
        else if (input.afterColumnId) {
          const after = columns.findIndex((c) => c.id === input.afterColumnId);
          if (after < 0) throw new AppError("BAD_REQUEST", PROJECT_MESSAGES.afterColumnUnknown);
          index = after + 1;
        }
        const rank = generateKeyBetween(columns[index - 1]?.rank ?? null, columns[index]?.rank ?? null);
        const id = await columnsRepository.insert(trx, actor.orgId, {
          projectId,
          name: input.name,
          rank,
          wipLimit: input.wipLimit ?? null,
          done: input.done ?? false,
        });
        return { column: toColumn(await columnOf(trx, actor.orgId, projectId, id)) };
      });
    },

    async updateColumn(actor: Actor, projectId: string, columnId: string, input: UpdateColumnInput) {
      return change(actor.orgId, projectId, async (trx) => {
        const column = await columnOf(trx, actor.orgId, projectId, columnId);
        await columnsRepository.update(trx, actor.orgId, column.id, input);
        return { column: toColumn(await columnOf(trx, actor.orgId, projectId, columnId)) };
      });
    },

    async moveColumn(actor: Actor, projectId: string, columnId: string, afterColumnId: string | null) {
      return change(actor.orgId, projectId, async (trx) => {
        const column = await columnOf(trx, actor.orgId, projectId, columnId);
        const others = (await columnsRepository.findByProject(trx, actor.orgId, projectId)).filter(
          (c) => c.id !== column.id,
        );
        let index = 0;
        if (afterColumnId !== null) {
          const after = others.findIndex((c) => c.id === afterColumnId);
          if (after < 0) throw new AppError("BAD_REQUEST", PROJECT_MESSAGES.afterColumnUnknown);
          index = after + 1;
        }
        const rank = generateKeyBetween(others[index - 1]?.rank ?? null, others[index]?.rank ?? null);
        await columnsRepository.update(trx, actor.orgId, column.id, { rank });
        return { column: toColumn(await columnOf(trx, actor.orgId, projectId, columnId)) };
      });
    },

    async deleteColumn(actor: Actor, projectId: string, columnId: string) {
      return change(actor.orgId, projectId, async (trx) => {
        const column = await columnOf(trx, actor.orgId, projectId, columnId);
        if (Number(column.taskCount) > 0) throw new AppError("CONFLICT", PROJECT_MESSAGES.columnNotEmpty);
        const columns = await columnsRepository.findByProject(trx, actor.orgId, projectId);
        if (columns.length <= 1) throw new AppError("CONFLICT", PROJECT_MESSAGES.lastColumn);
        await columnsRepository.delete(trx, actor.orgId, column.id);
        return { success: true as const };
      });
    },

    async tasks(orgId: string, projectId: string, executor: Executor = db): Promise<Task[]> {
      return (await tasksRepository.findByProject(executor, orgId, projectId)).map(toTask);
    },

    /** Every task of the organization in update order (decision 200), a page at a time. */
    async listTasks(orgId: string, query: ListTasksInput): Promise<{ tasks: Task[]; nextCursor?: string | null }> {
      const rows = await tasksRepository.findMany(db, orgId, {
        updatedSince: query.updatedSince,
        order: query.order ?? "asc",
        after: taskPaging.after(query.cursor),
        limit: taskPaging.fetchLimit(query.limit),
      });
      const { rows: page, ...next } = taskPaging.page(rows, query.limit);
      return { tasks: page.map(toTask), ...next };
    },

    async getTask(orgId: string, projectId: string, taskId: string): Promise<Task> {
      return toTask(await taskOf(db, orgId, projectId, taskId));
    },

    /** A new task goes to the end of its column (the first column when none is named). */
    async createTask(actor: Actor, projectId: string, input: CreateTaskInput) {
      return change(actor.orgId, projectId, async (trx) => {
        const column = await targetColumn(trx, actor.orgId, projectId, input.columnId);
        checkRoom(column);
        await checkUser(trx, actor.orgId, input.assigneeId, PROJECT_MESSAGES.assigneeUnknown);
        if (input.startDate && input.dueDate && input.dueDate < input.startDate) {
          throw new AppError("BAD_REQUEST", PROJECT_MESSAGES.dueBeforeStart);
        }
        const last = await tasksRepository.neighbourRank(trx, actor.orgId, column.id, null, "before", randomUUID());
        const id = await tasksRepository.insert(trx, actor.orgId, {
          projectId,
          columnId: column.id,
          rank: generateKeyBetween(last, null),
          title: input.title,
          description: input.description ?? "",
          assigneeId: input.assigneeId ?? null,
          priority: input.priority ?? DEFAULT_TASK_PRIORITY,
          startDate: input.startDate ?? null,
          dueDate: input.dueDate ?? null,
          checklist: checklistOf(input.checklist),
        });
        return { task: await readTask(trx, actor.orgId, id) };
      });
    },

    /** A partial update: fields not sent stay. */
    async updateTask(actor: Actor, projectId: string, taskId: string, input: UpdateTaskInput) {
      return change(actor.orgId, projectId, async (trx) => {
        const current = await taskOf(trx, actor.orgId, projectId, taskId);
        if (input.assigneeId !== undefined && input.assigneeId !== current.assigneeId) {
          await checkUser(trx, actor.orgId, input.assigneeId, PROJECT_MESSAGES.assigneeUnknown);
        }
        const values: TaskValues = {
          title: input.title ?? current.title,
          description: input.description ?? current.description,
          assigneeId: input.assigneeId === undefined ? current.assigneeId : input.assigneeId,
          priority: input.priority ?? current.priority,
          startDate: input.startDate === undefined ? current.startDate : input.startDate,
          dueDate: input.dueDate === undefined ? current.dueDate : input.dueDate,
          checklist: checklistOf(input.checklist, current.checklist),
        };
        if (values.startDate && values.dueDate && values.dueDate < values.startDate) {
          throw new AppError("BAD_REQUEST", PROJECT_MESSAGES.dueBeforeStart);
        }
        if (!(await tasksRepository.update(trx, actor.orgId, current.id, values, input.version))) {
          throw new AppError("CONFLICT", PROJECT_MESSAGES.taskStale);
        }
        return { task: await readTask(trx, actor.orgId, current.id) };
      });
    },

    async assignTask(actor: Actor, projectId: string, taskId: string, assigneeId: string | null) {
      return service.updateTask(actor, projectId, taskId, { assigneeId });
    },

    /**
     * Moves a task: the server computes its rank between the neighbours the request names (or at the index), as
     * the column is at that moment under the project's lock. Into another column only with room under its WIP limit.
     */
    async moveTask(actor: Actor, projectId: string, taskId: string, input: MoveTaskInput) {
      return change(actor.orgId, projectId, async (trx) => {
        const { orgId } = actor;
        // A move is the board's most frequent request (benchmark 19): after the lock, one statement reads all it
        // decides from and one writes the task and its activity and answers the task (decision 190).
        const plan = isUuid(taskId) ? await tasksRepository.movePlan(trx, orgId, taskId, input) : undefined;
        if (!plan || plan.projectId !== projectId) throw taskNotFound();
        if (!plan.targetId || plan.targetProjectId !== projectId || !plan.targetName) {
          throw new AppError("BAD_REQUEST", PROJECT_MESSAGES.columnUnknown);
        }
        if (plan.targetId !== plan.columnId && plan.wipLimit !== null) {
          checkRoom({ name: plan.targetName, wipLimit: plan.wipLimit, taskCount: Number(plan.taskCount ?? 0) });
        }
        // A neighbour counts only while it is still in the target column: a client whose view is stale (someone
        // moved that card meanwhile) falls back to its index when it sent one, else is told (400).
        let place: { before: string | null; after: string | null };
        if (input.afterTaskId && plan.afterRank !== null) {
          place = { before: plan.afterRank, after: plan.afterNext };
        } else if (input.beforeTaskId && plan.beforeRank !== null) {
          place = { before: plan.beforePrev, after: plan.beforeRank };
        } else if (input.index !== undefined) {
          place =
            input.index === 0
              ? { before: null, after: plan.indexAfter }
              : plan.indexBefore === null
                ? { before: plan.last, after: null }
                : { before: plan.indexBefore, after: plan.indexAfter };
        } else if (input.afterTaskId || input.beforeTaskId) {
          throw new AppError("BAD_REQUEST", PROJECT_MESSAGES.neighbourUnknown);
        } else if (input.afterTaskId === null) {
          place = { before: null, after: plan.first };
        } else {
          place = { before: plan.last, after: null };
        }
        const task = await tasksRepository.moveTo(trx, orgId, plan.id, {
          columnId: plan.targetId,
          rank: generateKeyBetween(place.before, place.after),
        });
        if (!task) throw taskNotFound();
        return { task: toTask(task) };
      });
    },

    async deleteTask(actor: Actor, projectId: string, taskId: string) {
      return change(actor.orgId, projectId, async (trx) => {
        const task = await taskOf(trx, actor.orgId, projectId, taskId);
        await tasksRepository.delete(trx, actor.orgId, task.id);
        return { success: true as const };
      });
    },

    async comments(orgId: string, projectId: string, taskId: string): Promise<TaskComment[]> {
      await taskOf(db, orgId, projectId, taskId);
      return readComments(db, orgId, { taskId });
    },

    /** A comment; the colleagues it mentions are given as user ids and must be users of the organization. */
    async addComment(actor: Actor, projectId: string, taskId: string, input: { body: string; mentions?: string[] }) {
      return change(actor.orgId, projectId, async (trx) => {
        const task = await taskOf(trx, actor.orgId, projectId, taskId);
        const mentions = [...new Set(input.mentions ?? [])];
        const known = await colleaguesRepository.findByIds(trx, actor.orgId, mentions);
        if (known.length !== mentions.length) throw new AppError("BAD_REQUEST", PROJECT_MESSAGES.mentionUnknown);
        const id = await commentsRepository.insert(trx, actor.orgId, {
          taskId: task.id,
          authorId: actor.userId,
          body: input.body,
          mentions,
        });
        const [comment] = await readComments(trx, actor.orgId, { id });
        if (!comment) throw new AppError("NOT_FOUND", PROJECT_MESSAGES.commentNotFound);
        return { comment };
      });
    },

    async deleteComment(actor: Actor, projectId: string, taskId: string, commentId: string) {
      return change(actor.orgId, projectId, async (trx) => {
        await taskOf(trx, actor.orgId, projectId, taskId);
        const [comment] = isUuid(commentId)
          ? await commentsRepository.findMany(trx, actor.orgId, { id: commentId })
          : [];
        if (!comment || comment.taskId !== taskId) throw new AppError("NOT_FOUND", PROJECT_MESSAGES.commentNotFound);
        if (comment.authorId !== actor.userId) throw new AppError("FORBIDDEN", PROJECT_MESSAGES.commentNotYours);
        await commentsRepository.delete(trx, actor.orgId, comment.id);
        return { success: true as const };
      });
    },
  };
  return service;
}

async function readComments(executor: Executor, orgId: string, filter: { taskId?: string; id?: string }) {
  const rows = await commentsRepository.findMany(executor, orgId, filter);
  const mentioned = [...new Set(rows.flatMap((row) => row.mentions))];
  const names = new Map((await colleaguesRepository.findByIds(executor, orgId, mentioned)).map((u) => [u.id, u.name]));
  return rows.map(
    (row): TaskComment => ({
      id: row.id,
      taskId: row.taskId,
      author: row.authorId && row.authorName !== null ? { id: row.authorId, name: row.authorName } : null,
      body: row.body,
      mentions: row.mentions.flatMap((id) => {
        const name = names.get(id);
        return name === undefined ? [] : [{ id, name }];
      }),
      createdAt: row.createdAt.toISOString(),
    }),
  );
}

export type BoardService = ReturnType<typeof createBoardService>;
