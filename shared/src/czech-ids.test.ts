import { describe, expect, it } from "vitest";
import {
  bicSchema,
  CZECH_ID_MESSAGES,
  czechAccountFromIban,
  czechBankAccountSchema,
  czechIdProblems,
  dicSchema,
  formatCzechBankAccount,
  ibanFromCzechAccount,
  ibanSchema,
  icoSchema,
  isCzechCountry,
  isValidCzechBankAccount,
  isValidDic,
  isValidIban,
  isValidIco,
  parseCzechBankAccount,
  reconcileBankDetails,
} from "./czech-ids";

describe("IČO", () => {
  it.each([
    ["00177041", "Škoda Auto"],
    ["45274649", "ČEZ"],
    ["45317054", "Komerční banka"],
    ["27082440", "Alza.cz"],
    ["26168685", "Seznam.cz"],
    ["00006947", "Ministerstvo financí"],
  ])("accepts the real IČO %s (%s)", (ico) => expect(isValidIco(ico)).toBe(true));

  it("knows both special cases of the check digit: remainder 0 gives 1, remainder 1 gives 0", () => {
    // Weights 8…2: 0010011 sums 6 + 3 + 2 = 11 (remainder 0 → 1); 0100011 sums 7 + 3 + 2 = 12 (remainder 1 → 0).
    expect(isValidIco("00100111")).toBe(true);
    expect(isValidIco("00100110")).toBe(false);
    expect(isValidIco("01000110")).toBe(true);
    expect(isValidIco("01000111")).toBe(false);
    expect(isValidIco("00000001")).toBe(true); // sum 0
  });

  it.each(["00177042", "45274648", "1234567", "123456789", "2708244a", ""])("refuses %j", (ico) =>
    expect(isValidIco(ico)).toBe(false),
  );

  it("the schema removes spaces and names the field in its message", () => {
    expect(icoSchema.parse(" 270 82 440 ")).toBe("27082440");
    const result = icoSchema.safeParse("27082441");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(CZECH_ID_MESSAGES.ico);
    expect(CZECH_ID_MESSAGES.ico).toMatch(/^IČO /);
  });
});

describe("DIČ", () => {
  it("accepts a company's CZ + IČO and refuses a broken check digit", () => {
    expect(isValidDic("CZ27082440")).toBe(true);
    expect(isValidDic("CZ27082441")).toBe(false);
  });

  it("accepts a person's birth number (10 digits divisible by 11, or the pre-1985 remainder 10 written 0)", () => {
    expect(isValidDic("CZ8001010006")).toBe(true);
    expect(isValidDic("CZ8001010007")).toBe(false);
    // 780123001: mod 11 = 10, so the old numbers end in 0 instead of a check digit of 10.
    const nine = [...Array(1000).keys()]
      .map((n) => `780123${String(n).padStart(3, "0")}`)
      .find((digits) => Number(digits) % 11 === 10);
    expect(isValidDic(`CZ${nine}0`)).toBe(true);
    expect(isValidDic("CZ8013010006")).toBe(false); // month 13 is no month
  });

  it("accepts 9 digits (a birth number before 1954, or an assigned CZ699…)", () => {
    expect(isValidDic("CZ699001234")).toBe(true);
    expect(isValidDic("CZ530101123")).toBe(true);
  });

  it.each(["27082440", "DE123456789", "CZ1234567", "CZ12345678901", "CZ2708244O", "SK2020317068"])(
    "refuses %j as a Czech DIČ",
    (dic) => expect(isValidDic(dic)).toBe(false),
  );

  it("the schema removes spaces and capitalizes", () => {
    expect(dicSchema.parse("cz 270 82 440")).toBe("CZ27082440");
    expect(dicSchema.safeParse("CZ27082441").error?.issues[0]?.message).toBe(CZECH_ID_MESSAGES.dic);
  });
});

describe("Czech bank account", () => {
  it("reads and checks prefix, number and bank code", () => {
    expect(parseCzechBankAccount("19-2000145399/0800")).toEqual({
      prefix: "19",
      number: "2000145399",
      bankCode: "0800",
    });
    expect(parseCzechBankAccount("2000145399/0800")).toEqual({ prefix: "", number: "2000145399", bankCode: "0800" });
    expect(parseCzechBankAccount("000019-2000145399/0800")).toEqual({
      prefix: "19",
      number: "2000145399",
      bankCode: "0800",
    });
  });

  it.each([
    ["19-2000145398/0800", "number checksum"],
    ["18-2000145399/0800", "prefix checksum"],
    ["1234567-2000145399/0800", "prefix of 7 digits"],
    ["19-12345678901/0800", "number of 11 digits"],
    ["19-2000145399/800", "bank code of 3 digits"],
    ["19-2000145399", "no bank code"],
    ["0000000000/0800", "no significant digits"],
    ["CZ6508000000192000145399", "an IBAN"],
  ])("refuses %s (%s)", (account) => expect(isValidCzechBankAccount(account)).toBe(false));

  it("writes an account canonically and the schema does so too", () => {
    expect(formatCzechBankAccount({ prefix: "", number: "2000145399", bankCode: "0800" })).toBe("2000145399/0800");
    expect(czechBankAccountSchema.parse(" 000019-2000145399 / 0800 ")).toBe("19-2000145399/0800");
    expect(czechBankAccountSchema.safeParse("19-2000145398/0800").error?.issues[0]?.message).toBe(
      CZECH_ID_MESSAGES.bankAccount,
    );
  });
});

