import type { ContactSort } from "@kancl/shared";
import type { TranslationKey } from "@kancl/shared/i18n/catalogue";
import { FileSpreadsheet, LoaderCircle, Plus, RefreshCw, Upload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FilterBar, FilterSelect, SearchField } from "@/components/filter-bar";
import { LoadMore } from "@/components/load-more";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { CanWrite } from "@/features/auth/use-can";
import { translateMessage, useT } from "@/i18n/screens";
import { errorMessageOf } from "@/lib/api-error";
import { listExportUrl } from "@/lib/list-export";
import { nextListSort } from "@/lib/list-sort";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { CONTACT_UI_TEXT, CONTACTS_EMPTY_LIST_TEXT } from "./contact-texts";
import {
  CONTACT_ASCENDING_FIRST,
  filtersFromSearchParams,
  parseContactType,
  sortFromSearchParams,
  useContactsList,
} from "./contacts-list-query";
import { ContactsTable } from "./contacts-table";

/** The sort menu: every sort of the API, with the direction that reads naturally. */
const SORT_CHOICES: readonly [string, TranslationKey][] = [
  ["name-asc", "contactSort.nameAsc"],
  ["name-desc", "contactSort.nameDesc"],
  ["type-asc", "contactSort.typeAsc"],
  ["type-desc", "contactSort.typeDesc"],
  ["createdAt-desc", "contactSort.newest"],
  ["createdAt-asc", "contactSort.oldest"],
  ["updatedAt-desc", "contactSort.recentlyUpdated"],
  ["updatedAt-asc", "contactSort.leastRecentlyUpdated"],
];

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * /crm/contacts (spec §2): every contact by name, with its states. Search and type filter live in the URL
 * (?q=, ?type=), so going back from a contact returns to the same filtered list.
 */
export function ContactsListPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const type = parseContactType(params.get("type"));
  const [search, setSearch] = useState(() => params.get("q") ?? "");
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  // The URL as last rendered: the first run (and any run that finds it already right) navigates nowhere.
  const paramsRef = useRef(params);
  paramsRef.current = params;
  useEffect(() => {
    if ((paramsRef.current.get("q") ?? "") === q) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (q) next.set("q", q);
        else next.delete("q");
        return next;
      },
      { replace: true },
    );
  }, [q, setParams]);

  const { sort, order } = sortFromSearchParams(params);
  const list = useContactsList({ ...filtersFromSearchParams(params), q: q || undefined });
  /** A filter or a sort is a step of its own in the history: Back undoes it (the search replaces its entry). */
  const push = (values: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(values)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });
  const sortBy = (next: { sort: ContactSort; order: "asc" | "desc" }) => {
    const isDefault = next.sort === "name" && next.order === "asc";
    push({ sort: isDefault ? undefined : next.sort, order: isDefault ? undefined : next.order });
  };
  const contacts = list.data?.pages.flatMap((page) => page.contacts) ?? [];
  const filtered = Boolean(q || type);

  return (
    <>
      <PageHeader
        level={2}
        title={t("contactScreens.title")}
        actions={
          <>
            <Button asChild variant="outline">
              <a href={listExportUrl("contacts", { type, q: q || undefined, sort, order })} download>
                <FileSpreadsheet aria-hidden="true" />
                {t("common.exportCsv")}
              </a>
            </Button>
            <CanWrite>
              <Button asChild variant="outline">
                <Link to="/crm/contacts/import">
                  <Upload aria-hidden="true" />
                  {t("common.importCsv")}
                </Link>
              </Button>
              <Button asChild>
                <Link to="/crm/contacts/new">
                  <Plus aria-hidden="true" />
                  {t("contactScreens.newContact")}
                </Link>
              </Button>
            </CanWrite>
          </>
        }
      />
      <FilterBar label={t("contactScreens.filter")} className="flex flex-wrap items-end gap-3">
        <SearchField
          id="contacts-search"
          label={t("contactScreens.search")}
          placeholder={t("contactScreens.searchPlaceholder")}
          value={search}
          onChange={setSearch}
          className="min-w-56 flex-1"
        />
        <FilterSelect
          id="contacts-type"
          label={t("contactScreens.type")}
          value={type}
          onChange={(chosen) => push({ type: chosen })}
          allLabel={t("contactScreens.allTypes")}
          options={[
            { value: "person", label: t("contactScreens.persons") },
            { value: "organization", label: t("contactScreens.organizations") },
          ]}
          className="w-48"
        />
        <FilterSelect
          id="contacts-sort"
          label={t("contactSort.sortBy")}
          value={`${sort}-${order}`}
          onChange={(chosen) => {
            const [column, direction] = (chosen ?? "").split("-") as [ContactSort, "asc" | "desc"];
            sortBy({ sort: column, order: direction });
          }}
          options={SORT_CHOICES.map(([value, label]) => ({ value, label: t(label) }))}
          className="w-48"
        />
      </FilterBar>

      {list.isPending ? (
        <p role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {CONTACT_UI_TEXT.loadingList}
        </p>
      ) : list.isError && contacts.length === 0 ? (
        <div className="space-y-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4">
          <div role="alert" className="space-y-1">
            <p className="font-medium text-destructive">{CONTACT_UI_TEXT.loadListFailed}</p>
            <p className="text-sm">{errorMessageOf(list.error)}</p>
          </div>
          <Button
            variant="outline"
            size="sm"
            disabled={list.isFetching}
            aria-busy={list.isFetching}
            onClick={() => list.refetch()}
          >
            <RefreshCw aria-hidden="true" className={list.isFetching ? "animate-spin" : undefined} />
            {t("common.retry")}
          </Button>
        </div>
      ) : contacts.length === 0 ? (
        <p className="rounded-lg border border-dashed py-10 text-center text-sm text-muted-foreground">
          {filtered ? CONTACT_UI_TEXT.noMatches : translateMessage(CONTACTS_EMPTY_LIST_TEXT)}
        </p>
      ) : (
        <div className="space-y-4" aria-busy={list.isPlaceholderData}>
          <ContactsTable
            contacts={contacts}
            sort={{ sort, order }}
            onSort={(column) => sortBy(nextListSort({ sort, order }, column, CONTACT_ASCENDING_FIRST))}
          />
          <LoadMore list={list} />
        </div>
      )}
    </>
  );
}
