import { CONTACT_MESSAGES, type Contact } from "@kancl/shared";
import { type Query, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { RecordLoadTexts } from "@/components/record-load-state";
import { errorMessageOf } from "@/lib/api-error";
import { httpStatusOf, useRetryUnlessNotFound } from "@/lib/query-errors";
import { useTRPC } from "@/lib/trpc";
import { CONTACT_UI_TEXT } from "./contact-texts";

export { CONTACTS_PAGE_SIZE, type ContactListFilters, useContactsList } from "./contacts-list-query";

/** Spec §7: relationship queries are cached 30 s and not refetched on window focus. */
export const RELATIONSHIP_CACHE = { staleTime: 30_000, refetchOnWindowFocus: false } as const;

/** A save refused because someone else changed the contact since it was read (409 with the stale text). */
export function isStaleVersionError(error: unknown): boolean {
  return httpStatusOf(error) === 409 && errorMessageOf(error, "") === CONTACT_MESSAGES.stale;
}

/** A contact's load states (spec §2). */
export const CONTACT_LOAD_TEXTS: RecordLoadTexts = {
  loading: CONTACT_UI_TEXT.loadingContact,
  notFound: CONTACT_MESSAGES.notFound,
  notFoundDescription: CONTACT_MESSAGES.notFoundDescription,
  loadFailed: CONTACT_UI_TEXT.loadContactFailed,
  back: { to: "/crm/contacts", label: "Back to Contacts" /* translated by RecordLoadState */ },
};

/** A contact; the edit form asks for it afresh on every visit (`refetchOnMount: "always"`) to edit the latest version. */
export function useContact(id: string, options: { enabled?: boolean; refetchOnMount?: boolean | "always" } = {}) {
  const trpc = useTRPC();
  const retry = useRetryUnlessNotFound();
  return useQuery({ ...trpc.contacts.get.queryOptions({ id }, options), retry });
}

export function usePersonOrganizations(personId: string) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.contacts.organizationsOfPerson.queryOptions({ personId }), ...RELATIONSHIP_CACHE });
}

export function useOrganizationPeople(organizationId: string) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.contacts.peopleOfOrganization.queryOptions({ organizationId }), ...RELATIONSHIP_CACHE });
}

export function useSubOrganizations(organizationId: string, enabled = true) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.contacts.children.queryOptions({ organizationId }, { enabled }),
    ...RELATIONSHIP_CACHE,
  });
}

/** The chain of parents, top ancestor first; only asked for when the contact has a parent. */
export function useHierarchy(id: string, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.contacts.hierarchy.queryOptions({ id }, { enabled }), ...RELATIONSHIP_CACHE });
}

/**
 * Cache updates after contact mutations: every contacts.* query (lists, contacts, links, hierarchy) and nothing
 * else (CONVENTIONS: invalidate the feature's queries, not everything).
 */
export function useContactsCache() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      invalidate: () => queryClient.invalidateQueries(trpc.contacts.pathFilter()),
      /** After create or update: the answer is the contact's new state. */
      saved: (contact: Contact) => {
        queryClient.setQueryData(trpc.contacts.get.queryKey({ id: contact.id }), contact);
        // The change is an event of the contact's timeline (decision 112): the page shows it on return.
        return Promise.all([
          queryClient.invalidateQueries(trpc.contacts.pathFilter()),
          queryClient.invalidateQueries(trpc.history.pathFilter()),
        ]);
      },
      /**
       * A contact gone to the trash (deleted, or merged away): the queries naming it are marked stale but not
       * refetched (they would only answer 404 — its page may still be on screen while the next route loads), and
       * dropped once nothing shows them; the rest is refetched.
       */
      removed: (id: string) => {
        const namesIt = (query: Query) => JSON.stringify(query.queryKey).includes(id);
        void queryClient.invalidateQueries({ predicate: namesIt, refetchType: "none" });
        for (const query of queryClient.getQueryCache().findAll({ predicate: namesIt })) {
          if (query.getObserversCount() === 0) queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
        }
        return Promise.all([
          queryClient.invalidateQueries({ ...trpc.contacts.pathFilter(), predicate: (query) => !namesIt(query) }),
          queryClient.invalidateQueries({ ...trpc.history.pathFilter(), predicate: (query) => !namesIt(query) }),
        ]);
      },
    }),
    [queryClient, trpc],
  );
}
