import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { HTML_LANG, LANGUAGE_COOKIE, LANGUAGES, type Language, LOADING_TEXT, toLanguage } from "@kancl/shared";
import { parse } from "cookie";
import express, { type Request, type RequestHandler, Router } from "express";

export interface ClientAppOptions {
  /** Serve the build's `.map` files (SERVE_SOURCE_MAPS). Off: any `.map` path answers 404. */
  serveSourceMaps?: boolean;
}

/**
 * Serves the built client from the same process: hashed assets cached for a year, index.html (never cached) for
 * every other GET that is not an API path, so client-side routes like /crm/contacts load on refresh. Source maps
 * (2.3 MB of our sources) stay on disk for tools and are not served unless asked for.
 */
export function clientAppRouter(clientDir: string | undefined, options: ClientAppOptions = {}): Router {
  const client = Router();
  if (!options.serveSourceMaps) client.use(noSourceMaps);
  const indexFile = clientDir ? path.join(clientDir, "index.html") : undefined;
  if (!clientDir || !indexFile || !existsSync(indexFile)) {
    client.use(missingBuild);
    return client;
  }
  const assetsDir = path.join(clientDir, "assets");
  client.use("/assets", precompressedAssets(assetsDir));
  client.use("/assets", express.static(assetsDir, { index: false, immutable: true, maxAge: "1y", fallthrough: false }));
  client.use(express.static(clientDir, { index: false, maxAge: "1h" }));
  const pages = indexPages(readFileSync(indexFile, "utf8"));
  client.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Vary", "Cookie");
    res.type("html").send(pages[languageOf(req)]);
  });
  return client;
}

/**
 * index.html in each language (decision 180): `<html lang>` and the "Loading…" painted before any script runs are
 * the reader's, so a Czech reader never sees English first. The language comes from the `kancl-lang` cookie the
 * client keeps (client/src/i18n): no database query for a page load, and it is right for the login page too.
 */
export function indexPages(html: string): Record<Language, string> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      html
        .replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[language]}"`)
        // The element's text, not the mention of it in index.html's comment above it.
        .replace(`>${LOADING_TEXT.en}<`, `>${LOADING_TEXT[language]}<`),
    ]),
  ) as Record<Language, string>;
}

function languageOf(req: Request): Language {
  const header = req.headers.cookie;
  return toLanguage(header ? parse(header)[LANGUAGE_COOKIE] : undefined);
}

/** Preferred first: brotli is ~15 % smaller than gzip on our chunks. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/**
 * Hashed assets in the encoding the browser accepts, from the .br/.gz files the client build writes next to them
 * (client/vite.config.ts): compressed once at build time at the highest levels, never per request. A file without
 * a compressed twin, or a client that accepts neither, gets the plain file from express.static below.
 */
function precompressedAssets(assetsDir: string): RequestHandler {
  // The build's files, listed once: hashed names never change while the process runs, and a per-request cache
  // keyed by the requested name would grow with whatever names clients make up. Files a later build adds are
  // served plain by express.static.
  const files = new Set(existsSync(assetsDir) ? readdirSync(assetsDir) : []);
  return (req, res, next) => {
    res.setHeader("Vary", "Accept-Encoding");
    // Only plain file names: nothing of the request reaches the file system beyond the assets folder.
    if ((req.method !== "GET" && req.method !== "HEAD") || !/^\/[\w-][\w.-]*$/.test(req.path)) return next();
    // Our preference first among those the browser accepts at all (browsers list gzip before br, with equal weight).
    const encoding = ENCODINGS.find((candidate) => req.acceptsEncodings(candidate.name) === candidate.name);
    const name = req.path.slice(1);
    if (!encoding || !files.has(name) || !files.has(name + encoding.suffix)) return next();
    const file = path.join(assetsDir, name);
    res.type(path.extname(file));
    res.setHeader("Content-Encoding", encoding.name);
    res.sendFile(file + encoding.suffix, { immutable: true, maxAge: "1y", acceptRanges: false }, (error) => {
      if (error) next(error);
    });
  };
}

const noSourceMaps: RequestHandler = (req, res, next) => {
  if (!req.path.endsWith(".map")) return next();
  res.status(404).type("text").send("Not found");
};

const missingBuild: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  res
    .status(404)
    .type("text")
    .send("The client is not built. Run `npm run build` (or `npm run dev` for the development server on port 5173).");
};
