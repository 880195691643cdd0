import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

/**
 * zod 4's JSON Schema generator (to-json-schema.js and json-schema-processors.js, ~23 KB minified, ~6.5 KB gzip)
 * is referenced from every classic schema — `.toJSONSchema()` and `~standard.jsonSchema` — so tree-shaking cannot
 * drop it, although only the server uses it (the OpenAPI document, the assistant's tool definitions). In the client
 * build the two modules are replaced by stubs with the same exports that throw when called (decision 195).
 * Validation (`parse`, `safeParse`, `~standard.validate`, the form resolver) does not touch them.
 */
export const JSON_SCHEMA_MODULES =
  /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;

export const STUB_MESSAGE = "zod's JSON Schema generator is not part of the client build (decision 195)";

/** The names a module exports: `export function|const|class|let NAME` and `export { a as NAME, NAME }`. */
export function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/^export (?:async )?(?:function\*?|const|let|var|class) ([\w$]+)/gm)) {
    names.add(match[1] as string);
  }
  for (const match of source.matchAll(/^export \{([^}]*)\}(?! from)/gm)) {
    for (const part of (match[1] as string).split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return [...names];
}

export function stubModule(source: string): string {
  const names = exportedNames(source);
  return [
    `function unavailable() { throw new Error(${JSON.stringify(STUB_MESSAGE)}); }`,
    ...names.map((name) => `export const ${name} = unavailable;`),
  ].join("\n");
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: "kancl:zod-without-json-schema",
    apply: "build",
    enforce: "pre",
    load(id) {
      const file = id.split("?")[0] as string;
      if (!JSON_SCHEMA_MODULES.test(file)) return null;
      return { code: stubModule(readFileSync(file, "utf8")), moduleSideEffects: false };
    },
  };
}
