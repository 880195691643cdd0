import type { SyncRecordType } from "@kancl/shared";
import { sql } from "kysely";
import type { Executor } from "../../db/database";
import { afterPosition, type KeysetPosition, microsecondText } from "../../db/keyset-paging";

export interface TombstoneRow {
  type: SyncRecordType;
  id: string;
  deletedAt: Date;
  /** The deletion time to the microsecond: the cursor's key. */
  sortKey: string;
}

/** Tombstones of deleted records (decision 200), written by the database's triggers (migration 2026-11-27-75). */
export const tombstonesRepository = {
  /** Deletions at or after `since`, by deletion time, then id; those older than `days` are no longer there to read. */
  async findMany(
    db: Executor,
    orgId: string,
    query: { since: string; days: number; type?: SyncRecordType; after?: KeysetPosition<string>; limit: number },
  ): Promise<TombstoneRow[]> {
    let select = db
      .selectFrom("sync_tombstones as s")
      .select([
        "s.record_type as type",
        "s.record_id as id",
        "s.deleted_at as deletedAt",
        microsecondText(sql.ref("s.deleted_at")).as("sortKey"),
      ])
      .where("s.org_id", "=", orgId)
      .where("s.deleted_at", ">=", sql<Date>`${query.since}::timestamptz`)
      .where("s.deleted_at", ">", sql<Date>`now() - make_interval(days => ${query.days})`);
    if (query.type) select = select.where("s.record_type", "=", query.type);
    if (query.after) {
      const key = sql`cast(${query.after.key} as timestamptz)`;
      select = select.where(afterPosition(sql`s.deleted_at`, "s.record_id", { key, id: query.after.id }, "asc"));
    }
    return select.orderBy("s.deleted_at").orderBy("s.record_id").limit(query.limit).execute();
  },

  /** Removes the tombstones older than `days` (the housekeeping job); how many went. */
  async deleteOlderThan(db: Executor, days: number): Promise<number> {
    const result = await db
      .deleteFrom("sync_tombstones")
      .where("deleted_at", "<=", sql<Date>`now() - make_interval(days => ${days})`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
