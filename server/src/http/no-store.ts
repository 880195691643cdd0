import type { NextFunction, Request, Response } from "express";

/**
 * Every API answer is `Cache-Control: no-store` unless its route says otherwise: answers carry a user's data,
 * session cookies or secrets, and a browser or proxy cache must keep none of them (a shared computer's back button,
 * a caching proxy). Set before any route runs, so no route can forget it; a route that may be cached (the invoice
 * PDF, keyed by version) sets its own header.
 */
export function noStore() {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  };
}
