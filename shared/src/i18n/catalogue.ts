import { enInvoicePdf } from "./en/invoice-pdf";
import { enMerge } from "./en/merge";
import { enWebhooks } from "./en/webhooks";
import { enAreas } from "./en-areas";
import { enMessages } from "./en-messages";
import { enScreens } from "./en-screens";
import { enUi } from "./en-ui";

/**
 * The English catalogue (decision 180): the default language, the spec's texts letter for letter, and the source of
 * the keys. Every other language's catalogue has the type `Catalogue`, so a key missing from it (or one it has that
 * English has not) fails the typecheck; catalogue.test.ts checks the same at run time, both ways.
 */
export const en = /* @__PURE__ */ mergeCatalogues(enMessages, enUi, {
  ...enScreens,
  ...enAreas,
  ...enInvoicePdf,
  ...enMerge,
  ...enWebhooks,
});

/**
 * The parts as one catalogue. A call marked pure, so a bundle that imports the shared package's root but never reads
 * `en` (the client's first bundle) drops it, and with it the screens' texts, which come with each screen's chunk.
 */
function mergeCatalogues<A extends object, B extends object, C extends object>(a: A, b: B, c: C): A & B & C {
  return { ...a, ...b, ...c };
}

/** The shape of a catalogue: English's keys, any text. */
export type CatalogueOf<T> = { readonly [K in keyof T]: T[K] extends string ? string : CatalogueOf<T[K]> };
export type Catalogue = CatalogueOf<typeof en>;

type Paths<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the catalogue, dotted ("contacts.nameRequired"): what `t` accepts. */
export type TranslationKey = Paths<typeof en>;

/**
 * Fills `{{name}}` placeholders as the client's library (rosetta) does; for the server, which formats its own texts
 * (the invoice PDF) without it.
 */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The text of a dotted key in a catalogue, or undefined when there is none. */
export function lookUp(catalogue: Catalogue, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** Every (key, text) of a catalogue, in order. */
export function entriesOf(catalogue: object, prefix = ""): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[prefix + key, value] as [string, string]]
      : entriesOf(value as object, `${prefix}${key}.`),
  );
}
