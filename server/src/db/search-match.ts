import { type RawBuilder, sql } from "kysely";

/**
 * The one way a search matches and ranks (issue 24 item 1, decision 100), used by every list's `q` and by the
 * search operation. Text is compared folded by the database's own `kancl_search_norm` (unaccent, then lower;
 * migration 2026-11-27-10), so "novak", "NOVÁK" and "Novák" are one word, and as a substring, served by pg_trgm's
 * GIN indexes from three characters on. One or two characters (no trigram to look up) match the start of the title or
 * of a `prefix` field only, served by btree indexes (benchmark 14: a substring of two letters scanned 100,000
 * contacts in 120–170 ms; a prefix takes milliseconds). Ranks: 0 an exact value, 1 the title starts with it, 2 a word of the title
 * starts with it, 3 anywhere in the searched text, 4 only similar (a typo, from four characters on).
 */
export interface SearchTerms {
  /** The user's text, whitespace collapsed, with LIKE's wildcards and escape character escaped. */
  escaped: string;
  /** The text as typed (whitespace collapsed), for the similarity match. */
  text: string;
  /** The digits of a number written with spaces, dashes, slashes, dots or a + (a phone, an IČO); else undefined. */
  digits?: string;
  /** Whether a similar (misspelt) match counts too: four or more letters (and spaces), nothing else. */
  fuzzy: boolean;
  /** Fewer characters than a trigram (and not a number): only prefixes match (decision 100, benchmark 14). */
  short: boolean;
}

/** From this many characters a search looks for a substring (pg_trgm's GIN indexes need a trigram). */
export const SUBSTRING_FROM = 3;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The terms of a search, or undefined when there is nothing to search for. */
export function searchTerms(q: string | undefined): SearchTerms | undefined {
  const text = (q ?? "").trim().replace(/\s+/g, " ");
  if (!text) return undefined;
  const digits = /^[\d\s+()/.-]+$/.test(text) ? text.replace(/\D/g, "") : "";
  const numberDigits = digits.length >= 2 && digits !== text ? digits : undefined;
  return {
    escaped: likeEscape(text),
    text,
    digits: numberDigits,
    // Only words: "jana@" or a number is what the user means to the character.
    fuzzy: text.length >= 4 && /^[\p{L} ]+$/u.test(text),
    short: text.length < SUBSTRING_FROM && !numberDigits,
  };
}

/** The search text folded as the indexes fold their columns (a constant the planner computes once). */
export const folded = (terms: SearchTerms) => sql<string>`kancl_search_norm(${terms.escaped})`;

/** Folds a column or expression as the search compares it (use the same expression the index was built on). */
export const fold = (expression: RawBuilder<unknown>) => sql<string>`kancl_search_norm(${expression})`;

export interface SearchFields {
  /** What a result is called, folded: exact, prefix and word-start matches rank by it. */
  title: RawBuilder<string>;
  /** Everything searched, folded (the title among it): a substring anywhere matches. */
  haystack: RawBuilder<string>;
  /** More conditions that make an exact match (an e-mail, an IČO). */
  exact?: RawBuilder<boolean>[];
  /** More conditions that make a prefix match (the start of an e-mail). */
  prefix?: RawBuilder<boolean>[];
  /** More conditions that make a substring match (a deal's client). */
  contains?: RawBuilder<boolean>[];
}

const any = (conditions: RawBuilder<boolean>[]) =>
  conditions.length ? sql<boolean>`(${sql.join(conditions, sql` or `)})` : sql<boolean>`false`;

/** The substring (and digits) matches, without the similarity one. */
function substringMatch(terms: SearchTerms, fields: SearchFields): RawBuilder<boolean> {
  const conditions = [sql<boolean>`${fields.haystack} like '%' || ${folded(terms)} || '%'`];
  if (terms.digits) conditions.push(sql<boolean>`${fields.haystack} like ${`%${terms.digits}%`}`);
  return any([...conditions, ...(fields.contains ?? [])]);
}

/** The rows the search finds. */
export function searchMatch(terms: SearchTerms, fields: SearchFields): RawBuilder<boolean> {
  // Only indexable prefixes (no exact conditions either: an unindexed one in the OR would scan every row again).
  if (terms.short) return any([sql<boolean>`${fields.title} like ${folded(terms)} || '%'`, ...(fields.prefix ?? [])]);
  const substring = substringMatch(terms, fields);
  if (!terms.fuzzy) return substring;
  return sql<boolean>`(${substring} or kancl_search_norm(${terms.text}) <% ${fields.haystack})`;
}

/** The rank of a found row: 0 exact, 1 prefix, 2 word start, 3 substring, 4 similar. Lower comes first. */
export function searchRank(terms: SearchTerms, fields: SearchFields): RawBuilder<number> {
  const q = folded(terms);
  return sql<number>`case
    when ${fields.title} = kancl_search_norm(${terms.text}) or ${any(fields.exact ?? [])} then 0
    when ${fields.title} like ${q} || '%' or ${any(fields.prefix ?? [])} then 1
    when ${fields.title} like '% ' || ${q} || '%' then 2
    when ${substringMatch(terms, fields)} then 3
    else 4 end`;
}
