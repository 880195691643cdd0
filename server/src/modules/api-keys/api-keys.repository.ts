import type { ApiKeyScope, Role } from "@kancl/shared";
import type { Executor } from "../../db/database";

export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  scope: ApiKeyScope;
}

const columns = [
  "id",
  "name",
  "prefix",
  "created_at as createdAt",
  "expires_at as expiresAt",
  "last_used_at as lastUsedAt",
  "revoked_at as revokedAt",
  "scope",
] as const;

export const apiKeysRepository = {
  async insert(
    db: Executor,
    orgId: string,
    values: {
      userId: string;
      name: string;
      prefix: string;
      keyHash: string;
      expiresAt: Date | null;
      scope: ApiKeyScope;
    },
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
        scope: values.scope,
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

  /**
   * Looked up system-wide by hash: the key itself says who and which organization it is. With its owner's current
   * role and status (one query: a role change or deactivation applies to the key's next call).
   */
  async findByHash(
    db: Executor,
    keyHash: string,
  ): Promise<
    | {
        id: string;
        orgId: string;
        userId: string;
        expiresAt: Date | null;
        revokedAt: Date | null;
        lastUsedAt: Date | null;
        scope: ApiKeyScope;
        role: Role;
        userDeactivatedAt: Date | null;
      }
    | undefined
  > {
    return db
      .selectFrom("api_keys as k")
      .innerJoin("users as u", (join) => join.onRef("u.org_id", "=", "k.org_id").onRef("u.id", "=", "k.user_id"))
      .select([
        "k.id",
        "k.org_id as orgId",
        "k.user_id as userId",
        "k.expires_at as expiresAt",
        "k.revoked_at as revokedAt",
        "k.last_used_at as lastUsedAt",
        "k.scope",
        "u.role",
        "u.deactivated_at as userDeactivatedAt",
      ])
      .where("k.key_hash", "=", keyHash)
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
