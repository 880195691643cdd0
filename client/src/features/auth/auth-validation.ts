import { AUTH_MESSAGES, EMAIL_PATTERN, passwordProblem } from "@kancl/shared";

export interface LoginValues {
  email: string;
  password: string;
}

export interface RegisterValues {
  name: string;
  email: string;
  orgId: string;
  password: string;
  confirmPassword: string;
}

/**
 * Spec §5 Login, checked in order; the first unmet rule is the one message shown. Email is read trimmed;
 * a password is taken as typed.
 */
export function loginProblem({ email, password }: LoginValues): string | undefined {
  if (!email.trim() || !password) return AUTH_MESSAGES.loginRequired;
  if (!EMAIL_PATTERN.test(email.trim())) return AUTH_MESSAGES.invalidEmail;
  return undefined;
}

/** Spec §5 Register, in order: all five fields, a valid email, the password rules, the confirmation. */
export function registerProblem(values: RegisterValues): string | undefined {
  const { name, email, orgId, password, confirmPassword } = values;
  if (!name.trim() || !email.trim() || !orgId.trim() || !password || !confirmPassword) {
    return AUTH_MESSAGES.registerRequired;
  }
  if (!EMAIL_PATTERN.test(email.trim())) return AUTH_MESSAGES.invalidEmail;
  const weakPassword = passwordProblem(password);
  if (weakPassword) return weakPassword;
  if (password !== confirmPassword) return AUTH_MESSAGES.passwordsDoNotMatch;
  return undefined;
}
