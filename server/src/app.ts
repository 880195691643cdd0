import express, { type Express } from "express";
import { createOpenApiExpressMiddleware } from "trpc-to-openapi";
import { allowedMethods } from "./http/allowed-methods";
import { apiDocsRouter } from "./http/api-docs";
import { clientAppRouter } from "./http/client-app";
import { compressJsonAnswers } from "./http/compression";
import { apiNotFound, finalErrorHandler } from "./http/errors";
import { refuseHostileInput } from "./http/hostile-input";
import { idempotency } from "./http/idempotency";
import { jsonBody, MAX_BODY_BYTES } from "./http/json-body";
import { noStore } from "./http/no-store";
import { mountPlainRoutes } from "./http/plain-route";
import { PLAIN_ROUTE_UPLOADS, PLAIN_ROUTES } from "./http/plain-routes";
import { requestLogger } from "./http/request-logger";
import { sameOriginWrites } from "./http/same-origin";
import { securityHeaders } from "./http/security-headers";
import type { Services } from "./services";
import { createErrorReporter, errorHeadersOf, restErrorMetaOf, successStatusOf } from "./trpc/adapter-hooks";
import { contextFactory } from "./trpc/context";
import { createTrpcExpressHandler } from "./trpc/express-handler";
import { API_BASE_PATH, buildOpenApiDocument } from "./trpc/openapi";
import { appRouter } from "./trpc/router";

const HTTP_METHODS = new Set(["get", "put", "post", "delete", "patch"]);

export interface AppOptions {
  services: Services;
  /** Express "trust proxy": which proxies' X-Forwarded-* headers to believe (TRUST_PROXY). */
  trustProxy?: boolean | number | string;
  /** The built client (client/dist); when absent, non-API paths explain how to build it. */
  clientDir?: string;
  /** Serve the client's source maps (SERVE_SOURCE_MAPS); off by default. */
  serveSourceMaps?: boolean;
}

/**
 * The whole HTTP surface, assembled in one place. Order matters:
 * plain routes under /api/v1 (http/plain-routes.ts) come before trpc-to-openapi, which answers every path under it (404 included).
 */
export function createApp({ services, clientDir, serveSourceMaps = false, trustProxy = false }: AppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  app.set("query parser", "extended");

  app.use(requestLogger(services.logger));
  app.use(securityHeaders());

  // Liveness and readiness for load balancers: 503 when the database does not answer.
  app.get("/api/health", async (_req, res) => {
    const health = await services.health.check();
    res.status(health.status === "ok" ? 200 : 503).json(health);
  });

  const createContext = contextFactory(services);
  const onError = createErrorReporter(services.logger);
  const openApiDocument = buildOpenApiDocument();
  const pathTemplates = Object.keys(openApiDocument.paths ?? {}).map((path) => API_BASE_PATH + path);
  // What each path serves, from the document (tRPC's operations and the plain routes): 405 and OPTIONS say so.
  const servedMethods = Object.fromEntries(
    Object.entries(openApiDocument.paths ?? {}).map(([path, item]) => [
      path,
      Object.keys(item ?? {}).filter((key) => HTTP_METHODS.has(key)),
    ]),
  );
  app.use(
    "/api",
    noStore(),
    compressJsonAnswers(),
    jsonBody(PLAIN_ROUTE_UPLOADS),
    refuseHostileInput(pathTemplates),
    sameOriginWrites(services.settings.appOrigins),
  );

  app.use(
    "/api/trpc",
    createTrpcExpressHandler({
      router: appRouter,
      createContext,
      maxBodySize: MAX_BODY_BYTES,
      onError,
      responseMeta: ({ errors }) => ({ headers: errorHeadersOf(errors) }),
    }),
  );

  app.get(`${API_BASE_PATH}/openapi.json`, (_req, res) => {
    res.json(openApiDocument);
  });
  app.use(`${API_BASE_PATH}/docs`, apiDocsRouter());
  app.use(
    API_BASE_PATH,
    allowedMethods(servedMethods),
    mountPlainRoutes(PLAIN_ROUTES, services),
    idempotency(services),
  );
  app.use(
    API_BASE_PATH,
    createOpenApiExpressMiddleware({
      router: appRouter,
      createContext,
      maxBodySize: MAX_BODY_BYTES,
      onError,
      responseMeta: ({ paths, errors }) =>
        errors.length === 0 ? { status: successStatusOf(paths?.[0]) } : restErrorMetaOf(errors),
    }),
  );

  app.use("/api", apiNotFound);
  app.use(clientAppRouter(clientDir, { serveSourceMaps }));
  app.use(finalErrorHandler);
  return app;
}
