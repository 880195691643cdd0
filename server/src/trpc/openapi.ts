import { generateOpenApiDocument, type OpenAPIObject } from "trpc-to-openapi";

type PathsObject = NonNullable<OpenAPIObject["paths"]>;

import { API_BASE_PATH } from "../http/api-base-path";
import { IDEMPOTENCY_REFUSED_PATHS } from "../http/idempotency";
import { ACCESS_COOKIE } from "../modules/auth/session-cookies";
import { APP_VERSION } from "../version";
import type { ProcedureMeta } from "./init";
import { csvRoutes } from "./openapi-csv-routes";
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
  schema: { type: "string", maxLength: 255 },
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

/** Plain Express routes under /api/v1 (binary or streamed answers), described by hand. */
const PLAIN_ROUTES: PathsObject = {
  "/crm/invoices/{id}/pdf": {
    get: {
      operationId: "downloadInvoicePdf",
      summary: "Download the invoice's PDF",
      description:
        "The `downloadUrl` of generate-pdf. A4 Czech tax document, `faktura-<number>.pdf`. An issued document's PDF is the document as issued: made once, stored with its SHA-256 and served byte-identical on every download whatever `v` says (a stored file that no longer matches its hash answers 500, never other bytes); payments and credit notes are on its payment request. A draft is rendered afresh.",
      tags: ["Invoices"],
      security: [{ sessionCookie: [] }, { apiKey: [] }],
      parameters: [
        { name: "id", in: "path", required: true, schema: { type: "string" }, description: "Invoice ID" },
        {
          name: "v",
          in: "query",
          required: false,
          schema: { type: "integer" },
          description: "Invoice version (cache key)",
        },
      ],
      responses: {
        "200": {
          description: "The PDF",
          content: { "application/pdf": { schema: { type: "string", format: "binary" } } },
        },
        "401": errorResponse("Not signed in"),
        "404": errorResponse("No such invoice"),
        "429": errorResponse("PDF service is busy"),
        "500": errorResponse("The stored file of an issued document does not match its hash"),
        "503": errorResponse("The PDF could not be rendered"),
      },
    },
  },
  "/crm/invoices/{id}/payment-request.pdf": {
    get: {
      operationId: "downloadInvoicePaymentRequest",
      summary: "Download the payment request of an issued invoice",
      description:
        "A separate document (výzva k úhradě), not a tax document: the invoice's total, its issued credit notes and its payments line by line, what remains to be paid (`amountDue`, or an overpayment), and a QR Platba code asking exactly what remains. Rendered from the invoice as it is now, never stored (`vyzva-k-uhrade-<number>.pdf`). A draft or a credit note: 409.",
      tags: ["Invoices"],
      security: [{ sessionCookie: [] }, { apiKey: [] }],
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" }, description: "Invoice ID" }],
      responses: {
        "200": {
          description: "The PDF",
          content: { "application/pdf": { schema: { type: "string", format: "binary" } } },
        },
        "401": errorResponse("Not signed in"),
        "404": errorResponse("No such invoice"),
        "409": errorResponse("A draft or a credit note has no payment request"),
        "429": errorResponse("PDF service is busy"),
        "503": errorResponse("The PDF could not be rendered"),
      },
    },
  },
};

/** The invoice list's CSV export takes the list's query parameters (copied from listInvoices when the document is built). */
const invoiceExportRoute = (listParameters: unknown[] | undefined): PathsObject => ({
  "/crm/invoices/export.csv": {
    get: {
      operationId: "exportInvoicesCsv",
      summary: "Export the filtered invoice list as CSV",
      description:
        "Every invoice and credit note matching the list's filters and sort (`limit` and `cursor` are ignored), as a CSV file Czech Excel opens as it is: UTF-8 with a BOM, semicolons, decimal commas, dates as 25.11.2026, CRLF.",
      tags: ["Invoices"],
      security: [{ sessionCookie: [] }, { apiKey: [] }],
      parameters: (listParameters ?? []) as never,
      responses: {
        "200": {
          description: "The CSV file (`faktury-YYYY-MM-DD.csv`)",
          content: { "text/csv": { schema: { type: "string" } } },
        },
        "400": errorResponse("Invalid filter"),
        "401": errorResponse("Not signed in"),
      },
    },
  },
});

