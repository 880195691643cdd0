import type { LoaderFunctionArgs } from "react-router";
import { routeDataContext, waitForRouteData } from "@/app/route-data";

/**
 * /projects/{id}'s loader: asks for the project as the route matches, in parallel with its tab's loader (the board's:
 * board/board-loader.ts), and holds the navigation until both have answered (at most ROUTE_DATA_WAIT_MS). The page then renders once
 * with its header and its board, instead of a loading state, the header, a second loading state and the board — each
 * a render, a layout and a paint (benchmark 20).
 */
export async function projectLoader({ params, context }: LoaderFunctionArgs) {
  const data = context.get(routeDataContext);
  if (data && params.projectId) {
    await waitForRouteData([data.queryClient.query(data.trpc.projects.get.queryOptions({ id: params.projectId }))]);
  }
  return null;
}
