import { randomUUID } from "node:crypto";
import {
  ACCOUNT_MESSAGES,
  type AccountSession,
  AUTH_MESSAGES,
  type ChangePasswordInput,
  effectiveLanguage,
  type Language,
  type LoginInput,
  type RegisterInput,
  type Role,
  TEAM_MESSAGES,
  type User,
} from "@kancl/shared";
import type { Database, Executor } from "../../db/database";
import { isUniqueViolation, isUuid } from "../../db/errors";
import { AppError, TooManyRequestsError } from "../../errors/app-error";
import type { RateLimitStore } from "../../rate-limit/rate-limit-store";
import type { AppSettings } from "../../settings";
import type { OrganizationsService } from "../organizations/organizations.service";
import { hashPassword, verifyPassword } from "./password";
import { refreshTokensRepository, type SessionRow } from "./refresh-tokens.repository";
import type { RevokedSession } from "./revocation-store";
import type { IssuedSession } from "./session-cookies";
import type { SessionRevocations } from "./session-revocations";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type AccessClaims,
  hashRefreshToken,
  newRefreshToken,
  REFRESH_TOKEN_TTL_MS,
  type TokenSigner,
} from "./tokens";
import { createUserAccess } from "./user-access";
import { type UserRow, usersRepository } from "./users.repository";

export interface AuthServiceDeps {
  db: Database;
  organizations: Pick<OrganizationsService, "find">;
  signer: TokenSigner;
  rateLimitStore: RateLimitStore;
  rateLimits: AppSettings["rateLimits"];
  /** The revocation set every access token is checked against. */
  revocations: SessionRevocations;
}

/** Without its own setting, the account-wide ceiling is ten times the limit per account and address. */
const ACCOUNT_WIDE_FACTOR = 10;

const toUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  orgId: row.orgId,
  organizationName: row.organizationName,
  role: row.role,
  language: effectiveLanguage(row.languagePreference, row.organizationLanguage),
  languagePreference: row.languagePreference,
  organizationLanguage: row.organizationLanguage,
});

const deactivated = () => new AppError("FORBIDDEN", TEAM_MESSAGES.deactivated);

const sessionExpired = () => new AppError("UNAUTHORIZED", AUTH_MESSAGES.sessionExpired);

/** Where a sign-in or refresh comes from: recorded with the session for the user's sessions list. */
export interface SessionClient {
  address: string;
  userAgent?: string;
}

const MAX_USER_AGENT_LENGTH = 500;

const toSession = (row: SessionRow, currentSessionId: string | undefined): AccountSession => ({
  id: row.id,
  userAgent: row.userAgent,
  ipAddress: row.ipAddress,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt.toISOString(),
  current: row.id === currentSessionId,
});

type RefreshOutcome =
  | { kind: "rotated"; user: User; session: IssuedSession; familyId: string }
  | { kind: "rejected"; reason: "unknown" | "expired" }
  | { kind: "rejected"; reason: "replayed"; familyId: string; orgId: string };

