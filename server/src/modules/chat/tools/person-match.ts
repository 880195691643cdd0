import { normalizeText } from "../../../local-model/fuzzy-match";

/**
 * Czech names change their endings with the case: "přiřaď ho Janě" means Jana, "Petrovi" Petr, "Novákové"
 * Nováková. A word's stem drops one case ending; two words match when one stem starts with the other (3+ letters).
 */
const CASE_ENDINGS = ["ovi", "ove", "ova", "ou", "em", "e", "u", "i", "y", "a", "o"];

export function nameStem(word: string): string {
  for (const ending of CASE_ENDINGS) {
    if (word.length - ending.length >= 3 && word.endsWith(ending)) return word.slice(0, -ending.length);
  }
  return word;
}

/** "Janě" is Jana's dative and "Janovi" Jan's: the ending tells which of two names with one stem is meant. */
const sameGender = (queryWord: string, nameWord: string) =>
  (/[^aeiouy]ovi$|[^aeiouy]u$/.test(queryWord) && /[^aeiouy]$/.test(nameWord)) ||
  (/[^aeiouy](e|ou|u)$/.test(queryWord) && /a$/.test(nameWord) && !queryWord.endsWith("ovi"));

function wordScore(queryWord: string, nameWord: string): number {
  if (queryWord === nameWord) return 3;
  const [a, b] = [nameStem(queryWord), nameStem(nameWord)];
  if (a === b) return sameGender(queryWord, nameWord) ? 2.5 : 2;
  if (a.length >= 3 && b.length >= 3 && (a.startsWith(b) || b.startsWith(a))) return 1;
  return 0;
}

/**
 * The people whose name (or e-mail) the query means, best first: every word of the query must match a word of the
 * name. Several people with the same best score are an ambiguity the caller reports.
 */
export function matchPeople<T extends { name: string; email?: string }>(people: readonly T[], query: string): T[] {
  const words = normalizeText(query).split(" ").filter(Boolean);
  if (words.length === 0) return [];
  const scored: { person: T; score: number }[] = [];
  for (const person of people) {
    if (person.email && person.email.toLowerCase() === query.trim().toLowerCase()) {
      scored.push({ person, score: 100 });
      continue;
    }
    const nameWords = normalizeText(person.name).split(" ").filter(Boolean);
    let total = 0;
    for (const word of words) {
      const best = Math.max(0, ...nameWords.map((nameWord) => wordScore(word, nameWord)));
      if (best === 0) {
        total = 0;
        break;
      }
      total += best;
    }
    if (total > 0) scored.push({ person, score: total });
  }
  scored.sort((a, b) => b.score - a.score);
  const top = scored[0]?.score;
  return scored.filter((entry) => entry.score === top).map((entry) => entry.person);
}
