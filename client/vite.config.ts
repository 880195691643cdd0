import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { entryCompileHint } from "./build/entry-compile-hint.ts";
import { sharedForTheClient } from "./build/shared-for-the-client.ts";
import { textFiles } from "./build/text-files.ts";
import { zodWithoutJsonSchema } from "./build/zod-without-json-schema.ts";

/** The API server (server/) in development; the production server serves this build itself. */
const API_ORIGIN = "http://localhost:3000";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes .br and .gz twins of every script and stylesheet, compressed once at the highest levels; the server sends
 * the one the browser accepts (server/src/http/client-app.ts). Without it the app shipped ~3× the bytes
 * (docs/benchmarks.md).
 */
function precompress(): Plugin {
  return {
    name: "kancl:precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? "dist";
      await Promise.all(
        Object.values(bundle)
          .filter((item) => /\.(js|css|json)$/.test(item.fileName))
          .map(async (item) => {
            const data = Buffer.from(item.type === "chunk" ? item.code : item.source);
            const file = path.join(outDir, item.fileName);
            const [br, gz] = await Promise.all([
              brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gzipAsync(data, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}

const SHARED_UI =
  /[\\/]src[\\/](components[\\/](ui[\\/](?!.*dialog)|form-alert)|lib[\\/](?!schema-form))|[\\/]node_modules[\\/]lucide-react[\\/]/;
/** The dialogs of components/ and Radix's Dialog and AlertDialog, with what they import (focus trap, scroll lock…). */
const DIALOGS =
  /[\\/]src[\\/]components[\\/](ui[\\/])?[^\\/]*dialog|[\\/]node_modules[\\/]@radix-ui[\\/]react-(alert-)?dialog[\\/]/;

/** Modules of the shared "ui" chunk (see codeSplitting below). */
function isSharedUiModule(id: string): boolean {
  return SHARED_UI.test(id);
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    zodWithoutJsonSchema(),
    sharedForTheClient(),
    entryCompileHint(),
    textFiles(),
    precompress(),
  ],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { "/api": { target: API_ORIGIN, changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Written for tools (profiles mapped to sources, docs/benchmarks.md) but not referenced from the files, and the
    // server does not serve them unless SERVE_SOURCE_MAPS is set (server/src/http/client-app.ts).
    sourcemap: "hidden",
    // The production CSP allows no inline scripts or data: scripts: keep every asset a file.
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: which chunks each route's modules need, for the per-route budgets
    // (scripts/check-bundle-size.mjs). A dot folder: the server does not serve it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically in one file instead of ~14: over HTTP/1.1 a browser fetches
            // 6 files at a time, and each small file costs a round trip (docs/benchmarks.md, benchmark 8).
            { name: "app", tags: ["$initial"], priority: 2 },
            // The small building blocks the lazy pages share (form controls, table, badges, icons): one file rather
            // than one per piece. Dialogs stay out: a page that opens one on demand loads it on demand. So does
            // lib/schema-form (with react-hook-form and the resolvers it brings along): only pages with a form load it.
            { name: "ui", test: isSharedUiModule, priority: 1 },
            // Radix's dialog machinery and our dialog components in one file: the pages load them together anyway
            // (~12 KB gzip, instead of 5 files).
            { name: "dialog", test: DIALOGS, priority: 1 },
          ],
        },
      },
    },
  },
});
