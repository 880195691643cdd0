import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, malformedTextIn, nestsDeeperThan } from "./hostile-input";

describe("nestsDeeperThan", () => {
  const nested = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;

  it("counts brackets and braces outside strings only", () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan(`{"a":${nested(31)}}`)).toBe(false);
    expect(nestsDeeperThan(`{"a":${nested(32)}}`)).toBe(true);
    // Brackets inside strings, escaped quotes and backslashes do not count.
    expect(nestsDeeperThan(JSON.stringify({ text: nested(1000) }))).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: `\\"${nested(100)}`, b: "\\" }))).toBe(false);
    expect(nestsDeeperThan(`["\\\\", ${nested(33)}]`)).toBe(true);
  });

  it("reads raw UTF-8 bytes like text", () => {
    const text = `{"jméno":"Žluťoučký 😀 [[[[","a":${nested(32)}}`;
    expect(nestsDeeperThan(Buffer.from(text))).toBe(true);
    expect(nestsDeeperThan(Buffer.from(`{"jméno":"Žluťoučký 😀 [[[[","a":${nested(31)}}`))).toBe(false);
  });

  it("scans a million levels without recursion", () => {
    expect(nestsDeeperThan(nested(1_000_000))).toBe(true);
  });
});

describe("malformedTextIn", () => {
  it("names the first string or field name with a NUL or a lone surrogate", () => {
    expect(malformedTextIn({ a: "ok", billing: { address: { street: "x\u0000" } } }, "body")).toBe(
      "billing.address.street: must not contain a NUL character",
    );
    expect(malformedTextIn({ items: [{ description: "ok" }, { description: "\ud800" }] }, "body")).toBe(
      "items.1.description: must not contain a lone surrogate (malformed Unicode)",
    );
    expect(malformedTextIn({ billing: { "x\u0000": 1 } }, "body")).toBe(
      "billing: a field name must not contain a NUL character",
    );
    expect(malformedTextIn({ "\udc00": 1 }, "body")).toBe(
      "a field name must not contain a lone surrogate (malformed Unicode)",
    );
    expect(malformedTextIn("\u0000", "input")).toBe("input: must not contain a NUL character");
  });

  it("passes everything else: numbers, booleans, null, emoji, control characters", () => {
    expect(malformedTextIn({ a: 1, b: true, c: null, d: ["😀", "\t\u0001"], e: {} }, "body")).toBeUndefined();
    expect(malformedTextIn(42, "body")).toBeUndefined();
    expect(malformedTextIn(null, "body")).toBeUndefined();
  });

  it("walks a very deep value without recursion", () => {
    let value: unknown = "\u0000";
    for (let level = 0; level < 20_000; level++) value = [value];
    expect(malformedTextIn(value, "body")).toMatch(/^0\.0\.0\..*: must not contain a NUL character$/);
  });
});
