import { INVOICE_MESSAGES, type InvoiceListFilter } from "@kancl/shared";
import { FileArchive, FileSpreadsheet, LoaderCircle, Plus, RefreshCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { LoadMore } from "@/components/load-more";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { CanWrite } from "@/features/auth/use-can";
import { translateMessage, useT } from "@/i18n/screens";
import { errorMessageOf } from "@/lib/api-error";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { InvoicesListFilters } from "./invoices-list-filters";
import {
  filterFromSearchParams,
  invoicesCsvUrl,
  invoicesIsdocZipUrl,
  searchParamsOfFilter,
  useInvoicesList,
} from "./invoices-list-query";
import { InvoicesTable } from "./invoices-table";

/** How long typing must pause before the search is sent (as on the contacts list). */
export const SEARCH_DEBOUNCE_MS = 250;

/** Not a spec text: the spec's list has no filters. */
export const NO_MATCHING_INVOICES = "No invoices match these filters.";

/**
 * /crm/invoices (spec §2): every invoice of the organization, newest first, with its states. Issue 22: filters,
 * search, sorting and paging, all in the URL — each change of a filter or the sort is a history entry (Back undoes
 * it), the search replaces its entry while typing — and exports of the filtered list.
 */
export function InvoicesListPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filter = filterFromSearchParams(params);
  const [search, setSearch] = useState(() => filter.q ?? "");
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const setFilter = (next: InvoiceListFilter, replace = false) => setParams(searchParamsOfFilter(next), { replace });

  // The search box follows the URL when Back/Forward changes it; the URL follows the box after a pause.
  const urlQ = filter.q ?? "";
  const typedRef = useRef(q);
  useEffect(() => {
    if (urlQ !== typedRef.current) setSearch(urlQ);
    typedRef.current = urlQ;
  }, [urlQ]);
  const paramsRef = useRef(params);
  paramsRef.current = params;
  // Only a new search moves the URL: after Back, the box's old text must not write itself back.
  const lastQ = useRef(q);
  useEffect(() => {
    if (lastQ.current === q) return;
    lastQ.current = q;
    const current = filterFromSearchParams(paramsRef.current);
    if ((current.q ?? "") === q) return;
    typedRef.current = q;
    setParams(searchParamsOfFilter({ ...current, q: q || undefined }), { replace: true });
  }, [q, setParams]);

  const list = useInvoicesList(filter);
  const invoices = list.data?.pages.flatMap((page) => page.invoices) ?? [];
  const { sort: _sort, order: _order, ...narrowing } = filter;
  const filtered = Object.values(narrowing).some(Boolean);

  return (
    <>
      <PageHeader
        level={2}
        title={t("invoiceScreens.title")}
        actions={
          <>
            <Button asChild variant="outline">
              <a href={invoicesCsvUrl(filter)} download>
                <FileSpreadsheet aria-hidden="true" />
                {t("common.exportCsv")}
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={invoicesIsdocZipUrl(filter)} download>
                <FileArchive aria-hidden="true" />
                {t("invoiceScreens.exportIsdoc")}
              </a>
            </Button>
            <CanWrite>
              <Button asChild>
                <Link to="/crm/invoices/new">
                  <Plus aria-hidden="true" />
                  {t("invoiceScreens.newInvoice")}
                </Link>
              </Button>
            </CanWrite>
          </>
        }
      />
      <InvoicesListFilters
        filter={filter}
        search={search}
        onSearch={setSearch}
        onChange={(change) => setFilter({ ...filter, ...change })}
        onClear={() => {
          setSearch("");
          typedRef.current = "";
          setFilter({ sort: filter.sort, order: filter.order });
        }}
      />
      {list.isPending ? (
        <p role="status" className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {translateMessage(INVOICE_MESSAGES.loading)}
        </p>
      ) : list.isError && invoices.length === 0 ? (
        <div className="space-y-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4">
          <div role="alert" className="space-y-1">
            <p className="font-medium text-destructive">{translateMessage(INVOICE_MESSAGES.loadFailed)}</p>
            <p className="text-sm">{errorMessageOf(list.error, INVOICE_MESSAGES.unexpectedError)}</p>
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
      ) : invoices.length === 0 ? (
        <p className="rounded-lg border border-dashed py-10 text-center text-sm text-muted-foreground">
          {filtered ? t("invoiceScreens.noMatches") : translateMessage(INVOICE_MESSAGES.emptyList)}
        </p>
      ) : (
        <div className="@container space-y-4" aria-busy={list.isPlaceholderData}>
          <InvoicesTable invoices={invoices} filter={filter} onSort={(sort) => setFilter({ ...filter, ...sort })} />
          <LoadMore list={list} errorFallback={INVOICE_MESSAGES.unexpectedError} />
        </div>
      )}
    </>
  );
}
