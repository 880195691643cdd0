/** The languages, the English catalogue and its types (decision 180). The Czech catalogue: "@kancl/shared/i18n/cs". */
export * from "./catalogue";
export * from "./languages";
