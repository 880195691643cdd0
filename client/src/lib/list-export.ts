/** The CSV export of a list with its current filters (issue 24 item 7): the list's own query parameters. */
export function listExportUrl(list: "contacts" | "deals", filters: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const query = params.toString();
  return `/api/v1/crm/${list}/export.csv${query ? `?${query}` : ""}`;
}
