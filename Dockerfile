# syntax=docker/dockerfile:1
# Kancl in one container: the built client, the API and the API reference, served by `node server/dist/index.js`
# on port 3000, with the embedded PGlite database in the /data volume (or PostgreSQL through DATABASE_URL).
#
#   docker build -t kancl .
#   docker run -p 3000:3000 -v kancl-data:/data kancl
#
# Never built here: the development machines have a Docker client but no engine. The runtime stage's file set
# (production dependencies of the server, server/dist, client/dist) was checked by hand instead: it serves the app,
# passes the browser tests and writes nothing outside DATA_DIR when run as an unprivileged user.

ARG NODE_IMAGE=node:24-bookworm-slim

# The manifests alone, so the dependency layers are rebuilt only when they change.
# npm ci needs every workspace's package.json to check the lockfile.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
# No tool may download a browser of its own: the app uses Debian's Chromium.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    PUPPETEER_SKIP_DOWNLOAD=1 \
    TURBO_TELEMETRY_DISABLED=1 \
    TURBO_NO_UPDATE_NOTIFIER=1 \
    npm_config_audit=false \
    npm_config_fund=false \
    npm_config_update_notifier=false
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
COPY e2e/package.json e2e/

# Build: all dependencies, then turbo builds the client (Vite) and the server (esbuild bundle).
# npm ci needs a complete lockfile: see scripts/complete-lockfile.mjs.
FROM manifests AS build
RUN npm ci
COPY . .
RUN npm run build

# Only what the server bundle imports at run time (it leaves npm packages external). Some versions differ from the
# root's and live in server/node_modules; the directory is created so the COPY below never misses it.
FROM manifests AS prod-deps
RUN npm ci --omit=dev --workspace @kancl/server && mkdir -p server/node_modules

FROM ${NODE_IMAGE} AS runtime
# Chromium's headless shell renders the invoice PDFs (Puppeteer): the same Chromium without the browser's UI
# layers, lighter than the full browser (the production image needs no other browser; docs/benchmarks.md, 6).
# DejaVu and Liberation are fallback fonts. tini as PID 1 forwards signals and reaps what Chromium leaves behind.
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium-headless-shell fonts-dejavu-core fonts-liberation tini \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    LOG_LEVEL=info \
    CHROMIUM_HEADLESS_SHELL_PATH=/usr/lib/chromium/chromium-headless-shell
WORKDIR /app
# Owned by root and read-only for the app: it writes only to /data.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=prod-deps /app/server/node_modules ./server/node_modules
# package.json for "type": "module": the bundle is ESM.
COPY --from=build /app/server/package.json ./server/
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/client/dist ./client/dist
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# GET /api/health answers 503 when the database does not respond. Node's fetch: the slim image has no curl.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "server/dist/index.js"]
