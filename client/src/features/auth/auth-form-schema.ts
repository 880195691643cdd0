import { ACCOUNT_MESSAGES, AUTH_MESSAGES, EMAIL_PATTERN, passwordSchema, registerInputSchema } from "@kancl/shared";
import { z } from "zod";

/**
 * The sign-in and registration forms' schemas (the app's one form pattern, lib/schema-form.ts). Each is two stages,
 * as spec §5 orders its rules: first every field filled in (one message for all of them), then the rest; the first
 * issue is the one message shown.
 */

/** A text field that counts as filled in once it has more than white space. */
const filledIn = (message: string) => z.string().refine((value) => value.trim() !== "", message);
/** A password counts as typed: spaces are characters. */
const typed = (message: string) => z.string().min(1, message);

/**
 * Spec §5 Login: email and password required, then a valid address. The email is sent trimmed, the password as
 * typed; the server's own schema lowercases the address, and its password rules are not checked here (an old
 * password that predates a rule must still sign in).
 */
export const loginFormSchema = z
  .object({ email: filledIn(AUTH_MESSAGES.loginRequired), password: typed(AUTH_MESSAGES.loginRequired) })
  .pipe(
    z.object({
      email: z.string().trim().regex(EMAIL_PATTERN, AUTH_MESSAGES.invalidEmail),
      password: z.string(),
    }),
  );

export type LoginFormValues = z.input<typeof loginFormSchema>;

/**
 * Spec §5 Register, in order: all five fields, then the server's own registration schema (a valid email, the
 * password rules in the spec's order, the name and organization ID), then the confirmation. The result is the
 * registration's input.
 */
export const registerFormSchema = z
  .object({
    name: filledIn(AUTH_MESSAGES.registerRequired),
    email: filledIn(AUTH_MESSAGES.registerRequired),
    orgId: filledIn(AUTH_MESSAGES.registerRequired),
    password: typed(AUTH_MESSAGES.registerRequired),
    confirmPassword: typed(AUTH_MESSAGES.registerRequired),
  })
  .pipe(
    registerInputSchema
      .extend({ confirmPassword: z.string() })
      .refine((values) => values.password === values.confirmPassword, {
        message: AUTH_MESSAGES.passwordsDoNotMatch,
        path: ["confirmPassword"],
      })
      .transform(({ confirmPassword: _, ...input }) => input),
  );

export type RegisterFormValues = z.input<typeof registerFormSchema>;

/** Forgot password: an address, then a valid one. The server answers the same for every address. */
export const forgotPasswordFormSchema = z
  .object({ email: filledIn(ACCOUNT_MESSAGES.emailRequired) })
  .pipe(z.object({ email: z.string().trim().regex(EMAIL_PATTERN, AUTH_MESSAGES.invalidEmail) }));

export type ForgotPasswordFormValues = z.input<typeof forgotPasswordFormSchema>;

/** A new password twice: both typed, then the registration's password rules in the spec's order, then the match. */
export const newPasswordFormSchema = z
  .object({
    password: typed(AUTH_MESSAGES.registerRequired),
    confirmPassword: typed(AUTH_MESSAGES.registerRequired),
  })
  .pipe(
    z
      .object({ password: passwordSchema, confirmPassword: z.string() })
      .refine((values) => values.password === values.confirmPassword, {
        message: AUTH_MESSAGES.passwordsDoNotMatch,
        path: ["confirmPassword"],
      })
      .transform(({ password }) => ({ password })),
  );

export type NewPasswordFormValues = z.input<typeof newPasswordFormSchema>;
