/**
 * The languages Kancl speaks (decision 180). English is the default of a new organization and user and holds the
 * spec's texts letter for letter; Czech is a full translation. Nothing here imports zod or the catalogues, so the
 * client's first screen and the server's HTML can use it for free.
 */
export const LANGUAGES = ["en", "cs"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The cookie that tells the server which language to write into index.html (`<html lang>`, the first "Loading…"). */
export const LANGUAGE_COOKIE = "kancl-lang";

/** The names a language chooser shows, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", cs: "Čeština" };

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "cs";
}

/** A language from anything (a cookie, a header, a stored value): the default when it is not one of ours. */
export function toLanguage(value: unknown): Language {
  if (typeof value !== "string") return DEFAULT_LANGUAGE;
  const base = value.trim().toLowerCase().slice(0, 2);
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}

/**
 * The Intl locale of a language: Czech formats as cs-CZ ("1 234,56 Kč", "25. 11. 2026"); English as en-GB (day
 * before month, "25 Nov 2026", "CZK 1,234.56"), which reads right to the European users an English screen serves.
 */
export const LOCALES: Record<Language, string> = { en: "en-GB", cs: "cs-CZ" };

/** The effective language of a user: their own choice, else their organization's default. */
export function effectiveLanguage(userChoice: Language | null | undefined, organizationDefault: Language): Language {
  return userChoice ?? organizationDefault;
}

/** The HTML `lang` of a language. */
export const HTML_LANG: Record<Language, string> = { en: "en", cs: "cs" };

/**
 * The first screen's text before any script runs (index.html's "Loading…"), in each language: the server writes the
 * right one into the page it serves (server/src/http/client-app.ts) so nobody sees English before Czech.
 */
export const LOADING_TEXT: Record<Language, string> = { en: "Loading…", cs: "Načítání…" };

const CZECH_COUNTRIES = new Set([
  "cz",
  "cze",
  "czech republic",
  "czechia",
  "česko",
  "česká republika",
  "cesko",
  "ceska republika",
]);

/**
 * The language of a customer's invoices when the contact names none (decision 183): Czech for a Czech customer —
 * one whose country is the Czech Republic, or not given (Kancl's customers are Czech firms first) — and English for
 * anyone abroad.
 */
export function defaultInvoiceLanguage(country: string | null | undefined): Language {
  const name = country?.trim().toLowerCase();
  return !name || CZECH_COUNTRIES.has(name) ? "cs" : "en";
}
