import { type Role, TEAM_MESSAGES, type TeamUser } from "@kancl/shared";
import type { Database, Executor } from "../../db/database";
import { lookUpById } from "../../db/look-up-by-id";
import { AppError } from "../../errors/app-error";
import type { AuthService } from "../auth/auth.service";
import type { Caller } from "../auth/caller";
import { assertOrgAdmin } from "../auth/permissions";
import { type TeamUserRow, teamRepository } from "./team.repository";

export interface TeamServiceDeps {
  db: Database;
  /** Sessions end and the access cache forgets when a user's role or status changes. */
  auth: Pick<AuthService, "revokeAllSessionsOf" | "accessChanged">;
}

export const toTeamUser = (row: TeamUserRow): TeamUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  status: row.deactivatedAt ? "deactivated" : "active",
  createdAt: row.createdAt.toISOString(),
});

const findUser = lookUpById(teamRepository, () => new AppError("NOT_FOUND", TEAM_MESSAGES.userNotFound));

type Actor = Pick<Caller, "userId" | "orgId" | "role">;

/** Owners alone make owners and change an owner's role or status. */
function assertMayTouch(actor: Actor, target: TeamUserRow, newRole?: Role): void {
  if ((target.role === "owner" || newRole === "owner") && actor.role !== "owner") {
    throw new AppError("FORBIDDEN", TEAM_MESSAGES.ownerOnly);
  }
}

/**
 * Settings → Users (decision 130): the organization's users, their roles and status. Every change runs under the
 * organization's membership lock, so two admins cannot together remove the last owner.
 */
export function createTeamService({ db, auth }: TeamServiceDeps) {
  /** Whether removing `target` as an active owner would leave the organization without one. */
  async function wouldLeaveNoOwner(executor: Executor, orgId: string, target: TeamUserRow): Promise<boolean> {
    if (target.role !== "owner" || target.deactivatedAt) return false;
    return (await teamRepository.countActiveOwners(executor, orgId)) <= 1;
  }

  async function change(
    actor: Actor,
    id: string,
    decide: (
      trx: Executor,
      target: TeamUserRow,
      current: Actor,
    ) => Promise<{ role?: Role; deactivatedAt?: Date | null } | null>,
  ): Promise<{ before: TeamUserRow; after: TeamUserRow }> {
    const outcome = await db.transaction().execute(async (trx) => {
      await teamRepository.lockMembership(trx, actor.orgId);
      // The actor's authority as it is now, under the lock: a change that demoted them a moment ago counts.
      const self = await teamRepository.findById(trx, actor.orgId, actor.userId);
      if (!self || self.deactivatedAt) throw new AppError("UNAUTHORIZED", TEAM_MESSAGES.deactivated);
      const before = await findUser(trx, actor.orgId, id);
      const values = await decide(trx, before, { ...actor, role: self.role });
      const after = values ? await teamRepository.update(trx, actor.orgId, id, values) : before;
      return { before, after };
    });
    auth.accessChanged({ userId: id, orgId: actor.orgId });
    return outcome;
  }

  async function deactivate(actor: Actor, id: string): Promise<TeamUser> {
    const { before, after } = await change(actor, id, async (trx, target, current) => {
      if (current.userId !== id) assertOrgAdmin(current);
      assertMayTouch(current, target);
      if (target.deactivatedAt) return null;
      if (await wouldLeaveNoOwner(trx, actor.orgId, target)) throw new AppError("CONFLICT", TEAM_MESSAGES.lastOwner);
      return { deactivatedAt: new Date() };
    });
    // Sessions end at once (the revocation set); API keys are refused from their next call (they read the status).
    if (!before.deactivatedAt) await auth.revokeAllSessionsOf({ userId: id, orgId: actor.orgId });
    return toTeamUser(after);
  }

  return {
    /** Who is told about changes that concern the whole organization (the company's bank details). */
    ownersToNotify(orgId: string, executor: Executor = db) {
      return teamRepository.findActiveOwners(executor, orgId);
    },

    /** A user's name and e-mail, for a message that says who did something. */
    async describe(orgId: string, userId: string, executor: Executor = db) {
      const row = await teamRepository.findById(executor, orgId, userId);
      return row && { name: row.name, email: row.email };
    },

    async list(orgId: string): Promise<TeamUser[]> {
      return (await teamRepository.findMany(db, orgId)).map(toTeamUser);
    },

    /**
     * An admin changes a user's role. Only an owner makes owners or changes an owner's role; the last active owner
     * cannot be demoted (409). A member cannot reach this at all (orgAdminProcedure), so cannot raise their own role.
     */
    async changeRole(actor: Actor, id: string, role: Role): Promise<TeamUser> {
      const { after } = await change(actor, id, async (trx, target, current) => {
        assertOrgAdmin(current);
        assertMayTouch(current, target, role);
        if (target.role === role) return null;
        if (await wouldLeaveNoOwner(trx, actor.orgId, target)) throw new AppError("CONFLICT", TEAM_MESSAGES.lastOwner);
        return { role };
      });
      return toTeamUser(after);
    },

    /** Signs the user out everywhere and refuses their sessions and API keys from now on. */
    deactivate,

    async reactivate(actor: Actor, id: string): Promise<TeamUser> {
      const { after } = await change(actor, id, async (_trx, target, current) => {
        assertOrgAdmin(current);
        assertMayTouch(current, target);
        return target.deactivatedAt ? { deactivatedAt: null } : null;
      });
      return toTeamUser(after);
    },

    /** The caller leaves the organization (their account is deactivated); the last owner cannot. */
    async leave(actor: Actor): Promise<void> {
      await deactivate(actor, actor.userId);
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
