import { type RawBuilder, sql } from "kysely";

/**
 * The one way a search matches and ranks (issue 24 item 1, decision 100), used by every list's `q` and by the
 * search operation. Text is compared folded by the database's own `kancl_search_norm` (unaccent, then lower;
 * migration 2026-11-27-10), so "novak", "NOVÁK" and "Novák" are one word, and as a substring, served by pg_trgm's
 * GIN indexes from three characters on. One or two characters (no trigram to look up) match the start of the title or
 * of a `prefix` field only, served by btree indexes (benchmark 14: a substring of two letters scanned 100,000
 * contacts in 120–170 ms; a prefix takes milliseconds). Ranks: 0 an exact value, 1 the title starts with it, 2 a word of the title
 * starts with it, 3 anywhere in the searched text, 4 only similar (a typo, from four characters on). A ranked search
 * asks the similar rows only when the others do not fill the page (`rankedSearch`).
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
  /**
   * How a condition on the haystack is asked when it must go through the table's own index: given the condition
   * on a haystack (the inner table's), the condition on the row (`d.id in (select … where <condition>)`). For a
   * table whose match ORs in a condition no index serves (a deal's client), so the planner cannot combine indexes:
   * without it every row of the organization is folded and compared (benchmark 14). Default: the condition itself.
   */
  indexed?: (condition: (haystack: RawBuilder<string>) => RawBuilder<boolean>) => RawBuilder<boolean>;
  /** More conditions that make an exact match (an e-mail, an IČO). */
  exact?: RawBuilder<boolean>[];
  /** More conditions that make a prefix match (the start of an e-mail). */
  prefix?: RawBuilder<boolean>[];
  /** More conditions that make a substring match (a deal's client). */
  contains?: RawBuilder<boolean>[];
}

const any = (conditions: RawBuilder<boolean>[]) =>
  conditions.length ? sql<boolean>`(${sql.join(conditions, sql` or `)})` : sql<boolean>`false`;

const onHaystack = (fields: SearchFields, condition: (haystack: RawBuilder<string>) => RawBuilder<boolean>) =>
  fields.indexed ? fields.indexed(condition) : condition(fields.haystack);

/** The substring (and digits) matches, without the similarity one. */
function substringMatch(terms: SearchTerms, fields: SearchFields): RawBuilder<boolean> {
  const conditions = [onHaystack(fields, (haystack) => sql<boolean>`${haystack} like '%' || ${folded(terms)} || '%'`)];
  if (terms.digits) {
    const digits = `%${terms.digits}%`;
    conditions.push(onHaystack(fields, (haystack) => sql<boolean>`${haystack} like ${digits}`));
  }
  return any([...conditions, ...(fields.contains ?? [])]);
}

/** What a search matches directly: a prefix (one or two characters) or a substring; not the similar rows. */
function directMatch(terms: SearchTerms, fields: SearchFields): RawBuilder<boolean> {
  // Only indexable prefixes (no exact conditions either: an unindexed one in the OR would scan every row again).
  if (terms.short) return any([sql<boolean>`${fields.title} like ${folded(terms)} || '%'`, ...(fields.prefix ?? [])]);
  return substringMatch(terms, fields);
}

/** The similar (misspelt) rows: the word-similarity operator on the haystack's trigram index. */
const similarMatch = (terms: SearchTerms, fields: SearchFields) =>
  onHaystack(fields, (haystack) => sql<boolean>`kancl_search_norm(${terms.text}) <% ${haystack}`);

/**
 * The rows the search finds, similar ones included: the filter of a list with its own sort. A search ranked by
 * relevance asks through `rankedSearch` instead (the similar rows only when the rest does not fill the page).
 */
export function searchMatch(terms: SearchTerms, fields: SearchFields): RawBuilder<boolean> {
  const direct = directMatch(terms, fields);
  if (terms.short || !terms.fuzzy) return direct;
  return sql<boolean>`(${direct} or ${similarMatch(terms, fields)})`;
}

/** Rank of a similar match (a typo): after every direct one. */
export const SIMILAR_RANK = 4;

/**
 * The rank of a row the direct match found: 0 exact, 1 prefix, 2 word start, 3 anywhere (every other row it
 * found: no fourth comparison per row). Lower comes first.
 */
function directRank(terms: SearchTerms, fields: SearchFields): RawBuilder<number> {
  const q = folded(terms);
  return sql<number>`case
    when ${fields.title} = kancl_search_norm(${terms.text}) or ${any(fields.exact ?? [])} then 0
    when ${fields.title} like ${q} || '%' or ${any(fields.prefix ?? [])} then 1
    when ${fields.title} like '% ' || ${q} || '%' then 2
    else 3 end`;
}

/** One query of a ranked search: the rows it asks for and their rank (0–4, lower first). */
export interface SearchPass {
  match: RawBuilder<boolean>;
  rank: RawBuilder<number>;
}

/**
 * A search ranked by relevance (exact → prefix → word start → substring → similar), best `limit` first, in up to two
 * queries: the direct matches ranked 0–3, then — only for a fuzzy term and only when they did not fill `limit` —
 * the similar rows the first did not find, ranked 4. The same rows in the same order as one query with both, since
 * every similar row ranks after every direct one; but the common case does not pay for the similarity (a second
 * trigram index scan and a word-similarity per candidate: benchmark 14, half of a search's time over 100,000
 * contacts). `afterRank`: the rank of a keyset cursor's last row; past 3 the direct query is skipped.
 * `run` asks one pass for at most `limit` rows, ordered by (rank, …) as the caller orders. (The similar pass's rank
 * is `4::int`: a bare 4 in an ORDER BY would mean the fourth column.)
 */
export async function rankedSearch<T>(
  terms: SearchTerms,
  fields: SearchFields,
  limit: number,
  run: (pass: SearchPass, limit: number) => Promise<T[]>,
  afterRank = 0,
): Promise<T[]> {
  const found =
    afterRank < SIMILAR_RANK
      ? await run({ match: directMatch(terms, fields), rank: directRank(terms, fields) }, limit)
      : [];
  if (terms.short || !terms.fuzzy || found.length >= limit) return found;
  const match = sql<boolean>`(${similarMatch(terms, fields)} and not ${substringMatch(terms, fields)})`;
  return [...found, ...(await run({ match, rank: sql<number>`${sql.lit(SIMILAR_RANK)}::int` }, limit - found.length))];
}
