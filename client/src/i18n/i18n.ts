import textFilesPrefix from "virtual:text-files";
import type { Catalogue, TranslationKey } from "@kancl/shared/i18n/catalogue";
import { DEFAULT_LANGUAGE, HTML_LANG, LANGUAGE_COOKIE, type Language, toLanguage } from "@kancl/shared/i18n/languages";
import type { TextArea } from "@kancl/shared/i18n/text-areas";
import { useSyncExternalStore } from "react";
import rosetta from "rosetta";

/**
 * The client's language (decision 180): rosetta holds the catalogues and fills `{{placeholders}}`; this module keeps
 * which language is on screen and tells React when it changes.
 *
 * The texts come by area, as data files (decision 210; shared/src/i18n/text-areas.ts, client/build/text-files.ts):
 * the shell's in the language on screen load before the first render (main.tsx), beside the session check; every
 * other area's a route fetches with its code (`loadTexts`), so a page never renders before its texts are there, and
 * nobody sees English first or a key.
 */
const catalogues = rosetta<Partial<Catalogue>>({ en: {} });
let language: Language = DEFAULT_LANGUAGE;
/** The language texts are loaded for: the one on screen, or the one a switch (setLanguage) is putting there. */
let wanted: Language = DEFAULT_LANGUAGE;
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

type TextFile = TextArea | "shell";
/** The files in place, by language (a Czech area's file brings its English too). */
const installed: Record<Language, Set<TextFile>> = { en: new Set(), cs: new Set() };
const fetching = new Map<string, Promise<void>>();
/** The areas the routes asked for: a language switch loads them all in the new language before it shows. */
const requested = new Set<TextArea>();

function install(
  file: TextFile,
  next: Language,
  data: Partial<Catalogue> | { cs: Partial<Catalogue>; en: Partial<Catalogue> },
) {
  if (next === "cs") {
    const both = data as { cs: Partial<Catalogue>; en: Partial<Catalogue> };
    catalogues.set("en", both.en);
    catalogues.set("cs", both.cs);
    if (file !== "shell") installed.en.add(file);
  } else {
    catalogues.set("en", data as Partial<Catalogue>);
  }
  installed[next].add(file);
  englishIndex = undefined;
  plainTexts.clear();
}

/** Fetches one file once (a failed fetch may be tried again: the route's error screen offers a reload). */
function loadFile(file: TextFile, next: Language): Promise<void> {
  if (complete.has(next) || installed[next].has(file)) return Promise.resolve();
  const name = `${file}-${next}`;
  let pending = fetching.get(name);
  if (!pending) {
    pending = fetch(`${textFilesPrefix}${name}.json`, { credentials: "same-origin" })
      .then((response) => {
        if (!response.ok) throw new Error(`The texts ${name} answered ${response.status}`);
        return response.json() as Promise<Partial<Catalogue>>;
      })
      .then((data) => install(file, next, data))
      .finally(() => fetching.delete(name));
    fetching.set(name, pending);
  }
  return pending;
}

/**
 * The texts of the given areas in the language on screen (or the one being switched to): a route's `lazy` awaits it
 * beside its code, so its page renders with its words (decision 210). Resolves at once when they are in place.
 */
export function loadTexts(...areas: TextArea[]): Promise<void> {
  for (const area of areas) requested.add(area);
  return Promise.all(areas.map((area) => loadFile(area, wanted))).then(() => undefined);
}

/**
 * Starts loading a language's shell texts and makes the routes' texts load in it: main.tsx calls it with the page's
 * language before the router starts the first route, so a reader of Czech does not fetch English files first.
 */
export function expectLanguage(next: Language): Promise<void> {
  wanted = next;
  return loadFile("shell", next);
}

/** Languages whose whole catalogue is in place (the tests install them so): nothing more to fetch. */
const complete = new Set<Language>();

/**
 * Puts whole catalogues in place, as if every file were loaded: the tests render screens without their routes
 * (src/test/setup.ts installs English, the Czech screens' tests both).
 */
export function installCatalogues(catalogue: { en: Catalogue; cs?: Catalogue }): void {
  catalogues.set("en", catalogue.en);
  complete.add("en");
  if (catalogue.cs) {
    catalogues.set("cs", catalogue.cs);
    complete.add("cs");
  }
  englishIndex = undefined;
  plainTexts.clear();
}

/**
 * Puts a language on screen: its shell texts and those of every area a route has asked for, `<html lang>`, and the
 * cookie that makes the server's next index.html start in it. Resolves once everything on screen can be in the new
 * language.
 */
export async function setLanguage(next: Language): Promise<void> {
  const before = wanted;
  wanted = next;
  try {
    await Promise.all([loadFile("shell", next), ...[...requested].map((area) => loadFile(area, next))]);
  } catch (error) {
    wanted = before === next ? language : before;
    throw error;
  }
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
  if (language === "en") return message;
  // The English of every file in place: the messages (with the shell's Czech file) and the loaded areas' texts.
  englishIndex ??= indexEnglish(catalogues.table("en") as Catalogue);
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
