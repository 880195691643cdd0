import { describe, expect, it } from "vitest";
import { backoffDelayMs, defineJob } from "./job-type";

describe("backoffDelayMs", () => {
  const backoff = { baseMs: 1_000, maxMs: 10_000 };

  it("doubles with each failure, between half and all of base · 2^(n−1)", () => {
    expect([1, 2, 3, 4].map((n) => backoffDelayMs(backoff, n, () => 0))).toEqual([500, 1_000, 2_000, 4_000]);
    expect([1, 2, 3, 4].map((n) => backoffDelayMs(backoff, n, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it("never waits longer than maxMs", () => {
    expect(backoffDelayMs(backoff, 5, () => 1)).toBe(10_000);
    expect(backoffDelayMs(backoff, 500, () => 1)).toBe(10_000);
  });
});

describe("defineJob", () => {
  it("fills in the defaults and refuses nonsense", () => {
    expect(defineJob("mail.send")).toMatchObject({ kind: "mail.send", maxAttempts: 5, timeoutMs: 60_000 });
    expect(() => defineJob("Mail Send")).toThrow(/lowercase/);
    expect(() => defineJob("mail.send", { maxAttempts: 0 })).toThrow(/maxAttempts/);
    expect(() => defineJob("mail.send", { backoff: { baseMs: 10, maxMs: 5 } })).toThrow(/backoff/);
  });

  it("gives each kind its own lease: its timeout plus the margin", () => {
    expect(defineJob("mail.send", { timeoutMs: 60_000 }).leaseMs).toBe(90_000);
    expect(defineJob("trash.purge", { timeoutMs: 10 * 60_000 }).leaseMs).toBe(630_000);
  });
});
