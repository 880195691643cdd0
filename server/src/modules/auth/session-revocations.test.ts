import { describe, expect, it } from "vitest";
import type { RevocationStore, RevokedSession } from "./revocation-store";
import { createSessionRevocations, REVOCATION_RECHECK_MS } from "./session-revocations";

/** A store shared by "app servers", counting its lookups; entries expire by the given clock. */
function sharedStore(now: () => number = Date.now) {
  const entries = new Map<string, number>();
  const stats = { lookups: 0 };
  const store: RevocationStore = {
    async add(sessions: RevokedSession[]) {
      for (const s of sessions) entries.set(s.sessionId, s.expiresAt.getTime());
    },
    async has(sessionId) {
      stats.lookups++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return (entries.get(sessionId) ?? 0) > now();
    },
    async close() {},
  };
  return { store, stats };
}

describe("the session revocation set", () => {
  it("refuses a session revoked here at once, and one revoked on another server after at most the recheck bound", async () => {
    let time = 1_000_000;
    const { store } = sharedStore(() => time);
    const here = createSessionRevocations(store, () => time);
    const there = createSessionRevocations(store, () => time);
    expect(await here.isRevoked("a")).toBe(false);
    expect(await there.isRevoked("a")).toBe(false);
    await here.revoke([here.entryFor("a", "org")]);
    expect(await here.isRevoked("a")).toBe(true);
    // The other server trusts its recent "not revoked" until the bound, then asks the store again.
    time += REVOCATION_RECHECK_MS - 1;
    expect(await there.isRevoked("a")).toBe(false);
    time += 1;
    expect(await there.isRevoked("a")).toBe(true);
  });

  it("makes one lookup per session per recheck interval, however many requests ask at once", async () => {
    let time = 1_000_000;
    const { store, stats } = sharedStore(() => time);
    const revocations = createSessionRevocations(store, () => time);
    const answers = await Promise.all(Array.from({ length: 50 }, () => revocations.isRevoked("b")));
    expect(answers.every((answer) => answer === false)).toBe(true);
    for (let i = 0; i < 100; i++) await revocations.isRevoked("b");
    expect(stats.lookups).toBe(1);
    time += REVOCATION_RECHECK_MS;
    await revocations.isRevoked("b");
    expect(stats.lookups).toBe(2);
  });

  it("lets a revocation made while a lookup is under way win over that lookup's answer", async () => {
    const { store } = sharedStore();
    const revocations = createSessionRevocations(store);
    const pending = revocations.isRevoked("c");
    await revocations.revoke([revocations.entryFor("c", "org")]);
    expect(await pending).toBe(true);
    expect(await revocations.isRevoked("c")).toBe(true);
  });
});
