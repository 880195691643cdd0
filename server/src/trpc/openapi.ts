import { generateOpenApiDocument, type OpenAPIObject } from "trpc-to-openapi";
import { API_BASE_PATH } from "../http/api-base-path";
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_REFUSED_PATHS } from "../http/idempotency";
import { plainRouteOperations } from "../http/plain-route";
import { PLAIN_ROUTES } from "../http/plain-routes";
import { ACCESS_COOKIE } from "../modules/auth/session-cookies";
import { APP_VERSION } from "../version";
import type { ProcedureMeta } from "./init";
import { appRouter } from "./router";

export { API_BASE_PATH } from "../http/api-base-path";

interface ResponseLike {
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, unknown>;
}

/** Decision 200: on every answer to an API key, the key's rate-limit window (IETF draft RateLimit fields). */
const RATE_LIMIT_HEADER_COMPONENTS = {
  "RateLimit-Limit": {
    description: "API key answers: requests allowed per window",
    schema: { type: "integer" },
  },
  "RateLimit-Remaining": {
    description: "API key answers: requests left in the current window",
    schema: { type: "integer" },
  },
  "RateLimit-Reset": {
    description: "API key answers: seconds until the window resets",
    schema: { type: "integer" },
  },
  "RateLimit-Policy": {
    description: "API key answers: the limit and the window in seconds, e.g. `600;w=60`",
    schema: { type: "string" },
  },
};
const HEADER_COMPONENTS = {
  ...RATE_LIMIT_HEADER_COMPONENTS,
  "Retry-After": { description: "Seconds to wait before trying again", schema: { type: "integer" } },
};
const headerRefs = (names: string[]) =>
  Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
const RATE_LIMIT_HEADERS = headerRefs(Object.keys(RATE_LIMIT_HEADER_COMPONENTS));
const RETRY_AFTER_HEADER = headerRefs(["Retry-After"]);
const IDEMPOTENCY_KEY_PARAMETER = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  // The server refuses anything else with 400 (http/idempotency.ts KEY_PATTERN).
  schema: { type: "string", minLength: 1, maxLength: 255, pattern: IDEMPOTENCY_KEY_PATTERN.source },
  description:
    "Makes a retry safe: a repeat with the same key and body, from the same user or API key, within 24 hours answers the first result instead of doing it again.",
};

interface OperationLike {
  parameters?: unknown[];
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, ResponseLike>;
}

/** The document's tags, in order, with what each groups (redocly's tag-description). */
const TAGS = [
  { name: "System", description: "Health and version of the server: public, for load balancers and monitoring." },
  { name: "Auth", description: "Registration, sign-in and the session cookies; who is signed in." },
  { name: "API keys", description: "Personal API keys for integrations (managed with a browser session only)." },
  { name: "Settings", description: "The organization's supplier profile (Settings → Company) and its logo." },
  { name: "Admin", description: "Organizations, for the operator of the deployment (ADMIN_TOKEN)." },
  { name: "Contacts", description: "Persons and organizations, their links and the organization hierarchy." },
  { name: "Deals", description: "Sales deals and their pipeline: lead, negotiation, won, lost." },
  {
    name: "Search",
    description: "One ranked, accent- and case-insensitive search over contacts, deals, invoices, projects and tasks.",
  },
  {
    name: "Invoices",
    description:
      "Invoices tied to deals as Czech tax documents: issuing, payments, credit notes, the filtered list and its CSV, the PDF.",
  },
  {
    name: "Projects",
    description: "Projects of clients: boards with columns and ranked tasks, comments, My tasks and Overdue.",
  },
  {
    name: "Sync",
    description:
      "For integrators: records deleted in the last 30 days (tombstones); the lists' `updatedSince` gives the changes.",
  },
  { name: "Assistant", description: "The AI assistant's chat (a server-sent event stream) and stored conversations." },
  {
    name: "Trash",
    description: "Deleted contacts, deals and invoice drafts for 30 days: restore or delete permanently.",
  },
  {
    name: "Users",
    description: "The organization's users, their roles and status (owners and admins, with a browser session).",
  },
  { name: "Invitations", description: "Invitations by e-mail: a single-use link that expires after 7 days." },
  {
    name: "History",
    description:
      "Notes on contacts, deals and projects; their activity timelines (notes and the audit log's events); a client's deals, invoices, projects and totals.",
  },
  {
    name: "Audit log",
    description:
      "Who created, changed or deleted what and when, field by field; append-only (owners and admins, with a browser session).",
  },
];

