import { createClient } from "redis";
import type { Logger } from "../logger";
import type { RateLimitStore } from "./rate-limit-store";

const PREFIX = "kancl:ratelimit:";

/** DECR only an existing, positive count: a plain DECR on an expired key would start a window of -1 with no TTL. */
const RELEASE_SCRIPT = `local count = tonumber(redis.call('GET', KEYS[1]))
if count and count > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/** Counts in Redis, so every app server behind a load balancer sees the same windows. */
export async function createRedisRateLimitStore(url: string, logger?: Logger): Promise<RateLimitStore> {
  const client = createClient({ url });
  client.on("error", (error) => logger?.error({ err: error }, "Redis connection error"));
  await client.connect();

  return {
    async increment(key, windowMs) {
      const redisKey = PREFIX + key;
      // INCR and set the expiry only when the window is new (NX), atomically.
      const [count, , ttl] = await client
        .multi()
        .incr(redisKey)
        .pExpire(redisKey, windowMs, "NX")
        .pTTL(redisKey)
        .exec();
      return { count: Number(count), resetAt: Date.now() + Math.max(0, Number(ttl)) };
    },
    async get(key) {
      const redisKey = PREFIX + key;
      const [count, ttl] = await client.multi().get(redisKey).pTTL(redisKey).exec();
      if (count === null || Number(ttl) <= 0) return null;
      return { count: Number(count), resetAt: Date.now() + Number(ttl) };
    },
    async release(key) {
      await client.eval(RELEASE_SCRIPT, { keys: [PREFIX + key] });
    },
    async reset(key) {
      await client.del(PREFIX + key);
    },
    async close() {
      await client.quit();
    },
  };
}
