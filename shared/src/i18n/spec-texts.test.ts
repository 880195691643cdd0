import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { en, entriesOf } from "./catalogue";
import { asCatalogueText, SPEC_QUOTED_TEXTS } from "./spec-texts.fixture";

const englishTexts = new Set(entriesOf(en).map(([, text]) => text));

describe("the English catalogue holds the spec's quoted texts letter for letter", () => {
  it.each(SPEC_QUOTED_TEXTS)("%s", (specText) => {
    expect(englishTexts.has(asCatalogueText(specText))).toBe(true);
  });

  // The spec lives beside the repository (../shared/spec), where a developer's machine and CI have it.
  const specFile = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    "../../../../shared/spec/product-spec.md",
  );
  it.runIf(existsSync(specFile))("every text of the fixture is quoted in the spec as it is", () => {
    const spec = readFileSync(specFile, "utf8");
    const missing = SPEC_QUOTED_TEXTS.filter(
      (text) => !spec.includes(text) && !spec.includes(text.replace(/^Item N: /, "")),
    );
    // Two of the spec's texts are its own shorthands: "'Chyba: ' plus the message" and "'Password must contain …'".
    expect(missing.filter((text) => text !== "Chyba: {message}" && !text.startsWith("Item N:"))).toEqual([]);
  });
});
