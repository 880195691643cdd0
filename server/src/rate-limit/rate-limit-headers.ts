import type { IncomingMessage, ServerResponse } from "node:http";
import type { WindowCount } from "./rate-limit-store";

/**
 * The IETF draft's RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the window's limit, what is left of it and
 * the seconds until it resets, plus the policy (`100;w=60`). Sent on every answer to an API key (decision 200), so an
 * integrator can slow down before a 429; the 429 also keeps its Retry-After.
 */
export function rateLimitHeaders(window: WindowCount, limit: number, windowMs: number, now = Date.now()) {
  return {
    "RateLimit-Limit": String(limit),
    "RateLimit-Remaining": String(Math.max(0, limit - window.count)),
    "RateLimit-Reset": String(Math.max(0, Math.ceil((window.resetAt - now) / 1000))),
    "RateLimit-Policy": `${limit};w=${Math.round(windowMs / 1000)}`,
  };
}

/** Puts the fields on the request's response (Express gives every request its `res`); before anything is sent. */
export function setRateLimitHeaders(req: IncomingMessage, headers: Record<string, string>): void {
  const res = (req as IncomingMessage & { res?: ServerResponse }).res;
  if (!res || res.headersSent) return;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}
