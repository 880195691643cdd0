import { createHash, timingSafeEqual } from "node:crypto";
import { AUTH_MESSAGES } from "@kancl/shared";
import { runAsActor } from "../db/audit-context";
import { AppError, TooManyRequestsError } from "../errors/app-error";
import { auditActorOf, type Caller, resolveCaller } from "../modules/auth/caller";
import { ACCESS_RULES, type Access } from "../modules/auth/permissions";
import { publicProcedure } from "./init";

/** The messages of the access rules, where the procedures always exported them. */
export { API_KEYS_CANNOT_ADMINISTER, API_KEYS_CANNOT_MANAGE_KEYS } from "../modules/auth/permissions";
export { publicProcedure };

const callerContext = (caller: Caller) => ({
  user: { id: caller.userId },
  orgId: caller.orgId,
  apiKeyId: caller.apiKeyId,
  caller,
});

/** The audit log's actor (decision 110): the rest of the call runs as the caller, with the request's id. */
const asCaller = <T>(ctx: { req: object }, caller: Caller, next: () => T): T =>
  runAsActor(auditActorOf(caller, ctx.req as { id?: unknown }), next);

/** A procedure that resolves the caller, applies the access rule of that name, and runs the rest as the caller. */
const procedureFor = (access: Access) =>
  publicProcedure.use(async ({ ctx, type, next }) => {
    const caller = await resolveCaller(ctx.services, ctx.req);
    ACCESS_RULES[access](caller, type === "mutation");
    return asCaller(ctx, caller, () => next({ ctx: { ...ctx, ...callerContext(caller) } }));
  });

/**
 * The security boundary of every tenant feature: a valid session or API key gives ctx.user and ctx.orgId. No
 * procedure reads an organization id from its input; everything it touches is scoped to ctx.orgId.
 * Roles (decision 130): every caller may call queries; a mutation needs a caller that may change data — a read-only
 * user, or a key with the read scope, gets 403.
 */
export const authedProcedure = procedureFor("member");

/**
 * For a POST that only reads (generating the PDF of an invoice as it is): any signed-in caller, read-only included,
 * may call it. Everything else of authedProcedure holds.
 */
export const authedReadProcedure = procedureFor("memberRead");

/**
 * The caller's own account (its API keys; leaving the organization), only for a browser session: a leaked key must
 * not be able to mint more keys. A valid key is known and simply not allowed here (403); an invalid one is 401 like
 * everywhere. Every role may manage its own account, read-only included (its keys never exceed its role).
 */
export const sessionProcedure = procedureFor("session");

/**
 * Administration of the organization (users, roles, invitations; decision 130): an owner or an admin, in a browser
 * session (a key gets 403: a leaked key must not be able to invite accounts or change roles). Not to be confused with
 * `adminProcedure`, the operator API behind ADMIN_TOKEN.
 */
export const orgAdminProcedure = procedureFor("orgAdmin");

/**
 * What integrations set up for the organization (webhooks, decision 198): an owner or an admin, with a browser session
 * or with their own API key — an integration registers the endpoint it syncs through. The role is checked first
 * (403 for everyone else), then a key's scope: a read key may only look.
 */
export const integrationAdminProcedure = procedureFor("integrationAdmin");

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
 * The operator API (not an organization's admin: see orgAdminProcedure) exists only when ADMIN_TOKEN is set (404 otherwise, like any unknown path) and answers 401 to a
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
