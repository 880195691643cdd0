import { createHash } from "node:crypto";
import type { Plugin } from "vite";
import { en } from "../../shared/src/i18n/catalogue.ts";
import { cs } from "../../shared/src/i18n/cs.ts";
import {
  MESSAGE_NAMESPACES,
  pickNamespaces,
  SHELL_UI_NAMESPACES,
  TEXT_AREA_NAMES,
  TEXT_AREAS,
} from "../../shared/src/i18n/text-areas.ts";

export const TEXT_FILES_MODULE = "virtual:text-files";

/**
 * The catalogues as data files, one per area and language (decision 210, after 180 and 196):
 * `assets/texts-<hash>-<area>-<language>.json`. A route fetches its areas' file in the language on screen together
 * with its code (client/src/i18n/i18n.ts, loadTexts). A catalogue is data, not code: JSON parses faster than the
 * same object as script, and check-bundle-size.mjs gives each file its own line.
 *
 * - `<area>-en`: the area's English texts.
 * - `<area>-cs`: `{ cs, en }`, the area's Czech and English texts: English is the fallback, and the text by which a
 *   server message (always English, decision 182) is found and translated.
 * - `shell-en`: the shell's English (en-ui.ts), loaded before the first render; the messages' English is part of the
 *   shared schemas' code already.
 * - `shell-cs`: the shell's Czech and the messages' Czech, with the messages' English (to translate a message).
 * The invoice PDF's labels are the server's alone.
 *
 * One hash for all the files (of all their contents), so the first bundle carries one short prefix instead of a
 * table of addresses. `import prefix from "virtual:text-files"`; the dev server serves the files from memory.
 */
export function textFiles(): Plugin {
  const files = new Map<string, string>();
  const shell = [...SHELL_UI_NAMESPACES, ...MESSAGE_NAMESPACES];
  files.set("shell-en", JSON.stringify(pickNamespaces(en, SHELL_UI_NAMESPACES)));
  files.set("shell-cs", JSON.stringify({ cs: pickNamespaces(cs, shell), en: pickNamespaces(en, MESSAGE_NAMESPACES) }));
  for (const area of TEXT_AREA_NAMES) {
    const english = pickNamespaces(en, TEXT_AREAS[area]);
    files.set(`${area}-en`, JSON.stringify(english));
    files.set(`${area}-cs`, JSON.stringify({ cs: pickNamespaces(cs, TEXT_AREAS[area]), en: english }));
  }
  const hash = createHash("sha256")
    .update([...files].map(([name, json]) => `${name}\n${json}`).join("\n"))
    .digest("hex")
    .slice(0, 10);
  const resolved = `\0${TEXT_FILES_MODULE}`;
  const buildPrefix = `assets/texts-${hash}-`;
  const devPrefix = "/i18n/texts-";
  let build = false;
  return {
    name: "kancl:text-files",
    configResolved(config) {
      build = config.command === "build";
    },
    resolveId(id) {
      return id === TEXT_FILES_MODULE ? resolved : undefined;
    },
    load(id) {
      if (id !== resolved) return undefined;
      if (build) {
        for (const [name, json] of files)
          this.emitFile({ type: "asset", fileName: `${buildPrefix}${name}.json`, source: json });
      }
      return `export default ${JSON.stringify(build ? `/${buildPrefix}` : devPrefix)};`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.startsWith(devPrefix) ? req.url.slice(devPrefix.length).replace(/\.json$/, "") : "";
        const json = files.get(name);
        if (json === undefined) return next();
        res.setHeader("Content-Type", "application/json");
        res.end(json);
      });
    },
  };
}
