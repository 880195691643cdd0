import { sql } from "kysely";
import type { Executor } from "../../db/database";
import { type KeysetPosition, microsecondText, sortedAfter, updatedSince } from "../../db/keyset-paging";
import type { ProjectTasksTable } from "./projects.tables";

export interface ColumnRow {
  id: string;
  projectId: string;
  name: string;
  rank: string;
  wipLimit: number | null;
  done: boolean;
  taskCount: number;
}

export interface ChecklistItemRow {
  id: string;
  text: string;
  done: boolean;
}

export interface TaskRow {
  id: string;
  projectId: string;
  columnId: string;
  version: number;
  title: string;
  description: string;
  assigneeId: string | null;
  assigneeName: string | null;
  priority: ProjectTasksTable["priority"];
  startDate: string | null;
  dueDate: string | null;
  checklist: ChecklistItemRow[];
  rank: string;
  commentCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface TaskValues {
  title: string;
  description: string;
  assigneeId: string | null;
  priority: ProjectTasksTable["priority"];
  startDate: string | null;
  dueDate: string | null;
  checklist: ChecklistItemRow[];
}

/** What tasksRepository.movePlan reads for a move. */
export interface MovePlanRow {
  id: string;
  projectId: string;
  columnId: string;
  title: string;
  targetId: string | null;
  targetProjectId: string | null;
  targetName: string | null;
  wipLimit: number | null;
  taskCount: string | number | null;
  afterRank: string | null;
  afterNext: string | null;
  beforeRank: string | null;
  beforePrev: string | null;
  indexBefore: string | null;
  indexAfter: string | null;
  first: string | null;
  last: string | null;
}

export interface OverviewRow extends TaskRow {
  projectName: string;
  columnName: string;
  columnDone: boolean;
}

function selectColumns(db: Executor, orgId: string) {
  return db
    .selectFrom("project_columns as k")
    .select([
      "k.id",
      "k.project_id as projectId",
      "k.name",
      "k.rank",
      "k.wip_limit as wipLimit",
      "k.done",
      sql<number>`(select count(*) from project_tasks t where t.org_id = k.org_id and t.column_id = k.id)`.as(
        "taskCount",
      ),
    ])
    .where("k.org_id", "=", orgId);
}

function selectTasks(db: Executor, orgId: string) {
  return db
    .selectFrom("project_tasks as t")
    .leftJoin("users as u", (join) => join.onRef("u.org_id", "=", "t.org_id").onRef("u.id", "=", "t.assignee_id"))
    .select([
      "t.id",
      "t.project_id as projectId",
      "t.column_id as columnId",
      "t.version",
      "t.title",
      "t.description",
      "t.assignee_id as assigneeId",
      "u.name as assigneeName",
      "t.priority",
      "t.start_date as startDate",
      "t.due_date as dueDate",
      "t.checklist",
      "t.rank",
      "t.created_at as createdAt",
      "t.updated_at as updatedAt",
      sql<number>`(select count(*) from project_task_comments m where m.org_id = t.org_id and m.task_id = t.id)`.as(
        "commentCount",
      ),
    ])
    .where("t.org_id", "=", orgId);
}

const taskColumns = (values: TaskValues) => ({
  title: values.title,
  description: values.description,
  assignee_id: values.assigneeId,
  priority: values.priority,
  start_date: values.startDate,
  due_date: values.dueDate,
  checklist: JSON.stringify(values.checklist),
});

/** Board columns of a project, within one organization. */
export const columnsRepository = {
  async insert(
    db: Executor,
    orgId: string,
    values: { projectId: string; name: string; rank: string; wipLimit: number | null; done: boolean },
  ): Promise<string> {
    const { id } = await db
      .insertInto("project_columns")
      .values({
        org_id: orgId,
        project_id: values.projectId,
        name: values.name,
        rank: values.rank,
        wip_limit: values.wipLimit,
        done: values.done,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  },

  async findById(db: Executor, orgId: string, id: string): Promise<ColumnRow | undefined> {
    return selectColumns(db, orgId).where("k.id", "=", id).executeTakeFirst();
  },

  /** A column's place without its task count: what a move reads. */
  /** The project's columns in board order. */
  async findByProject(db: Executor, orgId: string, projectId: string): Promise<ColumnRow[]> {
    return selectColumns(db, orgId).where("k.project_id", "=", projectId).orderBy("k.rank").execute();
  },

  async update(
    db: Executor,
    orgId: string,
    id: string,
    values: { name?: string; wipLimit?: number | null; done?: boolean; rank?: string },
  ): Promise<void> {
    await db
      .updateTable("project_columns")
      .set({
        ...(values.name === undefined ? {} : { name: values.name }),
        ...(values.wipLimit === undefined ? {} : { wip_limit: values.wipLimit }),
        ...(values.done === undefined ? {} : { done: values.done }),
        ...(values.rank === undefined ? {} : { rank: values.rank }),
      })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .execute();
  },

  async delete(db: Executor, orgId: string, id: string): Promise<void> {
    await db.deleteFrom("project_columns").where("org_id", "=", orgId).where("id", "=", id).execute();
  },
};

/** Tasks of a project, within one organization. */
export const tasksRepository = {
  async insert(
    db: Executor,
    orgId: string,
    values: TaskValues & { projectId: string; columnId: string; rank: string },
  ): Promise<string> {
    const { id } = await db
      .insertInto("project_tasks")
      .values({
        ...taskColumns(values),
        org_id: orgId,
        project_id: values.projectId,
        column_id: values.columnId,
        rank: values.rank,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  },

  async findById(db: Executor, orgId: string, id: string): Promise<TaskRow | undefined> {
    return selectTasks(db, orgId).where("t.id", "=", id).executeTakeFirst();
  },

  /** Every task of a project, by column and rank. */
  async findByProject(db: Executor, orgId: string, projectId: string): Promise<TaskRow[]> {
    return selectTasks(db, orgId)
      .where("t.project_id", "=", projectId)
      .orderBy("t.column_id")
      .orderBy("t.rank")
      .execute();
  },

  /**
   * The first `perColumn` tasks of each of the project's columns, in order: what a board shows first (each column
   * says how many it has in all). Each column's page is read on its (org_id, column_id, rank) key.
   */
  async findBoardPage(db: Executor, orgId: string, projectId: string, perColumn: number): Promise<TaskRow[]> {
    return selectTasks(db, orgId)
      .where("t.project_id", "=", projectId)
      .where("t.id", "in", (eb) =>
        eb
          .selectFrom("project_columns as k")
          .innerJoinLateral(
            (lateral) =>
              lateral
                .selectFrom("project_tasks as p")
                .select("p.id")
                .whereRef("p.org_id", "=", "k.org_id")
                .whereRef("p.column_id", "=", "k.id")
                .orderBy("p.rank")
                .limit(perColumn)
                .as("page"),
            (join) => join.onTrue(),
          )
          .select("page.id")
          .where("k.org_id", "=", orgId)
          .where("k.project_id", "=", projectId),
      )
      .orderBy("t.column_id")
      .orderBy("t.rank")
      .execute();
  },

  /**
   * Every task of the organization by update time, then id (decision 200: an integrator's sync); each row carries its
   * update time to the microsecond (`sortKey`) for the next page's cursor.
   */
  async findMany(
    db: Executor,
    orgId: string,
    query: { updatedSince?: string; order: "asc" | "desc"; after?: KeysetPosition<string>; limit?: number },
  ): Promise<(TaskRow & { sortKey: string })[]> {
    let select = selectTasks(db, orgId).select(microsecondText(sql.ref("t.updated_at")).as("sortKey"));
    if (query.updatedSince) select = select.where(updatedSince("t.updated_at", query.updatedSince));
    const { order, after, limit } = query;
    return sortedAfter(select, {
      sortKey: sql`t.updated_at`,
      type: "timestamptz",
      idColumn: "t.id",
      order,
      after,
      limit,
    }).execute();
  },

  /** Tasks across projects, for My tasks and Overdue: not in a done column, by due date (none last). */
  async findOpen(
    db: Executor,
    orgId: string,
    filter: { assigneeId?: string; dueOnOrBefore?: string; dueBefore?: string; limit: number },
  ): Promise<OverviewRow[]> {
    let select = selectTasks(db, orgId)
      .innerJoin("project_columns as k", (join) =>
        join.onRef("k.org_id", "=", "t.org_id").onRef("k.id", "=", "t.column_id"),
      )
      .innerJoin("projects as p", (join) => join.onRef("p.org_id", "=", "t.org_id").onRef("p.id", "=", "t.project_id"))
      .select(["p.name as projectName", "k.name as columnName", "k.done as columnDone"])
      .where("k.done", "=", false)
      .where("p.status", "not in", ["archived"]);
    if (filter.assigneeId) select = select.where("t.assignee_id", "=", filter.assigneeId);
    if (filter.dueOnOrBefore) select = select.where("t.due_date", "<=", filter.dueOnOrBefore);
    if (filter.dueBefore) select = select.where("t.due_date", "<", filter.dueBefore);
    return select
      .orderBy(sql`t.due_date asc nulls last`)
      .orderBy("t.created_at")
      .orderBy("t.id")
      .limit(filter.limit)
      .execute();
  },

  /** Tasks of projects not archived, newest first: what the assistant looks a task up in by its title. */
  async findSummaries(db: Executor, orgId: string, limit: number) {
    return db
      .selectFrom("project_tasks as t")
      .innerJoin("projects as p", (join) => join.onRef("p.org_id", "=", "t.org_id").onRef("p.id", "=", "t.project_id"))
      .select(["t.id", "t.title", "t.project_id as projectId", "p.name as projectName", "t.assignee_id as assigneeId"])
      .where("t.org_id", "=", orgId)
      .where("p.status", "<>", "archived")
      .orderBy("t.created_at", "desc")
      .limit(limit)
      .execute();
  },

  async update(db: Executor, orgId: string, id: string, values: TaskValues, version?: number): Promise<boolean> {
    let update = db
      .updateTable("project_tasks")
      .set({ ...taskColumns(values), version: sql`version + 1`, updated_at: new Date() })
      .where("org_id", "=", orgId)
      .where("id", "=", id);
    if (version !== undefined) update = update.where("version", "=", version);
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async place(db: Executor, orgId: string, id: string, place: { columnId: string; rank: string }): Promise<void> {
    await db
      .updateTable("project_tasks")
      .set({ column_id: place.columnId, rank: place.rank, version: sql`version + 1`, updated_at: new Date() })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .execute();
  },

  async delete(db: Executor, orgId: string, id: string): Promise<void> {
    await db.deleteFrom("project_tasks").where("org_id", "=", orgId).where("id", "=", id).execute();
  },

  /** The nearest rank after (or before) `rank` in the column, leaving out the task being moved. */
  async neighbourRank(
    db: Executor,
    orgId: string,
    columnId: string,
    rank: string | null,
    direction: "after" | "before",
    except: string,
  ): Promise<string | null> {
    let select = db
      .selectFrom("project_tasks")
      .select("rank")
      .where("org_id", "=", orgId)
      .where("column_id", "=", columnId)
      .where("id", "<>", except);
    if (rank !== null) select = select.where("rank", direction === "after" ? ">" : "<", rank);
    const row = await select
      .orderBy("rank", direction === "after" ? "asc" : "desc")
      .limit(1)
      .executeTakeFirst();
    return row?.rank ?? null;
  },

  /**
   * Everything a move decides from, in one round trip (benchmark 19): the task's place and title, the target column
   * (undefined fields when it does not exist), its task count when a WIP limit applies, and the candidate neighbour
   * ranks for the way the request names the place — the named neighbour (only while it is in the target column)
   * and the rank next to it; else the ranks around `index`; else the column's first or last. Every rank leaves out
   * the task being moved. Scalar subqueries under CASE run only when their branch is taken, so a move by neighbour
   * (what the board sends) never scans the column.
   */
  async movePlan(
    db: Executor,
    orgId: string,
    taskId: string,
    input: { columnId: string; afterTaskId?: string | null; beforeTaskId?: string | null; index?: number },
  ): Promise<MovePlanRow | undefined> {
    const index = input.index ?? null;
    const others = sql`n.org_id = t.org_id and n.column_id = k.id and n.id <> t.id`;
    const { rows } = await sql<MovePlanRow>`
      select t.id, t.project_id as "projectId", t.column_id as "columnId", t.title,
        k.id as "targetId", k.project_id as "targetProjectId", k.name as "targetName", k.wip_limit as "wipLimit",
        case when k.wip_limit is not null and k.id <> t.column_id
          then (select count(*) from project_tasks c where c.org_id = t.org_id and c.column_id = k.id) end as "taskCount",
        a.rank as "afterRank",
        case when a.rank is not null
          then (select n.rank from project_tasks n where ${others} and n.rank > a.rank order by n.rank limit 1)
          end as "afterNext",
        b.rank as "beforeRank",
        case when a.rank is null and b.rank is not null
          then (select n.rank from project_tasks n where ${others} and n.rank < b.rank order by n.rank desc limit 1)
          end as "beforePrev",
        case when a.rank is null and b.rank is null and ${index}::int > 0
          then (select n.rank from project_tasks n where ${others} order by n.rank offset ${index}::int - 1 limit 1)
          end as "indexBefore",
        case when a.rank is null and b.rank is null and ${index}::int is not null
          then (select n.rank from project_tasks n where ${others} order by n.rank offset ${index}::int limit 1)
          end as "indexAfter",
        case when a.rank is null and b.rank is null and ${index}::int is null
          then (select n.rank from project_tasks n where ${others} order by n.rank limit 1) end as "first",
        case when a.rank is null and b.rank is null
          then (select n.rank from project_tasks n where ${others} order by n.rank desc limit 1) end as "last"
      from project_tasks t
      left join project_columns k on k.org_id = t.org_id and k.id = ${input.columnId}::uuid
      left join lateral (
        select x.rank from project_tasks x
        where x.org_id = t.org_id and x.column_id = k.id and x.id = ${input.afterTaskId ?? null}::uuid and x.id <> t.id
      ) a on true
      left join lateral (
        select x.rank from project_tasks x
        where x.org_id = t.org_id and x.column_id = k.id and x.id = ${input.beforeTaskId ?? null}::uuid and x.id <> t.id
      ) b on true
      where t.org_id = ${orgId} and t.id = ${taskId}::uuid`.execute(db);
    return rows[0];
  },

  /**
   * Puts a task at its new place and answers the task as the board shows it — one statement (benchmark 19). The
   * audit trigger records a move to another column (decision 110).
   */
  async moveTo(
    db: Executor,
    orgId: string,
    id: string,
    place: { columnId: string; rank: string },
  ): Promise<TaskRow | undefined> {
    const { rows } = await sql<TaskRow>`
      with moved as (
        update project_tasks
        set column_id = ${place.columnId}::uuid, rank = ${place.rank}, version = version + 1, updated_at = ${new Date()}
        where org_id = ${orgId} and id = ${id}::uuid
        returning *
      )
      select t.id, t.project_id as "projectId", t.column_id as "columnId", t.version, t.title, t.description,
        t.assignee_id as "assigneeId", u.name as "assigneeName", t.priority, t.start_date as "startDate",
        t.due_date as "dueDate", t.checklist, t.rank, t.created_at as "createdAt", t.updated_at as "updatedAt",
        (select count(*) from project_task_comments m where m.org_id = t.org_id and m.task_id = t.id) as "commentCount"
      from moved t
      left join users u on u.org_id = t.org_id and u.id = t.assignee_id`.execute(db);
    return rows[0];
  },
};

/** Comments on tasks, within one organization. */
export const commentsRepository = {
  async insert(
    db: Executor,
    orgId: string,
    values: { taskId: string; authorId: string; body: string; mentions: string[] },
  ) {
    const { id } = await db
      .insertInto("project_task_comments")
      .values({
        org_id: orgId,
        task_id: values.taskId,
        author_id: values.authorId,
        body: values.body,
        mentions: JSON.stringify(values.mentions),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  },

  async findMany(db: Executor, orgId: string, filter: { taskId?: string; id?: string }) {
    let select = db
      .selectFrom("project_task_comments as m")
      .leftJoin("users as u", (join) => join.onRef("u.org_id", "=", "m.org_id").onRef("u.id", "=", "m.author_id"))
      .select([
        "m.id",
        "m.task_id as taskId",
        "m.author_id as authorId",
        "u.name as authorName",
        "m.body",
        "m.mentions",
        "m.created_at as createdAt",
      ])
      .where("m.org_id", "=", orgId);
    if (filter.taskId) select = select.where("m.task_id", "=", filter.taskId);
    if (filter.id) select = select.where("m.id", "=", filter.id);
    return select.orderBy("m.created_at").orderBy("m.id").execute();
  },

  async delete(db: Executor, orgId: string, id: string): Promise<void> {
    await db.deleteFrom("project_task_comments").where("org_id", "=", orgId).where("id", "=", id).execute();
  },
};
