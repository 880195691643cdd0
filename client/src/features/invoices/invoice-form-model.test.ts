import { describe, expect, it } from "vitest";
import { checkInvoiceForm, type InvoiceFormValues, liveTotals, newInvoiceValues } from "./invoice-form-model";

const DEAL = "11111111-1111-4111-8111-111111111111";
const CONTACT = "33333333-3333-4333-8333-333333333333";
const contacts = [{ id: CONTACT, name: "Acme", billing: { name: "Acme s.r.o." } }];

const valid = (): InvoiceFormValues => ({
  ...newInvoiceValues(DEAL),
  billingContactId: CONTACT,
  items: [{ description: "Design", quantity: 2, unitPrice: 1500 }],
  dueDate: "2026-12-31",
});

describe("checkInvoiceForm (spec §5)", () => {
  it("passes a valid form and trims descriptions", () => {
    const values = valid();
    values.items[0] = { description: "  Design ", quantity: 2, unitPrice: 1500 };
    expect(checkInvoiceForm(values, { deals: [{ id: DEAL }], contacts })).toEqual({
      submission: {
        dealId: DEAL,
        billingContactId: CONTACT,
        items: [{ description: "Design", quantity: 2, unitPrice: 1500 }],
        dueDate: "2026-12-31",
        taxRate: 21,
        currency: "CZK",
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
    expect(problemOf((v) => v.items.push({ description: "x", quantity: Number.NaN, unitPrice: 0 }))).toEqual({
      field: "items.1.quantity",
      message: "Item 2: Quantity must be greater than 0",
    });
    expect(problemOf((v) => v.items.push({ description: "x", quantity: 1, unitPrice: -0.01 }))).toEqual({
      field: "items.1.unitPrice",
      message: "Item 2: Unit price must be 0 or greater",
    });
    expect(problemOf((v) => (v.dueDate = "2026-02-30"))?.field).toBe("dueDate");
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
    ).toEqual({
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
