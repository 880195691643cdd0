import type { DealListSort } from "@kancl/shared";
import { sql } from "kysely";
import type { Executor } from "../../db/database";
import { type KeysetPosition, microsecondText, sortedAfter, updatedSince } from "../../db/keyset-paging";
import { fold, folded, rankedSearch, type SearchFields, type SearchTerms, searchMatch } from "../../db/search-match";
import type { DealsTable } from "./deals.tables";

/**
 * The deals list's sort keys as SQL and their types (for reading a cursor's key back). A deal without an estimated
 * value sorts as −1 (values are ≥ 0): last when the highest come first; keyset paging needs a key that is never null.
 */
export const DEAL_SORT_KEYS = {
  createdAt: ["d.created_at", "timestamptz"],
  updatedAt: ["d.updated_at", "timestamptz"],
  title: ["d.title", "text"],
  estimatedValue: ["coalesce(d.estimated_value, -1)", "numeric"],
  status: ["d.status", "text"],
} as const satisfies Record<DealListSort, readonly [string, string]>;

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
  /** Only in lists: the update time to the microsecond, the updatedAt sort's cursor key (decision 200). */
  updatedAtKey?: string;
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
    .where("d.org_id", "=", orgId)
    .where("d.deleted_at", "is", null);
}

/** A deal in the trash (decision 120), as the trash lists it. */
export interface TrashedDealRow {
  id: string;
  title: string;
  billingContactId: string | null;
  /** The billing contact's name, deleted or not (null when it was erased or there is none). */
  billingContactName: string | null;
  deletedAt: Date;
}

const toColumns = (values: DealValues) => ({
  title: values.title,
  status: values.status,
  currency: values.currency,
  billing_contact_id: values.billingContactId,
  estimated_value: values.estimatedValue,
  source: values.source,
});

/**
 * A deal search (decision 100): its title (deals_search_trgm_idx), or its client. The client's side is a list of
 * the organization's matching contacts, found once on their trigram index (search_text: name, legal name, e-mail,
 * IČO…), not a test of each deal's joined contact: `c.search_name like '%…%'` had no index to use and walked every
 * deal's client (benchmark 14: 85 ms at 100,000 contacts). The title is asked the same way (`d.id in (…)` on its
 * own index): ORed with the client's list, a condition on `kancl_search_norm(d.title)` itself was computed for every
 * deal of the organization — the fold and, for a word, the similarity: 11 of a deal search's 13 ms (benchmark 14).
 */
