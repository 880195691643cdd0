import type { Role } from "@kancl/shared";
import type { Database } from "../../db/database";
import { REVOCATION_RECHECK_MS } from "./session-revocations";
import { usersRepository } from "./users.repository";

/** What a signed-in user may do right now: the role, and whether the account is active. */
export interface UserAccess {
  role: Role;
  active: boolean;
}

const REMEMBERED_USERS = 10_000;

/**
 * The role and status of a session's user, read on every authenticated request (decision 130). Like the revocation
 * set (decision 020), an answer is trusted for REVOCATION_RECHECK_MS per process, so the database sees about one
 * primary-key lookup per active user per second; a change made here is seen here at once (`forget`), on other app
 * servers within that bound. A user who no longer exists answers undefined.
 */
export function createUserAccess(db: Database, now: () => number = Date.now) {
  const remembered = new Map<string, { access: UserAccess | undefined; until: number }>();
  const lookups = new Map<string, Promise<UserAccess | undefined>>();

  async function lookUp(key: string, orgId: string, userId: string): Promise<UserAccess | undefined> {
    const startedAt = now();
    try {
      const row = await usersRepository.findById(db, orgId, userId);
      const access = row ? { role: row.role, active: row.deactivatedAt === null } : undefined;
      remembered.delete(key);
      if (remembered.size >= REMEMBERED_USERS) remembered.delete(remembered.keys().next().value as string);
      remembered.set(key, { access, until: startedAt + REVOCATION_RECHECK_MS });
      return access;
    } finally {
      lookups.delete(key);
    }
  }

  return {
    async of(orgId: string, userId: string): Promise<UserAccess | undefined> {
      const key = `${orgId}:${userId}`;
      const known = remembered.get(key);
      if (known && known.until > now()) return known.access;
      let lookup = lookups.get(key);
      if (!lookup) {
        lookup = lookUp(key, orgId, userId);
        lookups.set(key, lookup);
      }
      return lookup;
    },

    /** A role or status changed: the next request of this user reads it afresh. */
    forget(orgId: string, userId: string): void {
      remembered.delete(`${orgId}:${userId}`);
    },
  };
}

export type UserAccessLookup = ReturnType<typeof createUserAccess>;
