import type { RegisterInput, User } from "@kancl/shared";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { setLanguage } from "@/i18n/i18n";
import { createAccount, fetchCurrentUser, isUnauthorized, refreshSession, signIn, signOut } from "./auth-api";
import { SessionContext, type SessionContextValue } from "./session-context";
import {
  checkSession,
  initialSessionState,
  SESSION_REFRESH_INTERVAL_MS,
  type SessionState,
  sessionReducer,
} from "./session-machine";
import { sessionCheckAnswer, startedSessionCheck } from "./session-start";

/** Loading, unless the start-up check main.tsx started has answered already. */
function startupState(): SessionState {
  const answer = sessionCheckAnswer();
  if (!answer) return initialSessionState;
  return answer.user ? { status: "signedIn", user: answer.user } : { status: "signedOut", reason: "anonymous" };
}

/**
 * Who is signed in (spec §4 Session). Asks the server once on mount (or takes the answer to the check main.tsx
 * started before the first render, at once when it has come already), refreshes the session every 780 s while
 * signed in, and offers login, register and logout. Lives inside the QueryClientProvider: leaving a session
 * empties the query cache, so the next user never sees the previous one's data.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(sessionReducer, undefined, startupState);

  // One refresh at a time: the start-up check (run twice under StrictMode) and the timer share an answer instead
  // of presenting the same single-use refresh token twice.
  const refreshInFlight = useRef<Promise<User> | null>(null);
  const refreshOnce = useCallback(() => {
    refreshInFlight.current ??= refreshSession().finally(() => {
      refreshInFlight.current = null;
    });
    return refreshInFlight.current;
  }, []);

  // The check main.tsx started before the first render, when there is one (read once per mount).
  const [startupCheck] = useState(startedSessionCheck);
  useEffect(() => {
    let active = true;
    const check = startupCheck ?? checkSession({ me: fetchCurrentUser, refresh: refreshOnce, isUnauthorized });
    void check.then((user) => {
      if (active) dispatch(user ? { type: "checked", user } : { type: "checkFailed" });
    });
    return () => {
      active = false;
    };
  }, [refreshOnce, startupCheck]);

  const signedIn = state.status === "signedIn";
  useEffect(() => {
    if (!signedIn) return undefined;
    const timer = setInterval(() => {
      refreshOnce().then(
        (user) => dispatch({ type: "refreshed", user }),
        () => {
          queryClient.clear();
          dispatch({ type: "refreshFailed" });
        },
      );
    }, SESSION_REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [signedIn, refreshOnce, queryClient]);

  // The signed-in user's language is the screen's (decision 180); main.tsx applied it before the first render.
  const language = state.status === "signedIn" ? state.user.language : null;
  useEffect(() => {
    if (language) void setLanguage(language).catch(() => undefined);
  }, [language]);

  const updateUser = useCallback((user: User) => dispatch({ type: "refreshed", user }), []);

  const login = useCallback(async (email: string, password: string) => {
    const user = await signIn(email, password);
    // The first signed-in screen is already in the user's language.
    await setLanguage(user.language).catch(() => undefined);
    dispatch({ type: "loggedIn", user });
    return user;
  }, []);

  const register = useCallback(
    async (input: RegisterInput) => {
      await createAccount(input);
      return login(input.email, input.password);
    },
    [login],
  );

  const logout = useCallback(async () => {
    try {
      await signOut();
    } catch {
      // Spec §4: the user is signed out here even when the server cannot be told.
    } finally {
      queryClient.clear();
      dispatch({ type: "loggedOut" });
    }
  }, [queryClient]);

  const value = useMemo<SessionContextValue>(
    () => ({ state, user: state.status === "signedIn" ? state.user : null, login, register, logout, updateUser }),
    [state, login, register, logout, updateUser],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}
