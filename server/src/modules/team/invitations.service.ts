import { createHash, randomBytes } from "node:crypto";
import {
  type AcceptInvitationInput,
  INVITATION_TTL_DAYS,
  type Invitation,
  type InvitationPreview,
  invitationPath,
  type Role,
  TEAM_MESSAGES,
  type User,
} from "@kancl/shared";
import type { Database } from "../../db/database";
import { isUuid } from "../../db/errors";
import { AppError } from "../../errors/app-error";
import type { AuthService } from "../auth/auth.service";
import type { Caller } from "../auth/caller";
import { type InvitationRow, invitationsRepository } from "./invitations.repository";
import { teamRepository } from "./team.repository";

/**
 * What an invitation e-mail says. `link` is the app's path (/invite/<token>); the mailer prefixes the app's URL.
 * `token` is the link's secret part, which the outbox must never show (decision 142).
 */
export interface InvitationMessage {
  orgId: string;
  email: string;
  organizationName: string;
  invitedBy: string;
  role: Role;
  link: string;
  token: string;
  expiresAt: Date;
}

export interface InvitationsServiceDeps {
  db: Database;
  auth: Pick<AuthService, "createMember">;
  /**
   * Sends the invitation by e-mail (services.ts: through the mail engine's outbox); answers whether it is on its way
   * to an SMTP server. Without one the answer's link is shown to the admin to copy. A failed send does not undo the
   * invitation: the link is still answered.
   */
  sendInvitation?: (message: InvitationMessage) => Promise<boolean>;
  now?: () => Date;
}

const TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const toInvitation = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invitedBy: row.invitedBy,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

type Actor = Pick<Caller, "userId" | "orgId" | "role">;

/**
 * Invitations (issue 25 item 3, decision 131): a single-use link with 256 random bits, stored as its SHA-256, valid
 * for 7 days. Registration through it joins the inviting organization with the invitation's role and address.
 */
export function createInvitationsService({ db, auth, sendInvitation, now = () => new Date() }: InvitationsServiceDeps) {
  /** The invitation a token names, if it can still be used; a clear 4xx naming why not otherwise. */
  function usable<T extends InvitationRow>(row: T | undefined, at: Date): T {
    if (!row) throw new AppError("NOT_FOUND", TEAM_MESSAGES.invitationNotFound);
    if (row.acceptedAt) throw new AppError("CONFLICT", TEAM_MESSAGES.invitationUsed);
    if (row.revokedAt) throw new AppError("CONFLICT", TEAM_MESSAGES.invitationRevoked);
    if (row.expiresAt.getTime() <= at.getTime()) throw new AppError("CONFLICT", TEAM_MESSAGES.invitationExpired);
    return row;
  }

  return {
    /** An admin invites an address with a role (owners alone invite owners). An earlier pending one is replaced. */
    async create(
      actor: Actor,
      input: { email: string; role: Role },
    ): Promise<{ invitation: Invitation; link: string; emailed: boolean }> {
      if (input.role === "owner" && actor.role !== "owner") throw new AppError("FORBIDDEN", TEAM_MESSAGES.ownerOnly);
      const token = randomBytes(32).toString("base64url");
      const at = now();
      const { row, organizationName } = await db.transaction().execute(async (trx) => {
        if (await teamRepository.emailExists(trx, input.email)) {
          throw new AppError("CONFLICT", TEAM_MESSAGES.invitationAlreadyMember);
        }
        await invitationsRepository.revokePendingOf(trx, actor.orgId, input.email, at);
        const { id } = await invitationsRepository.insert(trx, actor.orgId, {
          email: input.email,
          role: input.role,
          tokenHash: hashToken(token),
          invitedBy: actor.userId,
          expiresAt: new Date(at.getTime() + TTL_MS),
        });
        const found = await invitationsRepository.findByTokenHash(trx, hashToken(token));
        if (!found || found.id !== id) throw new Error("the invitation just written was not found");
        return { row: found, organizationName: found.organizationName };
      });
      const link = invitationPath(token);
      let emailed = false;
      if (sendInvitation) {
        emailed = await sendInvitation({
          orgId: actor.orgId,
          email: row.email,
          organizationName,
          invitedBy: row.invitedBy,
          role: row.role,
          link,
          token,
          expiresAt: row.expiresAt,
        }).catch(() => false);
      }
      return { invitation: toInvitation(row), link, emailed };
    },

    async list(orgId: string): Promise<Invitation[]> {
      return (await invitationsRepository.findManyPending(db, orgId, now())).map(toInvitation);
    },

    /** 404 for an unknown id, another organization's, or one no longer pending. */
    async revoke(orgId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await invitationsRepository.revoke(db, orgId, id, now()))) {
        throw new AppError("NOT_FOUND", "Invitation not found");
      }
    },

    /** What the registration page shows before the invitee chooses a name and password. */
    async preview(token: string): Promise<InvitationPreview> {
      const row = usable(await invitationsRepository.findByTokenHash(db, hashToken(token)), now());
      return {
        organizationName: row.organizationName,
        email: row.email,
        role: row.role,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /**
     * Registers the invitee: the organization and the address come from the invitation. The invitation's row is
     * locked, so two uses of one link at once make one account and one 409. Does not sign in (like register).
     */
    async accept(input: AcceptInvitationInput): Promise<User> {
      const tokenHash = hashToken(input.token);
      usable(await invitationsRepository.findByTokenHash(db, tokenHash), now());
      return db.transaction().execute(async (trx) => {
        const row = usable(await invitationsRepository.findByTokenHash(trx, tokenHash, { forUpdate: true }), now());
        const { id } = await auth.createMember(trx, {
          orgId: row.orgId,
          email: row.email,
          name: input.name,
          password: input.password,
          role: row.role,
        });
        await invitationsRepository.markAccepted(trx, row.orgId, row.id, id, now());
        return {
          id,
          name: input.name,
          email: row.email,
          orgId: row.orgId,
          organizationName: row.organizationName,
          role: row.role,
          language: row.organizationLanguage,
          languagePreference: null,
          organizationLanguage: row.organizationLanguage,
        };
      });
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
