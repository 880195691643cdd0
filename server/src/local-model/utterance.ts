import { normalizeText } from "./fuzzy-match";
import { isKnownWord, NAME_BRIDGES } from "./lexicon";
import { foldKeepingIndexes, type Span } from "./numbers-and-dates";

export interface Token {
  /** Position among all the words of the message: two tokens are neighbours when their indexes are consecutive. */
  index: number;
  /** The word as typed, without surrounding punctuation: "Nováková", "s.r.o.". */
  clean: string;
  /** Normalized for matching: "novakova", "sro", "email" (from "e-mail"). */
  key: string;
  start: number;
  end: number;
  /** "s.r.o.", "a.s.": punctuation inside makes a word part of a name even when its letters spell a filler. */
  dotted: boolean;
}

/** A stretch of name words: "Jana Nováková", "Bank of America". */
export interface Run {
  text: string;
  first: number;
  last: number;
  capitalized: boolean;
}

/** Stands for claimed characters in the text later patterns see (a private-use character nobody types). */
export const CLAIMED = "\uE000";

const ABBREVIATIONS = new Set(["ltd", "inc", "corp", "co", "spol", "jr", "sr", "st", "bros"]);

/**
 * One user message being taken apart. Parsers claim the characters they understood (an e-mail, an amount, a date),
 * and what is left, minus known words, is read as names.
 */
export class Utterance {
  readonly raw: string;
  readonly folded: string;
  /** The whole message normalized, for phrases: "kde pracuje", "how much", "po splatnosti". */
  readonly normalized: string;
  private readonly used: Uint8Array;
  /** unclaimed() and tokens() as of the last claim: several parsers ask for them in turn. */
  private cachedUnclaimed: string | undefined;
  private cachedTokens: Token[] | undefined;

  constructor(text: string) {
    this.raw = text;
    this.folded = foldKeepingIndexes(text);
    this.normalized = ` ${normalizeText(text.replace(/e-mail/gi, "email"))} `;
    this.used = new Uint8Array(text.length);
  }

  has(phrase: RegExp): boolean {
    return phrase.test(this.normalized);
  }

  isUsed = ([start, end]: Span): boolean => {
    for (let i = start; i < end; i++) if (this.used[i]) return true;
    return false;
  };

  use([start, end]: Span): void {
    if (start >= end) return;
    this.used.fill(1, start, end);
    this.cachedUnclaimed = undefined;
    this.cachedTokens = undefined;
  }

  /** The folded text with claimed characters replaced by CLAIMED, so later patterns cannot run across them. */
  unclaimed(): string {
    if (this.cachedUnclaimed !== undefined) return this.cachedUnclaimed;
    const pieces: string[] = [];
    const length = this.used.length;
    let from = 0;
    let i = 0;
    while (i < length) {
      if (!this.used[i]) {
        i++;
        continue;
      }
      let end = i;
      while (end < length && this.used[end]) end++;
      pieces.push(this.folded.slice(from, i), CLAIMED.repeat(end - i));
      from = end;
      i = end;
    }
    pieces.push(this.folded.slice(from));
    this.cachedUnclaimed = pieces.join("");
    return this.cachedUnclaimed;
  }

  /** Claims every match of a pattern over the unclaimed folded text and answers the matched original text. */
  take(pattern: RegExp, group = 0): { text: string; span: Span }[] {
    const taken: { text: string; span: Span }[] = [];
    for (const match of this.unclaimed().matchAll(pattern)) {
      const span: Span = [match.index ?? 0, (match.index ?? 0) + match[0].length];
      if (this.isUsed(span)) continue;
      const inner = match[group] ?? "";
      const offset = match[0].indexOf(inner);
      const start = span[0] + Math.max(0, offset);
      this.use(span);
      taken.push({ text: this.raw.slice(start, start + inner.length).trim(), span });
    }
    return taken;
  }

  /** The words not claimed by a parser (a fresh array: callers may filter it, never change the tokens). */
  tokens(): Token[] {
    this.cachedTokens ??= this.readTokens();
    return [...this.cachedTokens];
  }

