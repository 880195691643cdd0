import { businessDate, invoiceDateProblem, lateIssueWarning } from "@kancl/shared";
import { describe, expect, it } from "vitest";
import { checkInvoiceForm, type InvoiceFormValues, liveTotals, newInvoiceValues } from "./invoice-form-model";

const DEAL = "11111111-1111-4111-8111-111111111111";
const CONTACT = "33333333-3333-4333-8333-333333333333";
const contacts = [{ id: CONTACT, name: "Acme", billing: { name: "Acme s.r.o." } }];

/** A YYYY-MM-DD `days` after `date`. */
const shiftDate = (date: string, days: number) => {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
};

const valid = (): InvoiceFormValues => ({
  ...newInvoiceValues(DEAL),
  billingContactId: CONTACT,
  items: [{ description: "Design", quantity: 2, unitPrice: 1500, vatRate: "21" }],
  dueDate: "2026-12-31",
});

describe("checkInvoiceForm (spec §5)", () => {
  it("passes a valid form and trims descriptions", () => {
    const values = { ...valid(), issueDate: "2026-11-26", taxableSupplyDate: "2026-11-26" };
    values.items[0] = { description: "  Design ", quantity: 2, unitPrice: 1500, vatRate: "21" };
    expect(checkInvoiceForm(values, { deals: [{ id: DEAL }], contacts })).toEqual({
      submission: {
        dealId: DEAL,
        billingContactId: CONTACT,
        items: [{ description: "Design", quantity: 2, unitPrice: 1500, vatRate: 21 }],
        dueDate: "2026-12-31",
        taxRate: 21,
        currency: "CZK",
        issueDate: "2026-11-26",
        taxableSupplyDate: "2026-11-26",
        paymentMethod: "bank_transfer",
        reverseCharge: false,
      },
    });
  });

  it("names the field of each problem, items by their position", () => {
    const problemOf = (change: (values: InvoiceFormValues) => void) => {
      const values = valid();
      change(values);
      const result = checkInvoiceForm(values, { contacts });
      return "problem" in result ? result.problem : null;
    };
    expect(problemOf((v) => (v.taxRate = Number.NaN))).toEqual({
      field: "taxRate",
      message: "Tax rate must be between 0 and 100",
    });
    expect(
      problemOf((v) => v.items.push({ description: "x", quantity: Number.NaN, unitPrice: 0, vatRate: "21" })),
    ).toEqual({
      field: "items.1.quantity",
      message: "Item 2: Quantity must be greater than 0",
    });
    expect(problemOf((v) => v.items.push({ description: "x", quantity: 1, unitPrice: -0.01, vatRate: "21" }))).toEqual({
      field: "items.1.unitPrice",
      message: "Item 2: Unit price must be 0 or greater",
    });
    expect(problemOf((v) => (v.dueDate = "2026-02-30"))?.field).toBe("dueDate");
  });

  it("checks the dates as the server does, beside the field that breaks the rule (issue 36 item 6)", () => {
    const today = businessDate();
    const problemOf = (dates: Partial<InvoiceFormValues>) => {
      const result = checkInvoiceForm({ ...valid(), ...dates }, { contacts });
      return "problem" in result ? result.problem : null;
    };
    const tomorrow = shiftDate(today, 1);
    expect(problemOf({ issueDate: tomorrow, taxableSupplyDate: tomorrow })).toEqual({
      field: "issueDate",
      message: `The issue date must not be in the future (today is ${today}): a document is issued on the day it is made`,
    });
    // A late document (§ 28 odst. 5) is a warning beside the DUZP, not a problem: it can still be issued.
    expect(problemOf({ issueDate: "2026-11-20", taxableSupplyDate: "2026-11-04" })).toBeNull();
    expect(lateIssueWarning({ issueDate: "2026-11-20", taxableSupplyDate: "2026-11-04" }, today)).toBe(
      "The date of taxable supply (2026-11-04) is more than 15 days before the issue date (2026-11-20): the document is late, a tax document is due within 15 days of the supply (§ 28 odst. 5 of the VAT act). It can still be issued",
    );
    expect(lateIssueWarning({ issueDate: "2026-11-20", taxableSupplyDate: "2026-11-05" }, today)).toBeUndefined();
    expect(problemOf({ issueDate: "2026-11-20", taxableSupplyDate: "2026-11-05" })).toBeNull();
    expect(problemOf({ issueDate: "2026-11-20", taxableSupplyDate: "2026-11-20", dueDate: "2026-11-19" })).toEqual({
      field: "dueDate",
      message: "The due date (2026-11-19) must not be before the issue date (2026-11-20)",
    });
    // The server's message is the form's, after the field's name.
    const server = invoiceDateProblem({ issueDate: tomorrow }, today);
    expect(server?.message).toBe(
      `issueDate: ${problemOf({ issueDate: tomorrow, taxableSupplyDate: tomorrow })?.message}`,
    );
  });

  it("treats a chosen id that is not among the loaded options as no choice", () => {
    expect(checkInvoiceForm(valid(), { deals: [], contacts })).toEqual({
      problem: { field: "dealId", message: "Deal selection is required" },
    });
    expect(checkInvoiceForm(valid(), { contacts: [] })).toEqual({
      problem: { field: "billingContactId", message: "Billing contact is required for invoices" },
    });
  });

  it("leaves the ids to the server while the options are not loaded", () => {
    expect("submission" in checkInvoiceForm(valid())).toBe(true);
  });
});

