import { sql } from "kysely";
import type { Executor } from "../../db/database";

export interface RevokedSession {
  sessionId: string;
  orgId: string;
  /** Until when an access token of the session could still be presented (after that, expiry refuses it). */
  expiresAt: Date;
}

/** The revocation set in the database: looked up by session id, system-wide (the token names its session). */
export const revokedSessionsRepository = {
  async insert(db: Executor, sessions: RevokedSession[]): Promise<void> {
    if (sessions.length === 0) return;
    await db
      .insertInto("revoked_sessions")
      .values(sessions.map((s) => ({ session_id: s.sessionId, org_id: s.orgId, expires_at: s.expiresAt })))
      .onConflict((oc) =>
        oc.column("session_id").doUpdateSet({
          expires_at: (eb) => sql`greatest(${eb.ref("revoked_sessions.expires_at")}, ${eb.ref("excluded.expires_at")})`,
        }),
      )
      .execute();
  },

  async exists(db: Executor, sessionId: string): Promise<boolean> {
    const row = await db
      .selectFrom("revoked_sessions")
      .select("session_id")
      .where("session_id", "=", sessionId)
      .where("expires_at", ">", new Date())
      .executeTakeFirst();
    return row !== undefined;
  },

  async deleteExpired(db: Executor): Promise<void> {
    await db.deleteFrom("revoked_sessions").where("expires_at", "<=", new Date()).execute();
  },
};