  private readTokens(): Token[] {
    const tokens: Token[] = [];
    let index = 0;
    for (const match of this.raw.matchAll(/\S+/g)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      const position = index++;
      if (this.isUsed([start, end])) continue;
      const clean = cleanWord(match[0]);
      if (!clean) continue;
      tokens.push({
        index: position,
        clean,
        key: normalizeText(clean).replace(/\s+/g, ""),
        start,
        end,
        dotted: /\p{L}\.\p{L}/u.test(clean),
      });
    }
    return tokens;
  }
}

const OPENING = new Set([..."([{\"'„“‚‘«»"]);
const CLOSING = new Set([...")]}\"'“”‘’»,;:!?"]);

/**
 * The word without the punctuation around it. Trimmed by walking in from the ends: a pattern like /[!?]+$/ tries
 * every position of a long run of them that does not reach the end (quadratic).
 */
function cleanWord(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && OPENING.has(word[start] as string)) start++;
  while (end > start && CLOSING.has(word[end - 1] as string)) end--;
  let clean = word.slice(start, end);
  // "Dvořák's e-mail": the possessive is no part of the name.
  if (/\p{L}['’]s$/iu.test(clean)) clean = clean.slice(0, -2);
  if (clean.endsWith(".") && !/\p{L}\.\p{L}/u.test(clean) && !ABBREVIATIONS.has(normalizeText(clean))) {
    end = clean.length;
    while (end > 0 && clean[end - 1] === ".") end--;
    clean = clean.slice(0, end);
  }
  return clean;
}

/** A word that may belong to a name: not a filler, not a cue (unless written like "a.s."). */
export const isNameWord = (token: Token) => token.dotted || (!isKnownWord(token.key) && token.key.length > 0);

/** Splits the unclaimed words into runs of name words; fillers between two name words join them ("Bank of America"). */
export function nameRuns(tokens: Token[], firstWordIndex = 0): Run[] {
  const runs: Run[] = [];
  let current: Token[] = [];
  let pendingBridges: Token[] = [];
  const flush = () => {
    // A run without letters ("2026") is a number the parsers did not want, not a name.
    if (current.some((t) => /\p{L}/u.test(t.clean))) {
      const first = current[0] as Token;
      const last = current[current.length - 1] as Token;
      runs.push({
        text: current.map((t) => t.clean).join(" "),
        first: first.index,
        last: last.index,
        capitalized: current.some((t) => /^\p{Lu}/u.test(t.clean) && t.index !== firstWordIndex),
      });
    }
    current = [];
    pendingBridges = [];
  };
  let previous = -2;
  for (const token of tokens) {
    const adjacent = token.index === previous + 1;
    previous = token.index;
    if (!adjacent) flush();
    if (isNameWord(token)) {
      current.push(...pendingBridges, token);
      pendingBridges = [];
    } else if (current.length && NAME_BRIDGES.has(token.key)) {
      pendingBridges.push(token);
    } else {
      flush();
    }
  }
  flush();
  return runs;
}

/**
 * The name among the runs: several runs in a loosely worded request ("potřebuju Acme faktury") prefer the
 * capitalized ones; otherwise all of them.
 */
export function pickName(runs: Run[]): string | undefined {
  if (runs.length === 0) return undefined;
  const capitalized = runs.filter((run) => run.capitalized);
  const chosen = runs.length > 1 && capitalized.length ? capitalized : runs;
  return chosen.map((run) => run.text).join(" ");
}

/**
 * Names on either side of marker words: "Web pro Acme" → before "Web", after "Acme". Used for a deal's title and
 * its client, and for the client of an invoice query.
 */
export function splitAtMarker(tokens: Token[], isMarker: (token: Token) => boolean) {
  const runs = nameRuns(tokens);
  const markers = tokens.filter(isMarker).map((t) => t.index);
  if (markers.length === 0) return { before: runs, after: [] as Run[], hasMarker: false };
  const firstMarker = markers[0] as number;
  const before = runs.filter((run) => run.last < firstMarker);
  const after = runs.filter((run) => run.first > firstMarker);
  return { before, after, hasMarker: true };
}
