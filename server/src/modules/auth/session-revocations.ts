import type { RevocationStore, RevokedSession } from "./revocation-store";
import { ACCESS_TOKEN_TTL_SECONDS } from "./tokens";

/**
 * How long an app server trusts its last "not revoked" answer for a session: a revocation made on another app server
 * is seen there within this bound (on the revoking server, at once). It keeps the store to about one lookup per
 * active session per second, whatever the request rate (benchmark 3 measures the auth middleware).
 */
export const REVOCATION_RECHECK_MS = 1_000;

/** Entries outlive the last access token of the session by this much, for clocks that differ between servers. */
const CLOCK_SKEW_MS = 60_000;

/** Sessions remembered per process, for either answer (oldest out first); about one per active session. */
const REMEMBERED_SESSIONS = 10_000;

/** A bounded map that forgets its oldest entries first (Map keeps insertion order). */
function boundedMap<V>() {
  const map = new Map<string, V>();
  return {
    get: (key: string) => map.get(key),
    delete: (key: string) => map.delete(key),
    set(key: string, value: V) {
      map.delete(key);
      if (map.size >= REMEMBERED_SESSIONS) map.delete(map.keys().next().value as string);
      map.set(key, value);
    },
  };
}

/**
 * The revocation set of sessions, as the auth service uses it: `revoke` after logout, refresh-token reuse or a
 * password change; `isRevoked` on every authenticated request. A revoked answer is final (until the entry expires)
 * and is remembered; a "not revoked" answer is remembered for REVOCATION_RECHECK_MS; concurrent checks of one
 * session share one lookup.
 */
export function createSessionRevocations(store: RevocationStore, now: () => number = Date.now) {
  const revoked = boundedMap<number>();
  const trustedUntil = boundedMap<number>();
  const lookups = new Map<string, Promise<boolean>>();

  async function lookUp(sessionId: string): Promise<boolean> {
    const startedAt = now();
    try {
      const isRevoked = await store.has(sessionId);
      // Trusted from when the lookup started: a revocation committed after that is seen by the next lookup.
      if (!isRevoked) trustedUntil.set(sessionId, startedAt + REVOCATION_RECHECK_MS);
      else revoked.set(sessionId, startedAt + ACCESS_TOKEN_TTL_SECONDS * 1000 + CLOCK_SKEW_MS);
      return isRevoked;
    } finally {
      lookups.delete(sessionId);
    }
  }

  return {
    /** How long an entry is kept: the longest an access token issued until now can still be presented. */
    entryFor(sessionId: string, orgId: string): RevokedSession {
      return { sessionId, orgId, expiresAt: new Date(now() + ACCESS_TOKEN_TTL_SECONDS * 1000 + CLOCK_SKEW_MS) };
    },

    async revoke(sessions: RevokedSession[]): Promise<void> {
      if (sessions.length === 0) return;
      await store.add(sessions);
      for (const session of sessions) {
        revoked.set(session.sessionId, session.expiresAt.getTime());
        trustedUntil.delete(session.sessionId);
      }
    },

    async isRevoked(sessionId: string): Promise<boolean> {
      const time = now();
      const revokedUntil = revoked.get(sessionId);
      if (revokedUntil !== undefined) {
        if (revokedUntil > time) return true;
        revoked.delete(sessionId);
      }
      const trusted = trustedUntil.get(sessionId);
      if (trusted !== undefined && trusted > time) return false;
      let lookup = lookups.get(sessionId);
      if (!lookup) {
        lookup = lookUp(sessionId);
        lookups.set(sessionId, lookup);
      }
      const answer = await lookup;
      // A revocation made here while the lookup was under way wins over its answer.
      return answer || (revoked.get(sessionId) ?? 0) > now();
    },
  };
}

export type SessionRevocations = ReturnType<typeof createSessionRevocations>;
