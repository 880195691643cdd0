import type { User } from "@kancl/shared";
import { HttpResponse, http } from "msw";

/** The URL of a REST auth endpoint as the session requests it (jsdom's origin is http://localhost). */
export function authUrl(endpoint: "me" | "refresh" | "login" | "register" | "logout"): string {
  return `http://localhost/api/v1/auth/${endpoint}`;
}

export const testUser: User = {
  id: "8c5e0f0e-5d4b-4f43-9c55-0c3f1d7b2a10",
  name: "Jana Nováková",
  email: "jana@example.com",
  orgId: "0f9a6a43-7a43-4bb3-9d1f-6a3f2b1c0d11",
  organizationName: "Demo",
  role: "owner",
  language: "en",
  languagePreference: null,
  organizationLanguage: "en",
};

/** The server's error shape (spec §8): JSON {error}. */
export function authError(message: string, status: number) {
  return HttpResponse.json({ error: message }, { status });
}

/** A browser with a valid session: GET me answers the user. */
export function signedInAs(user: User = testUser) {
  return http.get(authUrl("me"), () => HttpResponse.json(user));
}

/** The set-up's status (issue 25): closed unless a test opens it. */
export function setupStatus(open = false) {
  return http.get("http://localhost/api/v1/setup", () => HttpResponse.json({ open }));
}

/** A browser without a session: me and the refresh both answer 401, and Kancl is set up. */
export function signedOutHandlers() {
  return [
    setupStatus(false),
    http.get(authUrl("me"), () => authError("Not signed in", 401)),
    http.post(authUrl("refresh"), () => authError("Your session has expired. Please sign in again.", 401)),
  ];
}
