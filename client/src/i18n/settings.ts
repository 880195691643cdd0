// The same as ./screens (the settings screens import it by this name): their texts, like every area's, come with
// their routes (decision 210).
export { currentLocale, t, translated, translateMessage, useLanguage, useT } from "./screens";
