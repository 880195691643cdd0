import { describe, expect, it } from "vitest";
import { parseAddress } from "./invoice-isdoc-mapper";

// The customer's billing address is one free text in Kancl; ISDOC wants street, postal code, city and country.

describe("parseAddress", () => {
  it.each([
    ["Náměstí Míru 15, 602 00 Brno", { street: "Náměstí Míru 15", postalCode: "602 00", city: "Brno" }],
    ["Náměstí Míru 15\n602 00 Brno", { street: "Náměstí Míru 15", postalCode: "602 00", city: "Brno" }],
    ["Dlouhá 1, 11000 Praha 1", { street: "Dlouhá 1", postalCode: "11000", city: "Praha 1" }],
    ["Vinohradská 1234/12, Praha 2 120 00", { street: "Vinohradská 1234/12", postalCode: "120 00", city: "Praha 2" }],
    [
      "Firma s.r.o., Hlavní 5, 779 00 Olomouc, Česko",
      { street: "Firma s.r.o., Hlavní 5", postalCode: "779 00", city: "Olomouc, Česko" },
    ],
    ["Vinohradská 1234, 120 00 Praha", { street: "Vinohradská 1234", postalCode: "120 00", city: "Praha" }],
    ["Dlouhá 1234, Praha", { street: "Dlouhá 1234", postalCode: "", city: "Praha" }],
    ["Ringstraße 1, 1010 Wien", { street: "Ringstraße 1", postalCode: "1010", city: "Wien" }],
    ["Dlouhá 1, Praha", { street: "Dlouhá 1", postalCode: "", city: "Praha" }],
    ["Praha", { street: "Praha", postalCode: "", city: "" }],
    ["", { street: "", postalCode: "", city: "" }],
  ])("%j", (text, expected) => {
    expect(parseAddress(text, "CZ12345678")).toEqual({ ...expected, countryCode: "CZ" });
  });

  it("takes the country from the DIČ's prefix (EL is Greece), else CZ", () => {
    expect(parseAddress("Hauptstraße 5, 80331 München", "DE811907980")).toEqual({
      street: "Hauptstraße 5",
      postalCode: "80331",
      city: "München",
      countryCode: "DE",
    });
    expect(parseAddress("Odos 1, 10431 Athina", "EL094259216").countryCode).toBe("GR");
    expect(parseAddress("Dlouhá 1, Praha", null).countryCode).toBe("CZ");
    expect(parseAddress("Dlouhá 1, Praha", "12345678").countryCode).toBe("CZ");
  });
});
