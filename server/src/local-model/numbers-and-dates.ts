/**
 * Amounts and due dates as people type them in Czech and English: "120 000 Kč", "1 250,50", "1,250.50 EUR", "5k",
 * "31. 12. 2026", "2026-12-31", "December 31", "splatné tento měsíc". Every parser works on the folded text
 * (lowercase, no diacritics, same length as the original) and reports the character spans it used, so the intent
 * parser can leave those characters out when it looks for names.
 */

export type Language = "cs" | "en";
export type Currency = "CZK" | "EUR" | "USD" | "GBP";
export type Span = readonly [start: number, end: number];

/**
 * Lowercase without diacritics, character for character: "Splatné Kč" → "splatne kc". Unlike normalizeText it keeps
 * punctuation and every index, so a match in the folded text points at the same characters in the original.
 */
export function foldKeepingIndexes(text: string): string {
  // ASCII (most of any message) is lowercased as a whole; every other character is folded once and remembered.
  if (isAscii(text)) return text.toLowerCase();
  let folded = "";
  for (const char of text) {
    if (char.charCodeAt(0) < 0x80) {
      folded += char.toLowerCase();
      continue;
    }
    let plain = FOLDED.get(char);
    if (plain === undefined) {
      plain = foldCharacter(char);
      if (FOLDED.size < 10_000) FOLDED.set(char, plain);
    }
    folded += plain;
  }
  return folded;
}

const FOLDED = new Map<string, string>();

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

function foldCharacter(char: string): string {
  const plain = char.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  if (plain.length === char.length) return plain;
  const lower = char.toLowerCase();
  return lower.length === char.length ? lower : char;
}

// ---------------------------------------------------------------------------------------------------------------
// Numbers and money

/**
 * A number written with any of the usual separators. When both "," and "." appear the last one is the decimal
 * separator ("1.250,50" and "1,250.50"). A lone separator followed by exactly three digits is read the way the
 * writer's language groups thousands: "1,250" is 1250 in English, "1.250" is 1250 in Czech; otherwise it is decimal.
 */
export function parseNumber(text: string, language: Language): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "");
  if (!/^\d[\d.,]*$/.test(compact)) return undefined;
  const lastComma = compact.lastIndexOf(",");
  const lastDot = compact.lastIndexOf(".");
  let normalized: string;
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? "," : ".";
    const group = decimal === "," ? "." : ",";
    normalized = compact.split(group).join("").replace(decimal, ".");
  } else if (lastComma >= 0 || lastDot >= 0) {
    const separator = lastComma >= 0 ? "," : ".";
    const parts = compact.split(separator);
    const groupsOfThree = parts.slice(1).every((part) => part.length === 3);
    const thousandsHere = separator === "," ? language === "en" : language === "cs";
    const isGrouping = groupsOfThree && (parts.length > 2 || thousandsHere);
    normalized = isGrouping ? parts.join("") : parts.length === 2 ? `${parts[0]}.${parts[1]}` : "";
  } else {
    normalized = compact;
  }
  const value = Number(normalized);
  return normalized && Number.isFinite(value) ? value : undefined;
}

const CURRENCY_WORDS: readonly [RegExp, Currency][] = [
  [/^(kc|czk|korun\w*|kcs)$/, "CZK"],
  [/^(€|eur|euro|eura|eur\w*)$/, "EUR"],
  [/^(\$|usd|dolar\w*|dollar\w*|us\$)$/, "USD"],
  [/^(£|gbp|liber|libra|libry|pound\w*)$/, "GBP"],
];

export function currencyOf(word: string): Currency | undefined {
  const key = word.trim();
  return CURRENCY_WORDS.find(([pattern]) => pattern.test(key))?.[1];
}

export interface MoneyMatch {
  amount: number;
  currency?: Currency;
  span: Span;
  /** How sure we are that this number is an amount: a currency or a word like "za"/"for" before it count. */
  score: number;
}

