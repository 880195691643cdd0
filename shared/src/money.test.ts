import { describe, expect, it } from "vitest";
import { centsToDecimal, decimalToAmount, decimalToCents, fromCents, hasAtMostTwoDecimals, toCents } from "./money";

describe("money", () => {
  it("converts amounts to cents, rounding half away from zero despite float noise", () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.125)).toBe(13);
    expect(toCents(-0.125)).toBe(-13);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(999_999_999_999.99)).toBe(99_999_999_999_999);
  });

  it("parses database decimals exactly and writes them back", () => {
    expect(decimalToCents("1234.50")).toBe(123_450);
    expect(decimalToCents("0.05")).toBe(5);
    expect(decimalToCents("-12.3")).toBe(-1230);
    expect(decimalToCents("7")).toBe(700);
    expect(centsToDecimal(123_450)).toBe("1234.50");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(centsToDecimal(-1230)).toBe("-12.30");
    expect(() => decimalToCents("12,50")).toThrow();
  });

  it("answers API numbers with two decimals", () => {
    expect(fromCents(123_450)).toBe(1234.5);
    expect(decimalToAmount("0.10")).toBe(0.1);
    expect(decimalToAmount(null)).toBeNull();
  });

  it("recognises at most two decimals", () => {
    expect(hasAtMostTwoDecimals(10.25)).toBe(true);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(10.255)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });
});
