import { type SearchResult, TRASH_MESSAGES } from "@kancl/shared";
import { type Kysely, type Selectable, sql } from "kysely";
import type { Database } from "../../src/db/database";
import type { DB } from "../../src/db/schema";
import { AppError } from "../../src/errors/app-error";
import type { SearchSource } from "../../src/modules/search/search.service";
import type { TrashSource } from "../../src/modules/trash/trash-source";
import type { WidgetsTable, WidgetsTables } from "./widgets.tables";

/**
 * A module that exists only in the tests (issue 35): widgets, soft-deleted like deals. It proves that a new kind of
 * record joins the trash, the search, webhooks and sync through their registries — its own folder and the
 * checklist's one line each — without an edit to the trash, search, webhook or sync code.
 */
/** The app's database with the example module's tables: what `DB` is once schema.ts lists `WidgetsTables`. */
type Db = Kysely<DB & WidgetsTables>;
const withWidgets = (db: Database): Db => db.$extendTables<WidgetsTables>();

type WidgetRow = Selectable<WidgetsTable>;

const notInTrash = () => new AppError("NOT_FOUND", TRASH_MESSAGES.notInTrash);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createWidgets(database: Database) {
  const db = withWidgets(database);
  return {
    async create(orgId: string, name: string): Promise<string> {
      const row = await db
        .insertInto("example_widgets")
        .values({ org_id: orgId, name })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async remove(orgId: string, id: string): Promise<void> {
      await db
        .updateTable("example_widgets")
        .set({ deleted_at: sql<Date>`now()` })
        .where("org_id", "=", orgId)
        .where("id", "=", id)
        .execute();
    },
    find(orgId: string, id: string): Promise<WidgetRow | undefined> {
      return db
        .selectFrom("example_widgets")
        .selectAll()
        .where("org_id", "=", orgId)
        .where("id", "=", id)
        .executeTakeFirst();
    },
  };
}

/** The registry entries a real module would export from its folder and the composition root would list. */
export function widgetsTrashSource(database: Database): TrashSource<string> {
  const db = withWidgets(database);
  const trashedRow = async (orgId: string, id: string, days: number | null) => {
    if (!UUID.test(id)) return undefined;
    const { rows } = await sql<WidgetRow>`
      select * from example_widgets where org_id = ${orgId} and id = ${id} and deleted_at is not null
        and (${days}::int is null or deleted_at > now() - make_interval(days => ${days}::int))`.execute(db);
    return rows[0];
  };
  return {
    type: "widget",
    async trashed(orgId, days) {
      const { rows } = await sql<WidgetRow & { deleted_at: Date }>`
        select * from example_widgets where org_id = ${orgId} and deleted_at > now() - make_interval(days => ${days})
        order by deleted_at desc`.execute(db);
      return rows.map((row) => ({ id: row.id, name: row.name, detail: null, deletedAt: row.deleted_at }));
    },
    async restore(orgId, id, days) {
      const row = await trashedRow(orgId, id, days);
      if (!row) throw notInTrash();
      await sql`update example_widgets set deleted_at = null where org_id = ${orgId} and id = ${id}`.execute(db);
      return { name: row.name };
    },
    async purge(orgId, id, days) {
      if (!(await trashedRow(orgId, id, days))) throw notInTrash();
      await sql`delete from example_widgets where org_id = ${orgId} and id = ${id}`.execute(db);
    },
    async expired(days, limit) {
      const { rows } = await sql<{ org_id: string; id: string }>`
        select org_id, id from example_widgets where deleted_at <= now() - make_interval(days => ${days})
        order by deleted_at limit ${limit}`.execute(db);
      return rows.map((row) => ({ orgId: row.org_id, id: row.id }));
    },
  };
}

export function widgetsSearchSource(database: Database): SearchSource<string> {
  const db = withWidgets(database);
  return {
    type: "widget",
    async search(orgId, q, limit): Promise<SearchResult[]> {
      const { rows } = await sql<WidgetRow>`
        select * from example_widgets where org_id = ${orgId} and deleted_at is null
          and name ilike ${`%${q.replace(/[\\%_]/g, "\\$&")}%`} order by name limit ${limit}`.execute(db);
      return rows.map((row) => ({
        type: "widget" as SearchResult["type"],
        id: row.id,
        title: row.name,
        subtitle: null,
        link: `/widgets/${row.id}`,
        rank: 1,
      }));
    },
  };
}