export function createAuthService({
  db,
  organizations,
  signer,
  rateLimitStore,
  rateLimits,
  revocations,
}: AuthServiceDeps) {
  const access = createUserAccess(db);
  const accountWideLimit =
    rateLimits.loginFailuresPerAccountTotal ?? rateLimits.loginFailuresPerAccount * ACCOUNT_WIDE_FACTOR;

  /**
   * Counts a login attempt before the password is checked, so parallel guesses cannot all slip under the limit:
   * first per account and client address (the strict limit, so a guesser locks out only their own address),
   * then per account from every address (a ceiling for guesses spread over many addresses). Past either: 429.
   * Answers the account-wide key, whose hit a successful login gives back.
   */
  async function countLoginAttempt(email: string, address: string): Promise<{ fromHere: string; overall: string }> {
    const keys = { fromHere: `login-attempts:${email}:${address}`, overall: `login-attempts:${email}` };
    const fromHere = await rateLimitStore.increment(keys.fromHere, rateLimits.windowMs);
    if (fromHere.count > rateLimits.loginFailuresPerAccount) {
      throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, fromHere.resetAt);
    }
    const overall = await rateLimitStore.increment(keys.overall, rateLimits.windowMs);
    if (overall.count > accountWideLimit) {
      throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, overall.resetAt);
    }
    return keys;
  }

  async function issueSession(
    executor: Database,
    user: Omit<AccessClaims, "sessionId">,
    familyId: string,
    expiresAt: Date,
    client: SessionClient | undefined,
  ) {
    const refreshToken = newRefreshToken();
    await refreshTokensRepository.insert(executor, {
      orgId: user.orgId,
      userId: user.userId,
      familyId,
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt,
      userAgent: client?.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) || null,
      // An IPv4 client of a dual-stack socket shows as ::ffff:192.0.2.1; the sessions list shows 192.0.2.1.
      ipAddress: client?.address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "") ?? null,
    });
    const accessToken = await signer.sign({ ...user, sessionId: familyId });
    return { accessToken, refreshToken, refreshExpiresAt: expiresAt };
  }

  /**
   * Signs the user out everywhere: every refresh-token family is revoked, and the access tokens of those that
   * issued one lately. For a password reset or change (which keeps `exceptSessionId`, the session that changed
   * it), "sign out everywhere", or a deactivated account.
   */
  async function revokeAllSessionsOf(user: { userId: string; orgId: string }, exceptSessionId?: string): Promise<void> {
    const recentSeconds = ACCESS_TOKEN_TTL_SECONDS + 60;
    const families = await db
      .transaction()
      .execute((trx) =>
        refreshTokensRepository.revokeAllOfUser(trx, user.orgId, user.userId, recentSeconds, exceptSessionId),
      );
    await revocations.revoke(families.map((familyId) => revocations.entryFor(familyId, user.orgId)));
  }

  async function insertUser(
    executor: Executor,
    values: { orgId: string; email: string; name: string; passwordHash: string; role: Role },
  ): Promise<{ id: string }> {
    try {
      return await usersRepository.insert(executor, values);
    } catch (error) {
      // Two registrations of one address at once: the unique index decides.
      if (isUniqueViolation(error)) throw new AppError("CONFLICT", AUTH_MESSAGES.emailTaken);
      throw error;
    }
  }

  return {
    /**
     * Creates an account in an existing organization. Does not sign in (the client logs in next, spec §4). The
     * organization's first user becomes its owner, every later one a member (decision 130).
     */
    async register(input: RegisterInput): Promise<User> {
      if (!isUuid(input.orgId)) throw new AppError("BAD_REQUEST", AUTH_MESSAGES.unknownOrganization);
      const organization = await organizations.find(input.orgId);
      if (!organization) throw new AppError("BAD_REQUEST", AUTH_MESSAGES.unknownOrganization);
      const existing = await usersRepository.findByEmailWithPasswordHash(db, input.email);
      if (existing) throw new AppError("CONFLICT", AUTH_MESSAGES.emailTaken);
      const passwordHash = await hashPassword(input.password);
      const { id } = await db.transaction().execute(async (trx) => {
        await usersRepository.lockMembership(trx, organization.id);
        const role: Role = (await usersRepository.countByOrg(trx, organization.id)) === 0 ? "owner" : "member";
        return { ...(await insertUser(trx, { ...input, orgId: organization.id, passwordHash, role })), role };
      });
      const created = await usersRepository.findById(db, organization.id, id);
      if (!created) throw new AppError("NOT_FOUND", TEAM_MESSAGES.userNotFound);
      return toUser(created);
    },

    /** The user's own language (null: follow the organization's default, decision 180); answers the user as /me does. */
    async setLanguage(claims: { userId: string; orgId: string }, language: Language | null): Promise<User> {
      await usersRepository.setLanguage(db, claims.orgId, claims.userId, language);
      const row = await usersRepository.findById(db, claims.orgId, claims.userId);
      if (!row) throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
      return toUser(row);
    },

    /**
     * Creates an account with a given role inside the caller's transaction (an accepted invitation). 409 when the
     * address already has an account.
     */
    async createMember(
      executor: Executor,
      values: { orgId: string; email: string; name: string; password: string; role: Role },
    ): Promise<{ id: string }> {
      if (await usersRepository.findByEmailWithPasswordHash(executor, values.email)) {
        throw new AppError("CONFLICT", AUTH_MESSAGES.emailTaken);
      }
      return insertUser(executor, { ...values, passwordHash: await hashPassword(values.password) });
    },

    /**
     * Checks the password (argon2id). Attempts are counted per account and client address, and per account, before
     * any hashing work (countLoginAttempt); past a limit the answer is 429, so a guessing attack cannot burn the
     * server's CPU either. A successful login clears its address's count and gives its account-wide hit back.
     */
    async login(input: LoginInput, client: SessionClient): Promise<{ user: User; session: IssuedSession }> {
      const attempt = await countLoginAttempt(input.email, client.address);
      const row = await usersRepository.findByEmailWithPasswordHash(db, input.email);
      const valid = await verifyPassword(row?.passwordHash, input.password);
      if (!row || !valid) throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.invalidCredentials);
      if (row.deactivatedAt) throw deactivated();
      await rateLimitStore.reset(attempt.fromHere);
      await rateLimitStore.release(attempt.overall);
      const session = await issueSession(
        db,
        { userId: row.id, orgId: row.orgId },
        randomUUID(),
        new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
        client,
      );
      return { user: toUser(row), session };
    },

    /**
     * Rotates the refresh token: the presented one is used up and a new one of the same family is issued, with
     * the family's original 30-day expiry. A token that was already used means it was stolen (or replayed):
     * the whole family is revoked, signing out thief and owner alike.
     */
    async refresh(
      refreshToken: string | undefined,
      client?: SessionClient,
    ): Promise<{ user: User; session: IssuedSession }> {
      if (!refreshToken) throw sessionExpired();
      const outcome = await db.transaction().execute(async (trx): Promise<RefreshOutcome> => {
        const row = await refreshTokensRepository.findByHashForUpdate(trx, hashRefreshToken(refreshToken));
        if (!row || row.revokedAt) return { kind: "rejected", reason: "unknown" };
        if (row.rotatedAt) {
          await refreshTokensRepository.revokeFamily(trx, row.familyId);
          return { kind: "rejected", reason: "replayed", familyId: row.familyId, orgId: row.orgId };
        }
        if (row.expiresAt.getTime() <= Date.now()) return { kind: "rejected", reason: "expired" };
        const user = await usersRepository.findById(trx, row.orgId, row.userId);
        if (!user || user.deactivatedAt || !(await refreshTokensRepository.markRotated(trx, row.id))) {
          await refreshTokensRepository.revokeFamily(trx, row.familyId);
          return { kind: "rejected", reason: "replayed", familyId: row.familyId, orgId: row.orgId };
        }
        const session = await issueSession(
          trx,
          { userId: user.id, orgId: user.orgId },
          row.familyId,
          row.expiresAt,
          client,
        );
        return { kind: "rotated", user: toUser(user), session, familyId: row.familyId };
      });
      // Thrown only after the transaction committed, so a replay's revocation is kept. A replay ends the family's
      // access tokens as well: the thief's and the owner's.
      if (outcome.kind === "rejected") {
        if (outcome.reason === "replayed") {
          await revocations.revoke([revocations.entryFor(outcome.familyId, outcome.orgId)]);
        }
        throw sessionExpired();
      }
      // A refresh token a concurrent refresh minted while its session was being revoked: the set knows the session.
      // (Asked after the transaction: PGlite has one connection, which the transaction holds.)
      if (await revocations.isRevoked(outcome.familyId)) {
        await refreshTokensRepository.revokeFamily(db, outcome.familyId);
        throw sessionExpired();
      }
      return { user: outcome.user, session: outcome.session };
    },

    /**
     * Ends the session: its refresh-token family is revoked, and so are its access tokens. The session is named by
     * the refresh cookie (REST) or by the access token (tRPC, which never receives the refresh cookie); either is
     * enough. Harmless without one: logout always succeeds.
     */
    async logout(tokens: { refreshToken?: string; accessToken?: string }): Promise<void> {
      const sessions = new Map<string, RevokedSession>();
      if (tokens.refreshToken) {
        const refreshHash = hashRefreshToken(tokens.refreshToken);
        const row = await db.transaction().execute(async (trx) => {
          const found = await refreshTokensRepository.findByHashForUpdate(trx, refreshHash);
          if (found) await refreshTokensRepository.revokeFamily(trx, found.familyId);
          return found;
        });
        if (row) sessions.set(row.familyId, revocations.entryFor(row.familyId, row.orgId));
      }
      const claims = tokens.accessToken ? await signer.verify(tokens.accessToken) : null;
      if (claims && isUuid(claims.sessionId) && !sessions.has(claims.sessionId)) {
        await refreshTokensRepository.revokeFamily(db, claims.sessionId);
        sessions.set(claims.sessionId, revocations.entryFor(claims.sessionId, claims.orgId));
      }
      await revocations.revoke([...sessions.values()]);
    },

    revokeAllSessionsOf,

    /** The user's live sessions, most recently used first; `current` marks the caller's own. */
    async listSessions(caller: { userId: string; orgId: string; sessionId?: string }): Promise<AccountSession[]> {
      const rows = await refreshTokensRepository.findSessionsOfUser(db, caller.orgId, caller.userId);
      return rows.map((row) => toSession(row, caller.sessionId));
    },

    /**
     * Signs one of the user's sessions out: its refresh tokens and its access tokens. Another user's session, or
     * one that already ended, answers 404.
     */
    async endSession(caller: { userId: string; orgId: string }, sessionId: string): Promise<void> {
      const live =
        isUuid(sessionId) &&
        (await refreshTokensRepository.isLiveSessionOf(db, caller.orgId, caller.userId, sessionId));
      if (!live) throw new AppError("NOT_FOUND", ACCOUNT_MESSAGES.sessionNotFound);
      await refreshTokensRepository.revokeFamily(db, sessionId);
      await revocations.revoke([revocations.entryFor(sessionId, caller.orgId)]);
    },

    /**
     * Changes the password of a signed-in user, who proves it with the current one (attempts counted like
     * sign-ins, so a borrowed session cannot guess it). Every other session ends; this one stays.
     */
    async changePassword(
      caller: { userId: string; orgId: string; sessionId?: string },
      input: ChangePasswordInput,
    ): Promise<void> {
      const attemptKey = `password-change:${caller.userId}`;
      const attempt = await rateLimitStore.increment(attemptKey, rateLimits.windowMs);
      if (attempt.count > rateLimits.loginFailuresPerAccount) {
        throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, attempt.resetAt);
      }
      const storedHash = await usersRepository.findPasswordHash(db, caller.orgId, caller.userId);
      if (!storedHash) throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
      if (!(await verifyPassword(storedHash, input.currentPassword))) {
        throw new AppError("BAD_REQUEST", ACCOUNT_MESSAGES.currentPasswordWrong);
      }
      await rateLimitStore.reset(attemptKey);
      if (input.newPassword === input.currentPassword) {
        throw new AppError("BAD_REQUEST", ACCOUNT_MESSAGES.newPasswordSameAsCurrent);
      }
      const passwordHash = await hashPassword(input.newPassword);
      await usersRepository.updatePasswordHash(db, caller.orgId, caller.userId, passwordHash);
      await revokeAllSessionsOf(caller, caller.sessionId);
    },

    /** Housekeeping: deletes refresh tokens that expired or were revoked; answers how many. */
    purgeExpiredRefreshTokens: () => refreshTokensRepository.deleteExpiredOrRevoked(db),

    /**
     * The claims of a valid access token whose session was not revoked, with the user's current role; null for
     * anything else. A deactivated user's token answers 401 naming the reason (decision 130).
     */
    async authenticate(accessToken: string): Promise<(AccessClaims & { role: Role }) | null> {
      const claims = await signer.verify(accessToken);
      if (!claims || (await revocations.isRevoked(claims.sessionId))) return null;
      const current = await access.of(claims.orgId, claims.userId);
      if (!current) return null;
      if (!current.active) throw new AppError("UNAUTHORIZED", TEAM_MESSAGES.deactivated);
      return { ...claims, role: current.role };
    },

    /** A user's role or status changed: this process reads it afresh on their next request. */
    accessChanged(user: { userId: string; orgId: string }): void {
      access.forget(user.orgId, user.userId);
    },

    async me(claims: { userId: string; orgId: string }): Promise<User> {
      const row = await usersRepository.findById(db, claims.orgId, claims.userId);
      if (!row) throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
      return toUser(row);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
