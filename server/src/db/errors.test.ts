import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isUniqueViolation, isUuid } from "./errors";

describe("database error classification", () => {
  it.each([
    [{ code: "57P01", message: "terminating connection due to administrator command" }, true],
    [{ code: "08006", message: "connection failure" }, true],
    [{ code: "ECONNREFUSED", message: "connect ECONNREFUSED 127.0.0.1:5432" }, true],
    [new Error("Connection terminated unexpectedly"), true],
    [new Error("timeout exceeded when trying to connect"), true],
    [new Error("Connection terminated due to connection timeout"), true],
    [{ code: "57014", message: "canceling statement due to statement timeout" }, true],
    [new Error("Query read timeout"), true],
    [{ code: "23505", message: "duplicate key" }, false],
    [{ code: "42P01", message: "relation does not exist" }, false],
  ])("%j is an outage: %s", (error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });

  it("recognises unique violations and uuids", () => {
    expect(isUniqueViolation({ code: "23505" })).toBe(true);
    expect(isUuid("3f1c2b9e-0000-4000-8000-000000000000")).toBe(true);
    expect(isUuid("3f1c2b9e")).toBe(false);
  });
});
