import settingsCatalogueUrl from "virtual:settings-catalogue";
import type { Catalogue } from "@kancl/shared/i18n/catalogue";
import { addEnglish } from "./i18n";

/**
 * The settings screens' English texts (shared/src/i18n/en/settings.ts) are a data file, fetched by the settings
 * route together with its code (decision 196): not in the first bundle, and not JavaScript at all.
 */
let texts: Promise<void> | undefined;

/** Puts the settings texts in place (what loadSettingsTexts fetches; the tests call it with the module's object). */
export function installSettingsTexts(english: Partial<Catalogue>): void {
  addEnglish(english);
  texts = Promise.resolve();
}

/** Fetches the settings texts once; a failed fetch may be tried again (the route's error screen offers a reload). */
export function loadSettingsTexts(): Promise<void> {
  texts ??= fetch(settingsCatalogueUrl, { credentials: "same-origin" })
    .then((response) => {
      if (!response.ok) throw new Error(`The settings texts answered ${response.status}`);
      return response.json() as Promise<Partial<Catalogue>>;
    })
    .then(addEnglish)
    .catch((error: unknown) => {
      texts = undefined;
      throw error;
    });
  return texts;
}
