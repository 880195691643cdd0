import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildSpayd,
  escapeSpaydValue,
  SPAYD_MAX_LENGTH,
  SPAYD_MAX_MESSAGE_LENGTH,
  SpaydError,
  type SpaydPayment,
  toSpaydText,
} from "./spayd";

const IBAN = "CZ6508000000192000145399";

function errorOf(payment: SpaydPayment): SpaydError {
  try {
    buildSpayd(payment);
  } catch (error) {
    if (error instanceof SpaydError) return error;
    throw error;
  }
  throw new Error("buildSpayd accepted the payment");
}

describe("buildSpayd", () => {
  it("writes an invoice's payment in the standard's key order", () => {
    expect(
      buildSpayd({
        iban: IBAN,
        amountCents: 123456,
        currency: "CZK",
        variableSymbol: "20260003",
        dueDate: "2026-12-09",
        message: "Faktura 2026-0003",
      }),
    ).toBe("SPD*1.0*ACC:CZ6508000000192000145399*AM:1234.56*CC:CZK*DT:20261209*MSG:FAKTURA 2026-0003*X-VS:20260003");
  });

  it("writes only the account when nothing else is known", () => {
    expect(buildSpayd({ iban: IBAN })).toBe("SPD*1.0*ACC:CZ6508000000192000145399");
  });

  it("normalizes the IBAN and appends the BIC with +", () => {
    expect(
      buildSpayd({ iban: "cz65 0800 0000 1920 0014 5399", bic: "gibaczpx", amountCents: 1, currency: "eur" }),
    ).toBe("SPD*1.0*ACC:CZ6508000000192000145399+GIBACZPX*AM:0.01*CC:EUR");
  });

  it("writes every field, the X- symbols last", () => {
    expect(
      buildSpayd({
        iban: IBAN,
        amountCents: 999_999_999,
        currency: "CZK",
        recipientName: "Kancl s.r.o.",
        dueDate: "2026-01-05",
        message: "Platba",
        variableSymbol: "0987654321",
        specificSymbol: "1234567890",
        constantSymbol: "0308",
      }),
    ).toBe(
      "SPD*1.0*ACC:CZ6508000000192000145399*AM:9999999.99*CC:CZK*RN:KANCL S.R.O.*DT:20260105*MSG:PLATBA" +
        "*X-VS:0987654321*X-SS:1234567890*X-KS:0308",
    );
  });

  it("transliterates Czech diacritics in the message to upper-case ASCII", () => {
    expect(buildSpayd({ iban: IBAN, message: "Příliš žluťoučký kůň úpěl ďábelské ódy" })).toBe(
      "SPD*1.0*ACC:CZ6508000000192000145399*MSG:PRILIS ZLUTOUCKY KUN UPEL DABELSKE ODY",
    );
  });

  it("escapes the field separator, the escape character and the plus sign", () => {
    expect(buildSpayd({ iban: IBAN, message: "Sleva 10 % * 2 + DPH" })).toBe(
      "SPD*1.0*ACC:CZ6508000000192000145399*MSG:SLEVA 10 %25 %2A 2 %2B DPH",
    );
    // No unescaped * can reach a value: splitting on * gives exactly the fields.
    const spayd = buildSpayd({ iban: IBAN, message: "***", recipientName: "A*B" });
    expect(spayd.split("*")).toEqual(["SPD", "1.0", "ACC:CZ6508000000192000145399", "RN:A%2AB", "MSG:%2A%2A%2A"]);
  });

  it("turns characters outside the QR alphanumeric set into spaces", () => {
    expect(buildSpayd({ iban: IBAN, message: 'Faktura č. 12, "Acme"; díky!\n\tZaplaceno?' })).toBe(
      "SPD*1.0*ACC:CZ6508000000192000145399*MSG:FAKTURA C. 12 ACME DIKY ZAPLACENO",
    );
    // Everything after SPD*1.0* is in the alphanumeric set, so the QR code stays in its compact mode.
    const spayd = buildSpayd({ iban: IBAN, message: "Ünïcödé ß Łódź 😀 東京 — ok", recipientName: "Øresund ApS" });
    expect(spayd).toBe("SPD*1.0*ACC:CZ6508000000192000145399*RN:ORESUND APS*MSG:UNICODE SS LODZ OK");
    expect(spayd).toMatch(/^[0-9A-Z $%*+\-./:]+$/);
  });

  it("cuts the message to 60 characters, at a word boundary when one is near", () => {
    const long = "Úhrada za konzultace a vývoj aplikace v listopadu dvacet dvacet šest podle smlouvy";
    const spayd = buildSpayd({ iban: IBAN, message: long });
    const message = spayd.split("*MSG:")[1] ?? "";
    expect(message).toBe("UHRADA ZA KONZULTACE A VYVOJ APLIKACE V LISTOPADU DVACET");
    expect(message.length).toBeLessThanOrEqual(SPAYD_MAX_MESSAGE_LENGTH);
    // One long word is cut at exactly 60.
    expect(toSpaydText("x".repeat(80), 60)).toBe("X".repeat(60));
    // The limit counts characters before escaping (the reference validator decodes, then counts).
    const escaped = buildSpayd({ iban: IBAN, message: "*".repeat(70) }).split("*MSG:")[1] ?? "";
    expect(escaped).toBe("%2A".repeat(60));
  });

  it("leaves out a message that is empty once normalized", () => {
    expect(buildSpayd({ iban: IBAN, message: "  😀 !? " })).toBe("SPD*1.0*ACC:CZ6508000000192000145399");
  });

  it("stays within its whole-string bound even in the worst case", () => {
    const worst = buildSpayd({
      iban: "CZ6508000000192000145399",
      bic: "GIBACZPXXXX",
      amountCents: 999_999_999,
      currency: "CZK",
      recipientName: "%".repeat(100),
      dueDate: "2026-12-31",
      message: "+".repeat(100),
      variableSymbol: "9999999999",
      specificSymbol: "9999999999",
      constantSymbol: "9999999999",
    });
    expect(worst.length).toBeLessThanOrEqual(SPAYD_MAX_LENGTH);
  });

  it("refuses what would pay the wrong account or amount, naming the field", () => {
    expect(errorOf({ iban: "CZ6508000000192000145390" }).field).toBe("iban"); // checksum
    expect(errorOf({ iban: "19-2000145399/0800" }).field).toBe("iban"); // not an IBAN
    expect(errorOf({ iban: IBAN, bic: "GIBA" }).field).toBe("bic");
    expect(errorOf({ iban: IBAN, amountCents: 0 }).field).toBe("amountCents");
    expect(errorOf({ iban: IBAN, amountCents: -100 }).field).toBe("amountCents");
    expect(errorOf({ iban: IBAN, amountCents: 1_000_000_000 }).field).toBe("amountCents"); // 11 characters
    expect(errorOf({ iban: IBAN, amountCents: 10.5 }).field).toBe("amountCents");
    expect(errorOf({ iban: IBAN, currency: "Kč" }).field).toBe("currency");
    expect(errorOf({ iban: IBAN, dueDate: "2026-02-30" }).field).toBe("dueDate");
    expect(errorOf({ iban: IBAN, dueDate: "9. 12. 2026" }).field).toBe("dueDate");
    expect(errorOf({ iban: IBAN, variableSymbol: "12345678901" }).field).toBe("variableSymbol");
    expect(errorOf({ iban: IBAN, variableSymbol: "2026-0003" }).field).toBe("variableSymbol");
    expect(errorOf({ iban: IBAN, constantSymbol: "" }).field).toBe("constantSymbol");
    expect(errorOf({ iban: IBAN, specificSymbol: "12a" }).field).toBe("specificSymbol");
  });
});

