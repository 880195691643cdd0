#!/usr/bin/env node
// Fails the client build when its JavaScript outgrows the budgets (docs/benchmarks.md, benchmark 8):
//   initial route (the entry script of index.html and every chunk it preloads)  ≤ 150 KB gzip
//   all JavaScript in dist/assets                                             ≤ 435 KB gzip (decisions 174, 195, 199)
//   the language catalogues (assets/*-catalogue-*.json, data a Czech reader fetches; decision 180) ≤ 47 KB gzip (decisions 195, 199)
// Sizes are gzip level 9 of each chunk, as the server sends them to a browser without brotli (brotli is smaller).
//
//   node scripts/check-bundle-size.mjs [dist] [--json]
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const BUDGETS_KB = { initial: 150, total: 435, catalogues: 47 };

const KB = 1024;
const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

export function measureBundle(distDir) {
  const html = readFileSync(path.join(distDir, "index.html"), "utf8");
  // The entry <script type="module" src> and its <link rel="modulepreload">: what the first route loads up front.
  const initialFiles = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g),
  ].map((match) => match[1]);
  if (initialFiles.length === 0) throw new Error(`no entry script found in ${distDir}/index.html`);
  const assets = readdirSync(path.join(distDir, "assets")).filter((name) => name.endsWith(".js"));
  const sizes = Object.fromEntries(
    assets.map((name) => [`assets/${name}`, gzipBytes(path.join(distDir, "assets", name))]),
  );
  const initialBytes = initialFiles.reduce(
    (sum, file) => sum + (sizes[file] ?? gzipBytes(path.join(distDir, file))),
    0,
  );
  const totalBytes = Object.values(sizes).reduce((sum, size) => sum + size, 0);
  const catalogueBytes = readdirSync(path.join(distDir, "assets"))
    .filter((name) => /-catalogue-[\w-]+\.json$/.test(name))
    .reduce((sum, name) => sum + gzipBytes(path.join(distDir, "assets", name)), 0);
  return {
    initialKb: initialBytes / KB,
    totalKb: totalBytes / KB,
    catalogueKb: catalogueBytes / KB,
    initialFiles,
    chunks: assets.length,
    largest: Object.entries(sizes)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([file, bytes]) => ({ file, kb: Math.round((bytes / KB) * 10) / 10 })),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const distDir = path.resolve(args.find((arg) => !arg.startsWith("--")) ?? "dist");
  const result = measureBundle(distDir);
  const over = [];
  if (result.initialKb > BUDGETS_KB.initial) over.push(`initial-route JavaScript ${result.initialKb.toFixed(1)} KB`);
  if (result.totalKb > BUDGETS_KB.total) over.push(`all JavaScript ${result.totalKb.toFixed(1)} KB`);
  if (result.catalogueKb > BUDGETS_KB.catalogues) over.push(`language catalogues ${result.catalogueKb.toFixed(1)} KB`);
  if (args.includes("--json")) {
    console.log(JSON.stringify({ ...result, budgets: BUDGETS_KB, ok: over.length === 0 }));
  } else {
    console.log(
      `bundle size: initial route ${result.initialKb.toFixed(1)} KB gzip (budget ${BUDGETS_KB.initial}), ` +
        `all JavaScript ${result.totalKb.toFixed(1)} KB gzip in ${result.chunks} chunks (budget ${BUDGETS_KB.total}), ` +
        `language catalogues ${result.catalogueKb.toFixed(1)} KB gzip (budget ${BUDGETS_KB.catalogues})`,
    );
  }
  if (over.length > 0) {
    console.error(`Bundle over budget: ${over.join(", ")}. Split code (lazy routes/components) or drop weight.`);
    process.exit(1);
  }
}
