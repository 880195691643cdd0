import { formatValidationIssues } from "@kancl/shared";
import { type NextFunction, type Request, type Response, Router } from "express";
import type { OpenAPIObject } from "trpc-to-openapi";
import { z } from "zod";
import { runAsActor } from "../db/audit-context";
import { AppError } from "../errors/app-error";
import { auditActorOf, type Caller, resolveCaller } from "../modules/auth/caller";
import { ACCESS_RULES, type Access, acceptsApiKeys } from "../modules/auth/permissions";
import type { Services } from "../services";
import { API_BASE_PATH } from "./api-base-path";
import { limitedUpload } from "./upload-limit";

type PathsObject = NonNullable<OpenAPIObject["paths"]>;
type Method = "get" | "post" | "put" | "delete";

/** An upload the route reads as a stream itself: of one media type, at most `maxBytes` (upload-limit.ts). */
export interface PlainUpload {
  mediaType: string;
  maxBytes: number;
  /** The 415's message for a body of another media type. */
  wrongType: string;
}

/** What a plain route's handler gets: the caller already resolved and allowed, its query parsed, its upload limited. */
export interface PlainRouteContext<Query, Body = undefined> {
  services: Services;
  caller: Caller;
  req: Request;
  res: Response;
  /** The query parsed by the route's `query` schema (undefined without one). */
  query: Query;
  /** The JSON body parsed by the route's `body` schema (undefined without one). */
  body: Body;
  /** The path's parameters, by the names in `path`. */
  params: Record<string, string>;
  /** The upload (only for a route with `upload`): read it once; passing the limit fails it with a 413. */
  upload: AsyncIterable<Uint8Array>;
}

/** A response in the document: the full object, or for an error just its description (the ApiError body). */
type DocumentedResponse = string | { description: string; headers?: Record<string, unknown>; content?: unknown };

export interface PlainRouteDocument {
  operationId: string;
  summary: string;
  description?: string;
  /** Its one tag in the document (openapi.ts TAGS). */
  tag: string;
  /** Each `{name}` of the path, described. */
  pathParameters?: Record<string, string>;
  /**
   * The query parameters are those of this GET operation of the tRPC surface (its input schema is the route's
   * `query`), copied when the document is built.
   */
  queryLike?: string;
  /** Query parameters written out (a route whose query is not a tRPC operation's input). */
  parameters?: unknown[];
  requestBody?: unknown;
  /** Every status the route itself answers; 401 (and 403, 413, 415 when they apply) are added from the route. */
  responses: Record<string, DocumentedResponse>;
}

/**
 * A plain Express route under /api/v1 (decision 207): a file, a stream or an upload, which the tRPC surface cannot
 * answer. Declared once — method and path, who may call it, its query schema, its upload limits — so the mounting
 * (app.ts) and the API document (trpc/openapi.ts) are made from the same declaration and cannot disagree.
 */
export interface PlainRoute<Query = undefined, Body = undefined> {
  method: Method;
  /** The path under /api/v1 as the document writes it: `/crm/invoices/{id}/pdf`. */
  path: string;
  /** The access rule (modules/auth/permissions.ts), the same the tRPC procedures apply. */
  access: Access;
  /** Whether the call changes data (the access rule then refuses read-only callers). */
  writes?: boolean;
  /** The query's schema: a query it refuses answers 400 naming the field. */
  query?: z.ZodType<Query>;
  /** A JSON body's schema: a body it refuses answers 400 naming the field; the document's request body is made from it. */
  body?: z.ZodType<Body>;
  upload?: PlainUpload;
  openapi: PlainRouteDocument;
  /** Runs as the caller (the audit log names the user, the key and the request, decision 110). */
  handle(context: PlainRouteContext<Query, Body>): Promise<void>;
}

/** Declares a plain route (the identity, for the types: `Query` is inferred from `query`). */
export const plainRoute = <Query = undefined, Body = undefined>(
  route: PlainRoute<Query, Body>,
): PlainRoute<Query, Body> => route;

// biome-ignore lint/suspicious/noExplicitAny: a list holds routes of every query type.
export type AnyPlainRoute = PlainRoute<any, any>;

const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

const NO_UPLOAD: AsyncIterable<Uint8Array> = {
  // biome-ignore lint/correctness/useYield: nothing to read.
  async *[Symbol.asyncIterator]() {
    throw new Error("This route takes no upload");
  },
};

