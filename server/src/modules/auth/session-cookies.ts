import { parse, serialize } from "cookie";
import type { Request, Response } from "express";
import { ACCESS_TOKEN_TTL_SECONDS } from "./tokens";

/** The access token goes with every API call; the refresh token only to the auth endpoints that use it. */
export const ACCESS_COOKIE = "kancl_session";
export const REFRESH_COOKIE = "kancl_refresh";
const ACCESS_PATH = "/api";
const REFRESH_PATH = "/api/v1/auth";

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  return parse(header)[name] || undefined;
}

function baseOptions(req: Request) {
  // Secure when the browser talks HTTPS (req.secure honours X-Forwarded-Proto behind a trusted proxy only).
  return { httpOnly: true, sameSite: "lax" as const, secure: req.secure };
}

export function setSessionCookies(req: Request, res: Response, session: IssuedSession): void {
  const options = baseOptions(req);
  const refreshMaxAge = Math.max(0, Math.floor((session.refreshExpiresAt.getTime() - Date.now()) / 1000));
  res.append("Set-Cookie", [
    serialize(ACCESS_COOKIE, session.accessToken, { ...options, path: ACCESS_PATH, maxAge: ACCESS_TOKEN_TTL_SECONDS }),
    serialize(REFRESH_COOKIE, session.refreshToken, { ...options, path: REFRESH_PATH, maxAge: refreshMaxAge }),
  ]);
}

export function clearSessionCookies(req: Request, res: Response): void {
  const options = baseOptions(req);
  res.append("Set-Cookie", [
    serialize(ACCESS_COOKIE, "", { ...options, path: ACCESS_PATH, maxAge: 0 }),
    serialize(REFRESH_COOKIE, "", { ...options, path: REFRESH_PATH, maxAge: 0 }),
  ]);
}
