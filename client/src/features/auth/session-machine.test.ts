import { SESSION_REFRESH_INTERVAL_MS as SHARED_REFRESH_INTERVAL_MS } from "@kancl/shared";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-error";
import { testUser } from "@/test/auth-responses";
import { isUnauthorized } from "./auth-api";
import {
  checkSession,
  initialSessionState,
  SESSION_REFRESH_INTERVAL_MS,
  type SessionState,
  sessionReducer,
} from "./session-machine";

const otherUser = { ...testUser, name: "Petr Svoboda" };
const signedIn: SessionState = { status: "signedIn", user: testUser };
const signedOut: SessionState = { status: "signedOut", reason: "anonymous" };

describe("sessionReducer (spec §4 Session)", () => {
  it("starts loading", () => {
    expect(initialSessionState).toEqual({ status: "loading" });
  });

  it("resolves the start-up check to signed in or signed out", () => {
    expect(sessionReducer(initialSessionState, { type: "checked", user: testUser })).toEqual(signedIn);
    expect(sessionReducer(initialSessionState, { type: "checkFailed" })).toEqual(signedOut);
  });

  it("ignores a start-up check that ends after the session was already decided", () => {
    expect(sessionReducer(signedIn, { type: "checkFailed" })).toBe(signedIn);
    expect(sessionReducer(signedOut, { type: "checked", user: testUser })).toBe(signedOut);
  });

  it("keeps the session on a refresh and ends it when a refresh fails", () => {
    expect(sessionReducer(signedIn, { type: "refreshed", user: otherUser })).toEqual({
      status: "signedIn",
      user: otherUser,
    });
    expect(sessionReducer(signedIn, { type: "refreshFailed" })).toEqual({ status: "signedOut", reason: "expired" });
  });

  it("does not sign back in with a refresh that ends after a logout", () => {
    const loggedOut = sessionReducer(signedIn, { type: "loggedOut" });
    expect(loggedOut).toEqual({ status: "signedOut", reason: "loggedOut" });
    expect(sessionReducer(loggedOut, { type: "refreshed", user: testUser })).toBe(loggedOut);
    expect(sessionReducer(loggedOut, { type: "refreshFailed" })).toBe(loggedOut);
  });

  it("signs in from any state on login and out on logout", () => {
    for (const state of [initialSessionState, signedIn, signedOut]) {
      expect(sessionReducer(state, { type: "loggedIn", user: otherUser })).toEqual({
        status: "signedIn",
        user: otherUser,
      });
      expect(sessionReducer(state, { type: "loggedOut" })).toEqual({ status: "signedOut", reason: "loggedOut" });
    }
  });
});

describe("checkSession", () => {
  const unauthorized = new ApiError("Not signed in", 401, { error: "Not signed in" });

  it("answers the user of me without refreshing", async () => {
    const refresh = vi.fn();
    await expect(checkSession({ me: async () => testUser, refresh, isUnauthorized })).resolves.toEqual(testUser);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("refreshes after a 401 and answers the refreshed user", async () => {
    const me = vi.fn().mockRejectedValue(unauthorized);
    await expect(checkSession({ me, refresh: async () => otherUser, isUnauthorized })).resolves.toEqual(otherUser);
  });

  it("answers null when the refresh fails too", async () => {
    const me = vi.fn().mockRejectedValue(unauthorized);
    const refresh = vi.fn().mockRejectedValue(new ApiError("Expired", 401, null));
    await expect(checkSession({ me, refresh, isUnauthorized })).resolves.toBeNull();
  });

  it("answers null without refreshing for any other failure", async () => {
    const refresh = vi.fn();
    for (const failure of [new ApiError("Internal server error", 500, null), new TypeError("Failed to fetch")]) {
      const me = vi.fn().mockRejectedValue(failure);
      await expect(checkSession({ me, refresh, isUnauthorized })).resolves.toBeNull();
    }
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe("SESSION_REFRESH_INTERVAL_MS", () => {
  it("is the shared 780 s of spec §9", () => {
    expect(SESSION_REFRESH_INTERVAL_MS).toBe(SHARED_REFRESH_INTERVAL_MS);
    expect(SESSION_REFRESH_INTERVAL_MS).toBe(780_000);
  });
});
