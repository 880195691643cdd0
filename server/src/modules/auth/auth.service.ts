import { randomUUID } from "node:crypto";
import { AUTH_MESSAGES, type LoginInput, type RegisterInput, type User } from "@kancl/shared";
import type { Database } from "../../db/database";
import { isUniqueViolation, isUuid } from "../../db/errors";
import type { RateLimitStore } from "../../rate-limit/rate-limit-store";
import type { AppSettings } from "../../settings";
import { AppError } from "../../trpc/app-error";
import { TooManyRequestsError } from "../../trpc/too-many-requests";
import { organizationsRepository } from "../organizations/organizations.repository";
import { hashPassword, verifyPassword } from "./password";
import { refreshTokensRepository } from "./refresh-tokens.repository";
import type { IssuedSession } from "./session-cookies";
import { type AccessClaims, hashRefreshToken, newRefreshToken, REFRESH_TOKEN_TTL_MS, type TokenSigner } from "./tokens";
import { type UserRow, usersRepository } from "./users.repository";

export interface AuthServiceDeps {
  db: Database;
  signer: TokenSigner;
  rateLimitStore: RateLimitStore;
  rateLimits: AppSettings["rateLimits"];
}

const toUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  orgId: row.orgId,
  organizationName: row.organizationName,
});

const sessionExpired = () => new AppError("UNAUTHORIZED", AUTH_MESSAGES.sessionExpired);

type RefreshOutcome =
  | { kind: "rotated"; user: User; session: IssuedSession }
  | { kind: "rejected"; reason: "unknown" | "replayed" | "expired" };

export function createAuthService({ db, signer, rateLimitStore, rateLimits }: AuthServiceDeps) {
  async function issueSession(executor: Database, user: AccessClaims, familyId: string, expiresAt: Date) {
    const refreshToken = newRefreshToken();
    await refreshTokensRepository.insert(executor, {
      orgId: user.orgId,
      userId: user.userId,
      familyId,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt,
    });
    const accessToken = await signer.sign(user);
    return { accessToken, refreshToken, refreshExpiresAt: expiresAt };
  }

  return {
    /** Creates an account in an existing organization. Does not sign in (the client logs in next, spec §4). */
    async register(input: RegisterInput): Promise<User> {
      if (!isUuid(input.orgId)) throw new AppError("BAD_REQUEST", AUTH_MESSAGES.unknownOrganization);
      const organization = await organizationsRepository.findById(db, input.orgId);
      if (!organization) throw new AppError("BAD_REQUEST", AUTH_MESSAGES.unknownOrganization);
      const existing = await usersRepository.findByEmailWithPasswordHash(db, input.email);
      if (existing) throw new AppError("CONFLICT", AUTH_MESSAGES.emailTaken);
      const passwordHash = await hashPassword(input.password);
      try {
        const { id } = await usersRepository.insert(db, {
          orgId: organization.id,
          email: input.email,
          name: input.name,
          passwordHash,
        });
        return {
          id,
          name: input.name,
          email: input.email,
          orgId: organization.id,
          organizationName: organization.name,
        };
      } catch (error) {
        // Two registrations of one address at once: the unique index decides.
        if (isUniqueViolation(error)) throw new AppError("CONFLICT", AUTH_MESSAGES.emailTaken);
        throw error;
      }
    },

    /**
     * Checks the password (argon2id). Failed attempts are counted per account; past the limit the answer is 429
     * before any hashing work, so a guessing attack cannot burn the server's CPU either.
     */
    async login(input: LoginInput): Promise<{ user: User; session: IssuedSession }> {
      const failuresKey = `login-failures:${input.email}`;
      const failures = await rateLimitStore.get(failuresKey);
      if (failures && failures.count >= rateLimits.loginFailuresPerAccount) {
        throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, failures.resetAt);
      }
      const row = await usersRepository.findByEmailWithPasswordHash(db, input.email);
      const valid = await verifyPassword(row?.passwordHash, input.password);
      if (!row || !valid) {
        await rateLimitStore.increment(failuresKey, rateLimits.windowMs);
        throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.invalidCredentials);
      }
      await rateLimitStore.reset(failuresKey);
      const session = await issueSession(
        db,
        { userId: row.id, orgId: row.orgId },
        randomUUID(),
        new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
      );
      return { user: toUser(row), session };
    },

    /**
     * Rotates the refresh token: the presented one is used up and a new one of the same family is issued, with
     * the family's original 30-day expiry. A token that was already used means it was stolen (or replayed):
     * the whole family is revoked, signing out thief and owner alike.
     */
    async refresh(refreshToken: string | undefined): Promise<{ user: User; session: IssuedSession }> {
      if (!refreshToken) throw sessionExpired();
      const outcome = await db.transaction().execute(async (trx): Promise<RefreshOutcome> => {
        const row = await refreshTokensRepository.findByHashForUpdate(trx, hashRefreshToken(refreshToken));
        if (!row || row.revokedAt) return { kind: "rejected", reason: "unknown" };
        if (row.rotatedAt) {
          await refreshTokensRepository.revokeFamily(trx, row.familyId);
          return { kind: "rejected", reason: "replayed" };
        }
        if (row.expiresAt.getTime() <= Date.now()) return { kind: "rejected", reason: "expired" };
        const user = await usersRepository.findById(trx, row.orgId, row.userId);
        if (!user || !(await refreshTokensRepository.markRotated(trx, row.id))) {
          await refreshTokensRepository.revokeFamily(trx, row.familyId);
          return { kind: "rejected", reason: "replayed" };
        }
        const session = await issueSession(trx, { userId: user.id, orgId: user.orgId }, row.familyId, row.expiresAt);
        return { kind: "rotated", user: toUser(user), session };
      });
      // Thrown only after the transaction committed, so a replay's revocation is kept.
      if (outcome.kind === "rejected") throw sessionExpired();
      return { user: outcome.user, session: outcome.session };
    },

    /** Revokes the session's refresh-token family. Harmless without one: logout always succeeds. */
    async logout(refreshToken: string | undefined): Promise<void> {
      if (!refreshToken) return;
      await db.transaction().execute(async (trx) => {
        const row = await refreshTokensRepository.findByHashForUpdate(trx, hashRefreshToken(refreshToken));
        if (row) await refreshTokensRepository.revokeFamily(trx, row.familyId);
      });
    },

    /** The claims of a valid access token, or null. */
    authenticate(accessToken: string): Promise<AccessClaims | null> {
      return signer.verify(accessToken);
    },

    async me(claims: AccessClaims): Promise<User> {
      const row = await usersRepository.findById(db, claims.orgId, claims.userId);
      if (!row) throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
      return toUser(row);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
