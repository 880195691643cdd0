import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/app/providers/query-client";
import { ALWAYS_REFETCH, isNotFoundError, retryUnlessNotFound } from "./deal-queries";

const notFound = TRPCClientError.from({
  error: { message: "Deal not found", code: -32004, data: { code: "NOT_FOUND", httpStatus: 404 } },
});
const unavailable = TRPCClientError.from({
  error: { message: "Unavailable", code: -32603, data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503 } },
});

describe("deal queries (spec §7)", () => {
  it("are always refetched on mount and retry once with the app's defaults", () => {
    const options = createQueryClient().defaultQueryOptions({ queryKey: ["deals"], ...ALWAYS_REFETCH });
    expect(options).toMatchObject({ staleTime: 0, refetchOnMount: "always", retry: 1 });
  });

  it("retry once, but not a 404", () => {
    const retry = retryUnlessNotFound(1);
    expect(retry(0, unavailable)).toBe(true);
    expect(retry(1, unavailable)).toBe(false);
    expect(retry(0, notFound)).toBe(false);
    expect(retryUnlessNotFound(false)(0, unavailable)).toBe(false);
  });

  it("tell a missing deal from other failures", () => {
    expect(isNotFoundError(notFound)).toBe(true);
    expect(isNotFoundError(unavailable)).toBe(false);
    expect(isNotFoundError(new Error("Deal not found"))).toBe(false);
  });
});
