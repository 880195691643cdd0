import { isAdminRole, permissionsOf, TEAM_MESSAGES } from "@kancl/shared";
import { AppError } from "../../errors/app-error";
import type { Caller } from "./caller";

/**
 * The rules of roles and API key scopes (decision 130), in one place: the procedure builders
 * (`server/src/trpc/procedures.ts`), the plain Express routes and the assistant's confirmed changes all ask here.
 */

/** Whether the caller may change data: not a read-only user, not a read-scoped key. */
export const canWrite = (caller: Pick<Caller, "role" | "scope">): boolean =>
  permissionsOf(caller.role, caller.scope).canWrite;

/** 403 unless the caller may change data; the message says which of the two stands in the way. */
export function assertCanWrite(caller: Pick<Caller, "role" | "scope">): void {
  if (canWrite(caller)) return;
  throw new AppError("FORBIDDEN", caller.role === "read-only" ? TEAM_MESSAGES.readOnly : TEAM_MESSAGES.readKey);
}

/** 403 unless the caller is an owner or an admin of the organization. */
export function assertOrgAdmin(caller: Pick<Caller, "role">): void {
  if (!isAdminRole(caller.role)) throw new AppError("FORBIDDEN", TEAM_MESSAGES.adminOnly);
}
