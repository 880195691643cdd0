export type SortOrder = "asc" | "desc";

/** How a list is sorted now: the column and the direction (kept in the URL as ?sort=&order=). */
export interface ListSort<Column extends string> {
  sort: Column;
  order: SortOrder;
}

/**
 * The sort after a click on a column's header (components/sortable-head.tsx): the same column flips; another starts in
 * its natural direction (text A→Z, figures and dates highest and newest first).
 */
export function nextListSort<Column extends string>(
  current: ListSort<Column>,
  column: Column,
  ascendingFirst: readonly Column[],
): ListSort<Column> {
  if (current.sort !== column) return { sort: column, order: ascendingFirst.includes(column) ? "asc" : "desc" };
  return { sort: column, order: current.order === "desc" ? "asc" : "desc" };
}
