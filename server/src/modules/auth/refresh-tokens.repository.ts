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

export const refreshTokensRepository = {
  async insert(
    db: Executor,
    values: { orgId: string; userId: string; familyId: string; tokenHash: string; expiresAt: Date },
  ): Promise<void> {
    await db
      .insertInto("refresh_tokens")
      .values({
        org_id: values.orgId,
        user_id: values.userId,
        family_id: values.familyId,
        token_hash: values.tokenHash,
        expires_at: values.expiresAt,
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
  async revokeAllOfUser(db: Executor, orgId: string, userId: string, recentSeconds: number): Promise<string[]> {
    const recent = await db
      .selectFrom("refresh_tokens")
      .select("family_id as familyId")
      .distinct()
      .where("org_id", "=", orgId)
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null)
      .where("created_at", ">", sql<Date>`now() - make_interval(secs => ${recentSeconds})`)
      .execute();
    await db
      .updateTable("refresh_tokens")
      .set({ revoked_at: new Date() })
      .where("org_id", "=", orgId)
      .where("user_id", "=", userId)
      .where("revoked_at", "is", null)
      .execute();
    return recent.map((row) => row.familyId);
  },
};
