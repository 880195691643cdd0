import { type ListTombstonesInput, TOMBSTONE_DAYS, type Tombstone } from "@kancl/shared";
import type { Database } from "../../db/database";
import { keysetPaging, readTimestampKey } from "../../db/keyset-paging";
import { type TombstoneRow, tombstonesRepository } from "./sync.repository";

const paging = keysetPaging<TombstoneRow, string>({ write: (row) => row.sortKey, read: readTimestampKey });

/** A page of tombstones when no limit is given. */
const DEFAULT_LIMIT = 200;

/** Issue 27 item 4 (decision 200): what a sync reads besides the lists — the records deleted since it last asked. */
export function createSyncService({ db }: { db: Database }) {
  return {
    async deleted(
      orgId: string,
      input: ListTombstonesInput,
    ): Promise<{ deleted: Tombstone[]; nextCursor: string | null }> {
      const limit = input.limit ?? DEFAULT_LIMIT;
      const rows = await tombstonesRepository.findMany(db, orgId, {
        since: input.since,
        days: TOMBSTONE_DAYS,
        type: input.type,
        after: paging.after(input.cursor),
        limit: paging.fetchLimit(limit) as number,
      });
      const { rows: page, nextCursor } = paging.page(rows, limit);
      return {
        deleted: page.map((row) => ({ type: row.type, id: row.id, deletedAt: row.deletedAt.toISOString() })),
        nextCursor: nextCursor ?? null,
      };
    },

    /** The housekeeping job's part: tombstones past their 30 days go. */
    purgeExpired: () => tombstonesRepository.deleteOlderThan(db, TOMBSTONE_DAYS),
  };
}

export type SyncService = ReturnType<typeof createSyncService>;
