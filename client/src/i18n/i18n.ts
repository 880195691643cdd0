import {
  type Catalogue,
  DEFAULT_LANGUAGE,
  en,
  entriesOf,
  HTML_LANG,
  LANGUAGE_COOKIE,
  type Language,
  type TranslationKey,
  toLanguage,
} from "@kancl/shared/i18n";
import { useSyncExternalStore } from "react";
import rosetta from "rosetta";

/**
 * The client's language (decision 180): rosetta holds the catalogues and fills `{{placeholders}}`; this module keeps
 * which language is on screen and tells React when it changes. English is in the first bundle; the Czech catalogue
 * is a chunk of its own, loaded only for someone who reads Czech (main.tsx waits for it before the first render, so
 * nobody sees English first).
 */
const catalogues = rosetta<Catalogue>({ en });
let language: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

export type TranslateParams = Record<string, string | number>;

/** The text of a key in the language on screen (English when a catalogue lacks it, which the tests refuse). */
export function t(key: TranslationKey, params?: TranslateParams): string {
  return catalogues.t(key, params, language) || catalogues.t(key, params, "en") || key;
}

export function currentLanguage(): Language {
  return language;
}

/** The Intl locale for the language on screen: Czech cs-CZ; English the browser's own formats (spec §2 "local format"). */
export function currentLocale(): string | undefined {
  return language === "cs" ? "cs-CZ" : undefined;
}

/** The language the page was served in (the server reads the kancl-lang cookie into `<html lang>`). */
export function pageLanguage(): Language {
  return typeof document === "undefined" ? DEFAULT_LANGUAGE : toLanguage(document.documentElement.lang);
}

const loading = new Map<Language, Promise<void>>();

/** Fetches a language's catalogue once (English is always there). */
export function loadCatalogue(next: Language): Promise<void> {
  if (next === "en" || catalogues.table(next)) return Promise.resolve();
  let pending = loading.get(next);
  if (!pending) {
    pending = import("@kancl/shared/i18n/cs").then(({ cs }) => catalogues.set("cs", cs));
    loading.set(next, pending);
  }
  return pending;
}

/**
 * Puts a language on screen: its catalogue, `<html lang>`, and the cookie that makes the server's next index.html
 * start in it. Resolves once everything on screen can be in the new language.
 */
export async function setLanguage(next: Language): Promise<void> {
  await loadCatalogue(next);
  if (typeof document !== "undefined") {
    document.documentElement.lang = HTML_LANG[next];
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie the server reads for index.html.
    document.cookie = `${LANGUAGE_COOKIE}=${next}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }
  if (next === language) return;
  language = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language on screen; a component that calls it renders again when the language changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** `t` for a component: it renders again in the new language when the language changes. */
export function useT(): typeof t {
  useLanguage();
  return t;
}

interface EnglishIndex {
  texts: Map<string, TranslationKey>;
  /** Texts with placeholders ("Item {{n}}: Description is required") as patterns that capture the values. */
  templates: { pattern: RegExp; names: string[]; key: TranslationKey }[];
}
let englishIndex: EnglishIndex | undefined;

function indexEnglish(): EnglishIndex {
  const index: EnglishIndex = { texts: new Map(), templates: [] };
  for (const [key, text] of entriesOf(en)) {
    const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? "");
    if (names.length === 0) {
      if (!index.texts.has(text)) index.texts.set(text, key as TranslationKey);
      continue;
    }
    const source = text
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("(.+?)");
    index.templates.push({ pattern: new RegExp(`^${source}$`), names, key: key as TranslationKey });
  }
  return index;
}

/**
 * A message from the server (always English, decision 182) or a shared schema's validation message, in the
 * language on screen: a known text is found by its English words (a template's values carried over); anything
 * else comes back as it is.
 */
export function translateMessage(message: string): string {
  if (language === "en") return message;
  englishIndex ??= indexEnglish();
  const whole = translateKnown(englishIndex, message);
  if (whole !== undefined) return whole;
  // "field: message" (the API names the field before a schema's message).
  const colon = message.indexOf(": ");
  if (colon > 0) {
    const rest = translateKnown(englishIndex, message.slice(colon + 2));
    if (rest !== undefined) return `${message.slice(0, colon)}: ${rest}`;
  }
  return message;
}

function translateKnown(index: EnglishIndex, message: string): string | undefined {
  const key = index.texts.get(message);
  if (key) return t(key);
  for (const template of index.templates) {
    const match = template.pattern.exec(message);
    if (match) return t(template.key, Object.fromEntries(template.names.map((name, i) => [name, match[i + 1] ?? ""])));
  }
  return undefined;
}
