import { describe, expect, it } from "vitest";
import { APP_ERROR_CODES, formatValidationIssues } from "./errors";

describe("formatValidationIssues", () => {
  it("names the field of each issue", () => {
    expect(formatValidationIssues([{ path: ["email"], message: "Invalid email address" }])).toBe(
      "email: Invalid email address",
    );
  });

  it("joins nested paths with dots and several issues with semicolons", () => {
    expect(
      formatValidationIssues([
        { path: ["items", 0, "quantity"], message: "Too small" },
        { path: [], message: "Bad object" },
      ]),
    ).toBe("items.0.quantity: Too small; Bad object");
  });

  it("names unknown fields", () => {
    expect(
      formatValidationIssues([{ path: [], message: "Unrecognized key", code: "unrecognized_keys", keys: ["nick"] }]),
    ).toBe("nick: Unknown field");
  });

  it("falls back to a generic text when there are no issues", () => {
    expect(formatValidationIssues([])).toBe("Invalid input");
  });
});

describe("APP_ERROR_CODES", () => {
  it("gives every code a distinct HTTP status", () => {
    const statuses = Object.values(APP_ERROR_CODES).map((c) => c.httpStatus);
    expect(new Set(statuses).size).toBe(statuses.length);
  });
});
