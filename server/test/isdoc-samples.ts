/**
 * Sample ISDOC documents (the engine's plain input) for tests and bench/isdoc.ts: two VAT rates, reverse charge,
 * EUR with the recapitulation in CZK, a non-payer supplier and a credit note.
 */
import type { IsdocDocument, IsdocLine, IsdocParty, IsdocVatRecapEntry } from "../src/isdoc/isdoc-document";

export const SUPPLIER: IsdocParty = {
  name: "Kancl Software s.r.o.",
  companyId: "27082440",
  vatId: "CZ27082440",
  address: { street: "Vinohradská 1234/12", city: "Praha 2", postalCode: "120 00", countryCode: "CZ" },
  register: "C 123456 vedená u Městského soudu v Praze",
  contact: { name: "Jana Nováková", phone: "+420 601 234 567", email: "fakturace@kancl.example" },
};

export const CUSTOMER: IsdocParty = {
  name: "Acme & Synové a.s.",
  companyId: "25596641",
  vatId: "CZ25596641",
  address: { street: "Náměstí Míru", buildingNumber: "15", city: "Brno", postalCode: "602 00", countryCode: "CZ" },
};

export const EU_CUSTOMER: IsdocParty = {
  name: "Bauhaus Montage GmbH",
  companyId: "",
  vatId: "DE811907980",
  address: { street: "Hauptstraße 5", city: "München", postalCode: "80331", countryCode: "DE" },
};

const BANK = {
  number: "19-2000145399",
  bankCode: "0800",
  bankName: "Česká spořitelna, a.s.",
  iban: "CZ65 0800 0000 1920 0014 5399",
  bic: "GIBACZPX",
};

