import type { IncomingMessage } from "node:http";
import { type ApiKeyScope, AUTH_MESSAGES, type Role } from "@kancl/shared";
import type { AuditActor } from "../../db/audit-context";
import { AppError, TooManyRequestsError } from "../../errors/app-error";
import { rateLimitHeaders, setRateLimitHeaders } from "../../rate-limit/rate-limit-headers";
import type { RateLimitStore } from "../../rate-limit/rate-limit-store";
import type { AppSettings } from "../../settings";
import type { ApiKeysService } from "../api-keys/api-keys.service";
import type { AuthService } from "./auth.service";
import { ACCESS_COOKIE, readCookie } from "./session-cookies";

export interface Caller {
  userId: string;
  orgId: string;
  /** Set when the call is authenticated by an API key (not a browser session). */
  apiKeyId?: string;
  /** Set for a browser session: the session (refresh-token family) its access token belongs to. */
  sessionId?: string;
  /** The user's role now (read on every request, decision 130). */
  role: Role;
  /** An API key's scope; a browser session has none (it may do what the role allows). */
  scope?: ApiKeyScope;
}

/** The bearer secret of an `Authorization: Bearer …` header, if any. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (!header?.startsWith("Bearer ")) return undefined;
  return header.slice("Bearer ".length).trim() || undefined;
}

/** The audit log's actor for a call (decision 110): the user, the API key if one is used, the request's id. */
export function auditActorOf(caller: Caller, req: { id?: unknown }): AuditActor {
  return {
    userId: caller.userId,
    apiKeyId: caller.apiKeyId,
    requestId: typeof req.id === "string" ? req.id : undefined,
  };
}

/** Whose stored Idempotency-Key answers these are: one user's sessions, or one API key. */
export function credentialOf(caller: Caller): string {
  return caller.apiKeyId ? `api-key:${caller.apiKeyId}` : `user:${caller.userId}`;
}

/** The parts of the app's services that tell who is calling (Services has them; this file does not import it). */
export interface CallerServices {
  apiKeys: Pick<ApiKeysService, "authenticate">;
  auth: Pick<AuthService, "authenticate">;
  rateLimitStore: Pick<RateLimitStore, "increment">;
  settings: { rateLimits: Pick<AppSettings["rateLimits"], "apiKeyRequestsPerMinute"> };
}

const CALLER = Symbol("kancl.caller");
/** An API key's rate-limit window: `apiKeyRequestsPerMinute` per minute. */
const API_KEY_WINDOW_MS = 60_000;
type CarriesCaller = IncomingMessage & { [CALLER]?: Promise<Caller> };

/**
 * Who is calling: an API key (Authorization: Bearer kancl_…) or the session cookie. A key that is presented but
 * not valid answers 401 rather than falling back to a cookie. Key calls count against the key's rate limit.
 *
 * Resolved once per HTTP request and carried on it: the idempotency middleware, the tRPC procedures (every call
 * of a batch), the REST adapter and the plain Express routes all get the same answer (or the same 401/429), and
 * an API key's request counts once against its limit however many of them ask.
 */
export function resolveCaller(services: CallerServices, req: IncomingMessage): Promise<Caller> {
  const carrier = req as CarriesCaller;
  carrier[CALLER] ??= findCaller(services, req);
  return carrier[CALLER];
}

async function findCaller(services: CallerServices, req: IncomingMessage): Promise<Caller> {
  const bearer = bearerToken(req);
  if (bearer) {
    const caller = await services.apiKeys.authenticate(bearer);
    const { apiKeyRequestsPerMinute } = services.settings.rateLimits;
    const window = await services.rateLimitStore.increment(`api-key:${caller.apiKeyId}`, API_KEY_WINDOW_MS);
    // Every answer to a key says where it stands (decision 200), the 429 included.
    setRateLimitHeaders(req, rateLimitHeaders(window, apiKeyRequestsPerMinute, API_KEY_WINDOW_MS));
    if (window.count > apiKeyRequestsPerMinute) {
      throw new TooManyRequestsError("Rate limit exceeded for this API key", window.resetAt);
    }
    return caller;
  }
  const token = readCookie(req as never, ACCESS_COOKIE);
  const claims = token ? await services.auth.authenticate(token) : null;
  if (!claims) throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
  return claims;
}
