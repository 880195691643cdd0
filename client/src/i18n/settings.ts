// The settings screens' `t`: the English texts are fetched by the settings route (settings-texts.ts, decision 196).

export { currentLocale, t, translated, translateMessage, useLanguage, useT } from "./screens";
export { installSettingsTexts, loadSettingsTexts } from "./settings-texts";
