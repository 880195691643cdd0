import { isAdminRole, type Role } from "@kancl/shared";
import { type ReactNode, useContext } from "react";
import { SessionContext } from "./session-context";

export interface Abilities {
  role: Role;
  /** May change data: every role but read-only. */
  write: boolean;
  /** May manage users, roles and invitations: owners and admins. */
  administer: boolean;
}

/**
 * What the signed-in user may do, from `auth.me`'s role (decision 130). Only for showing and hiding: the server
 * enforces the same rules and refuses a write with 403. Outside a session (component tests of one screen) a member.
 */
export function useCan(): Abilities {
  const role: Role = useContext(SessionContext)?.user?.role ?? "member";
  return { role, write: role !== "read-only", administer: isAdminRole(role) };
}

/** Renders its children only for users who may change data: a read-only user does not see write actions. */
export function CanWrite({ children }: { children: ReactNode }) {
  return useCan().write ? children : null;
}
