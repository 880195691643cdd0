import { createHash, randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

/** Access tokens live 15 minutes; the client refreshes every 780 s (spec §9), before they run out. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A refresh-token family ends 30 days after sign-in, however often it is rotated. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface AccessClaims {
  userId: string;
  orgId: string;
  /** The session (refresh-token family) the token belongs to: revoking the session ends the token too. */
  sessionId: string;
}

const ISSUER = "kancl";

/** How many verified access tokens a process remembers (about one per active session; a few MB at most). */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

interface VerifiedToken {
  claims: AccessClaims;
  expiresAtMs: number;
}

export function createTokenSigner(secret: string) {
  // Imported into WebCrypto once: given the raw bytes, jose imports the key again on every call: ~25 µs of
  // the auth middleware's ~130 µs per request (docs/benchmarks.md, benchmark 3).
  const key = crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  // Insertion-ordered: when full, the oldest entry goes first.
  const verified = new Map<string, VerifiedToken>();
  const remember = (token: string, entry: VerifiedToken) => {
    if (verified.size >= VERIFIED_TOKEN_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
    verified.set(token, entry);
  };
  return {
    async sign({ userId, orgId, sessionId }: AccessClaims): Promise<string> {
      return new SignJWT({ org: orgId, sid: sessionId })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(await key);
    },
    /**
     * The claims of a validly signed, unexpired token; null for anything else (never throws). Whether its session
     * was revoked is not this function's question: the auth service asks the revocation set on every request.
     *
     * A browser presents the same access token on every request for its 15 minutes, and checking the signature
     * goes through WebCrypto and the thread pool each time. A token whose signature was checked is remembered
     * (keyed by the whole token, signature included, so a changed token never matches) until it expires: the
     * answer is the same as checking the signature again.
     */
    async verify(token: string): Promise<AccessClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > Date.now()) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ["HS256"], issuer: ISSUER });
        const { sub, org, sid } = payload;
        // A token without its session cannot be revoked: refused (tokens issued before sessions were named in
        // them simply refresh once).
        if (typeof sub !== "string" || typeof org !== "string" || typeof sid !== "string") return null;
        const claims = { userId: sub, orgId: org, sessionId: sid };
        if (typeof payload.exp === "number") remember(token, { claims, expiresAtMs: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** An opaque 256-bit refresh token; only its SHA-256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
