import { type SearchResult, type SearchType, searchTypesOf } from "@kancl/shared";
import type { ContactsService } from "../contacts/contacts.service";
import type { DealsService } from "../deals/deals.service";
import type { InvoicesService } from "../invoices/invoices.service";
import type { ProjectsService } from "../projects/projects.service";

/** What the search asks each module (decision 062): the same ranked search their lists' `q` uses (decision 100). */
export interface SearchSources {
  contacts: Pick<ContactsService, "search">;
  deals: Pick<DealsService, "search">;
  invoices: Pick<InvoicesService, "search">;
  projects: Pick<ProjectsService, "search" | "searchTasks">;
}

/** The search operation (issue 24 item 1): the organization's records of every kind asked for, best first per kind. */
export function createSearchService(sources: SearchSources) {
  const byType: Record<SearchType, (orgId: string, q: string, limit: number) => Promise<SearchResult[]>> = {
    contact: (orgId, q, limit) => sources.contacts.search(orgId, q, limit),
    deal: (orgId, q, limit) => sources.deals.search(orgId, q, limit),
    invoice: (orgId, q, limit) => sources.invoices.search(orgId, q, limit),
    project: (orgId, q, limit) => sources.projects.search(orgId, q, limit),
    task: (orgId, q, limit) => sources.projects.searchTasks(orgId, q, limit),
  };

  return {
    async search(orgId: string, input: { q: string; types?: string; limit: number }): Promise<SearchResult[]> {
      // Every kind at once: on PostgreSQL each on a connection of its own, so the answer takes as long as the slowest
      // kind, not the sum (benchmark 14); PGlite runs them one after another anyway. The order stays the kinds'.
      const kinds = searchTypesOf(input.types);
      const results = await Promise.all(kinds.map((type) => byType[type](orgId, input.q, input.limit)));
      return results.flat();
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
