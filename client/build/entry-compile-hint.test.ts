import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENTRY_COMPILE_HINT, entryCompileHint } from "./entry-compile-hint";

// A real Vite build of a small app: an entry with a dynamic import, so that Vite puts its preload map in front of
// the entry's code, as it does in the app's build.
describe("entryCompileHint", () => {
  let root: string;
  let assets: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), "kancl-hint-"));
    mkdirSync(path.join(root, "src"));
    writeFileSync(path.join(root, "index.html"), '<script type="module" src="/src/main.js"></script>');
    writeFileSync(
      path.join(root, "src/main.js"),
      [
        'import "./style.css";',
        "export function marker() {",
        '  document.title = "entry-marker";',
        "}",
        "marker();",
        'import("./later.js").then((later) => later.run());',
      ].join("\n"),
    );
    writeFileSync(
      path.join(root, "src/later.js"),
      'import "./later.css";\nexport const run = () => console.log("later");',
    );
    writeFileSync(path.join(root, "src/style.css"), "body { color: red }");
    writeFileSync(path.join(root, "src/later.css"), "p { color: blue }");
    await build({
      root,
      configFile: false,
      logLevel: "silent",
      plugins: [entryCompileHint()],
      build: { outDir: path.join(root, "dist"), sourcemap: true, minify: false },
    });
    assets = path.join(root, "dist/assets");
  }, 60_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const chunk = (prefix: string) => {
    const name = readdirSync(assets).find((file) => file.startsWith(prefix) && file.endsWith(".js"));
    if (!name) throw new Error(`no ${prefix} chunk in ${readdirSync(assets).join(", ")}`);
    return path.join(assets, name);
  };

  it("puts the hint on the entry chunk's first line, before Vite's preload map", () => {
    const lines = readFileSync(chunk("index-"), "utf8").split("\n");
    expect(lines[0]).toBe(ENTRY_COMPILE_HINT);
    expect(lines[1]).toMatch(/^const __vite__mapDeps=/);
  });

  it("leaves the other chunks alone", () => {
    expect(readFileSync(chunk("later-"), "utf8")).not.toContain(ENTRY_COMPILE_HINT);
  });

  it("keeps the entry's source map pointing at the right source lines", () => {
    const file = chunk("index-");
    const code = readFileSync(file, "utf8").split("\n");
    const line = code.findIndex((text) => text.includes('"entry-marker"'));
    const column = code[line]?.indexOf('"entry-marker"') ?? -1;
    const position = originalPositionFor(new TraceMap(readFileSync(`${file}.map`, "utf8")), {
      line: line + 1,
      column,
    });
    expect(position.source).toMatch(/src\/main\.js$/);
    expect(position.line).toBe(3);
  });
});