/** Operations for a browser session only: the caller's own account, and what owners and admins manage. */
const SESSION_ONLY_TAGS = [
  "API keys",
  "Account",
  "Users",
  "Invitations",
  "Outbox",
  "Trash",
  "Audit log",
  "Organization language",
];

const SECURITY_SCHEMES = {
  sessionCookie: {
    type: "apiKey" as const,
    in: "cookie" as const,
    name: ACCESS_COOKIE,
    description: "The session cookie set by POST /auth/login (HttpOnly; renewed by POST /auth/refresh).",
  },
  apiKey: {
    type: "http" as const,
    scheme: "bearer",
    description: "A personal API key (`kancl_…`, Settings → API keys): `Authorization: Bearer <key>`.",
  },
  adminToken: {
    type: "http" as const,
    scheme: "bearer",
    description: "ADMIN_TOKEN of the deployment; only for the Admin operations.",
  },
};

const API_ERROR_SCHEMA = {
  type: "object",
  properties: {
    error: { type: "string", description: "What went wrong, in words a person can read" },
    message: { type: "string", description: "The same text (kept for tRPC-style clients)" },
    code: { type: "string", description: "A machine-readable code, e.g. NOT_FOUND" },
    duplicate: {
      type: "object",
      description:
        "On a contact's 409: the live contact that already has this IČO or e-mail (send allowDuplicate: true to save anyway)",
      properties: {
        id: { type: "string", format: "uuid" },
        name: { type: "string" },
        field: { type: "string", enum: ["registrationNumber", "email"] },
      },
      required: ["id", "name", "field"],
    },
  },
  required: ["error"],
  example: { error: "Not found" },
};

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
});

/**
 * The OpenAPI 3 document of /api/v1, generated from the routers' meta, inputs and outputs, then adjusted where
 * trpc-to-openapi's defaults differ from what the server really answers:
 * - errors: it describes {message, code, issues}; every answer of ours is the ApiError shape with `error`;
 * - security: admin operations take the admin bearer token, the rest the session cookie;
 * - creates answer 201, not 200.
 */
export function buildOpenApiDocument(): OpenAPIObject {
  const document = generateOpenApiDocument(appRouter, {
    title: "Kancl API",
    version: APP_VERSION,
    description:
      "REST API of Kancl, a CRM/ERP for organization staff. Every non-2xx answer is JSON with a top-level `error` string. Every answer to an API key carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (seconds); a 429 also `Retry-After`. Every record list takes `updatedSince` and `sort=updatedAt` for a sync; deletions are at `GET /sync/deleted` (docs/integrations.md).",
    baseUrl: API_BASE_PATH,
    tags: TAGS.map((tag) => tag.name),
    securitySchemes: SECURITY_SCHEMES,
  });
  document.tags = TAGS;

  const schemas: Record<string, unknown> = { ...(document.components?.schemas ?? {}) };
  for (const name of Object.keys(schemas)) if (name.startsWith("error.")) delete schemas[name];
  schemas.ApiError = API_ERROR_SCHEMA;
  document.components = { ...document.components, schemas: schemas as never, headers: HEADER_COMPONENTS as never };

  // The plain routes (files, streams, uploads) describe themselves (decision 207); a GET beside tRPC's PUT and
  // DELETE on one path (the logo) joins them.
  document.paths = plainRouteOperations(PLAIN_ROUTES, document.paths ?? {});

  const created = createdOperations();
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(pathItem as Record<string, OperationLike>)) {
      // Public operations say so (`security: []`) rather than leave it unsaid.
      operation.security = operation.security?.length ? securityOf(operation.tags ?? []) : [];
      if (acceptsIdempotencyKey(path, method, operation)) {
        operation.parameters = [...(operation.parameters ?? []), IDEMPOTENCY_KEY_PARAMETER];
      }
      const responses = operation.responses ?? {};
      addErrorsTheServerAnswers(path, method, operation, responses);
      if (created.has(`${method.toUpperCase()} ${path}`) && responses["200"]) {
        responses["201"] = { ...responses["200"], description: "Created" } as ResponseLike;
        delete responses["200"];
      }
      const usesApiKey = operation.security?.some((scheme) => "apiKey" in scheme) ?? false;
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) >= 400 && response.content) {
          response.content = { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } };
        }
        const headers = {
          ...(usesApiKey ? RATE_LIMIT_HEADERS : {}),
          ...(status === "429" ? RETRY_AFTER_HEADER : {}),
        };
        if (Object.keys(headers).length) responses[status] = { ...response, headers };
      }
    }
  }
  return document;
}

