import type { User } from "@kancl/shared";

/**
 * Spec §9: while signed in, the session refreshes every 780 s (13 min), before the 15-minute access token ends.
 * The same value as SESSION_REFRESH_INTERVAL_MS in @kancl/shared, written out here because importing a value from
 * that package pulls zod (~27 KB gzip) into the first screen's JavaScript; session-machine.test.ts keeps the two equal.
 */
export const SESSION_REFRESH_INTERVAL_MS = 780_000;

/** Why there is no user: never signed in on this page load, the session ran out, or the user logged out. */
export type SignedOutReason = "anonymous" | "expired" | "loggedOut";

/** Spec §4 Session: loading at start, then signed in or signed out. */
export type SessionState =
  | { status: "loading" }
  | { status: "signedIn"; user: User }
  | { status: "signedOut"; reason: SignedOutReason };

export type SessionEvent =
  /** The start-up check (me, or refresh after a 401) found a user. */
  | { type: "checked"; user: User }
  /** The start-up check found no session or failed otherwise. */
  | { type: "checkFailed" }
  /** A periodic refresh renewed the session. */
  | { type: "refreshed"; user: User }
  | { type: "refreshFailed" }
  | { type: "loggedIn"; user: User }
  | { type: "loggedOut" };

export const initialSessionState: SessionState = { status: "loading" };

/**
 * The session's transitions. Late answers are ignored where they no longer apply: a start-up check that ends after
 * a login, or a refresh that ends after a logout, must not change who is signed in.
 */
export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case "checked":
      return state.status === "loading" ? { status: "signedIn", user: event.user } : state;
    case "checkFailed":
      return state.status === "loading" ? { status: "signedOut", reason: "anonymous" } : state;
    case "refreshed":
      return state.status === "signedIn" ? { status: "signedIn", user: event.user } : state;
    case "refreshFailed":
      return state.status === "signedIn" ? { status: "signedOut", reason: "expired" } : state;
    case "loggedIn":
      return { status: "signedIn", user: event.user };
    case "loggedOut":
      return { status: "signedOut", reason: "loggedOut" };
  }
}

export interface SessionCheckCalls {
  me: () => Promise<User>;
  refresh: () => Promise<User>;
  /** Whether a failure of `me` means "no valid access token", after which a refresh is worth trying. */
  isUnauthorized: (error: unknown) => boolean;
}

/**
 * Spec §4 start-up check: who is signed in? On a 401 try a token refresh; any other failure, or a failed
 * refresh, means nobody. Never rejects.
 */
export async function checkSession({ me, refresh, isUnauthorized }: SessionCheckCalls): Promise<User | null> {
  try {
    return await me();
  } catch (error) {
    if (!isUnauthorized(error)) return null;
  }
  try {
    return await refresh();
  } catch {
    return null;
  }
}
