import { describe, expect, it } from "vitest";
import {
  addDays,
  barGeometry,
  buildAxis,
  isoWeekNumber,
  pixelsToDays,
  shiftDates,
  startOfWeek,
  toDayNumber,
} from "./timeline-scale";

describe("timeline scale", () => {
  it("counts calendar days without time zones, across a DST change and a leap day", () => {
    expect(addDays("2026-10-24", 2)).toBe("2026-10-26");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(toDayNumber("1970-01-02")).toBe(1);
  });

  it("starts weeks on Monday and numbers them the ISO way", () => {
    expect(startOfWeek("2026-11-26")).toBe("2026-11-23");
    expect(startOfWeek("2026-11-23")).toBe("2026-11-23");
    expect(startOfWeek("2026-11-29")).toBe("2026-11-23");
    expect(isoWeekNumber("2026-11-26")).toBe(48);
    expect(isoWeekNumber("2027-01-01")).toBe(53);
  });

  it("builds a week axis from the Monday before the earliest date, padded by a week", () => {
    const axis = buildAxis([{ start: "2026-12-02", end: "2026-12-20" }], "weeks", "2026-11-26");
    expect(axis.origin).toBe("2026-11-16");
    expect(axis.ticks[0]).toMatchObject({ date: "2026-11-16", offsetDays: 0, days: 7 });
    expect(axis.ticks.at(-1)?.date).toBe("2026-12-21");
    expect(axis.days % 7).toBe(0);
  });

  it("builds a month axis of whole months", () => {
    const axis = buildAxis([{ start: null, end: "2027-02-10" }], "months", "2026-11-26");
    expect(axis.origin).toBe("2026-10-01");
    expect(axis.ticks.map((tick) => tick.date)).toEqual([
      "2026-10-01",
      "2026-11-01",
      "2026-12-01",
      "2027-01-01",
      "2027-02-01",
      "2027-03-01",
    ]);
    expect(axis.ticks[1]?.days).toBe(30);
  });

  it("places a bar from its start to its end inclusive; one date makes a one-day bar; none no bar", () => {
    const axis = buildAxis([], "weeks", "2026-11-26");
    expect(barGeometry({ start: "2026-11-23", end: "2026-11-24" }, axis)).toEqual({ left: 7 * 24, width: 2 * 24 });
    expect(barGeometry({ start: null, end: "2026-11-23" }, axis)).toEqual({ left: 7 * 24, width: 24 });
    expect(barGeometry({ start: null, end: null }, axis)).toBeNull();
  });

  it("moves both dates, or one edge without crossing the other", () => {
    const item = { start: "2026-12-01", end: "2026-12-05" };
    expect(shiftDates(item, "move", 3)).toEqual({ start: "2026-12-04", end: "2026-12-08" });
    expect(shiftDates(item, "end", -2)).toEqual({ start: "2026-12-01", end: "2026-12-03" });
    expect(shiftDates(item, "end", -10)).toEqual({ start: "2026-12-01", end: "2026-12-01" });
    expect(shiftDates(item, "start", 10)).toEqual({ start: "2026-12-05", end: "2026-12-05" });
    expect(shiftDates({ start: null, end: "2026-12-05" }, "start", -1)).toEqual({ start: null, end: "2026-12-04" });
  });

  it("rounds a drag to whole days of the scale", () => {
    const axis = buildAxis([], "weeks", "2026-11-26");
    expect(pixelsToDays(35, axis)).toBe(1);
    expect(pixelsToDays(-37, axis)).toBe(-2);
  });
});
