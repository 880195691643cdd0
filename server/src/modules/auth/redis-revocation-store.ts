import { createClient } from "redis";
import type { Logger } from "../../logger";
import type { RevocationStore } from "./revocation-store";

const PREFIX = "kancl:revoked-session:";

/**
 * The revocation set in Redis (REDIS_URL): one key per revoked session, expiring with the last access token that
 * session can have. Every app server sees a revocation as soon as it is written.
 */
export async function createRedisRevocationStore(url: string, logger?: Logger): Promise<RevocationStore> {
  const client = createClient({ url });
  client.on("error", (error) => logger?.error({ err: error }, "Redis connection error"));
  await client.connect();

  return {
    async add(sessions) {
      if (sessions.length === 0) return;
      const now = Date.now();
      const multi = client.multi();
      for (const session of sessions) {
        const ttl = session.expiresAt.getTime() - now;
        if (ttl > 0) multi.set(PREFIX + session.sessionId, session.orgId, { expiration: { type: "PX", value: ttl } });
      }
      await multi.exec();
    },
    async has(sessionId) {
      return (await client.exists(PREFIX + sessionId)) === 1;
    },
    async close() {
      await client.quit();
    },
  };
}
