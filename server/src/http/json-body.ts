import express, { type NextFunction, type Request, type Response } from "express";
import { malformedTextIn, nestsDeeperThan } from "./hostile-input";

/** Request bodies over this size answer 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function hasBody(req: Request): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/** body-parser turns an error thrown by `verify` into one with this status and type (answered by errors.ts). */
class BodyTooDeepError extends Error {
  readonly status = 400;
  readonly type = "entity.too.deep";
}

const parseJson = express.json({
  limit: MAX_BODY_BYTES,
  strict: false,
  type: () => true,
  // Before JSON.parse: a linear scan of the raw bytes, so no recursive walker downstream ever sees a hostile depth.
  verify: (_req, _res, raw) => {
    if (nestsDeeperThan(raw)) throw new BodyTooDeepError("JSON nested too deeply");
  },
});

/**
 * The API accepts JSON only. A write with a body of another type answers 415; a body-less write (e.g.
 * POST …/mark-lost with no content type) counts as `{}`. The body is parsed here, once, for both surfaces —
 * trpc-to-openapi's own reader would reject `application/json; charset=utf-8` silently.
 *
 * Hostile JSON stops here with 400 {error}: a body nested deeper than MAX_JSON_DEPTH (before parsing), and a NUL
 * character or lone surrogate in any string or field name (after parsing), named by its path.
 */
export function jsonBody(streamed: readonly { path: string; mediaType: string }[] = []) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!WRITE_METHODS.has(req.method)) return next();
    // Uploads a route reads as a stream itself (a CSV import): left unparsed, of their one media type only.
    const uploadType = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
    if (streamed.some((upload) => req.originalUrl.split("?")[0] === upload.path && uploadType === upload.mediaType)) {
      return next();
    }
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
    parseJson(req, res, (error?: unknown) => {
      if (error) return next(error);
      // Every REST operation's body is an object (the OpenAPI document says so). trpc-to-openapi would spread a
      // number or an array into the input, so a PATCH of optional fields took `42` for "change nothing", and one
      // with a nullable field answered 500. (The tRPC surface's body is the procedure's input as it is: not here.)
      if (isRestRequest(req) && !isPlainObject(req.body)) {
        res.status(400).json({ error: "body: must be a JSON object" });
        return;
      }
      const problem = malformedTextIn(req.body, "body");
      if (problem) {
        res.status(400).json({ error: problem });
        return;
      }
      next();
    });
  };
}

/** The REST surface (/api/v1/…), mounted beside tRPC's /api/trpc under the same /api middleware. */
const isRestRequest = (req: Request) => req.originalUrl.startsWith("/api/v1/");

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
