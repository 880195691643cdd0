import type { ErrorRequestHandler, RequestHandler } from "express";
import { isDatabaseUnavailable } from "../db/errors";
import { toHttpAnswer } from "../errors/http-answer";

/** Unknown /api paths answer JSON, never the single-page app's HTML. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: "Not found" });
};

/**
 * The last handler: whatever escaped the routes — the plain Express routes (PDF download, chat, idempotency) end
 * here with their AppErrors too — answers JSON `{error}` as toHttpAnswer says (errors/http-answer.ts): an AppError
 * its status and message (Retry-After on a 429), a database outage 503, a client error its 4xx with a fixed text,
 * anything else 500 with a generic text, logged — never a stack or internal message.
 */
export const finalErrorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  const { status, body, headers } = toHttpAnswer(err);
  if (status === 500) req.log?.error({ err }, "unhandled error");
  else if (isDatabaseUnavailable(err)) req.log?.warn({ err }, "database unavailable");
  if (res.headersSent) {
    res.end();
    return;
  }
  res.status(status).set(headers).json(body);
};
