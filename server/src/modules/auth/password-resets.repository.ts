import { sql } from "kysely";
import type { Executor } from "../../db/database";

export interface PasswordResetRow {
  id: string;
  orgId: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Single-use password-reset tokens; only each token's SHA-256 is stored (decision 141). */
export const passwordResetsRepository = {
  async insert(
    db: Executor,
    values: { orgId: string; userId: string; tokenHash: string; expiresAt: Date },
  ): Promise<void> {
    await db
      .insertInto("password_reset_tokens")
      .values({
        org_id: values.orgId,
        user_id: values.userId,
        token_hash: values.tokenHash,
        expires_at: values.expiresAt,
      })
      .execute();
  },

  /** Locks the row (FOR UPDATE) so two uses of one link cannot both set a password. */
  findByHashForUpdate(db: Executor, tokenHash: string): Promise<PasswordResetRow | undefined> {
    return db
      .selectFrom("password_reset_tokens")
      .select(["id", "org_id as orgId", "user_id as userId", "expires_at as expiresAt", "used_at as usedAt"])
      .where("token_hash", "=", tokenHash)
      .forUpdate()
      .executeTakeFirst();
  },

  /** Uses up every open link of the user (the one just used among them): one new password, no other link left. */
  async useAllOfUser(db: Executor, orgId: string, userId: string): Promise<void> {
    await db
      .updateTable("password_reset_tokens")
      .set({ used_at: sql`now()` })
      .where("org_id", "=", orgId)
      .where("user_id", "=", userId)
      .where("used_at", "is", null)
      .execute();
  },

  /** Housekeeping: tokens a day past their expiry are no longer worth a clear "expired" answer. */
  async deleteExpired(db: Executor): Promise<number> {
    const result = await db
      .deleteFrom("password_reset_tokens")
      .where("expires_at", "<", sql<Date>`now() - interval '1 day'`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
