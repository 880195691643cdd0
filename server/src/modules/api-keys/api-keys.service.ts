import { createHash, randomBytes } from "node:crypto";
import { API_KEY_PREFIX, type ApiKey, type ApiKeyScope, type Role, TEAM_MESSAGES } from "@kancl/shared";
import type { Database } from "../../db/database";
import { isUuid } from "../../db/errors";
import { AppError } from "../../errors/app-error";
import { type ApiKeyRow, apiKeysRepository } from "./api-keys.repository";

/** last_used_at is written at most this often per key, so a busy integration does not write on every call. */
const TOUCH_INTERVAL_MS = 60_000;

const hashKey = (secret: string) => createHash("sha256").update(secret).digest("hex");

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  scope: row.scope,
});

export const INVALID_API_KEY = "Invalid, revoked or expired API key";

/**
 * Personal API keys: `kancl_` + 256 random bits. Only the SHA-256 is stored (a key is random, so no slow hash is
 * needed); the prefix lets secret scanners and people recognise a key.
 */
export function createApiKeysService(db: Database) {
  return {
    async create(
      orgId: string,
      userId: string,
      input: { name: string; expiresAt?: string | null; scope?: ApiKeyScope },
    ) {
      const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
      if (expiresAt && expiresAt.getTime() <= Date.now()) {
        throw new AppError("BAD_REQUEST", "expiresAt: must be in the future");
      }
      const secret = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
      const row = await apiKeysRepository.insert(db, orgId, {
        userId,
        name: input.name,
        prefix: `${secret.slice(0, API_KEY_PREFIX.length + 6)}…`,
        keyHash: hashKey(secret),
        expiresAt,
        scope: input.scope ?? "read-write",
      });
      return { apiKey: toApiKey(row), secret };
    },

    async list(orgId: string, userId: string): Promise<ApiKey[]> {
      return (await apiKeysRepository.findManyOfUser(db, orgId, userId)).map(toApiKey);
    },

    async revoke(orgId: string, userId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await apiKeysRepository.revoke(db, orgId, userId, id))) {
        throw new AppError("NOT_FOUND", "API key not found");
      }
    },

    /**
     * The caller a bearer key stands for, with its scope and its owner's current role; 401 for an unknown, revoked
     * or expired key, and for a deactivated owner's key.
     */
    async authenticate(
      secret: string,
    ): Promise<{ userId: string; orgId: string; apiKeyId: string; role: Role; scope: ApiKeyScope }> {
      const row = secret.startsWith(API_KEY_PREFIX)
        ? await apiKeysRepository.findByHash(db, hashKey(secret))
        : undefined;
      if (!row || row.revokedAt || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) {
        throw new AppError("UNAUTHORIZED", INVALID_API_KEY);
      }
      if (row.userDeactivatedAt) throw new AppError("UNAUTHORIZED", TEAM_MESSAGES.deactivated);
      if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await apiKeysRepository.touch(db, row.id);
      }
      return { userId: row.userId, orgId: row.orgId, apiKeyId: row.id, role: row.role, scope: row.scope };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
