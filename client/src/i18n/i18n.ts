import czechCatalogueUrl from "virtual:czech-catalogue";
import type { Catalogue, TranslationKey } from "@kancl/shared/i18n/catalogue";
import { enUi } from "@kancl/shared/i18n/en-ui";
import { DEFAULT_LANGUAGE, HTML_LANG, LANGUAGE_COOKIE, type Language, toLanguage } from "@kancl/shared/i18n/languages";
import { useSyncExternalStore } from "react";
import rosetta from "rosetta";

/**
 * The client's language (decision 180): rosetta holds the catalogues and fills `{{placeholders}}`; this module keeps
 * which language is on screen and tells React when it changes. English is in the first bundle; the Czech catalogue
 * is a chunk of its own, loaded only for someone who reads Czech (main.tsx waits for it before the first render, so
 * nobody sees English first).
 */
// The shell's English texts are in the first bundle; each screen's chunk adds its own (addEnglish).
const catalogues = rosetta<Partial<Catalogue>>({ en: { ...enUi } });
let language: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();

export type TranslateParams = Record<string, string | number>;

/**
 * Texts without placeholders already looked up in the language on screen. rosetta walks the dotted key and scans the
 * text for `{{…}}` on every call, and a screen asks for the same labels on every render (benchmark 20: ~13 ms a
 * board at 4× CPU). Emptied whenever a catalogue or the language changes.
 */
const plainTexts = new Map<string, string>();

/** The text of a key in the language on screen (English when a catalogue lacks it, which the tests refuse). */
export function t(key: TranslationKey, params?: TranslateParams): string {
  if (!params) {
    const known = plainTexts.get(key);
    if (known !== undefined) return known;
  }
  const text = catalogues.t(key, params, language) || catalogues.t(key, params, "en") || key;
  if (!params) plainTexts.set(key, text);
  return text;
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

/**
 * English texts of a screen, added by the screen's own module when its chunk loads (`features/<feature>/texts.ts`),
 * so the first bundle does not carry every screen's words.
 */
export function addEnglish(part: Partial<Catalogue>): void {
  catalogues.set("en", part);
  plainTexts.clear();
}

const loading = new Map<Language, Promise<void>>();
/** The whole English catalogue, once Czech is loaded: translateMessage finds a server message's key in it. */
let fullEnglish: Catalogue | undefined;

/** Puts the Czech catalogue (and the whole English one) in place: what loadCatalogue fetches; tests call it directly. */
export function installCzech(catalogue: { cs: Catalogue; en: Catalogue }): void {
  fullEnglish = catalogue.en;
  englishIndex = undefined;
  catalogues.set("en", catalogue.en);
  catalogues.set("cs", catalogue.cs);
  plainTexts.clear();
}

/** Fetches a language's catalogue once (English is always there); a failed fetch may be tried again. */
export function loadCatalogue(next: Language): Promise<void> {
  if (next === "en" || catalogues.table(next)) return Promise.resolve();
  let pending = loading.get(next);
  if (!pending) {
    pending = fetch(czechCatalogueUrl, { credentials: "same-origin" })
      .then((response) => {
        if (!response.ok) throw new Error(`The Czech catalogue answered ${response.status}`);
        return response.json() as Promise<{ cs: Catalogue; en: Catalogue }>;
      })
      .then(installCzech)
      .catch((error: unknown) => {
        loading.delete(next);
        throw error;
      });
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
  plainTexts.clear();
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

/** Every (key, text) of a catalogue (shared's entriesOf, written here so the catalogue does not come along). */
function entriesOf(catalogue: object, prefix = ""): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[prefix + key, value] as [string, string]]
      : entriesOf(value as object, `${prefix}${key}.`),
  );
}

function indexEnglish(english: Catalogue): EnglishIndex {
  const index: EnglishIndex = { texts: new Map(), templates: [] };
  for (const [key, text] of entriesOf(english)) {
    const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? "");
    if (names.length === 0) {
      if (!index.texts.has(text)) index.texts.set(text, key as TranslationKey);
      continue;
    }
    // A template of placeholders and punctuation only ("{{type}} {{verb}}{{label}}") would match any message.
    if (!/\p{L}/u.test(text.replace(/\{\{\w+\}\}/g, ""))) continue;
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
  if (language === "en" || !fullEnglish) return message;
  englishIndex ??= indexEnglish(fullEnglish);
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
