import type { User } from "@kancl/shared";
import { fetchCurrentUser, isUnauthorized, refreshSession } from "./auth-api";
import { checkSession } from "./session-machine";

let started: Promise<User | null> | null = null;
let answer: { user: User | null } | null = null;

/**
 * Starts the start-up session check (spec §4: me, then a refresh after a 401) right away. main.tsx calls it before
 * React renders, so the check runs in parallel with the first route's code and data instead of after the first
 * render. The SessionProvider of that page load uses this answer instead of asking again.
 */
export function startSessionCheck(): Promise<User | null> {
  started ??= checkSession({ me: fetchCurrentUser, refresh: refreshSession, isUnauthorized }).then((user) => {
    answer = { user };
    return user;
  });
  return started;
}

/** The check started by startSessionCheck on this page load, or null when nothing started one (tests). */
export function startedSessionCheck(): Promise<User | null> | null {
  return started;
}

/**
 * The start-up check's answer once it has come ({ user: null } when nobody is signed in), else null. A provider
 * mounted after the answer starts from it, so its first render is already the signed-in (or signed-out) screen
 * rather than a Loading that is replaced a moment later.
 */
export function sessionCheckAnswer(): { user: User | null } | null {
  return answer;
}
