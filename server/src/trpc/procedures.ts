import { createHash, timingSafeEqual } from "node:crypto";
import { AUTH_MESSAGES } from "@kancl/shared";
import { AppError, TooManyRequestsError } from "../errors/app-error";
import { resolveCaller } from "../modules/auth/caller";
import { publicProcedure } from "./init";

export { publicProcedure };

/**
 * The security boundary of every tenant feature: a valid session or API key gives ctx.user and ctx.orgId. No
 * procedure reads an organization id from its input; everything it touches is scoped to ctx.orgId.
 */
export const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const caller = await resolveCaller(ctx.services, ctx.req);
  return next({ ctx: { ...ctx, user: { id: caller.userId }, orgId: caller.orgId, apiKeyId: caller.apiKeyId } });
});

export const API_KEYS_CANNOT_MANAGE_KEYS = "API keys cannot manage API keys: sign in to Kancl to do that";

/**
 * Like authedProcedure, but only for a browser session: a leaked key must not be able to mint more keys. A valid
 * key is known and simply not allowed here (403); an invalid one is 401 like everywhere.
 */
export const sessionProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const caller = await resolveCaller(ctx.services, ctx.req);
  if (caller.apiKeyId) throw new AppError("FORBIDDEN", API_KEYS_CANNOT_MANAGE_KEYS);
  return next({ ctx: { ...ctx, user: { id: caller.userId }, orgId: caller.orgId } });
});

/**
 * Every auth call counts against its client IP (offices share one, hence the generous default), before any
 * password hashing happens. Procedures built on it are sign-in attempts: they cannot be batched (express-handler.ts).
 */
const countAuthCallPerIp: Parameters<typeof publicProcedure.use>[0] = async ({ ctx, next }) => {
  const { authRequestsPerIp, windowMs } = ctx.services.settings.rateLimits;
  const window = await ctx.services.rateLimitStore.increment(`auth-ip:${ctx.req.ip ?? "unknown"}`, windowMs);
  if (window.count > authRequestsPerIp) throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, window.resetAt);
  return next();
};
export const authRateLimitedProcedure = publicProcedure.use(countAuthCallPerIp);

/** Whether a procedure is a sign-in attempt (built on authRateLimitedProcedure). */
export function isAuthAttempt(procedure: unknown): boolean {
  const middlewares = (procedure as { _def?: { middlewares?: unknown[] } })?._def?.middlewares;
  return middlewares?.includes(countAuthCallPerIp) ?? false;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * The admin API exists only when ADMIN_TOKEN is set (404 otherwise, like any unknown path) and answers 401 to a
 * wrong token. Comparing fixed-length digests in constant time leaks neither the token nor its length.
 */
export const adminProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const expected = ctx.services.settings.adminToken;
  if (!expected) throw new AppError("NOT_FOUND", "Not found");
  const header = ctx.req.headers.authorization ?? "";
  const presented = header.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : "";
  if (!presented || !timingSafeEqual(digest(presented), digest(expected))) {
    throw new AppError("UNAUTHORIZED", "Invalid admin token");
  }
  return next();
});
