import type { RegisterInput, User } from "@kancl/shared";
import { ApiError, apiErrorFromResponse } from "@/lib/api-error";

/**
 * The REST auth calls of spec §7. Plain fetch, not the tRPC auth procedures: the refresh cookie is scoped to
 * Path=/api/v1/auth, so only requests to these paths carry it.
 */
export const AUTH_API_PATH = "/api/v1/auth";

/** Names the cross-tab lock that keeps two tabs from presenting the same refresh token at once. */
const REFRESH_LOCK_NAME = "kancl-session-refresh";

interface UserResponse {
  user: User;
}

/** Spec §7: JSON content type and cookies on every call; a failed answer becomes an ApiError (spec §8). */
async function authRequest<T>(path: string, method: "GET" | "POST", body?: unknown): Promise<T> {
  const response = await fetch(new URL(`${AUTH_API_PATH}${path}`, window.location.origin), {
    method,
    credentials: "include",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await apiErrorFromResponse(response);
  return (await response.json()) as T;
}

export function fetchCurrentUser(): Promise<User> {
  return authRequest<User>("/me", "GET");
}

/**
 * Renews the session with the refresh cookie. The server rotates the token and treats a second use of the old one
 * as theft (it revokes the session), so tabs of the same browser take turns through a Web Lock: the later tab then
 * sends the cookie the earlier one received.
 */
export async function refreshSession(): Promise<User> {
  const refresh = async () => (await authRequest<UserResponse>("/refresh", "POST")).user;
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK_NAME, refresh) : refresh();
}

export async function signIn(email: string, password: string): Promise<User> {
  return (await authRequest<UserResponse>("/login", "POST", { email, password })).user;
}

/** Creates the account; it does not sign in (spec §7: the answer is not read, login follows). */
export async function createAccount(input: RegisterInput): Promise<void> {
  await authRequest<unknown>("/register", "POST", input);
}

export async function signOut(): Promise<void> {
  await authRequest<unknown>("/logout", "POST");
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Spec §8: login and register show the server's message, or their fallback when there is none — a network
 * failure or anything else that is not an answer of the server.
 */
export function authFailureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** Asks for a password-reset e-mail; the answer's message is the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<string> {
  return (await authRequest<{ message: string }>("/password-reset/request", "POST", { email })).message;
}

/** Sets a new password with the token of a reset link; every session of the account ends. */
export async function resetPassword(token: string, password: string): Promise<string> {
  return (await authRequest<{ message: string }>("/password-reset", "POST", { token, password })).message;
}
