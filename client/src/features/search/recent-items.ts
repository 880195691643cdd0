import type { SearchResult } from "@kancl/shared";

/** What the palette remembers of a record it opened (issue 24 item 2): enough to list it and go back to it. */
export type RecentItem = Pick<SearchResult, "type" | "id" | "title" | "subtitle" | "link">;

const MAX_RECENT = 8;
const keyOf = (userId: string) => `kancl:recent:${userId}`;

/** The user's recently opened records, newest first, from this browser's localStorage (per user). */
export function readRecent(userId: string): RecentItem[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(keyOf(userId)) ?? "[]") as unknown;
    return Array.isArray(parsed)
      ? parsed.filter((item): item is RecentItem => typeof item?.id === "string" && typeof item?.link === "string")
      : [];
  } catch {
    return [];
  }
}

/** Puts `item` first among the recent records (once), keeping the newest few. */
export function rememberRecent(userId: string, item: RecentItem): void {
  const { type, id, title, subtitle, link } = item;
  const next = [{ type, id, title, subtitle, link }, ...readRecent(userId).filter((other) => other.id !== id)];
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(next.slice(0, MAX_RECENT)));
  } catch {
    // A full or disabled storage only costs the list of recent records.
  }
}
