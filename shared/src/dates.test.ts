import { describe, expect, it } from "vitest";
import { isCalendarDate, isInstant, isUtcTimestamp } from "./dates";

describe("the strict date reader", () => {
  it("takes real days of 1900–9999 only, with no roll-over", () => {
    for (const ok of ["2026-02-28", "2024-02-29", "2000-02-29", "1900-01-01", "9999-12-31", "2026-04-30"])
      expect(isCalendarDate(ok), ok).toBe(true);
    for (const bad of [
      "2026-02-30",
      "2026-02-29",
      "1900-02-29",
      "2026-04-31",
      "0000-01-01",
      "1899-12-31",
      "10000-01-01",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "2026-1-01",
      " 2026-01-01",
      "",
    ])
      expect(isCalendarDate(bad), bad).toBe(false);
  });
});

describe("the strict instant reader", () => {
  it("takes ISO 8601 instants with a time zone on real days, hours and offsets", () => {
    for (const ok of [
      "2026-11-27T10:00:00.000Z",
      "2026-11-27T10:00Z",
      "2026-11-27t10:00:00z",
      "2024-02-29T23:59:59.123456789+01:00",
      "2026-04-30T10:00:00+02:00",
      "1900-01-01T00:00:00+14:00",
      "9999-12-31T23:59:59+01:00",
      "9999-12-31T23:59:59.999Z",
    ])
      expect(isInstant(ok), ok).toBe(true);
  });

  it("refuses what Date.parse rolls over or PostgreSQL refuses", () => {
    for (const bad of [
      "2026-02-30T00:00:00Z",
      "0000-01-01T00:00:00Z",
      "2026-04-31T10:00:00+02:00",
      "2026-11-27T24:00:00Z",
      "2026-11-27T10:60:00Z",
      "2026-11-27T10:00:60Z",
      "2026-11-27T10:00:00+15:00",
      "2026-11-27T10:00:00+02:60",
      "2026-11-27T10:00:00",
      "2026-11-27",
      "+002026-11-27T10:00:00Z",
      "2026-11-27T10:00:00.1234567890Z",
      "10000-01-01T00:00:00Z",
      "9999-12-31T23:59:59-01:00",
    ])
      expect(isInstant(bad), bad).toBe(false);
  });

  it("reads a cursor's key only in the form the database writes", () => {
    expect(isUtcTimestamp("2026-11-27T10:00:00.123456Z")).toBe(true);
    expect(isUtcTimestamp("2026-02-30T10:00:00.123456Z")).toBe(false);
    expect(isUtcTimestamp("2026-11-27T10:00:00+01:00")).toBe(false);
  });
});
