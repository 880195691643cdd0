import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  PASSWORD_RESET_TTL_MINUTES,
  type RequestPasswordResetInput,
  type ResetPasswordInput,
} from "@kancl/shared";
import type { Database, Executor } from "../../db/database";
import { AppError, TooManyRequestsError } from "../../errors/app-error";
import { enqueueJob } from "../../jobs/enqueue";
import type { Logger } from "../../logger";
import type { Mailer } from "../../mail/mailer";
import type { RateLimitStore } from "../../rate-limit/rate-limit-store";
import type { AppSettings } from "../../settings";
import type { AuthService } from "./auth.service";
import { hashPassword } from "./password";
import { passwordResetLinkJob } from "./password-reset.job";
import { passwordChangedMail, passwordResetMail } from "./password-reset-mails";
import { passwordResetsRepository } from "./password-resets.repository";
import { hashRefreshToken, newRefreshToken } from "./tokens";
import { usersRepository } from "./users.repository";

export interface PasswordResetDeps {
  db: Database;
  mailer: Pick<Mailer, "enqueue">;
  auth: Pick<AuthService, "revokeAllSessionsOf">;
  rateLimitStore: RateLimitStore;
  rateLimits: AppSettings["rateLimits"];
  /** Where the reset link points: APP_URL. */
  appUrl: string;
  logger: Logger;
}

export const DEFAULT_RESETS_PER_EMAIL = 3;
export const DEFAULT_RESETS_PER_IP = 10;
const TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60_000;

type TokenCheck =
  | { ok: true; orgId: string; userId: string }
  | { ok: false; message: (typeof ACCOUNT_MESSAGES)[keyof typeof ACCOUNT_MESSAGES] };

/** Whether a stored token may set a password now, and if not, which clear answer it gets. */
function check(row: { orgId: string; userId: string; expiresAt: Date; usedAt: Date | null } | undefined): TokenCheck {
  if (!row) return { ok: false, message: ACCOUNT_MESSAGES.resetTokenInvalid };
  if (row.usedAt) return { ok: false, message: ACCOUNT_MESSAGES.resetTokenUsed };
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, message: ACCOUNT_MESSAGES.resetTokenExpired };
  return { ok: true, orgId: row.orgId, userId: row.userId };
}

/**
 * Password reset by e-mail (decision 141): a random 256-bit token, of which only the SHA-256 is stored, sent as a
 * link that works once for 30 minutes. Setting the new password ends every session of the user.
 */
export function createPasswordResetService(deps: PasswordResetDeps) {
  const { db, mailer, auth, rateLimitStore, rateLimits, appUrl } = deps;
  const perEmail = rateLimits.passwordResetsPerEmail ?? DEFAULT_RESETS_PER_EMAIL;
  const perIp = rateLimits.passwordResetsPerIp ?? DEFAULT_RESETS_PER_IP;

  async function count(key: string, limit: number) {
    const window = await rateLimitStore.increment(key, rateLimits.windowMs);
    if (window.count > limit) throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, window.resetAt);
  }

  return {
    /**
     * Asks for a reset link. The answer is the same whether or not the address has an account (so nobody learns which
     * addresses have accounts), and so is the work before it: the rate limits — per client address, then per e-mail
     * address — and one background job, which looks the address up and mails the link (`sendLink`). No lookup, token
     * or e-mail happens while the caller waits, so the answer's timing tells nothing either (issue 34 item 7).
     */
    async request(input: RequestPasswordResetInput, client: { address: string }): Promise<{ message: string }> {
      await count(`password-reset-ip:${client.address}`, perIp);
      await count(`password-reset-email:${input.email}`, perEmail);
      await enqueueJob(db, passwordResetLinkJob, { email: input.email });
      return { message: ACCOUNT_MESSAGES.resetRequested };
    },

    /**
     * The job of a request: mails a reset link when the address has an account, and does nothing otherwise. The
     * token is the link's secret: the outbox keeps the message with it redacted (decision 142).
     */
    async sendLink(email: string): Promise<void> {
      const user = await usersRepository.findByEmailWithPasswordHash(db, email);
      if (!user) return;
      const token = newRefreshToken();
      const link = `${appUrl.replace(/\/+$/, "")}/reset-password#token=${token}`;
      await db.transaction().execute(async (trx) => {
        await passwordResetsRepository.insert(trx, {
          orgId: user.orgId,
          userId: user.id,
          tokenHash: hashRefreshToken(token),
          expiresAt: new Date(Date.now() + TTL_MS),
        });
        await mailer.enqueue(trx, {
          orgId: user.orgId,
          to: user.email,
          ...passwordResetMail({ name: user.name, email: user.email, link, token }),
        });
      });
    },

    /**
     * Sets the new password with a link's token. An unknown, used or expired token answers 400 and changes nothing.
     * Afterwards every open link of the user is used up and every session ends (refresh and access tokens).
     */
    async reset(input: ResetPasswordInput): Promise<{ message: string }> {
      const tokenHash = hashRefreshToken(input.token);
      // Checked before hashing, so made-up tokens cost no argon2 work; checked again under the row lock below.
      const first = check(await passwordResetsRepository.findByHashForUpdate(db, tokenHash));
      if (!first.ok) throw new AppError("BAD_REQUEST", first.message);
      const passwordHash = await hashPassword(input.password);
      const outcome = await db.transaction().execute(async (trx: Executor): Promise<TokenCheck> => {
        const checked = check(await passwordResetsRepository.findByHashForUpdate(trx, tokenHash));
        if (!checked.ok) return checked;
        const user = await usersRepository.findById(trx, checked.orgId, checked.userId);
        if (!user) return { ok: false, message: ACCOUNT_MESSAGES.resetTokenInvalid };
        await usersRepository.updatePasswordHash(trx, user.orgId, user.id, passwordHash);
        await passwordResetsRepository.useAllOfUser(trx, user.orgId, user.id);
        await mailer.enqueue(trx, { orgId: user.orgId, to: user.email, ...passwordChangedMail({ name: user.name }) });
        return checked;
      });
      if (!outcome.ok) throw new AppError("BAD_REQUEST", outcome.message);
      await auth.revokeAllSessionsOf({ orgId: outcome.orgId, userId: outcome.userId });
      return { message: ACCOUNT_MESSAGES.resetDone };
    },

    /** Housekeeping: drops tokens long past their expiry. */
    purgeExpired: () => passwordResetsRepository.deleteExpired(db),
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
