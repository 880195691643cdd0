import {
  accountSessionSchema,
  changePasswordInputSchema,
  requestPasswordResetInputSchema,
  resetPasswordInputSchema,
  userLanguageInputSchema,
  userSchema,
} from "@kancl/shared";
import { z } from "zod";
import { router } from "../../trpc/init";
import { authRateLimitedProcedure, sessionProcedure } from "../../trpc/procedures";
import { resolveCaller } from "./caller";
import { clearSessionCookies } from "./session-cookies";

const TAGS = ["Account"];
const messageSchema = z.object({ message: z.string() });
const success = z.object({ success: z.literal(true) });

/**
 * The user's own account (issue 25, decision 141): password reset by e-mail (public, rate-limited), and for a
 * signed-in browser session the password change and the sessions list. API keys get 403 on the latter.
 */
export const accountRouter = router({
  requestPasswordReset: authRateLimitedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/password-reset/request",
        tags: TAGS,
        operationId: "requestPasswordReset",
        summary: "E-mail a password-reset link",
        description:
          "Answers the same whether or not the address has an account, and as fast: a background job looks the address up and mails the link. The link works once, for 30 minutes. Limited per client address and per e-mail address (429 with Retry-After).",
        protect: false,
      },
    })
    .input(requestPasswordResetInputSchema)
    .output(messageSchema)
    .mutation(({ ctx, input }) => ctx.services.passwordReset.request(input, { address: ctx.req.ip ?? "unknown" })),

  resetPassword: authRateLimitedProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/password-reset",
        tags: TAGS,
        operationId: "resetPassword",
        summary: "Set a new password with a reset link's token",
        description:
          "The password rules of registration apply. Every session of the user ends. An unknown, used or expired token answers 400 and changes nothing.",
        protect: false,
      },
    })
    .input(resetPasswordInputSchema)
    .output(messageSchema)
    .mutation(({ ctx, input }) => ctx.services.passwordReset.reset(input)),

  changePassword: sessionProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/account/password",
        tags: TAGS,
        operationId: "changePassword",
        summary: "Change your password",
        description:
          "Needs the current password (attempts are limited like sign-ins). Every other session ends; this one stays. Needs a browser session (an API key gets 403).",
      },
    })
    .input(changePasswordInputSchema)
    .output(success)
    .mutation(async ({ ctx, input }) => {
      const caller = await resolveCaller(ctx.services, ctx.req);
      await ctx.services.auth.changePassword(caller, input);
      return { success: true as const };
    }),

  sessions: sessionProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/account/sessions",
        tags: TAGS,
        operationId: "listSessions",
        summary: "Your signed-in sessions",
        description:
          "Most recently used first. `lastUsedAt` is the last renewal of the session (the web app renews every 13 minutes while open); `ipAddress` and `userAgent` are as seen then. `current` marks the session making this call.",
      },
    })
    .input(z.void())
    .output(z.object({ sessions: z.array(accountSessionSchema) }))
    .query(async ({ ctx }) => ({
      sessions: await ctx.services.auth.listSessions(await resolveCaller(ctx.services, ctx.req)),
    })),

  endSession: sessionProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/account/sessions/{id}",
        tags: TAGS,
        operationId: "endSession",
        summary: "Sign one of your sessions out",
        description:
          "Its refresh and access tokens stop working at once. 404 for a session that is not yours or already ended.",
      },
    })
    .input(z.object({ id: z.string().max(100) }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.auth.endSession({ userId: ctx.user.id, orgId: ctx.orgId }, input.id);
      return { success: true as const };
    }),

  setLanguage: sessionProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/account/language",
        tags: TAGS,
        operationId: "setAccountLanguage",
        summary: "Choose your language",
        description:
          "`en` or `cs` for you alone, or `null` to follow the organization's default (decision 180). Answers the user as `GET /auth/me` does, with the effective `language`. Every role may choose its own language; needs a browser session (an API key gets 403).",
      },
    })
    .input(userLanguageInputSchema)
    .output(userSchema)
    .mutation(({ ctx, input }) =>
      ctx.services.auth.setLanguage({ userId: ctx.user.id, orgId: ctx.orgId }, input.language),
    ),

  signOutEverywhere: sessionProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/account/sign-out-everywhere",
        tags: TAGS,
        operationId: "signOutEverywhere",
        summary: "Sign out of every session, this one included",
        description: "Every session of yours ends at once, on every device; this answer clears this browser's cookies.",
      },
    })
    .input(z.void())
    .output(success)
    .mutation(async ({ ctx }) => {
      await ctx.services.auth.revokeAllSessionsOf({ userId: ctx.user.id, orgId: ctx.orgId });
      clearSessionCookies(ctx.req, ctx.res);
      return { success: true as const };
    }),
});
