import { z } from "zod";
import { enMessages } from "./i18n/en-messages";

/** Issue 24 item 7: the contact fields a CSV column can be mapped to, in the wizard's order, with their labels. */
export const CONTACT_IMPORT_FIELDS = [
  { key: "type", label: "Type (person / organization)" },
  { key: "name", label: "Name" },
  { key: "email", label: "Email" },
  { key: "phone", label: "Phone" },
  { key: "position", label: "Position" },
  { key: "legalName", label: "Legal name" },
  { key: "registrationNumber", label: "IČO" },
  { key: "taxId", label: "DIČ" },
  { key: "street", label: "Street" },
  { key: "city", label: "City" },
  { key: "postalCode", label: "Postal code" },
  { key: "country", label: "Country" },
] as const;

export type ContactImportField = (typeof CONTACT_IMPORT_FIELDS)[number]["key"];
export const CONTACT_IMPORT_FIELD_KEYS = CONTACT_IMPORT_FIELDS.map((field) => field.key) as [
  ContactImportField,
  ...ContactImportField[],
];

/** Column headers each field is mapped from when the wizard first opens (lower-cased, accents kept). */
export const CONTACT_IMPORT_HEADER_GUESSES: Record<ContactImportField, readonly string[]> = {
  type: ["type", "typ", "druh"],
  name: ["name", "jméno", "název", "jmeno", "nazev", "full name"],
  email: ["email", "e-mail", "mail"],
  phone: ["phone", "telefon", "tel", "tel."],
  position: ["position", "pozice", "funkce"],
  legalName: ["legal name", "obchodní firma", "firma", "obchodni firma"],
  registrationNumber: ["ičo", "ico", "ic", "ič", "registration number", "company id"],
  taxId: ["dič", "dic", "tax id", "vat id"],
  street: ["street", "ulice", "adresa"],
  city: ["city", "město", "mesto", "obec"],
  postalCode: ["postal code", "psč", "psc", "zip"],
  country: ["country", "země", "zeme", "stát", "stat"],
};

export const CONTACT_IMPORT_MESSAGES = {
  ...enMessages.contactImport,
  duplicateInFile: (row: number) => `Duplicate of row ${row} in this file`,
  unchanged: (name: string) => `Matches "${name}"; nothing to change`,
  matchSkipped: (name: string) => `Matches "${name}"; existing contacts are kept`,
  imported: (created: number, updated: number) => `Imported: ${created} created, ${updated} updated`,
  stopped: (created: number, updated: number) =>
    `The import stopped; ${created} created and ${updated} updated contacts before it are kept`,
  tooManyRows: (max: number) => `The file has more than ${max} rows: split it into smaller files`,
} as const;

/** A result lists the first this many rows with errors (issue 34 item 4) … */
export const CONTACT_IMPORT_LISTED_ERRORS = 100;
/** … and the first this many other rows; its summary counts every row. */
export const CONTACT_IMPORT_LISTED_ROWS = 1_000;

export const CONTACT_IMPORT_ACTIONS = ["create", "update", "skip", "error"] as const;
export type ContactImportAction = (typeof CONTACT_IMPORT_ACTIONS)[number];

/** Field → column index (0-based) in the file. */
export const contactImportMappingSchema = z.partialRecord(
  z.enum(CONTACT_IMPORT_FIELD_KEYS),
  z.number().int().min(0).max(999),
);
export type ContactImportMapping = z.infer<typeof contactImportMappingSchema>;

export const contactImportOptionsSchema = z.object({
  encoding: z.enum(["utf-8", "windows-1250"]).optional(),
  delimiter: z.enum([";", ",", "\t"]).optional(),
  mapping: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "must be JSON" });
        return z.NEVER;
      }
    })
    .pipe(contactImportMappingSchema),
  /** The type of rows without a mapped type column. */
  type: z.enum(["person", "organization"]).default("organization"),
  /** What a row matching a live contact (by IČO, then e-mail) does. */
  onMatch: z.enum(["update", "skip"]).default("update"),
  dryRun: z
    .enum(["true", "false"])
    .default("true")
    .transform((value) => value === "true"),
});
export type ContactImportOptions = z.infer<typeof contactImportOptionsSchema>;

export const contactImportRowSchema = z.object({
  row: z.number().int().describe("The row's number in the file, the header being row 1"),
  action: z.enum(CONTACT_IMPORT_ACTIONS),
  name: z.string().nullable(),
  contactId: z.string().nullable().describe("The matched contact (update, skip) or the one created"),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  note: z.string().nullable(),
});
export type ContactImportRow = z.infer<typeof contactImportRowSchema>;

export const contactImportSummarySchema = z.object({
  rows: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  skip: z.number().int(),
  error: z.number().int(),
});
export type ContactImportSummary = z.infer<typeof contactImportSummarySchema>;

export const contactImportResultSchema = z.object({
  dryRun: z.boolean(),
  encoding: z.string(),
  delimiter: z.string(),
  summary: contactImportSummarySchema,
  /**
   * The outcome of the first 100 rows with errors and of the first 1,000 other rows, in file order (issue 34 item
   * 4: a file of invalid rows answered 193 MB); the summary counts every row.
   */
  rows: z.array(contactImportRowSchema),
  /** Some rows are not listed. */
  rowsTruncated: z.boolean(),
});
export type ContactImportResult = z.infer<typeof contactImportResultSchema>;

export const contactImportInspectionSchema = z.object({
  encoding: z.enum(["utf-8", "windows-1250"]),
  delimiter: z.enum([";", ",", "\t"]),
  headers: z.array(z.string()),
  sample: z.array(z.array(z.string())).describe("The first rows after the header"),
  rowCount: z.number().int(),
});
export type ContactImportInspection = z.infer<typeof contactImportInspectionSchema>;

/** The events of a real import's answer, one JSON object a line (application/x-ndjson). */
export type ContactImportEvent =
  | { type: "progress"; processed: number }
  | ({ type: "done" } & ContactImportResult)
  /** A real run that stopped: its batches before the failure are kept (decision 121), counted here. */
  | { type: "error"; error: string; created: number; updated: number };

/** The contact list's CSV export (decision 121): the import reads these headers back. */
export const CONTACT_CSV_COLUMNS = [
  "Typ",
  "Název",
  "E-mail",
  "Telefon",
  "Pozice",
  "Obchodní firma",
  "IČO",
  "DIČ",
  "Ulice",
  "Město",
  "PSČ",
  "Země",
  "Vytvořeno",
] as const;

/** The deal list's CSV export (decision 121). */
export const DEAL_CSV_COLUMNS = [
  "Název",
  "Stav",
  "Klient",
  "Měna",
  "Odhadovaná hodnota",
  "Skutečná hodnota",
  "Zdroj",
  "Vytvořeno",
] as const;
