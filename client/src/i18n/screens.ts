import type { TranslationKey } from "@kancl/shared/i18n/catalogue";
import { enScreens } from "@kancl/shared/i18n/en-screens";
import { addEnglish, t } from "./i18n";

// The screens' English texts come with the first screen that imports this module (decision 180).
addEnglish(enScreens);

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
