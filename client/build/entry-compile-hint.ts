import type { Plugin } from "vite";

/** V8's explicit compile hint for a whole file (Chrome 136+); it must be the file's first line. */
export const ENTRY_COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Marks the entry chunk with ENTRY_COMPILE_HINT: V8 then compiles all of its functions eagerly, on a background
 * thread while the file streams in, instead of each on the main thread when it is first called. Nearly all of the
 * entry runs at start-up (React DOM, the router, the frame), and that lazy compilation was a large part of the two
 * long tasks Lighthouse counts as blocking time (docs/benchmarks.md, benchmark 8). Other browsers ignore the comment.
 *
 * Runs after Vite's own generateBundle, which puts its preload map (`const __vite__mapDeps=…`) in front of the
 * code; the source map gets the extra first line. The file keeps its hash: the comment is the same in every build.
 */
export function entryCompileHint(): Plugin {
  return {
    name: "kancl:entry-compile-hint",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || !chunk.isEntry) continue;
          chunk.code = `${ENTRY_COMPILE_HINT}\n${chunk.code}`;
          const mapAsset = bundle[`${chunk.fileName}.map`];
          if (mapAsset?.type === "asset") {
            const map = JSON.parse(String(mapAsset.source)) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapAsset.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}
