import { enSettings } from "@kancl/shared/i18n/en/settings";
import { addEnglish } from "./i18n";

// The settings screens' English texts (shared/src/i18n/en/settings.ts) come with the first settings page's chunk,
// not with the first bundle nor with the other areas (decision 180).
addEnglish(enSettings);

export { currentLocale, t, translated, translateMessage, useLanguage, useT } from "./screens";
