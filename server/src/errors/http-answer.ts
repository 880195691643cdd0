import { APP_ERROR_CODES, type ApiError, INTERNAL_ERROR_MESSAGE } from "@kancl/shared";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/errors";
import { BODY_TOO_DEEP_MESSAGE } from "../http/hostile-input";
import { publicMessageOf } from "../trpc/error-message";
import { AppError, TooManyRequestsError } from "./app-error";

/** What the API answers for a failure: the status, the `{error}` body and any headers (Retry-After). */
export interface HttpAnswer {
  status: number;
  body: ApiError;
  headers: Record<string, string>;
}

/** body-parser's errors carry a `type`; these are the texts a client sees for them. */
const BODY_ERROR_MESSAGES: Record<string, string> = {
  "entity.parse.failed": "Malformed JSON in request body",
  "entity.too.large": "Request body too large: the limit is 1 MB",
  "entity.too.deep": BODY_TOO_DEEP_MESSAGE,
  "encoding.unsupported": "Unsupported content encoding",
  "charset.unsupported": "Unsupported charset: send UTF-8",
  "request.aborted": "Request aborted",
  "request.size.invalid": "Request body size did not match Content-Length",
};

interface HttpErrorLike {
  status?: number;
  statusCode?: number;
  type?: string;
}

const answer = (status: number, error: string, headers: Record<string, string> = {}): HttpAnswer => ({
  status,
  body: { error },
  headers,
});

/**
 * The one place that turns anything thrown into an HTTP answer, used by the tRPC errorFormatter and middleware
 * (trpc/init.ts), both adapters' response meta (trpc/adapter-hooks.ts), and the final Express error handler, where
 * the plain routes' failures end (http/errors.ts):
 * - an AppError: its code's status from the shared map and its own message (a 429 adds Retry-After);
 * - a database outage: 503 with a plain sentence (the client may retry), never a 500 or a hang;
 * - a tRPC error: its status, with a public text only (error-message.ts) — one wrapping an AppError or a database
 *   outage answers as that;
 * - an HTTP client error (body-parser's): its 4xx with a fixed text, never the error's own message;
 * - anything else: 500 "Internal server error", never an internal text or a stack.
 */
export function toHttpAnswer(error: unknown): HttpAnswer {
  if (error instanceof TRPCError && (error.cause instanceof AppError || isDatabaseUnavailable(error.cause))) {
    return toHttpAnswer(error.cause);
  }
  if (error instanceof AppError) {
    const headers: Record<string, string> =
      error instanceof TooManyRequestsError ? { "Retry-After": String(retryAfterSeconds(error.retryAt)) } : {};
    const status = APP_ERROR_CODES[error.code].httpStatus;
    return { status, body: { error: error.message, ...error.details }, headers };
  }
  if (isDatabaseUnavailable(error)) return answer(503, DATABASE_UNAVAILABLE_MESSAGE);
  if (error instanceof TRPCError) return answer(getHTTPStatusCodeFromError(error), publicMessageOf(error));
  const httpError = (typeof error === "object" && error !== null ? error : {}) as HttpErrorLike;
  const status = httpError.status ?? httpError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return answer(
      status,
      (httpError.type && BODY_ERROR_MESSAGES[httpError.type]) ?? (status === 404 ? "Not found" : "Bad request"),
    );
  }
  return answer(500, INTERNAL_ERROR_MESSAGE);
}

/** Whole seconds until `retryAt`, at least 1. */
function retryAfterSeconds(retryAt: number): number {
  return Math.max(1, Math.ceil((retryAt - Date.now()) / 1000));
}
