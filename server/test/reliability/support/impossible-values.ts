import fc from "fast-check";
import { type ApiDocument, type JsonSchema, type Parameter, resolveSchema } from "./api-document";
import type { JsonPath } from "./hostile";

/**
 * Values no column holds (issue 34 items 2, 5 and 6), for the fuzz suite: dates JavaScript's Date rolls over or
 * PostgreSQL refuses, numbers past int4 or numeric(14,2), and texts a spreadsheet would read as a formula on a new row.
 */

/** 30 February, year 0, 31 April (with an offset), 24:00 and year 10000. */
export const IMPOSSIBLE_INSTANTS = [
  "2026-02-30T00:00:00Z",
  "0000-01-01T00:00:00Z",
  "2026-04-31T10:00:00+02:00",
  "2026-11-27T24:00:00Z",
  "10000-01-01T00:00:00Z",
];
export const IMPOSSIBLE_DATES = ["2026-02-30", "0000-01-01", "2026-04-31", "2025-02-29", "10000-01-01"];
/** Past int4, past a double's integers, the largest double, and a fraction where a whole number is expected. */
export const HUGE_INTEGERS = [2 ** 31, 2 ** 31 + 1, 2 ** 53, 1e308, -1e308, 1.5];
/** Past numeric(14,2) (and any other bound a number field has). */
export const HUGE_NUMBERS = [1e308, -1e308, 2 ** 53 * 1e3];
/** Text a spreadsheet starts a new row with, its first cell a formula (and the other formula starts). */
export const FORMULA_TEXTS = [
  "Jan\n=cmd|' /C calc'!A0",
  "Jan Novak\r\n=cmd|' /C calc'!A0",
  '=HYPERLINK("http://evil.example/";"x")',
  "+420 1;2\n-1+1",
  "@SUM(1+1)",
  "\t=1+1",
  "\r=1+1",
];

export type ValueKind = "integer" | "number" | "date" | "date-time";

const INSTANT_SHAPE = /^\d{4}-\d{2}-\d{2}T/;
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** The kind of value a schema asks for, when it is one of those above (any alternative of an anyOf counts). */
export function kindOf(document: ApiDocument, schema: JsonSchema | undefined): ValueKind | undefined {
  if (!schema) return undefined;
  const node = resolveSchema(document, schema);
  for (const alternative of [node, ...(node.anyOf ?? []), ...(node.oneOf ?? [])].map((s) =>
    resolveSchema(document, s),
  )) {
    const types = Array.isArray(alternative.type) ? alternative.type : [alternative.type];
    if (types.includes("integer")) return "integer";
    if (types.includes("number")) return "number";
    if (alternative.format === "date-time") return "date-time";
    if (alternative.format === "date") return "date";
  }
  return undefined;
}

/** The schema of the value at `path` inside a value of `schema` (through objects, arrays and alternatives). */
export function schemaAt(document: ApiDocument, schema: JsonSchema, path: JsonPath): JsonSchema | undefined {
  let node: JsonSchema | undefined = resolveSchema(document, schema);
  for (const key of path) {
    if (!node) return undefined;
    const candidates: JsonSchema[] = [node, ...(node.anyOf ?? []), ...(node.oneOf ?? [])].map((s) =>
      resolveSchema(document, s),
    );
    const next: JsonSchema | undefined =
      typeof key === "number"
        ? candidates.find((s) => s.items)?.items
        : candidates.find((s) => s.properties?.[key])?.properties?.[key];
    node = next ? resolveSchema(document, next) : undefined;
  }
  return node;
}

/** Paths of the numbers and date-like strings of a JSON value, with the kind its schema (or its shape) says. */
export function typedLeaves(
  document: ApiDocument,
  schema: JsonSchema,
  value: unknown,
  prefix: JsonPath = [],
): { path: JsonPath; kind: ValueKind }[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => typedLeaves(document, schema, item, [...prefix, index]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => typedLeaves(document, schema, item, [...prefix, key]));
  const kind = kindOf(document, schemaAt(document, schema, prefix));
  if (typeof value === "number" && (kind === "integer" || kind === "number")) return [{ path: prefix, kind }];
  if (typeof value === "string") {
    if (kind === "date" || kind === "date-time") return [{ path: prefix, kind }];
    // Dates the document describes as plain text (a form's optional date): the value's shape tells.
    if (DATE_SHAPE.test(value)) return [{ path: prefix, kind: "date" }];
    if (INSTANT_SHAPE.test(value)) return [{ path: prefix, kind: "date-time" }];
  }
  return [];
}

/** An impossible value of a kind, as JSON (numbers) or as a query string's text. */
export const impossibleOf = (kind: ValueKind): fc.Arbitrary<number | string> =>
  kind === "integer"
    ? fc.constantFrom(...HUGE_INTEGERS)
    : kind === "number"
      ? fc.constantFrom(...HUGE_NUMBERS)
      : kind === "date"
        ? fc.constantFrom(...IMPOSSIBLE_DATES)
        : fc.constantFrom(...IMPOSSIBLE_INSTANTS);

/** Query parameters the document describes as plain text, known by name: instants and calendar dates. */
const INSTANT_NAME = /^(since|from|to)$|Since$|At$/;
const DATE_NAME = /Date$|^(due|issued)(From|To|Before|After)$/;

/** The query parameters of an operation that take a number or a date, with their kind. */
export const typedQueryParams = (document: ApiDocument, params: Parameter[]) =>
  params.flatMap((param) => {
    const kind: ValueKind | undefined =
      kindOf(document, param.schema) ??
      (INSTANT_NAME.test(param.name) ? "date-time" : DATE_NAME.test(param.name) ? "date" : undefined);
    return kind ? [{ name: param.name, kind }] : [];
  });
