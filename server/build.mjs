// Bundles the server into dist/index.js for production. Dependencies stay in node_modules (external);
// only our own workspace code (server and @kancl/shared) is bundled.
import { build } from "esbuild";

await build({
  entryPoints: [
    "src/index.ts",
    "src/db/migrate-cli.ts",
    "src/cli/org-create.ts",
    // The local model's worker thread (turn-runner.ts starts dist/local-model-worker.js beside dist/index.js).
    { in: "src/local-model/turn-worker.ts", out: "local-model-worker" },
  ],
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  sourcemap: true,
  packages: "external",
  external: [],
  // The directory, not index.ts: the package's subpaths (@kancl/shared/i18n/cs, as its exports name them) resolve too.
  alias: { "@kancl/shared": "../shared/src" },
  logLevel: "warning",
});
