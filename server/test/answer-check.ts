import { buildOpenApiDocument } from "../src/trpc/openapi";
import { type ApiDocument, type Operation, operationsOf, responseChecker } from "./reliability/support/api-document";

const API_BASE = "/api/v1";

interface Checker {
  find(method: string, path: string): Operation | undefined;
  check: ReturnType<typeof responseChecker>;
}

let checker: Checker | undefined;

/** The document the server serves (the same function builds it), its operations and their templates, made once. */
function documentChecker(): Checker {
  if (checker) return checker;
  const document = buildOpenApiDocument() as unknown as ApiDocument;
  const operations = operationsOf(document).map((operation) => ({
    operation,
    segments: operation.path.split("/").map((segment) => (/^\{\w+\}$/.test(segment) ? undefined : segment)),
    // A literal path wins over a template (`/crm/contacts/export.csv` over `/crm/contacts/{id}`).
    literal: !operation.path.includes("{"),
  }));
  operations.sort((a, b) => Number(b.literal) - Number(a.literal));
  checker = {
    find(method, path) {
      const segments = path.split("/");
      return operations.find(
        ({ operation, segments: template }) =>
          operation.method === method &&
          template.length === segments.length &&
          template.every((part, i) => (part === undefined ? segments[i] !== "" : part === segments[i])),
      )?.operation;
    },
    check: responseChecker(document),
  };
  return checker;
}

/**
 * Issue 42 item 4 (decision 208): every REST answer an integration test receives is checked against the API
 * document — its status must be one the operation lists, and a JSON body must match the documented schema. A
 * request to a path or method the document does not have (a 404 or 405 test) is not an operation's answer and is
 * not checked. Throws, naming the operation, the status and what does not match.
 */
export function assertAnswerMatchesDocument(
  method: string,
  url: URL,
  status: number,
  contentType: string | null,
  body: unknown,
): void {
  if (!url.pathname.startsWith(`${API_BASE}/`)) return;
  const { find, check } = documentChecker();
  const upper = method.toUpperCase();
  const operation = find(upper === "HEAD" ? "GET" : upper, url.pathname.slice(API_BASE.length));
  if (!operation) return;
  const problem = check(operation, status, contentType, body);
  if (problem) throw new Error(`The answer does not match the API document: ${problem}`);
}
