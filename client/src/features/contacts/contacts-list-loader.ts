import type { LoaderFunctionArgs } from "react-router";
import { routeDataContext } from "@/app/route-data";
import { contactsListQueryOptions, filtersFromSearchParams } from "./contacts-list-query";

/**
 * /crm/contacts' loader: asks for the first page of the list as soon as the route matches — at start-up in
 * parallel with the session check and the page's code — instead of after the page has rendered. It does not wait
 * for the answer (the page shows its own loading state), and it never fails: the page's query reports errors.
 */
export function contactsListLoader({ request, context }: LoaderFunctionArgs) {
  const data = context.get(routeDataContext);
  if (data) {
    const filters = filtersFromSearchParams(new URL(request.url).searchParams);
    void data.queryClient.prefetchInfiniteQuery(contactsListQueryOptions(data.trpc, filters));
  }
  return null;
}
