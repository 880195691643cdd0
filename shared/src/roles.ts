// The roles without zod (their schema, userRoleSchema, is in team.ts): a page that only asks "may this user
// administer?" (the client's useCan) imports this module alone, not the schemas and zod (decision 195).

/**
 * Roles (issue 25 item 5), from most to least powerful. `member` is the default and may do everything the spec
 * describes; `read-only` may only read; `admin` also manages users, roles and invitations; `owner` also makes owners.
 */
export const ROLES = ["owner", "admin", "member", "read-only"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  admin: "Admin",
  member: "Member",
  "read-only": "Read-only",
};

export const isAdminRole = (role: Role): boolean => role === "owner" || role === "admin";