describe("liveTotals", () => {
  it("counts empty number inputs as 0", () => {
    expect(
      liveTotals(
        [
          { quantity: Number.NaN, unitPrice: 10 },
          { quantity: 1, unitPrice: 5 },
        ],
        Number.NaN,
      ),
    ).toMatchObject({
      itemTotals: [0, 5],
      subtotal: 5,
      tax: 0,
      total: 5,
    });
  });

  it("gives no preview for numbers no invoice can hold, instead of throwing", () => {
    expect(liveTotals([{ quantity: 1e306, unitPrice: 1 }], 21)).toBeNull();
  });
});

describe("issue 22: the tax document's fields", () => {
  const check = (change: (values: InvoiceFormValues) => void) => {
    const values = valid();
    change(values);
    return checkInvoiceForm(values, { contacts });
  };

  it("sends each line's VAT rate, and none for a line that follows a rate no line may carry", () => {
    const result = check((v) => {
      v.taxRate = 15;
      v.items = [
        { description: "A", quantity: 1, unitPrice: 100, vatRate: "12" },
        { description: "B", quantity: 1, unitPrice: 100, vatRate: "" },
      ];
    });
    expect("submission" in result && result.submission.items).toEqual([
      { description: "A", quantity: 1, unitPrice: 100, vatRate: 12 },
      { description: "B", quantity: 1, unitPrice: 100 },
    ]);
  });

  it("checks the symbols and the exchange rate with the shared messages, after the spec's rules", () => {
    expect(check((v) => (v.constantSymbol = "12345"))).toEqual({
      problem: { field: "constantSymbol", message: "Constant symbol must be 1 to 4 digits" },
    });
    expect(
      check((v) => {
        v.currency = "EUR";
        v.exchangeRate = 25.12345;
      }),
    ).toEqual({
      problem: {
        field: "exchangeRate",
        message: "Exchange rate must be a positive number with at most 4 decimal places",
      },
    });
    expect(
      check((v) => {
        v.dueDate = "";
        v.constantSymbol = "12345";
      }),
    ).toEqual({ problem: { field: "dueDate", message: "Due date is required" } });
  });

  it("sends the rate of a foreign currency only, and leaves empty fields to the server", () => {
    const eur = check((v) => {
      v.currency = "EUR";
      v.exchangeRate = 25.2;
      v.exchangeRateDate = "2026-11-25";
      v.variableSymbol = "";
    });
    expect("submission" in eur && eur.submission).toMatchObject({ exchangeRate: 25.2, exchangeRateDate: "2026-11-25" });
    expect("submission" in eur && "variableSymbol" in eur.submission).toBe(false);
    const czk = check((v) => {
      v.exchangeRate = 25.2;
      v.exchangeRateDate = "2026-11-25";
    });
    expect("submission" in czk && "exchangeRate" in czk.submission).toBe(false);
  });

  it("previews the VAT per rate and in CZK as the shared totals module computes it", () => {
    const totals = liveTotals(
      [
        { quantity: 1, unitPrice: 100, vatRate: "21" },
        { quantity: 2, unitPrice: 50, vatRate: "12" },
      ],
      21,
      { exchangeRate: 25 },
    );
    expect(totals?.vatRecap).toEqual([
      { rate: 21, base: 100, vat: 21, total: 121, baseCzk: 2500, vatCzk: 525, totalCzk: 3025 },
      { rate: 12, base: 100, vat: 12, total: 112, baseCzk: 2500, vatCzk: 300, totalCzk: 2800 },
    ]);
    expect(totals?.total).toBe(233);
    expect(totals?.czkTotals).toEqual({ subtotal: 5000, tax: 825, total: 5825 });
    expect(liveTotals([{ quantity: 1, unitPrice: 100, vatRate: "21" }], 21, { vatMode: "reverse_charge" })?.tax).toBe(
      0,
    );
  });
});
