import type { AppRouter } from "@kancl/server/router";
import type { ContactSort, ContactType } from "@kancl/shared";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { useTRPC } from "@/lib/trpc";

/**
 * CONTACT_TYPES of @kancl/shared, written out here because importing a value from that package pulls zod (~27 KB
 * gzip) into this chunk, which the contacts route's loader brings into the first bundle; contact-texts.test.ts keeps
 * them equal. Not imported from contact-texts either: that would bring every screen's English texts along.
 */
export const CONTACT_TYPE_VALUES = ["person", "organization"] as const satisfies readonly ContactType[];

/*
 * The list's query on its own, apart from contact-queries.ts: the list page must not pull the shared zod schemas
 * (~27 KB gzip) into its chunk, and @kancl/shared's values come with them.
 */

/** Contacts per page of the list; 'Load more' asks for the next page (the API pages by cursor). */
export const CONTACTS_PAGE_SIZE = 50;

export interface ContactListFilters {
  type?: ContactType;
  q?: string;
  /** Absent: by name, A→Z. */
  sort?: ContactSort;
  order?: "asc" | "desc";
}

/** The API's sorts (kept here, not imported: @kancl/shared's values would bring its zod schemas into this chunk). */
export const CONTACT_SORT_COLUMNS: readonly ContactSort[] = ["name", "type", "createdAt", "updatedAt"];
/** Names and types start A→Z; dates newest first. */
export const CONTACT_ASCENDING_FIRST: readonly ContactSort[] = ["name", "type"];

/** The sort a URL asks for (?sort=&order=), read leniently: anything else is the default, by name. */
export function sortFromSearchParams(params: URLSearchParams): { sort: ContactSort; order: "asc" | "desc" } {
  const sort = CONTACT_SORT_COLUMNS.find((column) => column === params.get("sort")) ?? "name";
  const rawOrder = params.get("order");
  const order =
    rawOrder === "asc" || rawOrder === "desc" ? rawOrder : CONTACT_ASCENDING_FIRST.includes(sort) ? "asc" : "desc";
  return { sort, order };
}

export const parseContactType = (value: string | null): ContactType | undefined =>
  CONTACT_TYPE_VALUES.find((type) => type === value);

/** The filters the list starts with for a URL (?q=, ?type=), as the page reads them. */
export function filtersFromSearchParams(params: URLSearchParams): ContactListFilters {
  const { sort, order } = sortFromSearchParams(params);
  return {
    type: parseContactType(params.get("type")),
    q: params.get("q")?.trim() || undefined,
    // The default sort is left out, so the first page's cache entry is the same with or without ?sort=name.
    ...(sort === "name" && order === "asc" ? {} : { sort, order }),
  };
}

/** The list's query, shared by the page and the route loader that starts it early (the same cache entry). */
export function contactsListQueryOptions(trpc: TRPCOptionsProxy<AppRouter>, filters: ContactListFilters) {
  return trpc.contacts.list.infiniteQueryOptions(
    { ...filters, limit: CONTACTS_PAGE_SIZE },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
}

/** The contacts list by name, a page at a time; while a new filter loads, the previous rows stay. */
export function useContactsList(filters: ContactListFilters) {
  const trpc = useTRPC();
  return useInfiniteQuery({ ...contactsListQueryOptions(trpc, filters), placeholderData: keepPreviousData });
}
