import { describe, expect, it } from "vitest";
import { computeDocumentTotals, computeInvoiceTotals, toCzkCents, vatRecapAsAmounts } from "./invoice-totals";
import { checkInvoiceInput, createInvoiceInputSchema, variableSymbolOf, vatRateItemMessage } from "./invoices";

/** A small deterministic generator (no dependency in shared): the same 2,000 cases on every run. */
function* cases(count: number) {
  let seed = 20_261_126;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (let i = 0; i < count; i++) {
    const items = Array.from({ length: 1 + Math.floor(next() * 5) }, () => ({
      quantity: Math.round(next() * 100_000) / 1000 + 0.001,
      unitPrice: Math.round(next() * 10_000_000) / 100,
    }));
    const taxRate = [21, 12, 0, 15, 10.5][Math.floor(next() * 5)] ?? 21;
    yield { items, taxRate };
  }
}

describe("computeDocumentTotals", () => {
  it("equals computeInvoiceTotals exactly for every single-rate invoice (2,000 generated cases)", () => {
    for (const { items, taxRate } of cases(2000)) {
      const before = computeInvoiceTotals(items, taxRate);
      const now = computeDocumentTotals(items, { taxRate });
      expect({ ...now, recap: undefined, czk: undefined }).toEqual({ ...before, recap: undefined, czk: undefined });
      expect(now.recap).toEqual([
        {
          rate: taxRate,
          baseCents: before.subtotalCents,
          vatCents: before.taxCents,
          totalCents: before.totalCents,
          czk: null,
        },
      ]);
    }
  });

  it("computes the VAT once per rate from the rate's base (not per line), highest rate first", () => {
    // Three lines of 0.10 at 21 %: per line 0.021 → 0.02 each (0.06); per rate 0.30 × 21 % = 0.063 → 0.06.
    // Two lines of 0.05 at 12 %: per line 0.006 → 0.01 each (0.02); per rate 0.10 × 12 % = 0.012 → 0.01.
    const totals = computeDocumentTotals(
      [
        { quantity: 1, unitPrice: 0.05, vatRate: 12 },
        { quantity: 3, unitPrice: 0.1, vatRate: 21 },
        { quantity: 1, unitPrice: 0.05, vatRate: 12 },
        { quantity: 2, unitPrice: 100, vatRate: 0 },
      ],
      { taxRate: 21 },
    );
    expect(vatRecapAsAmounts(totals).vatRecap).toEqual([
      { rate: 21, base: 0.3, vat: 0.06, total: 0.36, baseCzk: null, vatCzk: null, totalCzk: null },
      { rate: 12, base: 0.1, vat: 0.01, total: 0.11, baseCzk: null, vatCzk: null, totalCzk: null },
      { rate: 0, base: 200, vat: 0, total: 200, baseCzk: null, vatCzk: null, totalCzk: null },
    ]);
    expect(totals).toMatchObject({ subtotalCents: 20_040, taxCents: 7, totalCents: 20_047 });
  });

  it("takes the invoice's taxRate for lines without a rate", () => {
    const totals = computeDocumentTotals(
      [
        { quantity: 1, unitPrice: 100 },
        { quantity: 1, unitPrice: 100, vatRate: 12 },
      ],
      { taxRate: 21 },
    );
    expect(totals.recap.map((line) => [line.rate, line.vatCents])).toEqual([
      [21, 2100],
      [12, 1200],
    ]);
  });

  it("reverse charge keeps the bases per rate without VAT; a non-payer has no VAT and no recapitulation", () => {
    const items = [
      { quantity: 1, unitPrice: 1000, vatRate: 21 },
      { quantity: 1, unitPrice: 500, vatRate: 12 },
    ];
    const reverse = computeDocumentTotals(items, { taxRate: 21, vatMode: "reverse_charge" });
    expect(reverse).toMatchObject({ subtotalCents: 150_000, taxCents: 0, totalCents: 150_000 });
    expect(reverse.recap.map((line) => [line.rate, line.baseCents, line.vatCents])).toEqual([
      [21, 100_000, 0],
      [12, 50_000, 0],
    ]);
    const nonPayer = computeDocumentTotals(items, { taxRate: 21, vatMode: "non_payer" });
    expect(nonPayer).toMatchObject({ subtotalCents: 150_000, taxCents: 0, totalCents: 150_000, recap: [] });
  });

  it("answers a foreign-currency document in CZK: each base converted to haléře, the VAT from the CZK base", () => {
    const totals = computeDocumentTotals(
      [
        { quantity: 1, unitPrice: 1000, vatRate: 21 },
        { quantity: 3, unitPrice: 33.33, vatRate: 12 },
      ],
      { taxRate: 21, exchangeRate: 25.125 },
    );
    // 1000.00 EUR × 25.125 = 25 125.00 CZK, VAT 21 % = 5 276.25; 99.99 EUR × 25.125 = 2 512.25 (2 512.24875),
    // VAT 12 % = 301.47 (301.47).
    expect(vatRecapAsAmounts(totals)).toEqual({
      vatRecap: [
        { rate: 21, base: 1000, vat: 210, total: 1210, baseCzk: 25_125, vatCzk: 5276.25, totalCzk: 30_401.25 },
        { rate: 12, base: 99.99, vat: 12, total: 111.99, baseCzk: 2512.25, vatCzk: 301.47, totalCzk: 2813.72 },
      ],
      czkTotals: { subtotal: 27_637.25, tax: 5577.72, total: 33_214.97 },
    });
  });

  it("rounds credit notes' negative amounts half away from zero like positive ones", () => {
    const totals = computeDocumentTotals([{ quantity: 1.5, unitPrice: -0.33, vatRate: 21 }], { taxRate: 21 });
    expect(totals).toMatchObject({ itemTotalsCents: [-50], subtotalCents: -50, taxCents: -11, totalCents: -61 });
    expect(toCzkCents(-50, 25.125)).toBe(-1256);
  });
});