/** ISDOC 6.0.2 downloads (issue 22 item 5): one document, and the list's filters as a zip (decision 075). */
const invoiceIsdocRoutes = (listParameters: unknown[] | undefined): PathsObject => ({
  "/crm/invoices/{id}/isdoc": {
    get: {
      operationId: "downloadInvoiceIsdoc",
      summary: "Download an issued invoice or credit note as ISDOC",
      description:
        "The document as ISDOC 6.0.2 XML (`<number>.isdoc`, an attachment), valid against the official schema, for the customer's accounting software: parties as frozen when issued, a VAT rate per line, the VAT recapitulation (in CZK too for a foreign currency), reverse charge, payment means; a credit note names the invoice it corrects. A draft is no tax document: 409.",
      tags: ["Invoices"],
      security: [{ sessionCookie: [] }, { apiKey: [] }],
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" }, description: "Invoice ID" }],
      responses: {
        "200": {
          description: "The ISDOC file",
          content: { "application/x-isdoc": { schema: { type: "string" } } },
        },
        "401": errorResponse("Not signed in"),
        "404": errorResponse("No such invoice"),
        "409": errorResponse("A draft (issue it first), or a document ISDOC cannot carry"),
      },
    },
  },
  "/crm/invoices/export.isdoc.zip": {
    get: {
      operationId: "exportInvoicesIsdoc",
      summary: "Export the filtered invoice list as ISDOC files in a zip",
      description:
        "One `.isdoc` file per issued invoice and credit note matching the list's filters and sort (`limit` and `cursor` are ignored), streamed as a zip (`faktury-isdoc-YYYY-MM-DD.zip`). Drafts are no tax documents: they are left out, and the `X-Skipped-Drafts` header says how many matched. An empty match is an empty zip.",
      tags: ["Invoices"],
      security: [{ sessionCookie: [] }, { apiKey: [] }],
      parameters: (listParameters ?? []) as never,
      responses: {
        "200": {
          description: "The zip",
          headers: {
            "X-Skipped-Drafts": {
              description: "How many drafts matched the filters and were left out",
              schema: { type: "integer", minimum: 0 },
            },
          },
          content: { "application/zip": { schema: { type: "string", format: "binary" } } },
        },
        "400": errorResponse("Invalid filter"),
        "401": errorResponse("Not signed in"),
      },
    },
  },
});

const LOGO_ROUTES: PathsObject = {
  "/settings/company/logo": {
    get: {
      operationId: "getCompanyLogo",
      summary: "The company's logo",
      description:
        "The image uploaded with PUT /settings/company/logo, with its media type (image/png or image/svg+xml). Served to the organization's own users and keys only.",
      tags: ["Settings"],
      security: [{ sessionCookie: [] }, { apiKey: [] }],
      responses: {
        "200": {
          description: "The logo",
          content: {
            "image/png": { schema: { type: "string", format: "binary" } },
            "image/svg+xml": { schema: { type: "string" } },
          },
        },
        "401": errorResponse("Not signed in"),
        "404": errorResponse("The company has no logo"),
      },
    },
  },
};

const SSE_RESPONSE = {
  description: "The AI SDK UI message stream (server-sent events), as useChat reads it",
  content: { "text/event-stream": { schema: { type: "string" as const } } },
};