const NUMBER = String.raw`\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?(?![\d.,]*\d)|\d+(?:[.,]\d+)*`;
const CURRENCY_AFTER = String.raw`kc|czk|korun\w*|kcs|€|eur\w*|\$|usd|dolar\w*|dollar\w*|gbp|£|liber|libr[ay]|pound\w*`;
const MULTIPLIER_WORD = String.raw`tis\.?|tisic\w*|thousand|mil\.?|mio|milion\w*|million\w*`;
const MONEY = new RegExp(
  String.raw`(?<pre>[$€£]|\b(?:czk|eur|usd|gbp)\b)?[ \u00a0]?(?<![\p{L}\d.,/-])(?<num>${NUMBER})` +
    String.raw`(?:(?<multShort>[km])(?![\p{L}])|[ \u00a0]*(?<multWord>${MULTIPLIER_WORD})(?![\p{L}]))?` +
    String.raw`(?:[ \u00a0]*(?<cur>${CURRENCY_AFTER})(?![\p{L}]))?(?![\p{L}\d]|[-/]\d)`,
  "gu",
);
/** Words that announce an amount: "za 5000", "for 5000", "hodnota 5000", "worth 5000". */
const AMOUNT_MARKER =
  /(?:^|[^\p{L}])(?:za|for|hodnot\w*|value|valued|worth|of|castk\w*|amount|odhad\w*|estimated?|cena|cenou|price|at|v\s+hodnote)\s*$/u;

function multiplierOf(short: string | undefined, word: string | undefined): number {
  const key = (short ?? word ?? "").replace(".", "");
  if (!key) return 1;
  if (key === "k" || key.startsWith("tis") || key === "thousand") return 1_000;
  return 1_000_000;
}

/** Every amount-looking number in the folded text, with its currency and how likely it is meant as an amount. */
export function findMoney(folded: string, language: Language, blocked: (span: Span) => boolean = () => false) {
  const found: MoneyMatch[] = [];
  for (const match of folded.matchAll(MONEY)) {
    const groups = match.groups ?? {};
    const start = match.index ?? 0;
    const span: Span = [start, start + match[0].length];
    if (blocked(span) || !groups.num) continue;
    const value = parseNumber(groups.num, language);
    if (value === undefined) continue;
    const amount = Math.round(value * multiplierOf(groups.multShort, groups.multWord) * 100) / 100;
    const currency = currencyOf(groups.cur ?? "") ?? currencyOf(groups.pre ?? "");
    const marked = AMOUNT_MARKER.test(folded.slice(Math.max(0, start - 20), start));
    const score = (currency ? 2 : 0) + (marked ? 2 : 0) + (groups.multShort || groups.multWord ? 1 : 0);
    found.push({ amount, currency, span: trimSpan(folded, span), score });
  }
  return found;
}

/**
 * The amount a request means: the best-announced one ("za 120 000 Kč" beats the "2026" in a deal's title); a lone
 * bare number counts too ("vyhraj Licence 900").
 */
export function pickAmount(candidates: MoneyMatch[]): MoneyMatch | undefined {
  if (candidates.length === 1) return candidates[0];
  const best = [...candidates].sort((a, b) => b.score - a.score || b.span[0] - a.span[0])[0];
  return best && best.score > 0 ? best : undefined;
}

function trimSpan(text: string, [start, end]: Span): Span {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text[s] ?? "")) s++;
  while (e > s && /\s/.test(text[e - 1] ?? "")) e--;
  return [s, e];
}

// ---------------------------------------------------------------------------------------------------------------
// Dates

/** Calendar arithmetic on YYYY-MM-DD strings, in UTC so no time zone shifts a day. */
export const isoDate = {
  parse(iso: string): Date {
    const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
    return new Date(Date.UTC(y, m - 1, d));
  },
  format(date: Date): string {
    return date.toISOString().slice(0, 10);
  },
  of(year: number, month: number, day: number): string | undefined {
    const date = new Date(Date.UTC(year, month - 1, day));
    const ok = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    return ok ? isoDate.format(date) : undefined;
  },
  addDays(iso: string, days: number): string {
    const date = isoDate.parse(iso);
    date.setUTCDate(date.getUTCDate() + days);
    return isoDate.format(date);
  },
  monthRange(year: number, month: number): DateRange {
    const first = new Date(Date.UTC(year, month - 1, 1));
    const last = new Date(Date.UTC(year, month, 0));
    return { from: isoDate.format(first), to: isoDate.format(last) };
  },
};

