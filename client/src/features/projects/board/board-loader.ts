import type { LoaderFunctionArgs } from "react-router";
import { routeDataContext, waitForRouteData } from "@/app/route-data";
import { boardQueryInput } from "./use-board";

/** /projects/{id}/board's loader: the board's first page of each column, as useBoard first asks for it. */
export async function boardLoader({ params, context }: LoaderFunctionArgs) {
  const data = context.get(routeDataContext);
  if (data && params.projectId) {
    await waitForRouteData([
      data.queryClient.query(data.trpc.projects.board.queryOptions(boardQueryInput(params.projectId))),
    ]);
  }
  return null;
}
