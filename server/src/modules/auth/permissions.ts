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

export const API_KEYS_CANNOT_MANAGE_KEYS = "API keys cannot manage API keys: sign in to Kancl to do that";

export const API_KEYS_CANNOT_ADMINISTER =
  "API keys cannot manage the organization (users, invitations, outbox, trash, demo data): sign in to Kancl to do that";

/**
 * Who may call an operation (decision 130), by name, so a tRPC procedure (`trpc/procedures.ts`) and a plain Express
 * route (`http/plain-route.ts`, decision 207) that need the same thing apply the same rule. `writes` is whether the
 * call changes data (a tRPC mutation; a plain route says so).
 * - `member`: any signed-in caller; a write needs a caller that may change data (403 for read-only users, read keys);
 * - `memberRead`: any signed-in caller, a POST that only reads included;
 * - `session`: the caller's own account, browser session only (403 to a key: a leaked key must not mint more keys);
 * - `orgAdmin`: owners and admins, browser session only (403 to a key and to everyone else);
 * - `integrationAdmin`: owners and admins, with a session or their own key (a read key may only look).
 */
export const ACCESS_RULES = {
  member: (caller, writes) => {
    if (writes) assertCanWrite(caller);
  },
  memberRead: () => {},
  session: (caller) => {
    if (caller.apiKeyId) throw new AppError("FORBIDDEN", API_KEYS_CANNOT_MANAGE_KEYS);
  },
  orgAdmin: (caller, writes) => {
    if (caller.apiKeyId) throw new AppError("FORBIDDEN", API_KEYS_CANNOT_ADMINISTER);
    assertOrgAdmin(caller);
    if (writes) assertCanWrite(caller);
  },
  integrationAdmin: (caller, writes) => {
    assertOrgAdmin(caller);
    if (writes) assertCanWrite(caller);
  },
} satisfies Record<string, (caller: Caller, writes: boolean) => void>;

export type Access = keyof typeof ACCESS_RULES;

/** Whether an API key may reach an operation of this access at all (the API document's security says so). */
export const acceptsApiKeys = (access: Access): boolean => access !== "session" && access !== "orgAdmin";
