import { useQueryClient } from "@tanstack/react-query";
import { isTRPCClientError } from "@trpc/client";

/** The HTTP status of a failed tRPC call (our server puts it in the error's data), or undefined for anything else. */
export function httpStatusOf(error: unknown): number | undefined {
  if (!isTRPCClientError(error)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== "object" || data === null) return undefined;
  const status = (data as { httpStatus?: unknown }).httpStatus;
  return typeof status === "number" ? status : undefined;
}

/** True for the server's 404: the record does not exist, was deleted, or belongs to another organization. */
export function isNotFoundError(error: unknown): boolean {
  return httpStatusOf(error) === 404;
}

type RetrySetting = boolean | number | ((failureCount: number, error: Error) => boolean) | undefined;

/** The app's retry rule (once, spec §7), except for a 404, whose answer will not change. */
export function retryUnlessNotFound(base: RetrySetting) {
  return (failureCount: number, error: unknown): boolean => {
    if (isNotFoundError(error)) return false;
    if (typeof base === "function") return base(failureCount, error as Error);
    if (typeof base === "number") return failureCount < base;
    return base ?? failureCount < 3;
  };
}

/** retryUnlessNotFound over the query client's own default: the `retry` of a query for one record. */
export function useRetryUnlessNotFound() {
  const queryClient = useQueryClient();
  return retryUnlessNotFound(queryClient.getDefaultOptions().queries?.retry as RetrySetting);
}
