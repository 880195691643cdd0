import { API_KEY_PREFIX } from "@kancl/shared";
import type { NextFunction, Request, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence on top of SameSite=Lax cookies and the JSON-only bodies (jsonBody answers 415 to forms,
 * text/plain and multipart): a state-changing call that names an Origin must come from the app's own origin
 * or one of APP_ORIGINS. Calls without an Origin (curl, server-to-server) carry no ambient browser credentials
 * of a foreign site, so they pass.
 */
export function sameOriginWrites(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    // An API key is not an ambient credential a foreign page could make the browser send.
    if (req.headers.authorization?.startsWith(`Bearer ${API_KEY_PREFIX}`)) return next();
    const origin = req.headers.origin;
    if (origin === undefined) return next();
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    if (origin === ownOrigin || allowed.has(origin)) return next();
    res.status(403).json({ error: "Cross-origin request refused" });
  };
}
