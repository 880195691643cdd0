import { existsSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler, Router } from "express";

/**
 * Serves the built client from the same process: hashed assets cached for a year, index.html (never cached) for
 * every other GET that is not an API path, so client-side routes like /crm/contacts load on refresh.
 */
export function clientAppRouter(clientDir: string | undefined): Router {
  const client = Router();
  const indexFile = clientDir ? path.join(clientDir, "index.html") : undefined;
  if (!clientDir || !indexFile || !existsSync(indexFile)) {
    client.use(missingBuild);
    return client;
  }
  client.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { index: false, immutable: true, maxAge: "1y", fallthrough: false }),
  );
  client.use(express.static(clientDir, { index: false, maxAge: "1h" }));
  client.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(indexFile);
  });
  return client;
}

const missingBuild: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  res
    .status(404)
    .type("text")
    .send("The client is not built. Run `npm run build` (or `npm run dev` for the development server on port 5173).");
};
