import { createHash } from "node:crypto";
import type { Plugin } from "vite";
import { cs, en } from "../../shared/src/i18n/czech-bundle.ts";
import { enSettings } from "../../shared/src/i18n/en/settings.ts";

export const CZECH_CATALOGUE_MODULE = "virtual:czech-catalogue";
export const SETTINGS_CATALOGUE_MODULE = "virtual:settings-catalogue";

/**
 * English without the settings screens' texts: those come in their own file (settingsCatalogue), and the Czech
 * file's English is there to find a server message's key (decision 182), which no settings screen text is.
 */
const englishForCzech = Object.fromEntries(Object.entries(en).filter(([namespace]) => !(namespace in enSettings)));

/**
 * The Czech catalogue as a data file (decision 180): `assets/czech-catalogue-<hash>.json`, the Czech texts and the
 * English catalogue (to find a server message's key), fetched only by a reader of Czech. A catalogue is data,
 * not code: JSON parses faster than the same object as script, and like the `locales/*.json` of i18next's HTTP
 * backend it is not part of the JavaScript budget (client/scripts/check-bundle-size.mjs reports it on its own line,
 * with its own budget). `import url from "virtual:czech-catalogue"` answers its address; the dev server serves it
 * from memory.
 */
export function czechCatalogue(): Plugin {
  return jsonCatalogue(CZECH_CATALOGUE_MODULE, "czech-catalogue", { cs, en: englishForCzech });
}

/**
 * The settings screens' English texts as a data file (decision 196), `assets/settings-catalogue-<hash>.json`: the
 * settings route fetches it with its code (client/src/i18n/settings.ts), as decision 195 asked of an area's texts.
 */
export function settingsCatalogue(): Plugin {
  return jsonCatalogue(SETTINGS_CATALOGUE_MODULE, "settings-catalogue", enSettings);
}

/** A virtual module answering the address of a JSON asset (emitted in a build, served from memory in dev). */
function jsonCatalogue(moduleId: string, name: string, data: object): Plugin {
  const resolved = `\0${moduleId}`;
  const devUrl = `/i18n/${name}.json`;
  const json = JSON.stringify(data);
  const fileName = `assets/${name}-${createHash("sha256").update(json).digest("hex").slice(0, 10)}.json`;
  let build = false;
  return {
    name: `kancl:${name}`,
    configResolved(config) {
      build = config.command === "build";
    },
    resolveId(id) {
      return id === moduleId ? resolved : undefined;
    },
    load(id) {
      if (id !== resolved) return undefined;
      if (build) this.emitFile({ type: "asset", fileName, source: json });
      return `export default ${JSON.stringify(build ? `/${fileName}` : devUrl)};`;
    },
    configureServer(server) {
      server.middlewares.use(devUrl, (_req, res) => {
        res.setHeader("Content-Type", "application/json");
        res.end(json);
      });
    },
  };
}