/** A CZ IBAN with correct mod-97 check digits around any bank code + prefix and number. */
function withCheckDigits(country: string, bankAndPrefix: string, number: string): string {
  const bban = `${bankAndPrefix}${number}`;
  const numeric = `${bban}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return `${country}${String(98n - (BigInt(numeric) % 97n)).padStart(2, "0")}${bban}`;
}

describe("IBAN", () => {
  it.each([
    "CZ6508000000192000145399",
    "SK3112000000198742637541",
    "DE89370400440532013000",
    "AT611904300234573201",
    "PL61109010140000071219812874",
    "GB82WEST12345698765432",
  ])("accepts %s", (iban) => expect(isValidIban(iban)).toBe(true));

  it.each([
    ["CZ6508000000192000145398", "a mod-97 failure"],
    ["CZ650800000019200014539", "one character short for CZ"],
    ["DE8937040044053201300", "one character short for DE"],
    ["GB82WEST1234569876543", "one character short for GB"],
    ["XX6508000000192000145399", "an unknown country"],
    [withCheckDigits("CZ", "0800000301", "2000145399"), "a CZ IBAN whose mod-97 holds but whose prefix fails mod 11"],
  ])("refuses %s (%s)", (iban) => expect(isValidIban(iban)).toBe(false));

  it("the schema takes spaces and lower case and gives the electronic form", () => {
    expect(ibanSchema.parse("cz65 0800 0000 1920 0014 5399")).toBe("CZ6508000000192000145399");
    expect(ibanSchema.safeParse("CZ6508000000192000145398").error?.issues[0]?.message).toBe(CZECH_ID_MESSAGES.iban);
  });

  it("derives a CZ IBAN from a Czech account and back", () => {
    expect(ibanFromCzechAccount("19-2000145399/0800")).toBe("CZ6508000000192000145399");
    expect(czechAccountFromIban("CZ6508000000192000145399")).toBe("19-2000145399/0800");
    expect(czechAccountFromIban(ibanFromCzechAccount("2000145399/0800") as string)).toBe("2000145399/0800");
    expect(czechAccountFromIban("DE89370400440532013000")).toBeUndefined();
    expect(ibanFromCzechAccount("19-2000145398/0800")).toBeUndefined();
  });
});

describe("reconcileBankDetails", () => {
  it("fills the missing half and refuses two different accounts", () => {
    expect(reconcileBankDetails({ bankAccount: "19-2000145399/0800" })).toEqual({
      bankAccount: "19-2000145399/0800",
      iban: "CZ6508000000192000145399",
      mismatch: false,
    });
    expect(reconcileBankDetails({ iban: "CZ6508000000192000145399" })).toEqual({
      bankAccount: "19-2000145399/0800",
      iban: "CZ6508000000192000145399",
      mismatch: false,
    });
    expect(reconcileBankDetails({ iban: "DE89370400440532013000" })).toEqual({
      bankAccount: null,
      iban: "DE89370400440532013000",
      mismatch: false,
    });
    expect(reconcileBankDetails({ bankAccount: "2000145399/0800", iban: "CZ6508000000192000145399" }).mismatch).toBe(
      true,
    );
    // A Czech account beside a foreign IBAN (say, a second account abroad) are two accounts too.
    expect(reconcileBankDetails({ bankAccount: "19-2000145399/0800", iban: "DE89370400440532013000" }).mismatch).toBe(
      true,
    );
    expect(reconcileBankDetails({})).toEqual({ bankAccount: null, iban: null, mismatch: false });
  });
});

describe("BIC", () => {
  it("accepts 8 and 11 characters, refuses others", () => {
    expect(bicSchema.parse("kombczpp")).toBe("KOMBCZPP");
    expect(bicSchema.parse("GIBACZPX XXX")).toBe("GIBACZPXXXX");
    expect(bicSchema.safeParse("KOMB").error?.issues[0]?.message).toBe(CZECH_ID_MESSAGES.bic);
  });
});

describe("contacts: where the Czech checks apply (decision 086)", () => {
  it("checks a DIČ only when it starts with CZ", () => {
    expect(czechIdProblems({ taxId: "DE123456789" })).toEqual([]);
    expect(czechIdProblems({ taxId: "SK2020317068" })).toEqual([]);
    expect(czechIdProblems({ taxId: "cz27082440" })).toEqual([]);
    expect(czechIdProblems({ taxId: "CZ12345678" })).toEqual([{ field: "taxId", message: CZECH_ID_MESSAGES.dic }]);
  });

  it("checks an IČO when the country is Czech or not given, and not for a foreign company", () => {
    const broken = [{ field: "registrationNumber", message: CZECH_ID_MESSAGES.icoOfContact }];
    expect(czechIdProblems({ registrationNumber: "12345678" })).toEqual(broken);
    expect(czechIdProblems({ registrationNumber: "12345678", country: "Czech Republic" })).toEqual(broken);
    expect(czechIdProblems({ registrationNumber: "12345678", country: "Česko" })).toEqual(broken);
    expect(czechIdProblems({ registrationNumber: "HRB 86891", country: "Germany" })).toEqual([]);
    expect(czechIdProblems({ registrationNumber: "270 82 440" })).toEqual([]);
  });

  it("recognizes the ways people write the Czech Republic", () => {
    for (const name of ["CZ", "cz", "CZE", "Czechia", "Czech Republic", "Česko", "Česká republika", "ČR"]) {
      expect(isCzechCountry(name)).toBe(true);
    }
    for (const name of ["Germany", "SK", "Slovakia", "Czechoslovakia"]) expect(isCzechCountry(name)).toBe(false);
  });
});
