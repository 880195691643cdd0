import { z } from "zod";
import { enMessages } from "./i18n/en-messages";
import { LANGUAGES } from "./i18n/languages";
import { textString } from "./text";

/** Spec §5 texts, word for word: the client shows them, the server enforces the same rules. */
export const AUTH_MESSAGES = {
  ...enMessages.auth,
} as const;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** Spec §9: the session refreshes every 780 s, before the 15-minute access token runs out. */
export const SESSION_REFRESH_INTERVAL_MS = 780_000;

/** A basic address pattern (spec §5): something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = textString()
  .trim()
  .toLowerCase()
  .max(254, AUTH_MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.invalidEmail);

/** The password rules of spec §5, checked in the spec's order; the first failing rule is reported first. */
export const passwordSchema = textString()
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong)
  .regex(/[A-Z]/, AUTH_MESSAGES.passwordUppercase)
  .regex(/[a-z]/, AUTH_MESSAGES.passwordLowercase)
  .regex(/[0-9]/, AUTH_MESSAGES.passwordNumber)
  .regex(/[^A-Za-z0-9]/, AUTH_MESSAGES.passwordSpecial);

export const registerInputSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    name: textString().trim().min(1, "Name is required").max(200, "Name must be at most 200 characters long"),
    orgId: textString().trim().min(1, AUTH_MESSAGES.unknownOrganization).max(100, AUTH_MESSAGES.unknownOrganization),
  })
  .meta({ id: "RegisterInput" });

export const loginInputSchema = z
  .object({
    email: textString()
      .trim()
      .toLowerCase()
      .min(1, AUTH_MESSAGES.loginRequired)
      .max(254, AUTH_MESSAGES.invalidCredentials),
    // Not the full rules: an old password that predates a rule must still sign in. Bounded for argon2's sake.
    password: textString()
      .min(1, AUTH_MESSAGES.loginRequired)
      .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.invalidCredentials),
  })
  .meta({ id: "LoginInput" });

export const userSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    orgId: z.uuid(),
    organizationName: z.string(),
    role: z
      .enum(["owner", "admin", "member", "read-only"])
      .describe("owner, admin, member or read-only (issue 25): what the user may do"),
    language: z
      .enum(LANGUAGES)
      .describe("The language the user reads Kancl in: their own choice, else the organization's default"),
    languagePreference: z
      .enum(LANGUAGES)
      .nullable()
      .describe("The user's own choice of language; null follows the organization's default"),
    organizationLanguage: z.enum(LANGUAGES).describe("The organization's default language for its members"),
  })
  .meta({ id: "User", description: "The signed-in user" });

export type User = z.infer<typeof userSchema>;
export type RegisterInput = z.infer<typeof registerInputSchema>;
export type LoginInput = z.infer<typeof loginInputSchema>;

/**
 * The first unmet password rule in the spec's order, or undefined when the password is acceptable.
 * The register form shows exactly this message.
 */
export function passwordProblem(password: string): string | undefined {
  const result = passwordSchema.safeParse(password);
  return result.success ? undefined : result.error.issues[0]?.message;
}