const AUTH_PATHS = [
  "/auth/register",
  "/auth/login",
  "/auth/refresh",
  "/auth/logout",
  "/auth/password-reset/request",
  "/auth/password-reset",
  "/invitations/{token}",
  "/invitations/{token}/accept",
];
const WRITE_METHODS = ["post", "put", "patch", "delete"];

/**
 * trpc-to-openapi lists only the errors it can infer (input → 400, protect → 401/403, path parameters on GET/PUT/DELETE
 * → 404). The fuzzing suite (test/reliability) found the others the server really answers; they are added here:
 * 404 for every unknown id in a path, 409 for stale versions, duplicates and refused transitions (and an
 * Idempotency-Key still in progress), 422 for a reused Idempotency-Key, 401 for bad credentials and expired
 * sessions, 403/413/415 for the CSRF and body rules of every write, and 429 for the rate limits. Every operation
 * can answer 400: the edge refuses a NUL character in any query or path parameter and hostile JSON in any body
 * (server/src/http/hostile-input.ts), whatever the operation takes; and 503 while the database is unavailable.
 */
function addErrorsTheServerAnswers(
  path: string,
  method: string,
  operation: OperationLike,
  responses: Record<string, ResponseLike>,
) {
  const add = (status: string, description: string) => {
    responses[status] ??= errorResponse(description);
  };
  const isWrite = WRITE_METHODS.includes(method);
  const isAuth = AUTH_PATHS.includes(path);
  const usesApiKey = operation.security?.some((scheme) => "apiKey" in scheme) ?? false;
  if (path.includes("{")) add("404", "Not found (or another organization's)");
  if (path === "/settings/company/logo") add("404", "The company has no logo");
  if (path.startsWith("/invitations/")) add("409", "The invitation was used, revoked or has expired");
  if (path === "/demo-data") add("404", "The organization has no demo data");
  if (path.startsWith("/admin/")) add("404", "The admin API is off: the server has no ADMIN_TOKEN");
  if (path === "/crm/notes") add("404", "No such contact, deal or project");
  if (path === "/setup" && method === "post") add("409", "Kancl is set up already");
  add("400", "Invalid request (e.g. a NUL character in a parameter)");
  // Any operation that reads the database answers 503 while it cannot be reached (http/errors.ts), not a 500: a
  // client may retry. The answer check of the integration tests found it undocumented (health test).
  add("503", "The database is not available right now; try again in a moment");
  if (isWrite) {
    add("403", "Cross-origin request refused");
    add("413", "Request body too large");
    add("415", "The body is not application/json");
    if (operation.security?.length || path === "/auth/register") add("409", "Conflict with the current state");
  }
  if (acceptsIdempotencyKey(path, method, operation)) add("422", "Idempotency-Key reused with a different request");
  if (path === "/auth/login" || path === "/auth/refresh") add("401", "Invalid credentials or expired session");
  // A password change counts guesses of the current password like sign-ins (issue 25).
  if (isAuth || usesApiKey || path === "/account/password") add("429", "Too many requests (see Retry-After)");
}

/** Authenticated POSTs take Idempotency-Key, except those whose answer holds a secret (http/idempotency.ts). */
function acceptsIdempotencyKey(path: string, method: string, operation: OperationLike): boolean {
  return method === "post" && Boolean(operation.security?.length) && !IDEMPOTENCY_REFUSED_PATHS.has(path);
}

/** Admin operations take the admin token; managing API keys needs a session; everything else a session or a key. */
function securityOf(tags: string[]): Record<string, string[]>[] {
  if (tags.includes("Admin")) return [{ adminToken: [] }];
  // Issue 25: a password change and the sessions list need a browser session too (an API key gets 403), as do
  // Settings → Users, the outbox and the trash (orgAdminProcedure).
  if (SESSION_ONLY_TAGS.some((tag) => tags.includes(tag))) {
    return [{ sessionCookie: [] }];
  }
  return [{ sessionCookie: [] }, { apiKey: [] }];
}

function createdOperations(): Set<string> {
  const result = new Set<string>();
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: ProcedureMeta } }>;
  for (const procedure of Object.values(procedures)) {
    const meta = procedure._def.meta;
    if (meta?.successStatus === 201 && meta.openapi) result.add(`${meta.openapi.method} ${meta.openapi.path}`);
  }
  return result;
}
