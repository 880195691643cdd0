import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  czechCurrencyLabel,
  formatCzechAmount,
  formatCzechDate,
  formatCzechMoney,
  formatCzechNumber,
  formatCzechPercent,
  isIsoDate,
} from "./czech-format";

/** The non-breaking space Czech puts between thousands and before the currency. */
const NB = "\u00a0";

describe("formatCzechMoney", () => {
  it("writes CZK with Kč, a non-breaking group separator and a decimal comma", () => {
    expect(formatCzechMoney(123456, "CZK")).toBe(`1${NB}234,56${NB}Kč`);
    expect(formatCzechMoney(100, "czk")).toBe(`1,00${NB}Kč`);
    expect(formatCzechMoney(0, "CZK")).toBe(`0,00${NB}Kč`);
    expect(formatCzechMoney(5, "CZK")).toBe(`0,05${NB}Kč`);
  });

  it("writes foreign currencies by their ISO code", () => {
    expect(formatCzechMoney(123456, "EUR")).toBe(`1${NB}234,56${NB}EUR`);
    expect(formatCzechMoney(123456, "USD")).toBe(`1${NB}234,56${NB}USD`);
    expect(formatCzechMoney(99, "GBP")).toBe(`0,99${NB}GBP`);
  });

  it("writes negative amounts with a hyphen-minus, as Czech documents do", () => {
    expect(formatCzechMoney(-123456, "CZK")).toBe(`-1${NB}234,56${NB}Kč`);
    expect(formatCzechMoney(-1, "EUR")).toBe(`-0,01${NB}EUR`);
  });

  it("keeps every cent of the largest amount the database holds (no float on the way)", () => {
    expect(formatCzechMoney(99_999_999_999_999, "CZK")).toBe(`999${NB}999${NB}999${NB}999,99${NB}Kč`);
    // As a float, 9007199254740.993 cannot exist; from cents it is exact.
    expect(formatCzechMoney(900_719_925_474_099, "CZK")).toBe(`9${NB}007${NB}199${NB}254${NB}740,99${NB}Kč`);
  });

  it("refuses fractional cents and unknown currency codes", () => {
    expect(() => formatCzechMoney(1.5, "CZK")).toThrow(RangeError);
    expect(() => formatCzechMoney(Number.NaN, "CZK")).toThrow(RangeError);
    expect(() => formatCzechMoney(100, "KORUNA")).toThrow(RangeError);
  });
});

describe("formatCzechAmount, formatCzechNumber, formatCzechPercent", () => {
  it("writes amounts without a currency for columns headed by one", () => {
    expect(formatCzechAmount(123456789)).toBe(`1${NB}234${NB}567,89`);
    expect(formatCzechAmount(-50)).toBe("-0,50");
  });

  it("writes quantities and rates with a decimal comma and no trailing zeros", () => {
    expect(formatCzechNumber(1.5)).toBe("1,5");
    expect(formatCzechNumber("2.000")).toBe("2");
    expect(formatCzechNumber("25.085")).toBe("25,085");
    expect(formatCzechNumber(1234.5)).toBe(`1${NB}234,5`);
    expect(() => formatCzechNumber("abc")).toThrow(RangeError);
  });

  it("writes VAT rates with a non-breaking space before the percent sign", () => {
    expect(formatCzechPercent(21)).toBe(`21${NB}%`);
    expect(formatCzechPercent(0)).toBe(`0${NB}%`);
    expect(formatCzechPercent(12.5)).toBe(`12,5${NB}%`);
  });

  it("labels CZK as Kč and the rest by code", () => {
    expect(czechCurrencyLabel("CZK")).toBe("Kč");
    expect(czechCurrencyLabel("eur")).toBe("EUR");
  });
});

describe("formatCzechDate", () => {
  it("writes day. month. year without leading zeros", () => {
    expect(formatCzechDate("2026-11-25")).toBe("25. 11. 2026");
    expect(formatCzechDate("2026-01-05")).toBe("5. 1. 2026");
    expect(formatCzechDate("2024-02-29")).toBe("29. 2. 2024");
  });

  it("is the calendar day it names in every time zone (no drift at midnight)", () => {
    const zone = process.env.TZ;
    try {
      // UTC-11 and UTC+14: a date read as a local or a UTC midnight would move a day in one of them.
      for (const tz of ["Pacific/Pago_Pago", "Pacific/Kiritimati", "Europe/Prague"]) {
        process.env.TZ = tz;
        for (const day of ["2026-01-01", "2026-03-29", "2026-10-25", "2026-12-31"]) {
          const [y, m, d] = day.split("-").map(Number);
          expect(formatCzechDate(day), `${day} in ${tz}`).toBe(`${d}. ${m}. ${y}`);
        }
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("refuses what is not a calendar date", () => {
    for (const bad of ["2026-02-30", "2025-02-29", "2026-13-01", "25. 11. 2026", "2026-11-25T00:00:00Z", ""]) {
      expect(() => formatCzechDate(bad), bad).toThrow(RangeError);
      expect(isIsoDate(bad)).toBe(false);
    }
    expect(isIsoDate("2026-11-25")).toBe(true);
  });
});

describe("formatCzechMoney with any amount (property)", () => {
  it("reads back as the same cents: digits grouped by three with non-breaking spaces, a decimal comma", () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999_999, max: 99_999_999_999_999 }), (cents) => {
        const text = formatCzechMoney(cents, "CZK");
        expect(text).toMatch(/^-?\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0Kč$/);
        const back = Number(
          text
            .replace(/\u00a0Kč$/, "")
            .replaceAll("\u00a0", "")
            .replace(",", ""),
        );
        expect(back).toBe(cents);
      }),
    );
  });
});
