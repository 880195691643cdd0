import { HttpResponse } from "msw";

/** The URL the app's tRPC link requests for a procedure (jsdom's origin is http://localhost in client tests). */
export function trpcUrl(procedurePath: string): string {
  return `http://localhost/api/trpc/${procedurePath}`;
}

/** httpBatchLink sends `?batch=1` and reads an array of results, one per batched call. */
export function trpcBatchResult<TData>(data: TData) {
  return HttpResponse.json([{ result: { data } }]);
}

/** An error answer in our server's shape: tRPC's envelope plus the top-level `error` text of its error formatter. */
export function trpcBatchError(message: string, httpStatus: number, code = "INTERNAL_SERVER_ERROR") {
  return HttpResponse.json([{ error: { error: message, message, code: -32603, data: { code, httpStatus } } }], {
    status: httpStatus,
  });
}
