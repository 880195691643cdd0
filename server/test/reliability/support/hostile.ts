import fc from "fast-check";

/**
 * Generators of hostile input for the fuzz suite (issue 20, item 5): text no column can hold (a NUL character, a lone
 * surrogate) and JSON nested far deeper than any real body.
 */

/** The characters that broke the server: NUL (PostgreSQL refuses it in text and jsonb) and unpaired surrogates. */
export const HOSTILE_CHARACTERS = ["\u0000", "\ud800", "\udbff", "\udc00", "\udfff"] as const;
export type HostileCharacter = (typeof HOSTILE_CHARACTERS)[number];

/**
 * A text with one hostile character somewhere (at the start, the end or inside, alone or among others), and
 * sometimes more of them after it.
 */
export const hostileText = (characters: readonly string[] = HOSTILE_CHARACTERS, more: readonly string[] = characters) =>
  fc
    .tuple(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(...characters),
      fc.string({ maxLength: 12 }),
      fc.constantFrom("", ...more, more.join("")),
    )
    .map(([before, bad, after, extra]) => `${before}${bad}${after}${extra}`)
    // A high surrogate right before a low one is a well-formed pair (an emoji): keep only texts that stay hostile.
    .filter(isHostile);

/** Independent of the server's check: a NUL, or a surrogate that is not half of a pair (the `u` flag pairs them). */
export const isHostile = (text: string) => text.includes("\u0000") || /\p{Surrogate}/u.test(text);

/** Whether a value holds a hostile character anywhere (strings and field names), seen through its JSON text. */
export const holdsHostileText = (value: unknown) => /\\u0000|\\ud[89a-f]/i.test(JSON.stringify(value) ?? "");

/** What the edge answers for a text with one of them (the NUL is checked first). */
export const textMessageFor = (text: string) =>
  text.includes("\u0000")
    ? "must not contain a NUL character"
    : "must not contain a lone surrogate (malformed Unicode)";

/** … and for a field name with one of them. */
export const fieldNameMessageFor = (text: string) => `a field name ${textMessageFor(text)}`;

/** JSON text nested `levels` deep: arrays, objects, or both alternating, as an attacker would build it. */
export function deepJson(levels: number, style: "arrays" | "objects" | "mixed"): string {
  let head = "";
  let tail = "";
  for (let level = 0; level < levels; level++) {
    const array = style === "arrays" || (style === "mixed" && level % 2 === 0);
    head += array ? "[" : '{"a":';
    tail = (array ? "]" : "}") + tail;
  }
  return `${head}1${tail}`;
}

/** Deeper than the 32 levels the server accepts: just past it, or thousands (10 kB of text at 5,000). */
export const deepJsonArbitrary = fc
  .tuple(
    fc.oneof(fc.integer({ min: 33, max: 64 }), fc.integer({ min: 1000, max: 5000 })),
    fc.constantFrom("arrays" as const, "objects" as const, "mixed" as const),
  )
  .map(([levels, style]) => deepJson(levels, style));

export type JsonPath = (string | number)[];

/** Paths of every string in a JSON value ("billing.address" → ["billing", "address"]). Values are shallow here. */
export function stringLeaves(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (typeof value === "string") return [prefix];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, [...prefix, index]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...prefix, key]));
  return [];
}

/** A copy of `value` with the value at `path` replaced (the root when the path is empty). */
export function replaceAt(value: unknown, path: JsonPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1) as string | number] = replacement;
  return copy;
}

/** Every path of a JSON value where a deep value could go: the root and every property or item. */
export function allPaths(value: unknown, prefix: JsonPath = []): JsonPath[] {
  const here = [prefix];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, index) => allPaths(item, [...prefix, index]))];
  if (value && typeof value === "object")
    return [...here, ...Object.entries(value).flatMap(([key, item]) => allPaths(item, [...prefix, key]))];
  return here;
}

const DEEP_MARKER = "\u0001deep-value\u0001";

/** The JSON text of `value` with a deep value (JSON text) at `path`: JSON.stringify itself would overflow on it. */
export function withDeepValue(value: unknown, path: JsonPath, deep: string): string {
  return JSON.stringify(replaceAt(value, path, DEEP_MARKER)).replace(JSON.stringify(DEEP_MARKER), deep);
}

/**
 * Percent-encodes a path parameter as a careless client would: a lone surrogate as the three bytes its code unit
 * would have in UTF-8 (WTF-8), which is not UTF-8 at all. encodeURIComponent refuses such a text.
 */
export function encodePathValue(value: string): string {
  let encoded = "";
  for (const character of value) {
    const code = character.codePointAt(0) as number;
    if (code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
}

/** Pieces a CSV injection is built of: formula triggers, separators, quotes, line breaks, apostrophes, a formula. */
const CSV_PIECES = [
  "=",
  "+",
  "-",
  "@",
  "\t",
  "\r",
  "\n",
  "\r\n",
  ";",
  ",",
  '"',
  "'",
  "''",
  "=cmd|' /C calc'!A0",
  "-1",
  "1,5",
];

/**
 * Text a spreadsheet might run (issue 34 item 2): ordinary text mixed with formula triggers at the start and after
 * line breaks, separators, quotes and apostrophes — e.g. "Jan Novak\n=cmd|' /C calc'!A0".
 */
export const csvFormulaText = fc
  .array(fc.oneof(fc.constantFrom(...CSV_PIECES), fc.string({ maxLength: 6 })), { maxLength: 8 })
  .map((pieces) => pieces.join(""));