function mediaTypeOf(req: Request): string | undefined {
  return (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
}

/**
 * The routes, in the order given (a more specific path first when two could match), on one router. The order of
 * what each does is fixed: the caller (401, 429 for a key over its limit), the access rule (403), the upload's media
 * type (415) and declared length (413), the query (400), then the handler, as the caller; every failure answers
 * through the final error handler (toHttpAnswer), a stream already started is ended there.
 */
export function mountPlainRoutes(routes: readonly AnyPlainRoute[], services: Services): Router {
  const router = Router();
  for (const route of routes) {
    router[route.method](expressPath(route.path), async (req: Request, res: Response, next: NextFunction) => {
      try {
        const caller = await resolveCaller(services, req);
        ACCESS_RULES[route.access](caller, route.writes ?? false);
        let upload = NO_UPLOAD;
        if (route.upload) {
          if (mediaTypeOf(req) !== route.upload.mediaType) {
            throw new AppError("UNSUPPORTED_MEDIA_TYPE", route.upload.wrongType);
          }
          upload = limitedUpload(req, res, route.upload.maxBytes);
        }
        let query: unknown;
        if (route.query) {
          const parsed = route.query.safeParse(req.query);
          if (!parsed.success) throw new AppError("BAD_REQUEST", formatValidationIssues(parsed.error.issues));
          query = parsed.data;
        }
        let body: unknown;
        if (route.body) {
          const parsed = route.body.safeParse(req.body);
          if (!parsed.success) throw new AppError("BAD_REQUEST", formatValidationIssues(parsed.error.issues));
          body = parsed.data;
        }
        const params = req.params as Record<string, string>;
        await runAsActor(auditActorOf(caller, req as { id?: unknown }), () =>
          route.handle({ services, caller, req, res, query, body, params, upload }),
        );
      } catch (error) {
        next(error);
      }
    });
  }
  return router;
}

/** The uploads the JSON body parser must leave unread for their routes (json-body.ts). */
export function streamedUploads(routes: readonly AnyPlainRoute[]): { path: string; mediaType: string }[] {
  return routes.flatMap((route) =>
    route.upload ? [{ path: API_BASE_PATH + route.path, mediaType: route.upload.mediaType }] : [],
  );
}

/** A body schema as the document states it: what the server accepts (zod's input side), every bound and format. */
function jsonSchemaOf(schema: z.ZodType): unknown {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  return json;
}

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
});

const REFUSED_WRITE = "A read-only user or a read-scoped API key may not change data";
/** Whom an access rule refuses (403), as the document says it. */
const REFUSED: Partial<Record<Access, string>> = {
  session: "API keys may not: sign in to Kancl",
  orgAdmin: "Only owners and admins, signed in to Kancl (API keys may not)",
  integrationAdmin: "Only owners and admins",
};

interface OperationLike {
  parameters?: unknown[];
}

/**
 * The routes' operations for the API document, merged into `paths` (a plain GET beside tRPC's PUT and DELETE on
 * one path joins them). `paths` are the tRPC operations: a route's `queryLike` copies one's query parameters.
 */
export function plainRouteOperations(routes: readonly AnyPlainRoute[], paths: PathsObject): PathsObject {
  const result: PathsObject = { ...paths };
  for (const route of routes) {
    const doc = route.openapi;
    const queryParameters = doc.queryLike
      ? ((paths[doc.queryLike]?.get as OperationLike | undefined)?.parameters ?? [])
      : [];
    const pathParameters = Object.entries(doc.pathParameters ?? {}).map(([name, description]) => ({
      name,
      in: "path",
      required: true,
      schema: { type: "string" },
      description,
    }));
    const parameters = [...pathParameters, ...queryParameters, ...(doc.parameters ?? [])];
    const responses: Record<string, unknown> = {};
    for (const [status, response] of Object.entries(doc.responses)) {
      responses[status] = typeof response === "string" ? errorResponse(response) : response;
    }
    responses["401"] ??= errorResponse("Not signed in");
    const refused = REFUSED[route.access] ?? (route.writes ? REFUSED_WRITE : undefined);
    if (refused) responses["403"] ??= errorResponse(refused);
    if (route.upload) {
      responses["413"] ??= errorResponse(`The file is larger than ${Math.round(route.upload.maxBytes / 2 ** 20)} MB`);
      responses["415"] ??= errorResponse(`The body is not ${route.upload.mediaType}`);
    }
    if (route.query) responses["400"] ??= errorResponse("Invalid query parameter");
    if (route.body) responses["400"] ??= errorResponse("Invalid request body");
    const requestBody = route.body
      ? { required: true, content: { "application/json": { schema: jsonSchemaOf(route.body) } } }
      : doc.requestBody;
    const operation = {
      operationId: doc.operationId,
      summary: doc.summary,
      ...(doc.description ? { description: doc.description } : {}),
      tags: [doc.tag],
      security: acceptsApiKeys(route.access) ? [{ sessionCookie: [] }, { apiKey: [] }] : [{ sessionCookie: [] }],
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b))),
    };
    result[route.path] = { ...result[route.path], [route.method]: operation } as never;
  }
  return result;
}
