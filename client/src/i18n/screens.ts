import type { TranslationKey } from "@kancl/shared/i18n/catalogue";
import { t } from "./i18n";

// A screen's texts come with its route (loadTexts in app/routes.tsx, decision 210); this module only adds
// `translated` to what the screens import.
export { currentLocale, t, translateMessage, useLanguage, useT } from "./i18n";

/**
 * An object of texts by key whose values are read in the language on screen each time: label maps and text
 * objects that many components import (`DEAL_STATUS_LABELS.won`) stay plain objects and follow the language.
 */
export function translated<const T extends Record<string, TranslationKey>>(
  keys: T,
): { readonly [K in keyof T]: string } {
  const texts = {} as { [K in keyof T]: string };
  for (const name of Object.keys(keys) as (keyof T)[]) {
    Object.defineProperty(texts, name, { enumerable: true, get: () => t(keys[name] as TranslationKey) });
  }
  return texts;
}
