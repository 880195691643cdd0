import { loginInputSchema, registerInputSchema, userSchema } from "@kancl/shared";
import type { Request } from "express";
import { z } from "zod";
import { router } from "../../trpc/init";
import { authedProcedure, authRateLimitedProcedure } from "../../trpc/procedures";
import { ACCESS_COOKIE, clearSessionCookies, REFRESH_COOKIE, readCookie, setSessionCookies } from "./session-cookies";

/** Where a sign-in or refresh comes from, as the sessions list shows it. */
const sessionClientOf = (req: Request) => ({ address: req.ip ?? "unknown", userAgent: req.headers["user-agent"] });

const userResponseSchema = z.object({ user: userSchema }).meta({ id: "UserResponse" });
const TAGS = ["Auth"];

/** Spec §7 Auth: register, login, me, refresh, logout. Sessions travel in HttpOnly cookies. */
export const authRouter = router({
  register: authRateLimitedProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/auth/register",
        tags: TAGS,
        operationId: "register",
        summary: "Create an account in an organization",
        description:
          "The organization ID comes from an admin. The password needs 12–128 characters with an uppercase and a lowercase letter, a number and a special character. Does not sign in: call login next.",
        protect: false,
      },
    })
    .input(registerInputSchema)
    .output(userResponseSchema)
    .mutation(async ({ ctx, input }) => ({ user: await ctx.services.auth.register(input) })),

  login: authRateLimitedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/login",
        tags: TAGS,
        operationId: "login",
        summary: "Sign in with e-mail and password",
        description:
          "Sets the session cookies. Too many failed attempts for one account from one address (or, far more, from all addresses together) answer 429 with Retry-After.",
        protect: false,
      },
    })
    .input(loginInputSchema)
    .output(userResponseSchema)
    .mutation(async ({ ctx, input }) => {
      const { user, session } = await ctx.services.auth.login(input, sessionClientOf(ctx.req));
      setSessionCookies(ctx.req, ctx.res, session);
      return { user };
    }),

  me: authedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/auth/me",
        tags: TAGS,
        operationId: "getCurrentUser",
        summary: "The signed-in user",
      },
    })
    .input(z.void())
    .output(userSchema)
    .query(({ ctx }) => ctx.services.auth.me({ userId: ctx.user.id, orgId: ctx.orgId })),

  refresh: authRateLimitedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/refresh",
        tags: TAGS,
        operationId: "refreshSession",
        summary: "Renew the session",
        description:
          "Uses the refresh cookie (sent only to /api/v1/auth) and rotates it. Reusing an already used refresh token revokes the whole session and answers 401.",
        protect: false,
      },
    })
    .input(z.void())
    .output(userResponseSchema)
    .mutation(async ({ ctx }) => {
      try {
        const { user, session } = await ctx.services.auth.refresh(
          readCookie(ctx.req, REFRESH_COOKIE),
          sessionClientOf(ctx.req),
        );
        setSessionCookies(ctx.req, ctx.res, session);
        return { user };
      } catch (error) {
        clearSessionCookies(ctx.req, ctx.res);
        throw error;
      }
    }),

  logout: authRateLimitedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/logout",
        tags: TAGS,
        operationId: "logout",
        summary: "Sign out",
        description:
          "Ends the session (its refresh token and its access tokens, on every app server) and clears its cookies. Always succeeds.",
        protect: false,
      },
    })
    .input(z.void())
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      await ctx.services.auth.logout({
        refreshToken: readCookie(ctx.req, REFRESH_COOKIE),
        accessToken: readCookie(ctx.req, ACCESS_COOKIE),
      });
      clearSessionCookies(ctx.req, ctx.res);
      return { success: true as const };
    }),
});
