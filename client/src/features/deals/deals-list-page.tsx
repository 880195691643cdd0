import { DEAL_MESSAGES } from "@kancl/shared";
import { FileSpreadsheet, Plus, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { LoadMore } from "@/components/load-more";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { CanWrite } from "@/features/auth/use-can";
import { translateMessage, useT } from "@/i18n/screens";
import { errorMessageOf } from "@/lib/api-error";
import { listExportUrl } from "@/lib/list-export";
import { DealFilters, useDealFilters } from "./deal-filters";
import { useDealsList } from "./deal-queries";
import { DealsTable } from "./deals-table";

/**
 * /crm/deals (spec §2 Deals list): the pipeline, newest first unless a column header sorts it (issue 23), with its
 * loading, empty and error states.
 */
export function DealsListPage() {
  const t = useT();
  const { filters, sort, sortBy, active, setStatus, setQuery, clear } = useDealFilters();
  const list = useDealsList(filters);
  const deals = list.data?.pages.flatMap((page) => page.deals) ?? [];

  return (
    <>
      <PageHeader
        level={2}
        title={t("dealScreens.title")}
        actions={
          <>
            <Button asChild variant="outline">
              <a href={listExportUrl("deals", { status: filters.status, q: filters.q })} download>
                <FileSpreadsheet aria-hidden="true" />
                {t("common.exportCsv")}
              </a>
            </Button>
            <CanWrite>
              <Button asChild>
                <Link to="/crm/deals/new">
                  <Plus aria-hidden="true" />
                  {t("dealScreens.newDeal")}
                </Link>
              </Button>
            </CanWrite>
          </>
        }
      />
      <DealFilters filters={filters} onStatusChange={setStatus} onQueryChange={setQuery} />

      {list.isError ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-4 rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3">
          <div role="alert" className="text-sm">
            <p className="font-medium text-destructive">{t("dealScreens.loadFailed")}</p>
            <p className="text-muted-foreground">{errorMessageOf(list.error)}</p>
          </div>
          <Button variant="outline" size="sm" disabled={list.isFetching} onClick={() => void list.refetch()}>
            <RefreshCw aria-hidden="true" />
            {t("common.retry")}
          </Button>
        </div>
      ) : null}

      {list.isPending ? (
        <div className="flex items-center gap-2 py-8 text-sm text-muted-foreground">
          <Spinner label={t("dealScreens.loading")} />
          <span aria-hidden="true">{t("dealScreens.loadingEllipsis")}</span>
        </div>
      ) : list.data && deals.length === 0 ? (
        <div className="rounded-md border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
          {active ? (
            <div className="flex flex-col items-center gap-3">
              <p>{t("dealScreens.noMatches")}</p>
              <Button variant="outline" size="sm" onClick={clear}>
                {t("common.clearFilters")}
              </Button>
            </div>
          ) : (
            <p>{translateMessage(DEAL_MESSAGES.emptyList)}</p>
          )}
        </div>
      ) : list.data ? (
        <>
          <DealsTable deals={deals} busy={list.isPlaceholderData} sort={sort} onSort={sortBy} />
          <LoadMore
            list={list}
            label={t("dealScreens.loadMore")}
            loadingLabel={t("dealScreens.loadingMore")}
            className="mt-4"
          />
        </>
      ) : null}
    </>
  );
}
