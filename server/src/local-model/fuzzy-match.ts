/** Lowercase without diacritics, punctuation folded to spaces: "Žluťoučký  Kůň, s.r.o." → "zlutoucky kun s r o". */
export function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Finds what a person meant by a loosely typed name: exact (normalized) first, then a name starting with the query,
 * then every query word appearing as the start of a word in the name. Best matches first.
 */
export function fuzzyFind<T>(items: readonly T[], query: string, nameOf: (item: T) => string[]): T[] {
  const q = normalizeText(query);
  if (!q) return [];
  const words = q.split(" ");
  const scored: { item: T; score: number; length: number }[] = [];
  for (const item of items) {
    let best = 0;
    let length = Number.POSITIVE_INFINITY;
    for (const name of nameOf(item)) {
      if (name) length = Math.min(length, name.length);
      const n = normalizeText(name);
      if (!n) continue;
      const nameWords = n.split(" ");
      if (n === q) best = Math.max(best, 3);
      else if (n.startsWith(q)) best = Math.max(best, 2);
      else if (
        words.every((w) => nameWords.some((nw) => nw.startsWith(w) || (w.length >= 5 && nw.startsWith(w.slice(0, -2)))))
      ) {
        best = Math.max(best, 1);
      } else if (words.every((w) => nameWords.some((nw) => sameStem(w, nw)))) {
        best = Math.max(best, 0.5);
      }
    }
    if (best > 0) scored.push({ item, score: best, length });
  }
  // Equally good matches: the shortest name first ("Stavby Morava" before "Stavby Morava – Olomouc").
  return scored.sort((a, b) => b.score - a.score || a.length - b.length).map((entry) => entry.item);
}

/**
 * Czech case endings, longest first: "Stavbách" is Stavby, "Evu Dvořákovou" Eva Dvořáková, "Hanu" Hana (issue 43
 * item 2). A stem keeps at least two letters.
 */
const CASE_ENDINGS = [
  "ovou",
  "ach",
  "ech",
  "ich",
  "ami",
  "emi",
  "ove",
  "ovi",
  "ova",
  "ou",
  "em",
  "um",
  "am",
  "e",
  "u",
  "i",
  "y",
  "a",
  "o",
];

export function czechStem(word: string): string {
  for (const ending of CASE_ENDINGS) {
    if (word.length - ending.length >= 2 && word.endsWith(ending)) return word.slice(0, -ending.length);
  }
  return word;
}

/** Two words in different cases of one name: "kovarne" and "kovarna", "petrovi" and "petr". */
function sameStem(queryWord: string, nameWord: string): boolean {
  const [a, b] = [czechStem(queryWord), czechStem(nameWord)];
  return a === b || (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a)));
}
