import { isUtcTimestamp } from "@kancl/shared";
import { type RawBuilder, sql } from "kysely";
import { AppError } from "../errors/app-error";
import { isUuid } from "./errors";

/** A place in a list ordered by (sort key, id): the rows after it come next. */
export interface KeysetPosition<Key> {
  key: Key;
  id: string;
}

/**
 * Keyset ("cursor") paging of a list ordered by a sort key, then id. The cursor is the last row's sort key and id as
 * base64url JSON; the repository fetches one row more than the page, so we know whether another page follows.
 * Without a limit every row is one page, with no `nextCursor`.
 */
export function keysetPaging<Row extends { id: string }, Key>(sortKey: {
  /** The row's sort key as the cursor carries it. */
  write: (row: Row) => string;
  /** The sort key a cursor carries, read back: undefined unless it is one. */
  read: (value: unknown) => Key | undefined;
}) {
  return {
    /** The position a request's cursor names (none without a cursor); 400 for anything else. */
    after(cursor: string | undefined): KeysetPosition<Key> | undefined {
      if (!cursor) return undefined;
      try {
        const [written, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
        const key = sortKey.read(written);
        if (key !== undefined && typeof id === "string" && isUuid(id)) return { key, id };
      } catch {
        // fall through to the 400 below
      }
      throw new AppError("BAD_REQUEST", "cursor: Invalid cursor");
    },

    /** How many rows to fetch for a page of `limit`. */
    fetchLimit: (limit: number | undefined) => (limit ? limit + 1 : undefined),

    /** The page out of the fetched rows, and the cursor of the next one (null on the last page). */
    page(rows: Row[], limit: number | undefined): { rows: Row[]; nextCursor?: string | null } {
      if (!limit) return { rows };
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const nextCursor =
        rows.length > limit && last
          ? Buffer.from(JSON.stringify([sortKey.write(last), last.id])).toString("base64url")
          : null;
      return { rows: page, nextCursor };
    },
  };
}

/** The condition for the rows after `position`: `(sort key, id) > (…)` in ascending order, `<` in descending. */
export const afterPosition = <Key>(
  sortKey: RawBuilder<unknown>,
  idColumn: string,
  position: KeysetPosition<Key>,
  order: "asc" | "desc",
) =>
  sql<boolean>`(${sortKey}, ${sql.ref(idColumn)}) ${sql.raw(order === "asc" ? ">" : "<")} (${position.key}, ${position.id}::uuid)`;

/** A timestamp to the microsecond as UTC text (a JS Date keeps milliseconds): the cursor key of a date sort. */
export const microsecondText = (column: RawBuilder<unknown> | ReturnType<typeof sql.ref>) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A cursor's timestamp key read back: the text `microsecondText` wrote, or undefined. */
export const readTimestampKey = (value: unknown): string | undefined =>
  typeof value === "string" && isUtcTimestamp(value) ? value : undefined;

/** `updatedSince` (decision 200): the rows changed at or after the instant (inclusive, so equal times come again). */
export const updatedSince = (column: string, since: string) =>
  sql<boolean>`${sql.ref(column)} >= ${since}::timestamptz`;

/** What `sortedAfter` needs of a select: Kysely's SelectQueryBuilder, whatever its tables. */
interface SortableSelect<Self> {
  where(condition: RawBuilder<boolean>): Self;
  orderBy(expression: RawBuilder<unknown>, direction: "asc" | "desc"): Self;
  limit(limit: number): Self;
}

/**
 * A list's keyset page (deals, invoices, contacts): the rows after `after` — its key, which a cursor carries as text,
 * cast back to the sort key's SQL `type` — ordered by the sort key, then id, at most `limit` of them.
 */
export function sortedAfter<Select extends SortableSelect<Select>>(
  select: Select,
  sort: {
    sortKey: RawBuilder<unknown>;
    type: string;
    idColumn: string;
    order: "asc" | "desc";
    after?: KeysetPosition<string>;
    limit?: number;
  },
): Select {
  let sorted = select;
  if (sort.after) {
    const key = sql`cast(${sort.after.key} as ${sql.raw(sort.type)})`;
    sorted = sorted.where(afterPosition(sort.sortKey, sort.idColumn, { key, id: sort.after.id }, sort.order));
  }
  sorted = sorted.orderBy(sort.sortKey, sort.order).orderBy(sql.ref(sort.idColumn), sort.order);
  return sort.limit ? sorted.limit(sort.limit) : sorted;
}