export interface DateRange {
  from: string;
  to: string;
}

/** Czech month names in every case people use (leden, ledna, lednu …) and English names with abbreviations. */
const MONTH_FORMS: Record<string, number> = {};
const czechMonths = [
  "leden ledna lednu lednem",
  "unor unora unoru unorem",
  "brezen brezna breznu breznem",
  "duben dubna dubnu dubnem",
  "kveten kvetna kvetnu kvetnem",
  "cerven cervna cervnu cervnem",
  "cervenec cervence cervenci cervencem",
  "srpen srpna srpnu srpnem",
  "zari zarim",
  "rijen rijna rijnu rijnem",
  "listopad listopadu listopadem",
  "prosinec prosince prosinci prosincem",
];
const englishMonths = [
  "january jan",
  "february feb",
  "march mar",
  "april apr",
  "may",
  "june jun",
  "july jul",
  "august aug",
  "september sept sep",
  "october oct",
  "november nov",
  "december dec",
];
czechMonths.forEach((forms, index) => {
  for (const form of forms.split(" ")) MONTH_FORMS[form] = index + 1;
});
englishMonths.forEach((forms, index) => {
  for (const form of forms.split(" ")) MONTH_FORMS[form] = index + 1;
});
const MONTH_NAME = Object.keys(MONTH_FORMS)
  .sort((a, b) => b.length - a.length)
  .join("|");
const CZECH_MONTH_NAME = czechMonths.flatMap((forms) => forms.split(" ")).join("|");

type Direction = "before" | "after";

interface DateHit {
  span: Span;
  range: DateRange;
  /** How the words themselves point: "do konce měsíce" means before the end of the month. */
  implied?: Direction;
}

const DAY_PATTERNS: readonly { pattern: RegExp; read(m: RegExpExecArray, ctx: DateContext): string | undefined }[] = [
  {
    pattern: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g,
    read: (m) => isoDate.of(Number(m[1]), Number(m[2]), Number(m[3])),
  },
  {
    // 31. 12. 2026 · 31.12.2026 · 31.12. · 31. 12. 26
    pattern: /(?<![\d.,])(\d{1,2})\.\s?(\d{1,2})\.(?:\s?(\d{4}|\d{2})(?!\d))?/g,
    read: (m, ctx) => isoDate.of(fullYear(m[3], ctx), Number(m[2]), Number(m[1])),
  },
  {
    // 12/31/2026 in English, 31/12/2026 in Czech (and whichever fits when the first number is above 12)
    pattern: /(?<![\d/])(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\d/])/g,
    read: (m, ctx) => {
      const [a, b] = [Number(m[1]), Number(m[2])];
      const monthFirst = a > 12 ? false : b > 12 ? true : ctx.language === "en";
      return isoDate.of(fullYear(m[3], ctx), monthFirst ? a : b, monthFirst ? b : a);
    },
  },
  {
    // 31. prosince 2026 · 31 December 2026 · 31 dec
    pattern: new RegExp(String.raw`\b(\d{1,2})\.?\s+(${MONTH_NAME})\b\.?(?:\s+(\d{4})\b)?`, "g"),
    read: (m, ctx) => isoDate.of(fullYear(m[3], ctx), MONTH_FORMS[m[2] ?? ""] ?? 0, Number(m[1])),
  },
  {
    // December 31, 2026 · Dec 31st
    pattern: new RegExp(String.raw`\b(${MONTH_NAME})\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4})\b)?`, "g"),
    read: (m, ctx) => isoDate.of(fullYear(m[3], ctx), MONTH_FORMS[m[1] ?? ""] ?? 0, Number(m[2])),
  },
];

interface DateContext {
  today: string;
  language: Language;
}

function fullYear(year: string | undefined, ctx: DateContext): number {
  if (!year) return Number(ctx.today.slice(0, 4));
  return year.length === 2 ? 2000 + Number(year) : Number(year);
}

