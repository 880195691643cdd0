import type { ContactType } from "@kancl/shared";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc";

/*
 * The list's query on its own, apart from contact-queries.ts: the list page must not pull the shared zod schemas
 * (~27 KB gzip) into its chunk, and @kancl/shared's values come with them.
 */

/** Contacts per page of the list; 'Load more' asks for the next page (the API pages by cursor). */
export const CONTACTS_PAGE_SIZE = 50;

export interface ContactListFilters {
  type?: ContactType;
  q?: string;
}

/** The contacts list by name, a page at a time; while a new filter loads, the previous rows stay. */
export function useContactsList(filters: ContactListFilters) {
  const trpc = useTRPC();
  return useInfiniteQuery({
    ...trpc.contacts.list.infiniteQueryOptions(
      { ...filters, limit: CONTACTS_PAGE_SIZE },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
    placeholderData: keepPreviousData,
  });
}
