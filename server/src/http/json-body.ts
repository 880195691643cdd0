import express, { type NextFunction, type Request, type Response } from "express";

/** Request bodies over this size answer 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function hasBody(req: Request): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

const parseJson = express.json({ limit: MAX_BODY_BYTES, strict: false, type: () => true });

/**
 * The API accepts JSON only. A write with a body of another type answers 415; a body-less write (e.g.
 * POST …/mark-lost with no content type) counts as `{}`. The body is parsed here, once, for both surfaces —
 * trpc-to-openapi's own reader would reject `application/json; charset=utf-8` silently.
 */
export function jsonBody() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!WRITE_METHODS.has(req.method)) return next();
    if (!hasBody(req)) {
      req.headers["content-type"] = "application/json";
      req.body = {};
      return next();
    }
    const contentType = req.headers["content-type"] ?? "";
    const mediaType = contentType.split(";")[0]?.trim().toLowerCase();
    if (mediaType !== "application/json") {
      res.status(415).json({
        error: contentType
          ? `Unsupported content type "${mediaType}": send application/json`
          : "Missing content type: send application/json",
      });
      return;
    }
    parseJson(req, res, next);
  };
}
