import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { httpStatusOf, isNotFoundError, retryUnlessNotFound } from "./query-errors";

const notFound = TRPCClientError.from({
  error: { message: "Deal not found", code: -32004, data: { code: "NOT_FOUND", httpStatus: 404 } },
});
const unavailable = TRPCClientError.from({
  error: { message: "Unavailable", code: -32603, data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503 } },
});

describe("query errors (spec §7)", () => {
  it("retry once, but not a 404", () => {
    const retry = retryUnlessNotFound(1);
    expect(retry(0, unavailable)).toBe(true);
    expect(retry(1, unavailable)).toBe(false);
    expect(retry(0, notFound)).toBe(false);
    expect(retryUnlessNotFound(false)(0, unavailable)).toBe(false);
  });

  it("tell a missing record from other failures", () => {
    expect(isNotFoundError(notFound)).toBe(true);
    expect(isNotFoundError(unavailable)).toBe(false);
    expect(isNotFoundError(new Error("Deal not found"))).toBe(false);
  });

  it("read the status our server puts in a tRPC error, and nothing from other errors", () => {
    expect(httpStatusOf(unavailable)).toBe(503);
    expect(httpStatusOf(new Error("Unavailable"))).toBeUndefined();
  });
});
