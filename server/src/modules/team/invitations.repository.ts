import type { Language, Role } from "@kancl/shared";
import type { Executor } from "../../db/database";

export interface InvitationRow {
  id: string;
  orgId: string;
  email: string;
  role: Role;
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

const columns = [
  "i.id",
  "i.org_id as orgId",
  "i.email",
  "i.role",
  "u.name as invitedBy",
  "i.created_at as createdAt",
  "i.expires_at as expiresAt",
  "i.accepted_at as acceptedAt",
  "i.revoked_at as revokedAt",
] as const;

/** Invitations to an organization. A token is stored only as its SHA-256 (`tokenHash`). */
export const invitationsRepository = {
  async insert(
    db: Executor,
    orgId: string,
    values: { email: string; role: Role; tokenHash: string; invitedBy: string; expiresAt: Date },
  ): Promise<{ id: string }> {
    return db
      .insertInto("invitations")
      .values({
        org_id: orgId,
        email: values.email,
        role: values.role,
        token_hash: values.tokenHash,
        invited_by: values.invitedBy,
        expires_at: values.expiresAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
  },

  async findById(db: Executor, orgId: string, id: string): Promise<InvitationRow | undefined> {
    return db
      .selectFrom("invitations as i")
      .innerJoin("users as u", (join) => join.onRef("u.org_id", "=", "i.org_id").onRef("u.id", "=", "i.invited_by"))
      .select(columns)
      .where("i.org_id", "=", orgId)
      .where("i.id", "=", id)
      .executeTakeFirst();
  },

  /** Pending: neither accepted nor revoked, and not expired. Newest first. */
  async findManyPending(db: Executor, orgId: string, now: Date): Promise<InvitationRow[]> {
    return db
      .selectFrom("invitations as i")
      .innerJoin("users as u", (join) => join.onRef("u.org_id", "=", "i.org_id").onRef("u.id", "=", "i.invited_by"))
      .select(columns)
      .where("i.org_id", "=", orgId)
      .where("i.accepted_at", "is", null)
      .where("i.revoked_at", "is", null)
      .where("i.expires_at", ">", now)
      .orderBy("i.created_at", "desc")
      .orderBy("i.id")
      .execute();
  },

  /** Looked up system-wide by the token's hash: the token itself names its organization. */
  async findByTokenHash(
    db: Executor,
    tokenHash: string,
    options: { forUpdate?: boolean } = {},
  ): Promise<(InvitationRow & { organizationName: string; organizationLanguage: Language }) | undefined> {
    let query = db
      .selectFrom("invitations as i")
      .innerJoin("users as u", (join) => join.onRef("u.org_id", "=", "i.org_id").onRef("u.id", "=", "i.invited_by"))
      .innerJoin("organizations as o", "o.id", "i.org_id")
      .select([...columns, "o.name as organizationName", "o.language as organizationLanguage"])
      .where("i.token_hash", "=", tokenHash);
    if (options.forUpdate) query = query.forUpdate("i");
    return query.executeTakeFirst();
  },

  /** Revokes the pending invitations of one address (a new invitation replaces them); answers how many. */
  async revokePendingOf(db: Executor, orgId: string, email: string, now: Date): Promise<number> {
    const result = await db
      .updateTable("invitations")
      .set({ revoked_at: now })
      .where("org_id", "=", orgId)
      .where("email", "=", email)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  async revoke(db: Executor, orgId: string, id: string, now: Date): Promise<boolean> {
    const result = await db
      .updateTable("invitations")
      .set({ revoked_at: now })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async markAccepted(db: Executor, orgId: string, id: string, userId: string, now: Date): Promise<void> {
    await db
      .updateTable("invitations")
      .set({ accepted_at: now, accepted_user_id: userId })
      .where("org_id", "=", orgId)
      .where("id", "=", id)
      .execute();
  },
};
