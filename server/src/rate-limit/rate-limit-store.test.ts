import { describe, expect, it } from "vitest";
import { createMemoryRateLimitStore, type RateLimitStore } from "./rate-limit-store";
import { createRedisRateLimitStore } from "./redis-rate-limit-store";

function behavesAsAFixedWindowCounter(makeStore: () => Promise<RateLimitStore>) {
  it("counts hits in a window, reports the reset time, and resets", async () => {
    const store = await makeStore();
    const key = `test-${Math.random()}`;
    try {
      expect(await store.get(key)).toBeNull();
      const first = await store.increment(key, 60_000);
      expect(first.count).toBe(1);
      expect(first.resetAt).toBeGreaterThan(Date.now() + 50_000);
      expect((await store.increment(key, 60_000)).count).toBe(2);
      expect((await store.get(key))?.count).toBe(2);
      await store.reset(key);
      expect(await store.get(key)).toBeNull();
    } finally {
      await store.close();
    }
  });

  it("takes back a hit without going below zero or starting a window", async () => {
    const store = await makeStore();
    const key = `test-${Math.random()}`;
    try {
      await store.release(key);
      expect(await store.get(key)).toBeNull();
      await store.increment(key, 60_000);
      await store.increment(key, 60_000);
      await store.release(key);
      expect((await store.get(key))?.count).toBe(1);
      await store.release(key);
      await store.release(key);
      expect((await store.get(key))?.count ?? 0).toBe(0);
      expect((await store.increment(key, 60_000)).count).toBe(1);
    } finally {
      await store.reset(key);
      await store.close();
    }
  });

  it("starts a new window after the old one ends", async () => {
    const store = await makeStore();
    const key = `test-${Math.random()}`;
    try {
      await store.increment(key, 50);
      await store.increment(key, 50);
      await new Promise((resolve) => setTimeout(resolve, 120));
      expect(await store.get(key)).toBeNull();
      expect((await store.increment(key, 50)).count).toBe(1);
    } finally {
      await store.close();
    }
  });
}

describe("memory rate-limit store", () => {
  behavesAsAFixedWindowCounter(async () => createMemoryRateLimitStore());
});

// Runs where a Redis server is given (CI starts one: the node-svc machines have it on 127.0.0.1:6379).
describe.runIf(process.env.TEST_REDIS_URL)("Redis rate-limit store", () => {
  behavesAsAFixedWindowCounter(() => createRedisRateLimitStore(process.env.TEST_REDIS_URL as string));

  it("shares counts between two app servers", async () => {
    const a = await createRedisRateLimitStore(process.env.TEST_REDIS_URL as string);
    const b = await createRedisRateLimitStore(process.env.TEST_REDIS_URL as string);
    const key = `shared-${Math.random()}`;
    try {
      await a.increment(key, 60_000);
      expect((await b.increment(key, 60_000)).count).toBe(2);
    } finally {
      await a.reset(key);
      await a.close();
      await b.close();
    }
  });
});
