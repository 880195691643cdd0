import type { Location } from "react-router";

/** Router state the protected layout hands to /login: where the user was going (path, search and hash). */
export interface LoginRedirectState {
  from: string;
}

export function loginRedirectState(location: Pick<Location, "pathname" | "search" | "hash">): LoginRedirectState {
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/**
 * Where to go once signed in: the remembered location, or / (spec §2). Only an in-app path is accepted, so a
 * crafted history state cannot send the user to another site ("//evil.example" is protocol-relative).
 */
export function redirectTargetAfterLogin(state: unknown): string {
  const from = typeof state === "object" && state !== null ? (state as Partial<LoginRedirectState>).from : undefined;
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("//") ? from : "/";
}
