/**
 * Validates XML against the official ISDOC schema with xmllint (Debian's libxml2-utils, installed by
 * `node scripts/find-chromium.mjs --install`, which `npm test` and .ci/run call first). Tests use it for every
 * ISDOC file they produce: `expectValidIsdoc(xml)`.
 *
 * The schema lives outside the repository, in the shared folder beside it (`../shared/standards/isdoc/`, as CI lays
 * it out). A git worktree sits deeper than the main checkout, so the folders above the repository are searched
 * upwards for `shared/standards/isdoc/`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SCHEMA = path.join("shared", "standards", "isdoc", "isdoc-invoice-6.0.2.xsd");

/** The ISDOC 6.0.2 schema: `<repository>/../shared/standards/isdoc/…`, or the nearest such folder further up. */
export function isdocSchemaPath(): string {
  for (let dir = path.dirname(REPOSITORY_ROOT); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, SCHEMA);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) break;
  }
  throw new Error(`ISDOC schema not found: looked for ${SCHEMA} in the folders above ${REPOSITORY_ROOT}`);
}

export interface SchemaValidation {
  valid: boolean;
  /** xmllint's messages (one per problem), empty when valid. */
  errors: string[];
}

/** Validates an XML string against an XSD with `xmllint --noout --nonet --schema`. */
export function validateXml(xml: string, schemaPath: string): SchemaValidation {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kancl-xml-"));
  try {
    const file = path.join(dir, "document.xml");
    writeFileSync(file, xml);
    const result = spawnSync("xmllint", ["--noout", "--nonet", "--schema", schemaPath, file], { encoding: "utf8" });
    if (result.error) {
      throw new Error(
        `xmllint could not run (${result.error.message}): install libxml2-utils, e.g. node scripts/find-chromium.mjs --install`,
      );
    }
    const errors = result.stderr
      .split("\n")
      .filter((lineText) => lineText.trim() && !lineText.endsWith(" validates"))
      .map((lineText) => lineText.replace(`${file}:`, "line "));
    return { valid: result.status === 0, errors };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Validates an ISDOC document against the official ISDOC 6.0.2 schema. */
export function validateIsdoc(xml: string): SchemaValidation {
  return validateXml(xml, isdocSchemaPath());
}
