import type { DealSort } from "@kancl/shared";
import { sql } from "kysely";
import type { Executor } from "../../db/database";
import { afterPosition, type KeysetPosition } from "../../db/keyset-paging";
import { likePrefix } from "../../db/like-pattern";
import type { DealsTable } from "../../db/schema";

/**
 * The deals list's sort keys as SQL and their types (for reading a cursor's key back). A deal without an estimated
 * value sorts as −1 (values are ≥ 0): last when the highest come first; keyset paging needs a key that is never null.
 */
export const DEAL_SORT_KEYS = {
  createdAt: ["d.created_at", "timestamptz"],
  title: ["d.title", "text"],
  estimatedValue: ["coalesce(d.estimated_value, -1)", "numeric"],
  status: ["d.status", "text"],
} as const satisfies Record<DealSort, readonly [string, string]>;

export interface DealRow {
  id: string;
  version: number;
  title: string;
  status: DealsTable["status"];
  billingContactId: string | null;
  /** The billing contact's name, or null when there is none or it was deleted. */
  billingContactName: string | null;
  estimatedValue: string | null;
  actualValue: string | null;
  currency: DealsTable["currency"];
  source: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** Only in lists: the creation time to the microsecond, the createdAt sort's cursor key. */
  createdAtKey?: string;
}

export interface DealValues {
  title: string;
  status: DealsTable["status"];
  currency: DealsTable["currency"];
  billingContactId: string | null;
  estimatedValue: string | null;
  source: string | null;
}

function selectDeals(db: Executor, orgId: string) {
  return db
    .selectFrom("deals as d")
    .leftJoin("contacts as c", (join) =>
      join.onRef("c.org_id", "=", "d.org_id").onRef("c.id", "=", "d.billing_contact_id").on("c.deleted_at", "is", null),
    )
    .select([
      "d.id",
      "d.version",
      "d.title",
      "d.status",
      "d.billing_contact_id as billingContactId",
      "c.name as billingContactName",
      "d.estimated_value as estimatedValue",
      "d.actual_value as actualValue",
      "d.currency",
      "d.source",
      "d.created_at as createdAt",
      "d.updated_at as updatedAt",
    ])
    .where("d.org_id", "=", orgId);
}

const toColumns = (values: DealValues) => ({
  title: values.title,
  status: values.status,
  currency: values.currency,
  billing_contact_id: values.billingContactId,
  estimated_value: values.estimatedValue,
  source: values.source,
});

/** Deals of one organization (tenant); every function takes its id. */
export const dealsRepository = {
  async insert(db: Executor, orgId: string, values: DealValues): Promise<string> {
    const { id } = await db
      .insertInto("deals")
      .values({ ...toColumns(values), org_id: orgId })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  },

  async findById(db: Executor, orgId: string, id: string): Promise<DealRow | undefined> {
    return selectDeals(db, orgId).where("d.id", "=", id).executeTakeFirst();
  },

  /** Sorted by `sort` (newest first by default), id breaking ties; keyset pagination continues after `after`. */
  async findMany(
    db: Executor,
    orgId: string,
    query: {
      status?: DealsTable["status"];
      q?: string;
      sort?: DealSort;
      order?: "asc" | "desc";
      limit?: number;
      after?: KeysetPosition<string>;
    },
  ): Promise<DealRow[]> {
    let select = selectDeals(db, orgId).select(
      // The creation time to the microsecond (a JS Date keeps milliseconds): the cursor of the createdAt sort.
      sql<string>`to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as("createdAtKey"),
    );
    if (query.status) select = select.where("d.status", "=", query.status);
    if (query.q) select = select.where(sql`lower(d.title)`, "like", likePrefix(query.q));
    const [expression, type] = DEAL_SORT_KEYS[query.sort ?? "createdAt"];
    const sortKey = sql.raw(expression);
    const order = query.order ?? "desc";
    if (query.after) {
      const key = sql`cast(${query.after.key} as ${sql.raw(type)})`;
      select = select.where(afterPosition(sortKey, "d.id", { key, id: query.after.id }, order));
    }
    select = select.orderBy(sortKey, order).orderBy("d.id", order);
    if (query.limit) select = select.limit(query.limit);
    return select.execute();
  },

  /** Writes only if the version still matches (when one is given): the check is in the UPDATE's WHERE. */
  async update(db: Executor, orgId: string, id: string, values: DealValues, version?: number): Promise<boolean> {
    let update = db
      .updateTable("deals")
      .set({ ...toColumns(values), version: sql`version + 1`, updated_at: new Date() })
      .where("org_id", "=", orgId)
      .where("id", "=", id);
    if (version !== undefined) update = update.where("version", "=", version);
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Moves a deal in negotiation to won or lost; false when it is not (or no longer) in negotiation. */
  async close(
    db: Executor,
    orgId: string,
    id: string,
    outcome: { status: "won"; actualValue: string } | { status: "lost" },
  ): Promise<boolean> {
    const result = await db
      .updateTable("deals")
      .set({
        status: outcome.status,
        ...(outcome.status === "won" ? { actual_value: outcome.actualValue } : {}),
        version: sql`version + 1`,
        updated_at: new Date(),
      })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("status", "=", "negotiation")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async delete(db: Executor, orgId: string, id: string): Promise<boolean> {
    const result = await db.deleteFrom("deals").where("org_id", "=", orgId).where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },
};
