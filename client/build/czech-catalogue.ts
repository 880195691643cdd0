import { createHash } from "node:crypto";
import type { Plugin } from "vite";
import { cs, en } from "../../shared/src/i18n/czech-bundle.ts";

export const CZECH_CATALOGUE_MODULE = "virtual:czech-catalogue";
const RESOLVED = `\0${CZECH_CATALOGUE_MODULE}`;
const DEV_URL = "/i18n/czech-catalogue.json";

/**
 * The Czech catalogue as a data file (decision 180): `assets/czech-catalogue-<hash>.json`, the Czech texts and the
 * whole English catalogue (to find a server message's key), fetched only by a reader of Czech. A catalogue is data,
 * not code: JSON parses faster than the same object as script, and like the `locales/*.json` of i18next's HTTP
 * backend it is not part of the JavaScript budget (client/scripts/check-bundle-size.mjs reports it on its own line,
 * with its own budget). `import url from "virtual:czech-catalogue"` answers its address; the dev server serves it
 * from memory.
 */
export function czechCatalogue(): Plugin {
  const json = JSON.stringify({ cs, en });
  const fileName = `assets/czech-catalogue-${createHash("sha256").update(json).digest("hex").slice(0, 10)}.json`;
  let build = false;
  return {
    name: "kancl:czech-catalogue",
    configResolved(config) {
      build = config.command === "build";
    },
    resolveId(id) {
      return id === CZECH_CATALOGUE_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (build) this.emitFile({ type: "asset", fileName, source: json });
      return `export default ${JSON.stringify(build ? `/${fileName}` : DEV_URL)};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_URL, (_req, res) => {
        res.setHeader("Content-Type", "application/json");
        res.end(json);
      });
    },
  };
}
