import { createRequire } from "node:module";
import path from "node:path";
import express, { Router } from "express";

const require = createRequire(import.meta.url);

const INIT_SCRIPT = `window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({
    url: "../openapi.json",
    dom_id: "#swagger-ui",
    deepLinking: true,
    validatorUrl: null,
    withCredentials: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: "BaseLayout"
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Kancl API reference</title>
  <link rel="stylesheet" href="assets/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="assets/swagger-ui-bundle.js"></script>
  <script src="init.js"></script>
</body>
</html>
`;

/**
 * The interactive API reference at /api/v1/docs/: Swagger UI served from the swagger-ui-dist package (no CDN —
 * the app must work offline), with its start-up script as a file so the page runs under our CSP.
 */
export function apiDocsRouter(): Router {
  const assetsDir = path.dirname(require.resolve("swagger-ui-dist/package.json"));
  const docs = Router();
  docs.get("/", (req, res, next) => {
    // Relative asset URLs need the trailing slash.
    if (!req.originalUrl.split("?")[0]?.endsWith("/")) return res.redirect(301, `${req.baseUrl}/`);
    if (req.path !== "/") return next();
    res.type("html").send(PAGE);
  });
  docs.get("/init.js", (_req, res) => {
    res.type("application/javascript").send(INIT_SCRIPT);
  });
  docs.use("/assets", express.static(assetsDir, { index: false, maxAge: "1d" }));
  return docs;
}
