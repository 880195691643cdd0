import { INTERNAL_ERROR_MESSAGE } from "@kancl/shared";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/errors";
import { BODY_TOO_DEEP_MESSAGE } from "./hostile-input";

/** Unknown /api paths answer JSON, never the single-page app's HTML. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: "Not found" });
};

interface HttpErrorLike {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
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

/**
 * The last handler: whatever escaped the routes answers JSON `{error}`. A client error keeps its 4xx status
 * with a fixed text; a database outage answers 503 (as the tRPC procedures do) — the plain Express routes (PDF
 * download, chat, idempotency) end here; anything else is logged and answers 500 with a generic text — never a
 * stack or internal message.
 */
export const finalErrorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (isDatabaseUnavailable(err)) {
    req.log?.warn({ err }, "database unavailable");
    if (res.headersSent) {
      res.end();
      return;
    }
    res.status(503).json({ error: DATABASE_UNAVAILABLE_MESSAGE });
    return;
  }
  const httpError = (typeof err === "object" && err !== null ? err : {}) as HttpErrorLike;
  const status = httpError.status ?? httpError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message =
      (httpError.type && BODY_ERROR_MESSAGES[httpError.type]) ?? (status === 404 ? "Not found" : "Bad request");
    if (!res.headersSent) res.status(status).json({ error: message });
    return;
  }
  req.log?.error({ err }, "unhandled error");
  if (res.headersSent) {
    res.end();
    return;
  }
  res.status(500).json({ error: INTERNAL_ERROR_MESSAGE });
};
