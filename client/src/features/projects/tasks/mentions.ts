/** Mentions in a comment: "@Jana Nováková" names a colleague; the server is sent their ids. */

export interface Mentionable {
  id: string;
  name: string;
}

/** The colleagues a comment mentions: each whose "@Name" appears in it (longest names first, so "@Jana Nová" and "@Jana" both work). */
export function mentionedIn(body: string, people: readonly Mentionable[]): string[] {
  const found: string[] = [];
  let rest = body;
  for (const person of [...people].sort((a, b) => b.name.length - a.name.length)) {
    const token = `@${person.name}`;
    if (rest.includes(token)) {
      found.push(person.id);
      rest = rest.split(token).join(" ");
    }
  }
  return found;
}

/** The "@…" being typed at the caret, or null: what the suggestions filter by. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf("@");
  if (at < 0) return null;
  if (at > 0 && !/\s/.test(before[at - 1] ?? "")) return null;
  const query = before.slice(at + 1);
  if (query.length > 40 || /\n/.test(query)) return null;
  return { start: at, query };
}

/** The text with the "@…" at the caret replaced by the person's mention, and where the caret goes. */
export function insertMention(
  text: string,
  caret: number,
  person: Mentionable,
): { text: string; caret: number } | null {
  const typed = mentionQueryAt(text, caret);
  if (!typed) return null;
  const mention = `@${person.name} `;
  return {
    text: text.slice(0, typed.start) + mention + text.slice(caret),
    caret: typed.start + mention.length,
  };
}

/** People whose name matches what was typed after "@" (any word's start, case and accents ignored). */
export function suggestionsFor(query: string, people: readonly Mentionable[], max = 5): Mentionable[] {
  const fold = (value: string) =>
    value
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .toLowerCase();
  const wanted = fold(query.trim());
  return people
    .filter(
      (person) =>
        wanted === "" ||
        fold(person.name)
          .split(/\s+/)
          .some((word) => word.startsWith(wanted)) ||
        fold(person.name).startsWith(wanted),
    )
    .slice(0, max);
}
