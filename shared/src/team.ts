import { z } from "zod";
import { emailSchema, passwordSchema } from "./auth";
import { enMessages } from "./i18n/en-messages";
import { textString } from "./text";

/**
 * Roles (issue 25 item 5), from most to least powerful. `member` is the default and may do everything the spec
 * describes; `read-only` may only read; `admin` also manages users, roles and invitations; `owner` also makes owners.
 */
export const ROLES = ["owner", "admin", "member", "read-only"] as const;
export const userRoleSchema = z.enum(ROLES).meta({ id: "Role", description: "owner, admin, member or read-only" });
export type Role = z.infer<typeof userRoleSchema>;

/** API keys carry a scope: `read` keys may only read; `read-write` keys may do what their owner's role allows. */
export const API_KEY_SCOPES = ["read", "read-write"] as const;
export const apiKeyScopeSchema = z
  .enum(API_KEY_SCOPES)
  .meta({ id: "ApiKeyScope", description: "read, or read-write (never more than the key owner's role allows)" });
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  admin: "Admin",
  member: "Member",
  "read-only": "Read-only",
};

export const isAdminRole = (role: Role): boolean => role === "owner" || role === "admin";

/** What a caller may do: its role, and whether it may change data (false for read-only users and read keys). */
export interface Permissions {
  role: Role;
  canWrite: boolean;
}

export function permissionsOf(role: Role, scope: ApiKeyScope = "read-write"): Permissions {
  return { role, canWrite: role !== "read-only" && scope === "read-write" };
}

export const TEAM_MESSAGES = {
  ...enMessages.team,
} as const;

export const teamUserSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    role: userRoleSchema,
    status: z.enum(["active", "deactivated"]),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "TeamUser", description: "A user of the organization (Settings → Users)" });
export type TeamUser = z.infer<typeof teamUserSchema>;

const userIdParam = z.object({ id: z.string().max(100) });

export const changeRoleInputSchema = userIdParam
  .extend({ role: userRoleSchema })
  .strict()
  .meta({ id: "ChangeRoleInput" });
export const userIdInputSchema = userIdParam.strict();

export const INVITATION_TTL_DAYS = 7;

export const createInvitationInputSchema = z
  .object({ email: emailSchema, role: userRoleSchema.default("member") })
  .strict()
  .meta({ id: "CreateInvitationInput" });
export type CreateInvitationInput = z.input<typeof createInvitationInputSchema>;

export const invitationSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: userRoleSchema,
    invitedBy: z.string().describe("The name of the user who invited"),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: "Invitation", description: "A pending invitation" });
export type Invitation = z.infer<typeof invitationSchema>;

export const createdInvitationSchema = z
  .object({
    invitation: invitationSchema,
    link: z
      .string()
      .describe(
        "The invitation link (path of the app: /invite/<token>): shown only now, stored as a hash. Without mail, copy it to the invitee.",
      ),
  })
  .meta({ id: "CreatedInvitation" });

const tokenSchema = textString().max(200, "Invalid invitation token");

export const invitationTokenInputSchema = z.object({ token: tokenSchema }).strict();

export const invitationPreviewSchema = z
  .object({ organizationName: z.string(), email: z.string(), role: userRoleSchema, expiresAt: z.iso.datetime() })
  .meta({ id: "InvitationPreview", description: "What an invitation link offers, shown before registering" });
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const acceptInvitationInputSchema = z
  .object({
    token: tokenSchema,
    name: textString().trim().min(1, "Name is required").max(200, "Name must be at most 200 characters long"),
    password: passwordSchema,
  })
  .strict()
  .meta({ id: "AcceptInvitationInput" });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInputSchema>;

/** Where an invitation link points in the app. */
export const invitationPath = (token: string) => `/invite/${token}`;
