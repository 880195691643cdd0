import { sql } from "kysely";
import type { Executor } from "../../db/database";
import { type KeysetPosition, microsecondText, sortedAfter, updatedSince } from "../../db/keyset-paging";
import {
  fold,
  folded,
  rankedSearch,
  type SearchFields,
  type SearchTerms,
  searchMatch,
  searchTerms,
} from "../../db/search-match";
import type { ProjectsTable } from "./projects.tables";

export interface ProjectRow {
  id: string;
  version: number;
  name: string;
  status: ProjectsTable["status"];
  clientId: string;
  /** The client's name; null when the contact was deleted. */
  clientName: string | null;
  dealId: string | null;
  dealTitle: string | null;
  ownerId: string;
  ownerName: string;
  startDate: string | null;
  dueDate: string | null;
  description: string;
  boardVersion: number;
  boardUpdatedAt: Date;
  taskCount: number;
  openTaskCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface ProjectValues {
  name: string;
  status: ProjectsTable["status"];
  clientId: string;
  dealId: string | null;
  ownerId: string;
  startDate: string | null;
  dueDate: string | null;
  description: string;
}

export type ProjectSortKey = "createdAt" | "updatedAt" | "name" | "dueDate";

export interface ProjectQuery {
  q?: string;
  status?: ProjectsTable["status"];
  clientId?: string;
  dealId?: string;
  ownerId?: string;
  sort: ProjectSortKey;
  /** The sort's own direction unless given. */
  order?: "asc" | "desc";
  /** Changed at or after this instant (decision 200). */
  updatedSince?: string;
  after?: KeysetPosition<string>;
  limit?: number;
}

/**
 * The sort key of each order, as SQL, with its direction; the cursor carries the key as text (`cursorText`), read
 * back by the service's typed reader of that sort and cast to `type` here.
 */
export const PROJECT_SORT_KEYS = {
  createdAt: {
    expression: sql`p.created_at`,
    cursorText: microsecondText(sql`p.created_at`),
    type: "timestamptz",
    order: "desc",
  },
  updatedAt: {
    expression: sql`p.updated_at`,
    cursorText: microsecondText(sql`p.updated_at`),
    type: "timestamptz",
    order: "desc",
  },
  name: { expression: sql`lower(p.name)`, cursorText: sql<string>`lower(p.name)`, type: "text", order: "asc" },
  dueDate: {
    expression: sql`coalesce(p.due_date, '9999-12-31'::date)`,
    cursorText: sql<string>`to_char(coalesce(p.due_date, '9999-12-31'::date), 'YYYY-MM-DD')`,
    type: "date",
    order: "asc",
  },
} as const;

/** A project search (decision 100): its name (projects_search_trgm_idx) or its client's. */
const projectSearchFields = (terms: SearchTerms): SearchFields => ({
  title: fold(sql`p.name`),
  haystack: fold(sql`p.name`),
  contains: [sql<boolean>`c.search_name like '%' || ${folded(terms)} || '%'`],
});

/** A task search (decision 100): its title (project_tasks_search_trgm_idx). */
const taskSearchFields = (): SearchFields => ({ title: fold(sql`t.title`), haystack: fold(sql`t.title`) });

function selectProjects(db: Executor, orgId: string) {
  return (
    db
      .selectFrom("projects as p")
      .innerJoin("users as u", (join) => join.onRef("u.org_id", "=", "p.org_id").onRef("u.id", "=", "p.owner_id"))
      .leftJoin("contacts as c", (join) =>
        join
          .onRef("c.org_id", "=", "p.org_id")
          .onRef("c.id", "=", "p.client_contact_id")
          .on("c.deleted_at", "is", null),
      )
      // A deal in the trash (soft-deleted) is no longer the project's deal to show.
      .leftJoin("deals as d", (join) =>
        join.onRef("d.org_id", "=", "p.org_id").onRef("d.id", "=", "p.deal_id").on("d.deleted_at", "is", null),
      )
      .select([
        "p.id",
        "p.version",
        "p.name",
        "p.status",
        "p.client_contact_id as clientId",
        "c.name as clientName",
        sql<string | null>`case when d.id is null then null else p.deal_id end`.as("dealId"),
        "d.title as dealTitle",
        "p.owner_id as ownerId",
        "u.name as ownerName",
        "p.start_date as startDate",
        "p.due_date as dueDate",
        "p.description",
        "p.board_version as boardVersion",
        "p.board_updated_at as boardUpdatedAt",
        "p.created_at as createdAt",
        "p.updated_at as updatedAt",
        sql<number>`(select count(*) from project_tasks t where t.org_id = p.org_id and t.project_id = p.id)`.as(
          "taskCount",
        ),
        sql<number>`(select count(*) from project_tasks t join project_columns k on k.org_id = t.org_id and k.id = t.column_id
        where t.org_id = p.org_id and t.project_id = p.id and not k.done)`.as("openTaskCount"),
      ])
      .where("p.org_id", "=", orgId)
  );
}

const projectColumns = (values: ProjectValues) => ({
  name: values.name,
  status: values.status,
  client_contact_id: values.clientId,
  deal_id: values.dealId,
  owner_id: values.ownerId,
  start_date: values.startDate,
  due_date: values.dueDate,
  description: values.description,
});

/** Projects of one organization (tenant); every function takes its id. */
export const projectsRepository = {
  async insert(db: Executor, orgId: string, values: ProjectValues): Promise<string> {
    const { id } = await db
      .insertInto("projects")
      .values({ ...projectColumns(values), org_id: orgId })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  },

  async findById(db: Executor, orgId: string, id: string): Promise<ProjectRow | undefined> {
    return selectProjects(db, orgId).where("p.id", "=", id).executeTakeFirst();
  },

  /** With each row its sort key as text, which the next page's cursor carries. */
  async findMany(db: Executor, orgId: string, query: ProjectQuery): Promise<(ProjectRow & { sortKey: string })[]> {
    const key = PROJECT_SORT_KEYS[query.sort];
    let select = selectProjects(db, orgId).select(key.cursorText.as("sortKey"));
    if (query.status) select = select.where("p.status", "=", query.status);
    if (query.clientId) select = select.where("p.client_contact_id", "=", query.clientId);
    if (query.dealId) select = select.where("p.deal_id", "=", query.dealId);
    if (query.ownerId) select = select.where("p.owner_id", "=", query.ownerId);
    if (query.updatedSince) select = select.where(updatedSince("p.updated_at", query.updatedSince));
    const search = searchTerms(query.q);
    if (search) select = select.where(searchMatch(search, projectSearchFields(search)));
    const order = query.order ?? key.order;
    const { after, limit } = query;
    return sortedAfter(select, {
      sortKey: key.expression,
      type: key.type,
      idColumn: "p.id",
      order,
      after,
      limit,
    }).execute();
  },

  /** The best `limit` matches of a search, by rank, then name (the search operation, decision 100). */
  async search(db: Executor, orgId: string, terms: SearchTerms, limit: number) {
    return rankedSearch(terms, projectSearchFields(terms), limit, ({ match, rank }, passLimit) =>
      selectProjects(db, orgId)
        .select(rank.as("searchRank"))
        .where(match)
        .orderBy(rank)
        .orderBy(sql`lower(p.name)`)
        .orderBy("p.id")
        .limit(passLimit)
        .execute(),
    );
  },

  /** The best `limit` tasks whose title matches, by rank, then title, with their project's name. */
  async searchTasks(db: Executor, orgId: string, terms: SearchTerms, limit: number) {
    return rankedSearch(terms, taskSearchFields(), limit, ({ match, rank }, passLimit) =>
      db
        .selectFrom("project_tasks as t")
        .innerJoin("projects as p", (join) =>
          join.onRef("p.org_id", "=", "t.org_id").onRef("p.id", "=", "t.project_id"),
        )
        .select(["t.id", "t.title", "t.project_id as projectId", "p.name as projectName", rank.as("searchRank")])
        .where("t.org_id", "=", orgId)
        .where(match)
        .orderBy(rank)
        .orderBy(sql`lower(t.title)`)
        .orderBy("t.id")
        .limit(passLimit)
        .execute(),
    );
  },

  /** Writes only if the version still matches (when one is given). */
  async update(db: Executor, orgId: string, id: string, values: ProjectValues, version?: number): Promise<boolean> {
    let update = db
      .updateTable("projects")
      .set({ ...projectColumns(values), version: sql`version + 1`, updated_at: new Date() })
      .where("org_id", "=", orgId)
      .where("id", "=", id);
    if (version !== undefined) update = update.where("version", "=", version);
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async delete(db: Executor, orgId: string, id: string): Promise<boolean> {
    const result = await db.deleteFrom("projects").where("org_id", "=", orgId).where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  /**
   * A change of the board: its version grows by one; returns the new version (undefined: no such project). The
   * UPDATE locks the project's row until the transaction ends, so board changes of one project happen one after
   * another and each computes ranks from the board as it is.
   */
  async bumpBoard(db: Executor, orgId: string, id: string): Promise<number | undefined> {
    const row = await db
      .updateTable("projects")
      .set({ board_version: sql`board_version + 1`, board_updated_at: new Date() })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .returning("board_version")
      .executeTakeFirst();
    return row === undefined ? undefined : Number(row.board_version);
  },

  async boardVersion(db: Executor, orgId: string, id: string) {
    return db
      .selectFrom("projects")
      .select(["board_version as version", "board_updated_at as updatedAt"])
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .executeTakeFirst();
  },

  /** The project that names a deal (one at most), for the deal's page. */
  async findIdByDeal(db: Executor, orgId: string, dealId: string): Promise<string | undefined> {
    const row = await db
      .selectFrom("projects")
      .select("id")
      .where("org_id", "=", orgId)
      .where("deal_id", "=", dealId)
      .executeTakeFirst();
    return row?.id;
  },
};

/** Users of the organization: owners, assignees and mentions are chosen among them. */
export const colleaguesRepository = {
  async findMany(db: Executor, orgId: string) {
    return db
      .selectFrom("users")
      .select(["id", "name", "email"])
      .where("org_id", "=", orgId)
      .orderBy("name")
      .orderBy("id")
      .execute();
  },

  async findByIds(db: Executor, orgId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return db.selectFrom("users").select(["id", "name"]).where("org_id", "=", orgId).where("id", "in", ids).execute();
  },
};
