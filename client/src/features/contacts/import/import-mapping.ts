import {
  CONTACT_IMPORT_FIELDS,
  CONTACT_IMPORT_HEADER_GUESSES,
  type ContactImportField,
  type ContactImportMapping,
} from "@kancl/shared";

/** The first mapping the wizard offers: each field to the first column whose header it recognizes. */
export function guessMapping(headers: readonly string[]): ContactImportMapping {
  const mapping: ContactImportMapping = {};
  const taken = new Set<number>();
  for (const { key } of CONTACT_IMPORT_FIELDS) {
    const guesses = CONTACT_IMPORT_HEADER_GUESSES[key as ContactImportField];
    const index = headers.findIndex((header, i) => !taken.has(i) && guesses.includes(header.trim().toLowerCase()));
    if (index >= 0) {
      mapping[key] = index;
      taken.add(index);
    }
  }
  return mapping;
}
