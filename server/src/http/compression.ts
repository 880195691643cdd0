import compression from "compression";
import type { NextFunction, Request, RequestHandler, Response } from "express";

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;

/**
 * The API's JSON answers, compressed for clients that accept it (brotli at quality 4, else gzip; `compression`'s
 * defaults, chosen for speed per request). A page of 50 contacts is ~19 KB of JSON and ~3 KB in brotli: on a phone's
 * connection that is most of the list's load time (docs/benchmarks.md, benchmark 8).
 *
 * Only `application/json`: server-sent events (the assistant's stream) and tRPC's streamed JSON Lines must reach the
 * client as they are written, which a compressor would hold back, and PDFs are compressed already. A request without
 * Accept-Encoding skips the compressor's per-request set-up entirely (API clients such as load generators and
 * scripts often send none); the answer still says that it varies by that header.
 */
export function compressJsonAnswers(): RequestHandler {
  const compress = compression({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    filter: (_req, res) => JSON_CONTENT_TYPE.test(String(res.getHeader("Content-Type") ?? "")),
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.headers["accept-encoding"]) return compress(req, res, next);
    res.vary("Accept-Encoding");
    next();
  };
}
