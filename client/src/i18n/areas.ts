import { enAreas } from "@kancl/shared/i18n/en-areas";
import { addEnglish } from "./i18n";

// The English texts of the invoice and projects screens (shared/src/i18n/en-areas.ts) come with the first
// of those screens' chunks, not with the first bundle (decision 180); settings' are a data file (decision 196).
addEnglish(enAreas);

export { currentLocale, t, translated, translateMessage, useLanguage, useT } from "./screens";
