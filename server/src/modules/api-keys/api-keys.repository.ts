import type { Executor } from "../../db/database";

export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const columns = [
  "id",
  "name",
  "prefix",
  "created_at as createdAt",
  "expires_at as expiresAt",
  "last_used_at as lastUsedAt",
  "revoked_at as revokedAt",
] as const;

export const apiKeysRepository = {
  async insert(
    db: Executor,
    orgId: string,
    values: { userId: string; name: string; prefix: string; keyHash: string; expiresAt: Date | null },
  ): Promise<ApiKeyRow> {
    return db
      .insertInto("api_keys")
      .values({
        org_id: orgId,
        user_id: values.userId,
        name: values.name,
        prefix: values.prefix,
        key_hash: values.keyHash,
        expires_at: values.expiresAt,
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
  },

  async findManyOfUser(db: Executor, orgId: string, userId: string): Promise<ApiKeyRow[]> {
    return db
      .selectFrom("api_keys")
      .select(columns)
      .where("org_id", "=", orgId)
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .execute();
  },

  /** Looked up system-wide by hash: the key itself says who and which organization it is. */
  async findByHash(db: Executor, keyHash: string) {
    return db
      .selectFrom("api_keys")
      .select([
        "id",
        "org_id as orgId",
        "user_id as userId",
        "expires_at as expiresAt",
        "revoked_at as revokedAt",
        "last_used_at as lastUsedAt",
      ])
      .where("key_hash", "=", keyHash)
      .executeTakeFirst();
  },

  async revoke(db: Executor, orgId: string, userId: string, id: string): Promise<boolean> {
    const result = await db
      .updateTable("api_keys")
      .set({ revoked_at: new Date() })
      .where("org_id", "=", orgId)
      .where("user_id", "=", userId)
      .where("id", "=", id)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async touch(db: Executor, id: string): Promise<void> {
    await db.updateTable("api_keys").set({ last_used_at: new Date() }).where("id", "=", id).execute();
  },
};
