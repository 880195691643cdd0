import type { Database } from "../../db/database";
import { isUuid } from "../../db/errors";
import { type RevokedSession, revokedSessionsRepository } from "./revoked-sessions.repository";

export type { RevokedSession };

/**
 * Where the revocation set lives: the database by default, Redis with REDIS_URL. Either way every app server
 * reads the same set, and an entry is kept only as long as an access token of its session can live.
 */
export interface RevocationStore {
  add(sessions: RevokedSession[]): Promise<void>;
  has(sessionId: string): Promise<boolean>;
  close(): Promise<void>;
}

/** The set as a table (`revoked_sessions`): shared by every app server and kept across restarts. */
export function createDatabaseRevocationStore(db: Database): RevocationStore {
  return {
    async add(sessions) {
      await revokedSessionsRepository.insert(db, sessions);
      // Housekeeping on the rare write path keeps the table as small as the set (an index range delete).
      await revokedSessionsRepository.deleteExpired(db);
    },
    async has(sessionId) {
      // Only this server signs tokens, so a session id is always a uuid; anything else cannot be vouched for.
      if (!isUuid(sessionId)) return true;
      return revokedSessionsRepository.exists(db, sessionId);
    },
    async close() {},
  };
}
