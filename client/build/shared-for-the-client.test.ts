import { parseSync } from "vite";
import { describe, expect, it } from "vitest";
import { rewriteShared, SHARED_SOURCE } from "./shared-for-the-client";

const rewrite = (code: string) =>
  rewriteShared(
    code,
    parseSync("shared.js", code).program as unknown as Parameters<typeof rewriteShared>[1],
  ).toString();

describe("rewriteShared", () => {
  it("marks top-level constants pure and drops the OpenAPI descriptions and metadata", () => {
    const code = [
      'import { z } from "zod";',
      'export const MESSAGES = { required: "Name is required" };',
      "export const nameSchema = z",
      '  .string().min(1, MESSAGES.required).describe("The name")',
      '  .meta({ id: "Name", example: "Jana" });',
      "const limit = 200;",
      "export const check = (value) => value.length <= limit;",
    ].join("\n");
    expect(rewrite(code)).toBe(
      [
        'import { z } from "zod";',
        'export const MESSAGES = /* @__PURE__ */ (() => ({ required: "Name is required" }))();',
        "export const nameSchema = /* @__PURE__ */ (() => (z",
        "  .string().min(1, MESSAGES.required)))();",
        "const limit = 200;",
        "export const check = (value) => value.length <= limit;",
      ].join("\n"),
    );
  });

  it("keeps a .meta() that reads the metadata, and code inside functions as it is", () => {
    const code = 'export function title(schema) { return schema.meta().title ?? schema.describe("x"); }';
    expect(rewrite(code)).toBe("export function title(schema) { return schema.meta().title ?? schema; }");
  });

  it("applies to shared/src only, not to its tests", () => {
    expect(SHARED_SOURCE.test("/work/kancl/shared/src/team.ts")).toBe(true);
    expect(SHARED_SOURCE.test("/work/kancl/shared/src/team.test.ts")).toBe(false);
    expect(SHARED_SOURCE.test("/work/kancl/client/src/team.ts")).toBe(false);
  });
});