const CHAT_ROUTES: PathsObject = {
  "/ai/chat": {
    post: {
      operationId: "chat",
      summary: "Ask the assistant",
      description:
        "The useChat request: `{id, conversationId (= id), messages, trigger: submit-message | regenerate-message, messageId?}`. The server keeps the conversation (per user: chat ids are the user's own, and another user's id is simply one this user has not used yet); only the last user message is read from `messages`. A message's text is at most 10,000 characters (400 otherwise); a conversation stops at 500,000 characters stored (400: start a new chat). Changes to data are only proposed; they happen after the user's plain yes.",
      tags: ["Assistant"],
      security: [{ sessionCookie: [] }, { apiKey: [] }],
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: {
              type: "object" as const,
              required: ["id", "messages"],
              properties: {
                id: { type: "string" as const },
                conversationId: { type: "string" as const },
                messages: { type: "array" as const, items: { type: "object" as const } },
                trigger: { type: "string" as const, enum: ["submit-message", "regenerate-message"] },
                messageId: { type: "string" as const },
              },
            },
          },
        },
      },
      responses: {
        "200": SSE_RESPONSE,
        "400": errorResponse("Invalid request, a message too long, or a conversation at its maximum length"),
        "401": errorResponse("Not signed in"),
        "503": errorResponse("The server is shutting down"),
      },
    },
  },
  "/ai/chat/{chatId}/stream": {
    get: {
      operationId: "resumeChatStream",
      summary: "Resume an answer still being generated",
      description:
        "Replays the answer from its start and follows it. 204 when nothing is being generated. Works across app servers when REDIS_URL is set.",
      tags: ["Assistant"],
      security: [{ sessionCookie: [] }, { apiKey: [] }],
      parameters: [{ name: "chatId", in: "path" as const, required: true, schema: { type: "string" as const } }],
      responses: {
        "200": SSE_RESPONSE,
        "204": { description: "Nothing to resume (also for an id the user has not used)" },
        "401": errorResponse("Not signed in"),
      },
    },
  },
  "/ai/chat/{chatId}": {
    get: {
      operationId: "getConversation",
      summary: "A stored conversation",
      tags: ["Assistant"],
      security: [{ sessionCookie: [] }, { apiKey: [] }],
      parameters: [{ name: "chatId", in: "path" as const, required: true, schema: { type: "string" as const } }],
      responses: {
        "200": {
          description: "The user's conversation (empty when the user has not used this id yet)",
          content: {
            "application/json": {
              schema: {
                type: "object" as const,
                required: ["id", "title", "messages"],
                properties: {
                  id: { type: "string" as const },
                  title: { type: "string" as const },
                  messages: { type: "array" as const, items: { type: "object" as const } },
                },
              },
            },
          },
        },
        "401": errorResponse("Not signed in"),
      },
    },
  },
};

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

  const listParameters = (document.paths?.["/crm/invoices"]?.get as OperationLike | undefined)?.parameters;
  document.paths = {
    ...document.paths,
    ...PLAIN_ROUTES,
    ...invoiceExportRoute(listParameters),
    ...invoiceIsdocRoutes(listParameters),
    ...CHAT_ROUTES,
    ...csvRoutes(
      (document.paths?.["/crm/contacts"]?.get as OperationLike | undefined)?.parameters,
      (document.paths?.["/crm/deals"]?.get as OperationLike | undefined)?.parameters,
      (document.paths?.["/settings/audit-log"]?.get as OperationLike | undefined)?.parameters,
    ),
  };
  // The logo's GET joins the PUT and DELETE that tRPC describes on the same path.
  for (const [path, item] of Object.entries(LOGO_ROUTES)) document.paths[path] = { ...document.paths[path], ...item };

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
 * (server/src/http/hostile-input.ts), whatever the operation takes.
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
  if (path === "/crm/invoices/{id}/pdf") add("400", "Invalid version");
  if (path === "/settings/company/logo") add("404", "The company has no logo");
  if (path.startsWith("/invitations/")) add("409", "The invitation was used, revoked or has expired");
  if (path === "/demo-data") add("404", "The organization has no demo data");
  if (path === "/crm/notes") add("404", "No such contact, deal or project");
  if (path === "/setup" && method === "post") add("409", "Kancl is set up already");
  add("400", "Invalid request (e.g. a NUL character in a parameter)");
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
