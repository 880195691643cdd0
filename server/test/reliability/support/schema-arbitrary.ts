import fc from "fast-check";
import { type ApiDocument, type JsonSchema, resolveSchema } from "./api-document";

/** Values the generators prefer for some property names (the rules the document cannot express, like a password's). */
export type Overrides = Record<string, fc.Arbitrary<unknown>>;

export interface ArbitraryContext {
  document: ApiDocument;
  /** Ids of records that exist: uuid fields pick one of them half of the time. */
  ids: string[];
  overrides?: Overrides;
}

const TEXTS = [
  "Nováková & syn",
  "Žluťoučký kůň",
  "<b>bold</b>",
  'O\'Brien "quoted"',
  "😀 emoji",
  "  padded  ",
  "a\nb",
  // A formula after a line break (issue 34 item 2): valid text, which every CSV export must guard.
  "Jan Novak\n=cmd|' /C calc'!A0",
];

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, 60);
  const fits = (s: string) => s.length >= min && s.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength: Math.max(min, 1), maxLength: Math.max(max, min, 1) }) },
    { weight: 1, arbitrary: fc.constantFrom(...TEXTS).filter(fits) },
    {
      weight: 1,
      arbitrary: fc
        .string({ unit: "grapheme", minLength: min, maxLength: Math.max(min, Math.floor(max / 4)) })
        .filter(fits),
    },
  );
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lower =
    schema.minimum ??
    (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0.01) : -1_000_000);
  const upper =
    schema.maximum ??
    (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 0.01) : 1_000_000);
  if (integer) return fc.integer({ min: Math.ceil(lower), max: Math.floor(Math.min(upper, 2 ** 31 - 1)) });
  // Mostly amounts in cents (what the API speaks), sometimes any double in range.
  const cents = fc
    .integer({ min: Math.ceil(lower * 100), max: Math.floor(Math.min(upper, 1e12) * 100) })
    .map((n) => n / 100)
    .filter((n) => (schema.exclusiveMinimum === undefined || n > schema.exclusiveMinimum) && n >= lower && n <= upper);
  const small = fc
    .integer({ min: Math.max(Math.ceil(lower), -1000), max: Math.min(Math.floor(upper), 1000) })
    .filter((n) => n >= lower && (schema.exclusiveMinimum === undefined || n > schema.exclusiveMinimum));
  return fc.oneof(
    { weight: 3, arbitrary: small },
    { weight: 2, arbitrary: cents },
    {
      weight: 1,
      arbitrary: fc
        .double({ min: lower, max: Math.min(upper, 1e12), noNaN: true, noDefaultInfinity: true })
        .filter((n) => schema.exclusiveMinimum === undefined || n > schema.exclusiveMinimum),
    },
  );
}

