import type { SearchResult, SearchType } from "@kancl/shared";

/**
 * One kind of record the search finds (docs/architecture.md, "Adding a module"): its module's own ranked search, the
 * one its list's `q` uses (decision 100). The composition root hands the list in; its order is the answer's order.
 */
export interface SearchSource<Type extends string = SearchType> {
  type: Type;
  search(orgId: string, q: string, limit: number): Promise<SearchResult[]>;
}

/** The search operation (issue 24 item 1): the organization's records of every kind asked for, best first per kind. */
export function createSearchService<Type extends string>(sources: readonly SearchSource<Type>[]) {
  return {
    /** `types`: a comma-separated list of kinds (checked by the input schema); every kind without it. */
    async search(orgId: string, input: { q: string; types?: string; limit: number }): Promise<SearchResult[]> {
      const asked = new Set(input.types?.split(",") ?? sources.map((source) => source.type));
      // Every kind at once: on PostgreSQL each on a connection of its own, so the answer takes as long as the slowest
      // kind, not the sum (benchmark 14); PGlite runs them one after another anyway. The order stays the sources'.
      const results = await Promise.all(
        sources.filter((source) => asked.has(source.type)).map((source) => source.search(orgId, input.q, input.limit)),
      );
      return results.flat();
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
