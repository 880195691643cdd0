import { describe, expect, it } from "vitest";
import { INT4_MAX, int32, moneyAmount, versionNumber } from "./numbers";

describe("numbers within the database's bounds", () => {
  it("a version is a whole number within int4", () => {
    const version = versionNumber();
    expect(version.safeParse(1).success).toBe(true);
    expect(version.safeParse(INT4_MAX).success).toBe(true);
    for (const bad of [0, -0, INT4_MAX + 1, 2 ** 53, 1e308, 1.5, Number.NaN, Number.POSITIVE_INFINITY, "3"])
      expect(version.safeParse(bad).success, String(bad)).toBe(false);
    expect(versionNumber(0).safeParse(0).success).toBe(true);
  });

  it("int32 keeps tighter bounds of the product's own", () => {
    expect(int32(0, 100).safeParse(100).success).toBe(true);
    expect(int32(0, 100).safeParse(101).error?.issues[0]?.message).toBe("must be at most 100");
    expect(int32().safeParse(-(2 ** 31) - 1).success).toBe(false);
  });

  it("an amount fits numeric(14,2): below 10^12, at most 2 decimals", () => {
    const amount = moneyAmount({ min: 0 });
    for (const ok of [0, 0.01, 12.34, 999_999_999_999.99]) expect(amount.safeParse(ok).success, String(ok)).toBe(true);
    for (const bad of [-0.01, 1e12, 1e308, 2 ** 53, 0.001, 12.345, Number.NaN])
      expect(amount.safeParse(bad).success, String(bad)).toBe(false);
    expect(moneyAmount({ positive: true }).safeParse(0).success).toBe(false);
    expect(moneyAmount({ positive: true, message: "Amount" }).safeParse(1e308).error?.issues[0]?.message).toBe(
      "Amount",
    );
  });
});
