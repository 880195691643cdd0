import { DEAL_SORTS, DEAL_STATUSES, type DealSort, type DealStatus } from "@kancl/shared";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { FilterBar, FilterSelect, SearchField, useSearchText } from "@/components/filter-bar";
import { t } from "@/i18n/screens";
import { type ListSort, nextListSort } from "@/lib/list-sort";
import { DEAL_STATUS_LABELS } from "./deal-format";
import type { DealListFilters } from "./deal-queries";

/** A search request waits until typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

function isDealStatus(value: string | null): value is DealStatus {
  return DEAL_STATUSES.includes(value as DealStatus);
}

/** Text columns start A→Z; figures and dates highest and newest first. */
const ASCENDING_FIRST: readonly DealSort[] = ["title", "status"];
const defaultOrderOf = (sort: DealSort) => (ASCENDING_FIRST.includes(sort) ? "asc" : "desc");

/**
 * The list's filters and sort live in the URL (?status=negotiation&q=acme&sort=title&order=asc): a filtered list can
 * be shared and survives a visit to a deal and Back. Filter changes replace the history entry instead of adding one
 * per keystroke; a new sort adds one, so Back returns to the previous order.
 */
export function useDealFilters() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get("status");
  const rawSort = params.get("sort");
  const sort = DEAL_SORTS.find((candidate) => candidate === rawSort) ?? "createdAt";
  const rawOrder = params.get("order");
  const order = rawOrder === "asc" || rawOrder === "desc" ? rawOrder : defaultOrderOf(sort);
  const filters: DealListFilters = {
    status: isDealStatus(rawStatus) ? rawStatus : undefined,
    q: params.get("q")?.trim() || undefined,
    ...(sort === "createdAt" && order === "desc" ? {} : { sort, order }),
  };

  function set(values: Record<string, string | undefined>, replace = true) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(values)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace },
    );
  }

  return {
    filters,
    sort: { sort, order } satisfies ListSort<DealSort>,
    active: Boolean(filters.status || filters.q),
    setStatus: (status: DealStatus | undefined) => set({ status }),
    setQuery: (q: string) => set({ q: q.trim() || undefined }),
    sortBy: (column: DealSort) => {
      const next = nextListSort({ sort, order }, column, ASCENDING_FIRST);
      const isDefault = next.sort === "createdAt" && next.order === "desc";
      set({ sort: isDefault ? undefined : next.sort, order: isDefault ? undefined : next.order }, false);
    },
    clear: () => setParams(new URLSearchParams(), { replace: true }),
  };
}

interface DealFiltersProps {
  filters: DealListFilters;
  onStatusChange: (status: DealStatus | undefined) => void;
  onQueryChange: (q: string) => void;
}

/**
 * Status filter and title search for large pipelines. The search box keeps its own text and sends it once typing
 * pauses; a query changed from outside (Back, Clear filters) replaces the text.
 */
export function DealFilters({ filters, onStatusChange, onQueryChange }: DealFiltersProps) {
  const statusId = useId();
  const searchId = useId();
  const [text, setText] = useSearchText(filters.q ?? "", onQueryChange, SEARCH_DEBOUNCE_MS);

  return (
    <FilterBar label={t("dealView.filterDeals")} className="flex flex-wrap items-end gap-4">
      <SearchField
        id={searchId}
        label={t("dealScreens.searchByTitle")}
        placeholder={t("dealScreens.searchPlaceholder")}
        value={text}
        onChange={setText}
        className="w-full sm:w-72"
      />
      <FilterSelect
        id={statusId}
        label={t("dealScreens.status")}
        value={filters.status}
        onChange={onStatusChange}
        allLabel={t("dealScreens.allStatuses")}
        options={DEAL_STATUSES.map((status) => ({ value: status, label: DEAL_STATUS_LABELS[status] }))}
        className="w-full sm:w-48"
      />
    </FilterBar>
  );
}
