import { DEAL_SORTS, DEAL_STATUSES, type DealSort, type DealStatus } from "@kancl/shared";
import { Search } from "lucide-react";
import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { t } from "@/i18n/screens";
import { type ListSort, nextListSort } from "@/lib/list-sort";
import { useDebouncedValue } from "@/lib/use-debounced-value";
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
  const urlQuery = filters.q ?? "";
  const [text, setText] = useState(urlQuery);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // The query the URL has or is about to have: what was sent last, or what came from outside.
  const lastQuery = useRef(urlQuery);

  const send = useEffectEvent((query: string) => onQueryChange(query));
  useEffect(() => {
    if (debounced.trim() === lastQuery.current) return;
    lastQuery.current = debounced.trim();
    send(debounced);
  }, [debounced]);

  useEffect(() => {
    if (urlQuery === lastQuery.current) return;
    lastQuery.current = urlQuery;
    setText(urlQuery);
  }, [urlQuery]);

  return (
    <search aria-label={t("dealView.filterDeals")} className="mb-4 flex flex-wrap items-end gap-4">
      <div className="grid w-full gap-2 sm:w-72">
        <Label htmlFor={searchId}>{t("dealScreens.searchByTitle")}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            className="pl-8"
            placeholder={t("dealScreens.searchPlaceholder")}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      <div className="grid w-full gap-2 sm:w-48">
        <Label htmlFor={statusId}>{t("dealScreens.status")}</Label>
        <NativeSelect
          id={statusId}
          value={filters.status ?? ""}
          onChange={(event) => onStatusChange(isDealStatus(event.target.value) ? event.target.value : undefined)}
        >
          <option value="">{t("dealScreens.allStatuses")}</option>
          {DEAL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {DEAL_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </search>
  );
}