function weekRange(today: string, weeksAhead: number): DateRange {
  const weekday = (isoDate.parse(today).getUTCDay() + 6) % 7; // Monday = 0: the Czech week starts on Monday
  const monday = isoDate.addDays(today, -weekday + 7 * weeksAhead);
  return { from: monday, to: isoDate.addDays(monday, 6) };
}

function monthOffset(today: string, offset: number): DateRange {
  const date = isoDate.parse(today);
  const shifted = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
  return isoDate.monthRange(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1);
}

const WEEKDAY_FORMS: Record<string, number> = {
  pondeli: 0,
  pondelek: 0,
  utery: 1,
  uteri: 1,
  streda: 2,
  stredu: 2,
  stredy: 2,
  ctvrtek: 3,
  ctvrtka: 3,
  ctvrtku: 3,
  patek: 4,
  patku: 4,
  sobota: 5,
  sobotu: 5,
  soboty: 5,
  nedele: 6,
  nedeli: 6,
  monday: 0,
  tuesday: 1,
  wednesday: 2,
  thursday: 3,
  friday: 4,
  saturday: 5,
  sunday: 6,
};
const WEEKDAY_NAME = Object.keys(WEEKDAY_FORMS).join("|");

/** The next day with that weekday (Monday 0); today only for a bare name ("do pátku" said on a Friday). */
function nextWeekday(today: string, target: number, nextOne: boolean): string {
  const weekday = (isoDate.parse(today).getUTCDay() + 6) % 7;
  const ahead = (target - weekday + 7) % 7;
  return isoDate.addDays(today, ahead === 0 && nextOne ? 7 : ahead);
}

