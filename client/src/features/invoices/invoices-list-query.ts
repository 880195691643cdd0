import type { AppRouter } from "@kancl/server/router";
import {
  INVOICE_CURRENCIES,
  INVOICE_KINDS,
  INVOICE_SORTS,
  INVOICE_STATUSES,
  type InvoiceListFilter,
  type InvoiceSort,
} from "@kancl/shared";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { nextListSort } from "@/lib/list-sort";
import { useTRPC } from "@/lib/trpc";

/** Invoices per page of the list; 'Load more' asks for the next page (the API pages by cursor, like contacts). */
export const INVOICES_PAGE_SIZE = 50;

const STATUSES = INVOICE_STATUSES;
const KINDS = INVOICE_KINDS;
const CURRENCIES = INVOICE_CURRENCIES;
const SORTS = INVOICE_SORTS;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The list's filters as the URL holds them (?q=&status=&kind=&customer=&currency=&from=&to=&sort=&order=), read leniently:
 * a value the API would refuse (a hand-edited URL) is dropped, not sent. The default sort (newest first) is not
 * written.
 */
export function filterFromSearchParams(params: URLSearchParams): InvoiceListFilter {
  const filter: InvoiceListFilter = {};
  const q = params.get("q")?.trim();
  if (q) filter.q = q.slice(0, 200);
  const status = oneOf(STATUSES, params.get("status"));
  if (status) filter.status = status;
  const kind = oneOf(KINDS, params.get("kind"));
  if (kind) filter.kind = kind;
  const customer = params.get("customer");
  if (customer && UUID.test(customer)) filter.billingContactId = customer;
  const currency = oneOf(CURRENCIES, params.get("currency"));
  if (currency) filter.currency = currency;
  const from = params.get("from");
  if (from && DATE.test(from)) filter.issuedFrom = from;
  const to = params.get("to");
  if (to && DATE.test(to)) filter.issuedTo = to;
  const sort = oneOf(SORTS, params.get("sort"));
  if (sort) {
    filter.sort = sort;
    filter.order = params.get("order") === "asc" ? "asc" : "desc";
  }
  return filter;
}

/** The URL's names of the filter's fields. */
const URL_NAMES = {
  q: "q",
  status: "status",
  kind: "kind",
  billingContactId: "customer",
  currency: "currency",
  issuedFrom: "from",
  issuedTo: "to",
  sort: "sort",
  order: "order",
} as const satisfies Record<keyof InvoiceListFilter, string>;

/** The URL's query for a filter (its own names, in a stable order). */
export function searchParamsOfFilter(filter: InvoiceListFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, name] of Object.entries(URL_NAMES) as [keyof InvoiceListFilter, string][]) {
    const value = filter[key];
    if (value) params.set(name, String(value));
  }
  return params;
}

/** The API's query for a filter (the REST names), for the exports of the filtered list. */
export function apiQueryOfFilter(filter: InvoiceListFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Where the filtered list's exports are (CSV from the invoices API, ISDOC as a zip). */
export const invoicesCsvUrl = (filter: InvoiceListFilter) =>
  `/api/v1/crm/invoices/export.csv${apiQueryOfFilter(filter)}`;
export const invoicesIsdocZipUrl = (filter: InvoiceListFilter) =>
  `/api/v1/crm/invoices/export.isdoc.zip${apiQueryOfFilter(filter)}`;

/** The next sort when a column's header is clicked: a new column descending first (the number A→Z), the same flips. */
export function nextSort(filter: InvoiceListFilter, column: InvoiceSort): Pick<InvoiceListFilter, "sort" | "order"> {
  const current = { sort: filter.sort ?? "createdAt", order: filter.order ?? "desc" } as const;
  return nextListSort<InvoiceSort>(current, column, ["invoiceNumber"]);
}

export function invoicesListQueryOptions(trpc: TRPCOptionsProxy<AppRouter>, filter: InvoiceListFilter) {
  return trpc.invoices.list.infiniteQueryOptions(
    { ...filter, limit: INVOICES_PAGE_SIZE },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
}

/** The invoices list a page at a time; while a new filter loads, the previous rows stay. */
export function useInvoicesList(filter: InvoiceListFilter) {
  const trpc = useTRPC();
  return useInfiniteQuery({ ...invoicesListQueryOptions(trpc, filter), placeholderData: keepPreviousData });
}
