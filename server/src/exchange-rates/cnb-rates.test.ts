import { describe, expect, it } from "vitest";
import { parseCnbDailyFile } from "./cnb-rates";

describe("parseCnbDailyFile", () => {
  const english =
    "25 Nov 2026 #228\nCountry|Currency|Amount|Code|Rate\nEMU|euro|1|EUR|24.305\nJapan|yen|100|JPY|13.501\n";

  it("reads a currency's rate per one unit and the fixing's day", () => {
    expect(parseCnbDailyFile(english, "EUR")).toEqual({ rate: 24.305, rateDate: "2026-11-25" });
    expect(parseCnbDailyFile(english, "JPY")).toEqual({ rate: 0.13501, rateDate: "2026-11-25" });
  });

  it("reads the Czech file with its decimal comma and Windows line ends", () => {
    const czech = "2.1.2026 #1\r\nzemě|měna|množství|kód|kurz\r\nEMU|euro|1|EUR|24,310\r\n";
    expect(parseCnbDailyFile(czech, "EUR")).toEqual({ rate: 24.31, rateDate: "2026-01-02" });
  });

  it("answers undefined for a missing currency or a file that is not the bank's", () => {
    expect(parseCnbDailyFile(english, "GBP")).toBeUndefined();
    expect(parseCnbDailyFile("<html>maintenance</html>", "EUR")).toBeUndefined();
    expect(parseCnbDailyFile("25 Nov 2026 #228\nCountry|Currency|Amount|Code|Rate\nEMU|euro|1|EUR|n/a\n", "EUR")).toBe(
      undefined,
    );
  });
});
