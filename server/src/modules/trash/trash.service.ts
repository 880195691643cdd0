import {
  type RestoredItem,
  TRASH_MESSAGES,
  TRASH_RETENTION_DAYS,
  type TrashItem,
  type TrashItemType,
} from "@kancl/shared";
import { AppError } from "../../errors/app-error";
import type { Logger } from "../../logger";
import type { TrashSource } from "./trash-source";

const DAY_MS = 24 * 60 * 60 * 1000;

const isNotInTrash = (error: unknown) => error instanceof AppError && error.message === TRASH_MESSAGES.notInTrash;

/** The first kind whose attempt does not answer "not in the trash"; that answer (404) when none finds the record. */
async function firstInTrash<Source, T>(
  sources: readonly Source[],
  attempt: (source: Source) => Promise<T>,
): Promise<T> {
  for (const source of sources) {
    try {
      return await attempt(source);
    } catch (error) {
      if (!isNotInTrash(error)) throw error;
    }
  }
  throw new AppError("NOT_FOUND", TRASH_MESSAGES.notInTrash);
}
/** How many expired records one purge run takes of each kind before it looks again. */
const PURGE_BATCH = 200;

/**
 * Settings → Trash (issue 24 item 6, decision 120): deleted records of the organization for 30 days, with Restore
 * and Delete permanently. Each kind of record is a `TrashSource` its module exports (issue 35: a registry, not a
 * list written here); the composition root hands them in, in purge order — a kind before the kinds its records name
 * (invoices before deals before contacts), so the purge job never meets a record still named by one in the trash.
 */
export function createTrashService<Type extends string>(sources: readonly TrashSource<Type>[]) {
  type Item = Omit<TrashItem, "type"> & { type: Type };
  const days = TRASH_RETENTION_DAYS;

  return {
    /** Everything the organization deleted within 30 days, newest deletion first. */
    async list(orgId: string): Promise<{ items: Item[] }> {
      const items: Item[] = [];
      // One kind after another: on PGlite they would queue on its one connection anyway.
      for (const source of sources) {
        for (const entry of await source.trashed(orgId, days)) {
          items.push({
            type: source.type,
            id: entry.id,
            name: entry.name,
            detail: entry.detail,
            deletedAt: entry.deletedAt.toISOString(),
            purgeAt: new Date(entry.deletedAt.getTime() + days * DAY_MS).toISOString(),
          });
        }
      }
      items.sort((a, b) => b.deletedAt.localeCompare(a.deletedAt) || a.id.localeCompare(b.id));
      return { items };
    },

    /**
     * Restores the record with this id, whichever kind it is: each kind answers 404 when it is not one of its own
     * records in the trash (ids are uuids, unique across the tables), so the next is asked.
     */
    async restore(orgId: string, id: string): Promise<Omit<RestoredItem, "type"> & { type: Type }> {
      return firstInTrash(sources, async (source) => {
        const { name, message } = await source.restore(orgId, id, days);
        return { type: source.type, id, name, message: message ?? TRASH_MESSAGES.restored };
      });
    },

    async purge(orgId: string, id: string): Promise<{ type: Type }> {
      return firstInTrash(sources, async (source) => {
        await source.purge(orgId, id, days);
        return { type: source.type };
      });
    },

    /**
     * The purge job: everything deleted more than 30 days ago, in every organization, kind by kind in the sources'
     * order. Idempotent: a record already gone is skipped.
     */
    async purgeExpired(logger?: Logger): Promise<Partial<Record<Type, number>>> {
      const counts: Partial<Record<Type, number>> = {};
      for (const source of sources) {
        let total = 0;
        for (;;) {
          const batch = await source.expired(days, PURGE_BATCH);
          let purged = 0;
          for (const { orgId, id } of batch) {
            try {
              await source.purge(orgId, id, null);
              purged += 1;
            } catch (error) {
              if (!(error instanceof AppError)) throw error;
              logger?.warn({ kind: source.type, id, error: error.message }, "trash purge skipped a record");
            }
          }
          total += purged;
          if (batch.length < PURGE_BATCH || purged === 0) break;
        }
        counts[source.type] = total;
      }
      return counts;
    },
  };
}

/** The app's trash, over the kinds the API knows. */
export type TrashService = ReturnType<typeof createTrashService<TrashItemType>>;
