import { describe, expect, it } from "vitest";
import {
  COMPANY_MESSAGES,
  missingForIssuing,
  missingForIssuingMessage,
  updateCompanyProfileInputSchema,
} from "./company";
import { CZECH_ID_MESSAGES } from "./czech-ids";
import { formatValidationIssues } from "./errors";

const complete = {
  version: 0,
  legalName: "Kancl s.r.o.",
  street: "Václavské náměstí 1",
  city: "Praha",
  postalCode: "110 00",
  country: "CZ",
  registrationNumber: "27082440",
  taxId: "CZ27082440",
  vatPayer: true,
  bankAccount: "19-2000145399/0800",
};

const messageOf = (input: unknown) => {
  const result = updateCompanyProfileInputSchema.safeParse(input);
  return result.success ? undefined : formatValidationIssues(result.error.issues);
};

describe("updateCompanyProfileInputSchema", () => {
  it("normalizes identifiers and clears empty text", () => {
    const parsed = updateCompanyProfileInputSchema.parse({
      ...complete,
      registrationNumber: "270 82 440",
      taxId: "cz27082440",
      iban: " cz65 0800 0000 1920 0014 5399 ",
      country: "cz",
      phone: "  ",
      web: "",
    });
    expect(parsed).toMatchObject({ registrationNumber: "27082440", taxId: "CZ27082440", country: "CZ" });
    expect(parsed.iban).toBe("CZ6508000000192000145399");
    expect(parsed.phone).toBeUndefined();
    expect(parsed.web).toBeUndefined();
  });

  it("defaults the country to CZ and the VAT payer to false", () => {
    const parsed = updateCompanyProfileInputSchema.parse({ version: 0 });
    expect(parsed.country).toBe("CZ");
    expect(parsed.vatPayer).toBe(false);
  });

  it.each([
    [{ registrationNumber: "27082441" }, `registrationNumber: ${CZECH_ID_MESSAGES.ico}`],
    [{ taxId: "CZ27082441" }, `taxId: ${CZECH_ID_MESSAGES.dic}`],
    [{ taxId: "CZ45274649" }, `taxId: ${CZECH_ID_MESSAGES.dicNotIco}`],
    [{ bankAccount: "19-2000145398/0800" }, `bankAccount: ${CZECH_ID_MESSAGES.bankAccount}`],
    [{ iban: "CZ6508000000192000145398" }, `iban: ${CZECH_ID_MESSAGES.iban}`],
    [{ iban: "DE89370400440532013000" }, `iban: ${CZECH_ID_MESSAGES.bankMismatch}`],
    [{ bic: "KOMB" }, `bic: ${CZECH_ID_MESSAGES.bic}`],
    [{ postalCode: "1100" }, `postalCode: ${COMPANY_MESSAGES.postalCode}`],
    [{ country: "Czechia" }, `country: ${COMPANY_MESSAGES.country}`],
    [{ email: "not-an-email" }, `email: ${COMPANY_MESSAGES.email}`],
    [{ web: "javascript:alert(1)" }, `web: ${COMPANY_MESSAGES.web}`],
    [{ phone: "call me" }, `phone: ${COMPANY_MESSAGES.phone}`],
    [{ legalName: "x".repeat(301) }, `legalName: ${COMPANY_MESSAGES.legalNameTooLong}`],
  ])("refuses %j with a message naming the field", (change, message) => {
    expect(messageOf({ ...complete, ...change })).toBe(message);
  });

  it("a sole trader's DIČ (a birth number) may differ from the IČO; a foreign postal code is free", () => {
    expect(messageOf({ ...complete, taxId: "CZ8001010006" })).toBeUndefined();
    expect(messageOf({ ...complete, country: "DE", postalCode: "10115" })).toBeUndefined();
    expect(messageOf({ ...complete, country: "GB", postalCode: "SW1A 1AA" })).toBeUndefined();
  });

  it("accepts the matching IBAN beside its account, and refuses unknown fields", () => {
    expect(messageOf({ ...complete, iban: "CZ6508000000192000145399" })).toBeUndefined();
    expect(messageOf({ ...complete, orgId: "x" })).toBe("orgId: Unknown field");
  });
});

describe("missingForIssuing", () => {
  it("is empty for a complete profile", () => {
    expect(missingForIssuing(complete)).toEqual([]);
  });

  it("lists everything of an empty profile in form order", () => {
    expect(missingForIssuing(null)).toEqual([
      "legalName",
      "street",
      "city",
      "postalCode",
      "country",
      "registrationNumber",
      "bankAccount",
    ]);
  });

  it("needs a DIČ only of a VAT payer", () => {
    expect(missingForIssuing({ ...complete, taxId: null })).toEqual(["taxId"]);
    expect(missingForIssuing({ ...complete, taxId: null, vatPayer: false })).toEqual([]);
  });

  it("needs an account (Czech or IBAN) only for a bank transfer", () => {
    expect(missingForIssuing({ ...complete, bankAccount: null })).toEqual(["bankAccount"]);
    expect(missingForIssuing({ ...complete, bankAccount: null, iban: "DE89370400440532013000" })).toEqual([]);
    expect(missingForIssuing({ ...complete, bankAccount: null }, { paymentMethod: "cash" })).toEqual([]);
    expect(missingForIssuing({ ...complete, bankAccount: null }, { paymentMethod: "card" })).toEqual([]);
  });

  it("the message names the field and where to fill it in", () => {
    expect(missingForIssuingMessage("registrationNumber")).toBe(
      "The company profile has no IČO (registrationNumber): fill it in under Settings → Company before issuing an invoice",
    );
  });
});