describe("escapeSpaydValue", () => {
  it("percent-encodes exactly %, * and +", () => {
    expect(escapeSpaydValue("A*B%C+D-E.F/G:H $")).toBe("A%2AB%25C%2BD-E.F/G:H $");
  });
});

describe("buildSpayd with any text (property)", () => {
  it("keeps every field intact, the message within 60 characters, and the string in the alphanumeric set", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 200 }),
        fc.string({ unit: "grapheme", maxLength: 80 }),
        (message, name) => {
          const spayd = buildSpayd({ iban: IBAN, amountCents: 100, message, recipientName: name, variableSymbol: "1" });
          expect(spayd).toMatch(/^[0-9A-Z $%*+\-./:]+$/);
          const fields = spayd.split("*");
          expect(fields.slice(0, 4)).toEqual(["SPD", "1.0", `ACC:${IBAN}`, "AM:1.00"]);
          expect(fields.at(-1)).toBe("X-VS:1");
          for (const field of fields.slice(2)) expect(field).toMatch(/^(ACC|AM|RN|MSG|X-VS):[^*]+$/);
          const decoded = (key: string) => {
            const value = fields.find((field) => field.startsWith(`${key}:`))?.slice(key.length + 1);
            return value === undefined ? undefined : decodeURIComponent(value);
          };
          expect((decoded("MSG") ?? "").length).toBeLessThanOrEqual(60);
          expect((decoded("RN") ?? "").length).toBeLessThanOrEqual(35);
          expect(spayd.length).toBeLessThanOrEqual(SPAYD_MAX_LENGTH);
        },
      ),
    );
  });
});
