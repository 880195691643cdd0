import { describe, expect, it } from "vitest";
import { valueStep } from "./revenue-chart";

describe("valueStep", () => {
  it("picks the smallest 1, 2, 2.5 or 5 × 10ⁿ step that leaves 30 px between value lines, as uPlot did", () => {
    // The demo data's year: 218 718 Kč at most on a 125 px plot — 50 000 would be 28.6 px apart.
    expect(valueStep(218_718, 125)).toBe(100_000);
    expect(valueStep(100_000, 125)).toBe(25_000);
    expect(valueStep(40_000, 125)).toBe(10_000);
    // An empty year is drawn on a 0–1 scale.
    expect(valueStep(1, 125)).toBe(0.25);
  });
});
