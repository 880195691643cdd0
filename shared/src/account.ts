import { z } from "zod";
import { AUTH_MESSAGES, EMAIL_PATTERN, PASSWORD_MAX_LENGTH, passwordSchema } from "./auth";
import { enMessages } from "./i18n/en-messages";
import { textString } from "./text";

/** Texts of password reset, password change and the sessions list (issue 25, decision 141). */
export const ACCOUNT_MESSAGES = {
  ...enMessages.account,
} as const;

/** A reset link works this long, once. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

export const requestPasswordResetInputSchema = z
  .object({
    email: textString()
      .trim()
      .toLowerCase()
      .min(1, { message: ACCOUNT_MESSAGES.emailRequired, abort: true })
      .max(254, AUTH_MESSAGES.invalidEmail)
      .regex(EMAIL_PATTERN, AUTH_MESSAGES.invalidEmail),
  })
  .meta({ id: "RequestPasswordResetInput" });

export const resetPasswordInputSchema = z
  .object({
    token: textString().min(1, ACCOUNT_MESSAGES.resetTokenInvalid).max(200, ACCOUNT_MESSAGES.resetTokenInvalid),
    password: passwordSchema,
  })
  .meta({ id: "ResetPasswordInput" });

export const changePasswordInputSchema = z
  .object({
    currentPassword: textString()
      .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.invalidCredentials),
    newPassword: passwordSchema,
  })
  .meta({ id: "ChangePasswordInput" });

export const accountSessionSchema = z
  .object({
    id: z.uuid(),
    userAgent: z.string().nullable(),
    ipAddress: z.string().nullable(),
    createdAt: z.iso.datetime(),
    lastUsedAt: z.iso.datetime(),
    current: z.boolean(),
  })
  .meta({ id: "AccountSession", description: "A signed-in browser session of the user" });

export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetInputSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;
export type AccountSession = z.infer<typeof accountSessionSchema>;
