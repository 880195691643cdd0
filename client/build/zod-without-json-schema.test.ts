import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { exportedNames, STUB_MESSAGE, stubModule } from "./zod-without-json-schema";

// The stubs must export exactly what zod's two modules export, or the build would miss an import (zod's own files
// change with its version: this test reads the installed ones).
const zodRoot = path.dirname(createRequire(import.meta.url).resolve("zod/package.json"));

describe.each(["to-json-schema", "json-schema-processors"])("the stub of zod/v4/core/%s.js", (name) => {
  const file = path.join(zodRoot, "v4", "core", `${name}.js`);

  it("has the real module's exports", async () => {
    const real = await import(pathToFileURL(file).href);
    expect(exportedNames(readFileSync(file, "utf8")).sort()).toEqual(Object.keys(real).sort());
  });

  it("throws when called", async () => {
    const code = stubModule(readFileSync(file, "utf8"));
    const stub = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    const [first] = Object.values(stub) as (() => unknown)[];
    expect(() => first?.()).toThrow(STUB_MESSAGE);
  });
});