const dealSearchFields = (terms: SearchTerms, orgId: string): SearchFields => ({
  title: fold(sql`d.title`),
  haystack: fold(sql`d.title`),
  indexed: (condition) =>
    sql<boolean>`d.id in (select s.id from deals s where s.org_id = ${orgId} and s.deleted_at is null
      and ${condition(fold(sql`s.title`))})`,
  contains: [
    sql<boolean>`d.billing_contact_id in (select id from contacts where org_id = ${orgId} and deleted_at is null
      and search_text like '%' || ${folded(terms)} || '%')`,
  ],
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
      billingContactId?: string;
      search?: SearchTerms;
      sort?: DealListSort;
      order?: "asc" | "desc";
      updatedSince?: string;
      limit?: number;
      after?: KeysetPosition<string>;
    },
  ): Promise<DealRow[]> {
    let select = selectDeals(db, orgId).select([
      // The times to the microsecond (a JS Date keeps milliseconds): the cursors of the date sorts.
      microsecondText(sql.ref("d.created_at")).as("createdAtKey"),
      microsecondText(sql.ref("d.updated_at")).as("updatedAtKey"),
    ]);
    if (query.updatedSince) select = select.where(updatedSince("d.updated_at", query.updatedSince));
    if (query.status) select = select.where("d.status", "=", query.status);
    if (query.billingContactId) select = select.where("d.billing_contact_id", "=", query.billingContactId);
    if (query.search) select = select.where(searchMatch(query.search, dealSearchFields(query.search, orgId)));
    const [expression, type] = DEAL_SORT_KEYS[query.sort ?? "createdAt"];
    const { after, limit } = query;
    const order = query.order ?? "desc";
    return sortedAfter(select, { sortKey: sql.raw(expression), type, idColumn: "d.id", order, after, limit }).execute();
  },

  /** The best `limit` matches of a search, by rank, then title (the search operation, decision 100). */
  async search(db: Executor, orgId: string, terms: SearchTerms, limit: number) {
    // The best ids first, then their columns and client: joined before the limit, the client's name made the
    // planner hash all 100,000 contacts for a few deals when it expected many matches (benchmark 14).
    return rankedSearch(terms, dealSearchFields(terms, orgId), limit, ({ match, rank }, passLimit) => {
      const picked = db
        .selectFrom("deals as d")
        .select(["d.id", rank.as("searchRank"), sql<string>`lower(d.title)`.as("titleKey")])
        .where("d.org_id", "=", orgId)
        .where("d.deleted_at", "is", null)
        .where(match)
        .orderBy(rank)
        .orderBy(sql`lower(d.title)`)
        .orderBy("d.id")
        .limit(passLimit);
      return selectDeals(db, orgId)
        .innerJoin(picked.as("m"), "m.id", "d.id")
        .select("m.searchRank")
        .orderBy("m.searchRank")
        .orderBy("m.titleKey")
        .orderBy("m.id")
        .execute();
    });
  },

  /** Writes only if the version still matches (when one is given): the check is in the UPDATE's WHERE. */
  async update(db: Executor, orgId: string, id: string, values: DealValues, version?: number): Promise<boolean> {
    let update = db
      .updateTable("deals")
      .set({ ...toColumns(values), version: sql`version + 1`, updated_at: new Date() })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("deleted_at", "is", null);
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
      .where("deleted_at", "is", null)
      .where("status", "=", "negotiation")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Soft delete (decision 120): the deal goes to the trash for 30 days. */
  async markDeleted(db: Executor, orgId: string, id: string): Promise<boolean> {
    const result = await db
      .updateTable("deals")
      .set({ deleted_at: new Date(), version: sql`version + 1`, updated_at: new Date() })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Deals deleted less than `days` days ago (the database's clock; null: any), newest deletion first. */
  async findTrashed(db: Executor, orgId: string, days: number | null, id?: string): Promise<TrashedDealRow[]> {
    let select = db
      .selectFrom("deals as d")
      .leftJoin("contacts as c", (join) =>
        join
          .onRef("c.org_id", "=", "d.org_id")
          .onRef("c.id", "=", "d.billing_contact_id")
          .on("c.purged_at", "is", null),
      )
      .select([
        "d.id",
        "d.title",
        "d.billing_contact_id as billingContactId",
        "c.name as billingContactName",
        "d.deleted_at as deletedAt",
      ])
      .where("d.org_id", "=", orgId)
      .where("d.deleted_at", "is not", null);
    if (days !== null) select = select.where("d.deleted_at", ">", sql<Date>`now() - make_interval(days => ${days})`);
    if (id) select = select.where("d.id", "=", id);
    const rows = await select.orderBy("d.deleted_at", "desc").orderBy("d.id").execute();
    return rows as TrashedDealRow[];
  },

  /** Any deal of the organization, live or deleted: what a restore of an invoice naming it must know. */
  async findState(db: Executor, orgId: string, id: string) {
    return db
      .selectFrom("deals")
      .select(["title", "deleted_at as deletedAt"])
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .executeTakeFirst();
  },

  async restore(db: Executor, orgId: string, id: string): Promise<boolean> {
    const result = await db
      .updateTable("deals")
      .set({ deleted_at: null, version: sql`version + 1`, updated_at: new Date() })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("deleted_at", "is not", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Deletes a deleted deal for good. */
  async purge(db: Executor, orgId: string, id: string): Promise<boolean> {
    // Callers check first that no invoice names it (the foreign key would refuse).
    const result = await db
      .deleteFrom("deals")
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("deleted_at", "is not", null)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  /**
   * The purge job's scan, across organizations (a system task, like the job engine's own clean-up): deals deleted
   * more than `days` days ago, oldest first.
   */
  async findExpired(db: Executor, days: number, limit: number): Promise<{ orgId: string; id: string }[]> {
    return (
      db
        .selectFrom("deals")
        .select(["org_id as orgId", "id"])
        .where("deleted_at", "<=", sql<Date>`now() - make_interval(days => ${days})`)
        // A deal that an invoice in the trash still names waits for that invoice to go first.
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("invoices as i")
                .select("i.id")
                .whereRef("i.org_id", "=", "deals.org_id")
                .whereRef("i.deal_id", "=", "deals.id"),
            ),
          ),
        )
        .orderBy("deleted_at")
        .limit(limit)
        .execute()
    );
  },
};
