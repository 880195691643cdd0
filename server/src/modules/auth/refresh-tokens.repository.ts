import { sql } from "kysely";
import type { Executor } from "../../db/database";

export interface RefreshTokenRow {
  id: string;
  orgId: string;
  userId: string;
  familyId: string;
  expiresAt: Date;
  rotatedAt: Date | null;
  revokedAt: Date | null;
}

export interface SessionRow {
  id: string;
  createdAt: Date;
  lastUsedAt: Date;
  userAgent: string | null;
  ipAddress: string | null;
}

export const refreshTokensRepository = {
  async insert(
    db: Executor,
    values: {
      orgId: string;
      userId: string;
      familyId: string;
      tokenHash: string;
      expiresAt: Date;
      /** Where the token was issued (sign-in or refresh): the sessions list shows the latest. */
      userAgent?: string | null;
      ipAddress?: string | null;
    },
  ): Promise<void> {
    await db
      .insertInto("refresh_tokens")
      .values({
        org_id: values.orgId,
        user_id: values.userId,
        family_id: values.familyId,
        token_hash: values.tokenHash,
        expires_at: values.expiresAt,
        user_agent: values.userAgent ?? null,
        ip_address: values.ipAddress ?? null,
      })
      .execute();
  },

  /** Locks the row (FOR UPDATE) so two refreshes of one token cannot both rotate it. */
  async findByHashForUpdate(db: Executor, tokenHash: string): Promise<RefreshTokenRow | undefined> {
    return db
      .selectFrom("refresh_tokens")
      .select([
        "id",
        "org_id as orgId",
        "user_id as userId",
        "family_id as familyId",
        "expires_at as expiresAt",
        "rotated_at as rotatedAt",
        "revoked_at as revokedAt",
      ])
      .where("token_hash", "=", tokenHash)
      .forUpdate()
      .executeTakeFirst();
  },

  /** Marks the token as used, only if nobody else did first; false when it lost that race. */
  async markRotated(db: Executor, id: string): Promise<boolean> {
    const result = await db
      .updateTable("refresh_tokens")
      .set({ rotated_at: new Date() })
      .where("id", "=", id)
      .where("rotated_at", "is", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async revokeFamily(db: Executor, familyId: string): Promise<void> {
    await db
      .updateTable("refresh_tokens")
      .set({ revoked_at: new Date() })
      .where("family_id", "=", familyId)
      .where("revoked_at", "is", null)
      .execute();
  },

  /**
   * Housekeeping across organizations: deletes tokens that can never be used again — past their family's expiry,
   * or revoked (a revoked family never issues again). Rotated tokens of a live family stay: presenting one is how
   * a stolen token is detected. Returns the number deleted.
   */
  async deleteExpiredOrRevoked(db: Executor): Promise<number> {
    const result = await db
      .deleteFrom("refresh_tokens")
      .where((eb) => eb.or([eb("expires_at", "<", sql<Date>`now()`), eb("revoked_at", "is not", null)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /**
   * Revokes every family of the user. Answers the families that issued a token within `recentSeconds` (each
   * issue inserts a row), i.e. those whose access tokens may still be alive.
   */
  async revokeAllOfUser(
    db: Executor,
    orgId: string,
    userId: string,
    recentSeconds: number,
    exceptFamilyId?: string,
  ): Promise<string[]> {
    let recent = db
      .selectFrom("refresh_tokens")
      .select("family_id as familyId")
      .distinct()
      .where("org_id", "=", orgId)
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null)
      .where("created_at", ">", sql<Date>`now() - make_interval(secs => ${recentSeconds})`);
    let revoke = db
      .updateTable("refresh_tokens")
      .set({ revoked_at: new Date() })
      .where("org_id", "=", orgId)
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null);
    if (exceptFamilyId) {
      recent = recent.where("family_id", "!=", exceptFamilyId);
      revoke = revoke.where("family_id", "!=", exceptFamilyId);
    }
    const families = await recent.execute();
    await revoke.execute();
    return families.map((row) => row.familyId);
  },

  /**
   * The user's live sessions (refresh-token families that are neither revoked nor past their expiry), most recently
   * used first: created = the sign-in, last used = the latest refresh, and where that refresh came from.
   */
  async findSessionsOfUser(db: Executor, orgId: string, userId: string): Promise<SessionRow[]> {
    const rows = await db
      .selectFrom("refresh_tokens")
      .select([
        "family_id as id",
        sql<Date>`min(created_at)`.as("createdAt"),
        sql<Date>`max(created_at)`.as("lastUsedAt"),
        sql<string | null>`(array_agg(user_agent order by created_at desc))[1]`.as("userAgent"),
        sql<string | null>`(array_agg(ip_address order by created_at desc))[1]`.as("ipAddress"),
      ])
      .where("org_id", "=", orgId)
      .where("user_id", "=", userId)
      .groupBy("family_id")
      .having(sql<boolean>`bool_and(revoked_at is null) and min(expires_at) > now()`)
      .orderBy(sql`max(created_at)`, "desc")
      .execute();
    return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt), lastUsedAt: new Date(row.lastUsedAt) }));
  },

  /** Whether the family is a live session of this user (another user's, or another tenant's, is not). */
  async isLiveSessionOf(db: Executor, orgId: string, userId: string, familyId: string): Promise<boolean> {
    const row = await db
      .selectFrom("refresh_tokens")
      .select("id")
      .where("org_id", "=", orgId)
      .where("user_id", "=", userId)
      .where("family_id", "=", familyId)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", sql<Date>`now()`)
      .executeTakeFirst();
    return row !== undefined;
  },
};