/** An arbitrary of values that conform to a JSON schema of the document (the subset zod-openapi emits). */
export function validArbitrary(
  context: ArbitraryContext,
  schema: JsonSchema,
  name = "",
  depth = 0,
): fc.Arbitrary<unknown> {
  const override = context.overrides?.[name];
  if (override) return override;
  const node = resolveSchema(context.document, schema);
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => validArbitrary(context, s, name, depth + 1)));
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : node.properties ? ["object"] : [];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => validArbitrary(context, { ...node, type }, name, depth + 1)));
  switch (types[0]) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return numberOf(node, true);
    case "number":
      return numberOf(node, false);
    case "string":
      if (node.format === "uuid") {
        return context.ids.length
          ? fc.oneof(fc.constantFrom(...context.ids), fc.uuid({ version: 4 }))
          : fc.uuid({ version: 4 });
      }
      if (node.format === "date-time") {
        return fc
          .date({ min: new Date("2000-01-01"), max: new Date("2200-01-01"), noInvalidDate: true })
          .map((d) => d.toISOString());
      }
      if (node.format === "date") {
        return fc
          .date({ min: new Date("1990-01-01"), max: new Date("2200-01-01"), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      }
      if (node.pattern) {
        const max = node.maxLength ?? Number.POSITIVE_INFINITY;
        return fc
          .stringMatching(new RegExp(node.pattern))
          .filter((s) => s.length >= (node.minLength ?? 0) && s.length <= max);
      }
      return stringOf(node);
    case "array": {
      const items = node.items ? validArbitrary(context, node.items, name, depth + 1) : fc.anything();
      return fc.array(items, {
        minLength: node.minItems ?? 0,
        maxLength: Math.min(node.maxItems ?? 3, Math.max(node.minItems ?? 0, 3)),
      });
    }
    case "object": {
      const properties = node.properties ?? {};
      if (!Object.keys(properties).length)
        return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      const required = new Set(node.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties))
        model[key] = validArbitrary(context, property, key, depth + 1);
      return fc.record(model, { requiredKeys: [...required].filter((k) => k in model) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value of the wrong JSON type for a schema. */
function wrongTypeOf(context: ArbitraryContext, schema: JsonSchema): fc.Arbitrary<unknown> {
  const node = resolveSchema(context.document, schema);
  const types = new Set(
    [node, ...(node.anyOf ?? []), ...(node.oneOf ?? [])]
      .map((s) => resolveSchema(context.document, s))
      .flatMap((s) =>
        Array.isArray(s.type) ? s.type : s.type ? [s.type] : s.properties ? ["object"] : s.enum ? ["string"] : [],
      ),
  );
  const candidates: fc.Arbitrary<unknown>[] = [];
  if (!types.has("string")) candidates.push(fc.constantFrom("not a number", "true", ""));
  if (!types.has("number") && !types.has("integer")) candidates.push(fc.constantFrom(0, 42, -1.5));
  if (!types.has("boolean")) candidates.push(fc.boolean());
  if (!types.has("object")) candidates.push(fc.constant({ nested: "object" }));
  if (!types.has("array")) candidates.push(fc.constant(["an", "array"]));
  return fc.oneof(...candidates);
}

/**
 * An arbitrary of request bodies that break the documented schema: a required property missing, an unknown one,
 * a wrong type, a string too long, a value outside an enum or a range, or not an object at all. Callers keep only
 * the values the schema really refuses (ajv), so every one is invalid by the document.
 */
export function invalidArbitrary(context: ArbitraryContext, schema: JsonSchema): fc.Arbitrary<unknown> {
  const node = resolveSchema(context.document, schema);
  const valid = validArbitrary(context, node) as fc.Arbitrary<Record<string, unknown>>;
  const properties = Object.entries(node.properties ?? {});
  const mutations: fc.Arbitrary<unknown>[] = [fc.constantFrom([], "a string", 42, true, [{}])];
  const required = node.required ?? [];
  if (required.length) {
    mutations.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([value, key]) => {
        const copy = { ...value };
        delete copy[key];
        return copy;
      }),
    );
  }
  if (node.additionalProperties === false) {
    mutations.push(
      fc
        .tuple(valid, fc.constantFrom("unexpected", "orgId", "__proto__x", "isAdmin"))
        .map(([value, key]) => ({ ...value, [key]: "x" })),
    );
  }
  for (const [key, property] of properties) {
    const target = resolveSchema(context.document, property);
    mutations.push(fc.tuple(valid, wrongTypeOf(context, target)).map(([value, wrong]) => ({ ...value, [key]: wrong })));
    if (target.maxLength !== undefined) {
      mutations.push(valid.map((value) => ({ ...value, [key]: "x".repeat((target.maxLength as number) + 1) })));
    }
    if (target.enum) mutations.push(valid.map((value) => ({ ...value, [key]: "not-one-of-the-values" })));
    if (target.maximum !== undefined)
      mutations.push(valid.map((value) => ({ ...value, [key]: (target.maximum as number) * 10 + 1 })));
    if (target.minimum !== undefined)
      mutations.push(valid.map((value) => ({ ...value, [key]: (target.minimum as number) - 1 })));
    if (target.exclusiveMinimum !== undefined)
      mutations.push(valid.map((value) => ({ ...value, [key]: target.exclusiveMinimum })));
    if (target.type === "array" && target.maxItems !== undefined && target.items) {
      const item = validArbitrary(context, target.items);
      mutations.push(
        fc
          .tuple(valid, fc.array(item, { minLength: target.maxItems + 1, maxLength: target.maxItems + 1 }))
          .map(([value, items]) => ({ ...value, [key]: items })),
      );
    }
  }
  return fc.oneof(...mutations);
}