describe("the tax document's input", () => {
  const base = {
    dealId: "00000000-0000-4000-8000-000000000001",
    billingContactId: "00000000-0000-4000-8000-000000000002",
    items: [{ description: "A", quantity: 1, unitPrice: 1 }],
    dueDate: "2026-12-31",
  };

  it("defaults to a bank transfer without reverse charge, and keeps a request without line rates as it was", () => {
    const parsed = createInvoiceInputSchema.parse(base);
    expect(parsed).toMatchObject({ paymentMethod: "bank_transfer", reverseCharge: false, taxRate: 21 });
    expect(parsed.issueDate).toBeUndefined();
    expect(checkInvoiceInput(parsed)).toMatchObject({ items: [{ description: "A", quantity: 1, unitPrice: 1 }] });
  });

  it.each([
    [{ variableSymbol: "12a" }, "variableSymbol: Variable symbol must be 1 to 10 digits"],
    [{ variableSymbol: "12345678901" }, "variableSymbol: Variable symbol must be 1 to 10 digits"],
    [{ constantSymbol: "12345" }, "constantSymbol: Constant symbol must be 1 to 4 digits"],
    [{ paymentMethod: "cheque" }, "paymentMethod: Payment method must be bank_transfer, cash or card"],
    [{ issueDate: "2026-02-30" }, "issueDate: Issue date must be a real date (YYYY-MM-DD)"],
    [{ taxableSupplyDate: "yesterday" }, "taxableSupplyDate: Date of taxable supply must be a real date (YYYY-MM-DD)"],
    [{ exchangeRate: 0 }, "exchangeRate: Exchange rate must be a positive number with at most 4 decimal places"],
    [{ exchangeRate: 25.12345 }, "exchangeRate: Exchange rate must be a positive number with at most 4 decimal places"],
    [{ exchangeRateDate: "2026-13-01" }, "exchangeRateDate: Exchange rate date must be a real date (YYYY-MM-DD)"],
    [{ reverseCharge: "yes" }, "reverseCharge: Reverse charge must be true or false"],
  ])("refuses %j with its message", (change, message) => {
    const result = createInvoiceInputSchema.safeParse({ ...base, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(`${issue?.path.join(".")}: ${issue?.message}`).toBe(message);
  });

  it("checks each line's VAT rate with the item's number", () => {
    const items = [
      { description: "A", quantity: 1, unitPrice: 1, vatRate: 21 },
      { description: "B", quantity: 1, unitPrice: 1, vatRate: 15 },
    ];
    expect(checkInvoiceInput({ ...base, items })).toEqual({ problem: vatRateItemMessage(2) });
    expect(vatRateItemMessage(2)).toBe("Item 2: VAT rate must be 21, 12 or 0");
  });

  it("derives the variable symbol from the number's digits, at most 10", () => {
    expect(variableSymbolOf("2026-0007")).toBe("20260007");
    expect(variableSymbolOf("D2026-0003")).toBe("20260003");
    expect(variableSymbolOf("2026-1234567")).toBe("0261234567");
  });
});
