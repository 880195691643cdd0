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
  const scored: { item: T; score: number }[] = [];
  for (const item of items) {
    let best = 0;
    for (const name of nameOf(item)) {
      const n = normalizeText(name);
      if (!n) continue;
      const nameWords = n.split(" ");
      if (n === q) best = Math.max(best, 3);
      else if (n.startsWith(q)) best = Math.max(best, 2);
      else if (
        words.every((w) => nameWords.some((nw) => nw.startsWith(w) || (w.length >= 5 && nw.startsWith(w.slice(0, -2)))))
      ) {
        best = Math.max(best, 1);
      }
    }
    if (best > 0) scored.push({ item, score: best });
  }
  return scored.sort((a, b) => b.score - a.score).map((entry) => entry.item);
}
