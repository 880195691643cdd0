import { type ListProjectsInput, PROJECT_SORTS, PROJECT_STATUSES } from "@kancl/shared";
import { translated } from "@/i18n/areas";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ProjectListFilter = Pick<ListProjectsInput, "q" | "status" | "clientId" | "ownerId" | "sort">;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The projects list's state in the URL (?q=&status=&client=&owner=&sort=), read leniently like the invoices list
 * (decision 098): a value the API would refuse is dropped, not sent; the default sort (newest first) is not written.
 */
export function filterFromSearchParams(params: URLSearchParams): ProjectListFilter {
  const filter: ProjectListFilter = {};
  const q = params.get("q")?.trim();
  if (q) filter.q = q.slice(0, 200);
  const status = oneOf(PROJECT_STATUSES, params.get("status"));
  if (status) filter.status = status;
  const client = params.get("client");
  if (client && UUID.test(client)) filter.clientId = client;
  const owner = params.get("owner");
  if (owner && UUID.test(owner)) filter.ownerId = owner;
  const sort = oneOf(PROJECT_SORTS, params.get("sort"));
  if (sort && sort !== "createdAt") filter.sort = sort;
  return filter;
}

const URL_NAMES = {
  q: "q",
  status: "status",
  clientId: "client",
  ownerId: "owner",
  sort: "sort",
} as const satisfies Record<keyof ProjectListFilter, string>;

export function searchParamsOfFilter(filter: ProjectListFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, name] of Object.entries(URL_NAMES) as [keyof ProjectListFilter, string][]) {
    const value = filter[key];
    if (value && !(key === "sort" && value === "createdAt")) params.set(name, String(value));
  }
  return params;
}

export const PROJECT_SORT_LABELS: Readonly<Record<(typeof PROJECT_SORTS)[number], string>> = translated({
  createdAt: "projectList.newestFirst",
  updatedAt: "projectList.recentlyChanged",
  name: "projectList.name",
  dueDate: "projectList.dueDate",
});
