import {
  acceptInvitationInputSchema,
  changeRoleInputSchema,
  createdInvitationSchema,
  createInvitationInputSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenInputSchema,
  teamUserSchema,
  userIdInputSchema,
  userSchema,
} from "@kancl/shared";
import { z } from "zod";
import { router } from "../../trpc/init";
import { authRateLimitedProcedure, orgAdminProcedure, sessionProcedure } from "../../trpc/procedures";
import { clearSessionCookies } from "../auth/session-cookies";

const USERS = ["Users"];
const INVITATIONS = ["Invitations"];
const ADMIN_ONLY = "Owners and admins only, in a browser session (others get 403).";
const success = z.object({ success: z.literal(true) });

/** Settings → Users (issue 25, decision 130): the organization's users, roles and status. */
export const usersRouter = router({
  list: orgAdminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/settings/users",
        tags: USERS,
        operationId: "listUsers",
        summary: "The organization's users",
        description: `Name, e-mail, role and status of every user. ${ADMIN_ONLY}`,
      },
    })
    .input(z.void())
    .output(z.object({ users: z.array(teamUserSchema) }))
    .query(async ({ ctx }) => ({ users: await ctx.services.team.list(ctx.orgId) })),

  changeRole: orgAdminProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/settings/users/{id}/role",
        tags: USERS,
        operationId: "changeUserRole",
        summary: "Change a user's role",
        description: `Only an owner makes owners or changes an owner's role (403); the last active owner cannot be demoted (409). Applies to the user's next request. ${ADMIN_ONLY}`,
      },
    })
    .input(changeRoleInputSchema)
    .output(teamUserSchema)
    .mutation(({ ctx, input }) => ctx.services.team.changeRole(ctx.caller, input.id, input.role)),

  deactivate: orgAdminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/settings/users/{id}/deactivate",
        tags: USERS,
        operationId: "deactivateUser",
        summary: "Deactivate a user",
        description: `The user's sessions and API keys stop working at once (401); they cannot sign in until reactivated. Only an owner deactivates an owner; the last active owner cannot be deactivated (409). ${ADMIN_ONLY}`,
      },
    })
    .input(userIdInputSchema)
    .output(teamUserSchema)
    .mutation(({ ctx, input }) => ctx.services.team.deactivate(ctx.caller, input.id)),

  reactivate: orgAdminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/settings/users/{id}/reactivate",
        tags: USERS,
        operationId: "reactivateUser",
        summary: "Reactivate a user",
        description: `The user can sign in again (their old sessions stay ended). ${ADMIN_ONLY}`,
      },
    })
    .input(userIdInputSchema)
    .output(teamUserSchema)
    .mutation(({ ctx, input }) => ctx.services.team.reactivate(ctx.caller, input.id)),

  leave: sessionProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/account/leave",
        tags: USERS,
        operationId: "leaveOrganization",
        summary: "Leave the organization",
        description:
          "Deactivates your own account and signs you out everywhere. The last active owner cannot leave (409). Needs a browser session.",
      },
    })
    .input(z.void())
    .output(success)
    .mutation(async ({ ctx }) => {
      await ctx.services.team.leave(ctx.caller);
      clearSessionCookies(ctx.req, ctx.res);
      return { success: true as const };
    }),
});

/** Invitations (issue 25 item 3, decision 131). */
export const invitationsRouter = router({
  list: orgAdminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/settings/invitations",
        tags: INVITATIONS,
        operationId: "listInvitations",
        summary: "Pending invitations",
        description: `Neither used, revoked nor expired; newest first. ${ADMIN_ONLY}`,
      },
    })
    .input(z.void())
    .output(z.object({ invitations: z.array(invitationSchema) }))
    .query(async ({ ctx }) => ({ invitations: await ctx.services.invitations.list(ctx.orgId) })),

  create: orgAdminProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/settings/invitations",
        tags: INVITATIONS,
        operationId: "createInvitation",
        summary: "Invite someone by e-mail",
        description: `A single-use link valid for 7 days; the answer carries it (shown only now, stored as a hash) and says whether it was e-mailed. An earlier pending invitation of the address is revoked. Only owners invite owners (403); an address that has an account answers 409. \`Idempotency-Key\` is refused (400): the answer holds a secret. ${ADMIN_ONLY}`,
      },
    })
    .input(createInvitationInputSchema)
    .output(createdInvitationSchema.extend({ emailed: z.boolean() }))
    .mutation(({ ctx, input }) => ctx.services.invitations.create(ctx.caller, input)),

  revoke: orgAdminProcedure
    .meta({
      openapi: {
        method: "DELETE",
        path: "/settings/invitations/{id}",
        tags: INVITATIONS,
        operationId: "revokeInvitation",
        summary: "Revoke a pending invitation",
        description: `Its link stops working at once. ${ADMIN_ONLY}`,
      },
    })
    .input(z.object({ id: z.string().max(100) }).strict())
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.invitations.revoke(ctx.orgId, input.id);
      return { success: true as const };
    }),

  preview: authRateLimitedProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/invitations/{token}",
        tags: INVITATIONS,
        operationId: "getInvitation",
        summary: "What an invitation link offers",
        description:
          "The organization, the invited address and the role. An unknown token answers 404; a used, revoked or expired one 409 naming why.",
        protect: false,
      },
    })
    .input(invitationTokenInputSchema)
    .output(invitationPreviewSchema)
    .query(({ ctx, input }) => ctx.services.invitations.preview(input.token)),

  accept: authRateLimitedProcedure
    .meta({
      successStatus: 201,
      openapi: {
        method: "POST",
        path: "/invitations/{token}/accept",
        tags: INVITATIONS,
        operationId: "acceptInvitation",
        summary: "Register through an invitation",
        description:
          "Creates the account in the inviting organization with the invitation's address and role (the password rules of registration apply); the link is used up. Does not sign in: call login next. Unknown token 404; used, revoked or expired 409; an address that meanwhile has an account 409.",
        protect: false,
      },
    })
    .input(acceptInvitationInputSchema)
    .output(z.object({ user: userSchema }).meta({ id: "AcceptedInvitation" }))
    .mutation(async ({ ctx, input }) => ({ user: await ctx.services.invitations.accept(input) })),
});