const RELATIVE_PATTERNS: readonly { pattern: RegExp; hit(m: RegExpExecArray, today: string): Omit<DateHit, "span"> }[] =
  [
    // Before "zítra"/"tomorrow", which it contains.
    {
      pattern: /\b(?:pozitri|(?:the\s+)?day\s+after\s+tomorrow)\b/g,
      hit: (_m, today) => ({ range: pointOf(isoDate.addDays(today, 2)) }),
    },
    {
      pattern:
        /\b(?:do\s+|by\s+|until\s+|till\s+|before\s+)?(?:the\s+)?(?:konc\w*\s+(?:tohoto\s+|teto\s+)?mesic\w*|end\s+of\s+(?:the\s+|this\s+)?month)\b/g,
      hit: (_m, today) => ({ range: pointOf(monthOffset(today, 0).to), implied: "before" }),
    },
    {
      pattern:
        /\b(?:do\s+|by\s+|until\s+|till\s+|before\s+)?(?:the\s+)?(?:konc\w*\s+(?:tohoto\s+|letosniho\s+)?roku|end\s+of\s+(?:the\s+|this\s+)?year)\b/g,
      hit: (_m, today) => ({ range: pointOf(`${today.slice(0, 4)}-12-31`), implied: "before" }),
    },
    {
      pattern:
        /\b(?:v\s+|ve\s+)?(?:tento|tenhle|tomto|tomhle|aktualni\w*|soucasn\w*|letosni\w*)\s+mesic\w*|\b(?:this|current)\s+month\b/g,
      hit: (_m, today) => ({ range: monthOffset(today, 0) }),
    },
    {
      pattern: /\b(?:v\s+|ve\s+)?(?:pristi\w*|dalsi\w*|nasledujici\w*)\s+mesic\w*|\bnext\s+month\b/g,
      hit: (_m, today) => ({ range: monthOffset(today, 1) }),
    },
    {
      pattern: /\b(?:v\s+|ve\s+)?(?:minul\w*|predchozi\w*|lonsk\w*)\s+mesic\w*|\b(?:last|previous)\s+month\b/g,
      hit: (_m, today) => ({ range: monthOffset(today, -1) }),
    },
    {
      pattern: /\b(?:v\s+|ve\s+)?(?:tento|tenhle|tomto|tomhle|tenhle|aktualni\w*)\s+tyd\w*|\bthis\s+week\b/g,
      hit: (_m, today) => ({ range: weekRange(today, 0) }),
    },
    {
      pattern: /\b(?:v\s+|ve\s+)?(?:pristi\w*|dalsi\w*|nasledujici\w*)\s+tyd\w*|\bnext\s+week\b/g,
      hit: (_m, today) => ({ range: weekRange(today, 1) }),
    },
    {
      pattern: /\b(?:v\s+|ve\s+)?(?:minul\w*|predchozi\w*)\s+tyd\w*|\b(?:last|previous)\s+week\b/g,
      hit: (_m, today) => ({ range: weekRange(today, -1) }),
    },
    {
      pattern: /\b(?:letos|(?:v\s+)?(?:tento|tomto|letosni\w*)\s+(?:rok|roce)|this\s+year)\b/g,
      hit: (_m, today) => ({ range: { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` } }),
    },
    {
      // "v příštích 7 dnech", "během 14 dnů", "in the next 30 days", "within 7 days"
      pattern:
        /\b(?:(?:v|ve|behem|during|in|within|do|for)\s+)?(?:(?:the\s+)?(?:pristich|nasledujicich|nejblizsich|next|coming)\s+)(\d{1,3})\s+(?:dnech|dnu|dni|days?)\b|\b(?:behem|within|do)\s+(\d{1,3})\s+(?:dnech|dnu|dni|days?)\b/g,
      hit: (m, today) => ({ range: { from: today, to: isoDate.addDays(today, Number(m[1] ?? m[2])) } }),
    },
    {
      // "za rok 2026", "v roce 2026", "in 2026": the whole year (only plausible years, so "za 5000" stays money)
      pattern: /\b(?:za\s+rok|v\s+roce|za|rok|roku|in|during|for|of)\s+((?:19|20|21)\d{2})\b(?![.,]\d)/g,
      hit: (m) => ({ range: { from: `${m[1]}-01-01`, to: `${m[1]}-12-31` } }),
    },
    {
      pattern: /\b(?:dnes|dneska|dnesni\w*|today)\b/g,
      hit: (_m, today) => ({ range: pointOf(today) }),
    },
    {
      pattern: /\b(?:zitra|zitrejsi\w*|tomorrow)\b/g,
      hit: (_m, today) => ({ range: pointOf(isoDate.addDays(today, 1)) }),
    },
    {
      pattern: /\b(?:vcera|yesterday)\b/g,
      hit: (_m, today) => ({ range: pointOf(isoDate.addDays(today, -1)) }),
    },
    {
      // "tento kvartál", "this quarter", "minulý kvartál", "last quarter" (issue 43 item 2)
      pattern:
        /\b(?:(?:v\s+)?(tento|tomto|tenhle|aktualni\w*|minul\w*|predchozi\w*|pristi\w*)\s+(?:kvartal\w*|ctvrtlet\w*)|(this|last|previous|next)\s+quarter)\b/g,
      hit: (m, today) => {
        const word = m[1] ?? m[2] ?? "";
        const offset = /^(minul|predchozi|last|previous)/.test(word) ? -1 : /^(pristi|next)/.test(word) ? 1 : 0;
        return { range: quarterRange(today, offset) };
      },
    },
    {
      // "v pondělí", "do pátku", "on Monday", "by Friday": the next such day (today, when it is that day and "do").
      pattern: new RegExp(String.raw`\b(?:(?:v|ve|on|next|pristi)\s+)?(${WEEKDAY_NAME})\b`, "g"),
      hit: (m, today) => ({
        range: pointOf(nextWeekday(today, WEEKDAY_FORMS[m[1] ?? ""] ?? 0, /^(?:v|ve|on|next|pristi)\s/.test(m[0]))),
      }),
    },
  ];

function quarterRange(today: string, offset: number): DateRange {
  const date = isoDate.parse(today);
  const first = new Date(Date.UTC(date.getUTCFullYear(), Math.floor(date.getUTCMonth() / 3) * 3 + 3 * offset, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 3, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

const pointOf = (day: string): DateRange => ({ from: day, to: day });

/** A month on its own: "v prosinci", "prosinec 2026", "in December", "December 2026". */
const MONTH_ALONE = new RegExp(String.raw`\b(?:(?:v|ve|in|during|for)\s+)?(${MONTH_NAME})\b(?:\s+(\d{4})\b)?`, "g");
const CZECH_MONTH = new RegExp(`^(?:${CZECH_MONTH_NAME})$`);

const AFTER_WORDS = /(?:^|\s)(?:od|from|after|since|po|(?:pozdeji|later)\s+(?:nez|than)|>=?)\s*$/;
const BEFORE_WORDS =
  /(?:^|\s)(?:do|until|till|to|by|before|pred|nejpozdeji|az|(?:drive|dříve|earlier|sooner)\s+(?:nez|than)|<=?)\s*$/;

export interface DueDates {
  dueAfter?: string;
  dueBefore?: string;
  spans: Span[];
}

/**
 * The due-date filter a request asks for. One date: "do"/"before"/"by" make it an upper bound, "od"/"after" a lower
 * bound, no word the exact day. Two dates ("od … do …", "between … and …") make a range; so does a period
 * ("tento měsíc", "next week", "v prosinci"), unless a direction word turns it into a bound.
 */
export function parseDueDates(
  folded: string,
  ctx: DateContext,
  blocked: (span: Span) => boolean = () => false,
): DueDates {
  const hits: DateHit[] = [];
  const taken = (span: Span) => blocked(span) || hits.some((h) => span[0] < h.span[1] && h.span[0] < span[1]);
  for (const { pattern, hit } of RELATIVE_PATTERNS) {
    for (const m of folded.matchAll(pattern)) {
      const span = trimSpan(folded, [m.index ?? 0, (m.index ?? 0) + m[0].length]);
      if (!taken(span)) hits.push({ span, ...hit(m as RegExpExecArray, ctx.today) });
    }
  }
  for (const { pattern, read } of DAY_PATTERNS) {
    for (const m of folded.matchAll(pattern)) {
      const span: Span = [m.index ?? 0, (m.index ?? 0) + m[0].length];
      const day = taken(span) ? undefined : read(m as RegExpExecArray, ctx);
      if (day) hits.push({ span, range: pointOf(day) });
    }
  }
  for (const m of folded.matchAll(MONTH_ALONE)) {
    const span = trimSpan(folded, [m.index ?? 0, (m.index ?? 0) + m[0].length]);
    const name = m[1] ?? "";
    // English names that are also words or names ("may", "march", "Jan") count only with "in" or a year.
    const framed = /^(?:in|during|for)\s/.test(m[0]) || Boolean(m[2]);
    const plainWord = name.length <= 4 || name === "march";
    if (taken(span) || !(CZECH_MONTH.test(name) || framed || !plainWord)) continue;
    hits.push({ span, range: isoDate.monthRange(fullYear(m[2], ctx), MONTH_FORMS[name] ?? 1) });
  }
  if (hits.length === 0) return { spans: [] };
  hits.sort((a, b) => a.span[0] - b.span[0]);
  const spans = hits.map((h) => h.span);
  if (hits.length >= 2) {
    // ISO dates sort as text: the earliest start and the latest end span the range.
    const starts = hits.map((h) => h.range.from).sort();
    const ends = hits.map((h) => h.range.to).sort();
    return { dueAfter: starts[0], dueBefore: ends[ends.length - 1], spans };
  }
  const only = hits[0] as DateHit;
  const before = folded.slice(Math.max(0, only.span[0] - 16), only.span[0]);
  const inside = folded.slice(only.span[0], only.span[1]);
  const direction =
    BEFORE_WORDS.test(before) || /^(?:do|by|until|till|before)\s/.test(inside)
      ? "before"
      : AFTER_WORDS.test(before)
        ? "after"
        : only.implied;
  if (direction === "before") return { dueBefore: only.range.to, spans };
  if (direction === "after") return { dueAfter: only.range.from, spans };
  return { dueAfter: only.range.from, dueBefore: only.range.to, spans };
}