/** Half away from zero on integers (cents × rate / 100 etc.). */
function round(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

type LineInput = Omit<IsdocLine, "baseCents" | "vatCents"> & { vatCents?: number };

/** A line with its base (quantity × unit price) and VAT (0 under reverse charge or for a non-payer). */
function line(input: LineInput, vatApplicable = true): IsdocLine {
  const baseCents = round(Number(input.quantity) * input.unitPriceCents);
  const vatCents =
    input.reverseCharge || !vatApplicable ? 0 : (input.vatCents ?? round((baseCents * input.vatRatePercent) / 100));
  return { ...input, baseCents, vatCents };
}

/** The recapitulation per rate and regime, VAT from the base; in CZK from the converted base when `rate` is given. */
function recap(lines: IsdocLine[], rate?: number): IsdocVatRecapEntry[] {
  const rows = new Map<string, IsdocVatRecapEntry>();
  for (const item of lines) {
    const key = `${item.vatRatePercent}|${item.reverseCharge ? 1 : 0}`;
    const row = rows.get(key) ?? {
      vatRatePercent: item.vatRatePercent,
      reverseCharge: item.reverseCharge !== undefined,
      baseCents: 0,
      vatCents: 0,
    };
    row.baseCents += item.baseCents;
    rows.set(key, row);
  }
  return [...rows.values()].map((row) => {
    const vatCents = row.reverseCharge ? 0 : round((row.baseCents * row.vatRatePercent) / 100);
    if (rate === undefined) return { ...row, vatCents };
    const localBaseCents = round(row.baseCents * rate);
    const localVatCents = row.reverseCharge ? 0 : round((localBaseCents * row.vatRatePercent) / 100);
    return { ...row, vatCents, localBaseCents, localVatCents };
  });
}

/** An invoice in CZK with lines at 21 % and 12 %, paid by bank transfer. */
export function twoRatesInvoice(): IsdocDocument {
  const lines = [
    line({
      description: "Implementace CRM — listopad",
      quantity: "12.5",
      unit: "h",
      unitPriceCents: 1_650_00,
      vatRatePercent: 21,
    }),
    line({
      description: "Licence Kancl (12 měsíců)",
      quantity: 3,
      unit: "ks",
      unitPriceCents: 2_490_00,
      vatRatePercent: 21,
    }),
    line({
      description: 'Odborná kniha "Účetnictví 2026"',
      quantity: 2,
      unit: "ks",
      unitPriceCents: 599_90,
      vatRatePercent: 12,
    }),
  ];
  return {
    type: "invoice",
    number: "2026-0003",
    uuid: "3f2c8a8e-1b7d-4c55-9a51-0d6a2f0c1e01",
    issueDate: "2026-11-25",
    taxPointDate: "2026-11-25",
    vatApplicable: true,
    currency: "CZK",
    supplier: SUPPLIER,
    customer: CUSTOMER,
    lines,
    vatRecap: recap(lines),
    note: "Děkujeme za spolupráci. <Kancl> & spol.",
    payment: {
      means: "bank-transfer",
      dueDate: "2026-12-09",
      account: BANK,
      variableSymbol: "20260003",
      constantSymbol: "0308",
    },
  };
}

/** Construction work under the domestic reverse charge (§ 92a, code 4) beside an ordinary 21 % line. */
export function reverseChargeInvoice(): IsdocDocument {
  const lines = [
    line({
      description: "Stavební práce — montáž příček",
      quantity: 1,
      unit: "kpl",
      unitPriceCents: 185_000_00,
      vatRatePercent: 21,
      reverseCharge: { localCode: "4" },
    }),
    line({ description: "Doprava materiálu", quantity: 1, unitPriceCents: 3_500_00, vatRatePercent: 21 }),
  ];
  return {
    ...twoRatesInvoice(),
    number: "2026-0004",
    uuid: "3f2c8a8e-1b7d-4c55-9a51-0d6a2f0c1e02",
    lines,
    vatRecap: recap(lines),
    note: "Daň odvede zákazník podle § 92a zákona o DPH.",
  };
}

/** An EUR invoice to an EU customer: a cross-border reverse charge line and a 21 % line, recapitulated in CZK. */
export function eurInvoice(): IsdocDocument {
  const rate = 25.085;
  const lines = [
    line({
      description: "Software development (November)",
      quantity: 40,
      unit: "h",
      unitPriceCents: 85_00,
      vatRatePercent: 21,
      reverseCharge: {},
    }),
    line({
      description: "Konference v Praze — vstupenka",
      quantity: 2,
      unit: "ks",
      unitPriceCents: 349_99,
      vatRatePercent: 21,
    }),
    line({ description: "Kniha", quantity: 1, unit: "ks", unitPriceCents: 24_50, vatRatePercent: 12 }),
  ];
  return {
    ...twoRatesInvoice(),
    number: "2026-0005",
    uuid: "3f2c8a8e-1b7d-4c55-9a51-0d6a2f0c1e03",
    currency: "EUR",
    exchangeRate: { rate: "25.085" },
    customer: EU_CUSTOMER,
    lines,
    vatRecap: recap(lines, rate),
    payment: { means: "bank-transfer", dueDate: "2026-12-09", account: BANK, variableSymbol: "20260005" },
  };
}

/** A supplier who is not a VAT payer: no VAT, no DUZP, paid in cash. */
export function nonPayerInvoice(): IsdocDocument {
  const lines = [
    line({ description: "Fotografování svatby", quantity: 1, unitPriceCents: 15_000_00, vatRatePercent: 0 }, false),
    line(
      { description: "Tisk fotografií 13×18", quantity: 120, unit: "ks", unitPriceCents: 9_50, vatRatePercent: 0 },
      false,
    ),
  ];
  return {
    type: "invoice",
    number: "2026-0006",
    uuid: "3f2c8a8e-1b7d-4c55-9a51-0d6a2f0c1e04",
    issueDate: "2026-11-25",
    taxPointDate: "2026-11-25",
    vatApplicable: false,
    currency: "CZK",
    supplier: { ...SUPPLIER, name: "Jan Fotograf", companyId: "12345678", vatId: undefined, register: undefined },
    customer: {
      name: "Petra Svobodová",
      address: { street: "Lipová 3", city: "Olomouc", postalCode: "779 00", countryCode: "CZ" },
    },
    lines,
    vatRecap: recap(lines),
    note: "Nejsem plátce DPH.",
    payment: { means: "cash" },
  };
}

/** A credit note returning part of twoRatesInvoice(): negative amounts as Kancl keeps them. */
export function creditNote(): IsdocDocument {
  const lines = [
    line({
      description: "Vrácení — Licence Kancl (12 měsíců)",
      quantity: 1,
      unit: "ks",
      unitPriceCents: -2_490_00,
      vatRatePercent: 21,
    }),
    line({ description: "Sleva na knihu", quantity: 1, unit: "ks", unitPriceCents: -100_00, vatRatePercent: 12 }),
  ];
  return {
    type: "credit-note",
    number: "D2026-0001",
    uuid: "3f2c8a8e-1b7d-4c55-9a51-0d6a2f0c1e05",
    issueDate: "2026-11-30",
    taxPointDate: "2026-11-30",
    vatApplicable: true,
    currency: "CZK",
    supplier: SUPPLIER,
    customer: CUSTOMER,
    lines,
    vatRecap: recap(lines),
    originalDocument: { number: "2026-0003", issueDate: "2026-11-25", uuid: "3f2c8a8e-1b7d-4c55-9a51-0d6a2f0c1e01" },
    note: "Opravný daňový doklad k faktuře 2026-0003: vrácení jedné licence.",
    payment: { means: "bank-transfer", dueDate: "2026-12-14", account: BANK, variableSymbol: "20260003" },
  };
}

/** A longer EUR invoice (bench/isdoc.ts): `count` lines alternating 21 % and 12 %, recapitulated in CZK. */
export function manyLinesInvoice(count: number): IsdocDocument {
  const lines = Array.from({ length: count }, (_, index) =>
    line({
      description: `Položka ${index + 1}: konzultace a vývoj — sprint ${Math.floor(index / 2) + 1}`,
      quantity: (index % 3) + 1.5,
      unit: index % 2 === 0 ? "h" : "ks",
      unitPriceCents: 85_00 + index * 1_37,
      vatRatePercent: index % 2 === 0 ? 21 : 12,
    }),
  );
  return { ...eurInvoice(), number: `2026-${String(count).padStart(4, "0")}`, lines, vatRecap: recap(lines, 25.085) };
}

/** Every sample, by name. */
export const ISDOC_SAMPLES = {
  "two VAT rates": twoRatesInvoice,
  "reverse charge": reverseChargeInvoice,
  "EUR with CZK recapitulation": eurInvoice,
  "non-payer supplier": nonPayerInvoice,
  "credit note": creditNote,
} satisfies Record<string, () => IsdocDocument>;
