import { describe, expect, it } from "vitest";
import { computeInvoiceTotals, invoiceTotalsAsAmounts } from "./invoice-totals";
import { checkInvoiceInput, INVOICE_MESSAGES, itemMessage } from "./invoices";

describe("computeInvoiceTotals", () => {
  it("sums item totals and adds tax", () => {
    const totals = computeInvoiceTotals(
      [
        { quantity: 2, unitPrice: 1500 },
        { quantity: 1, unitPrice: 99.99 },
      ],
      21,
    );
    // tax = 3099.99 × 0.21 = 650.9979 → 651.00
    expect(invoiceTotalsAsAmounts(totals)).toEqual({
      itemTotals: [3000, 99.99],
      subtotal: 3099.99,
      tax: 651,
      total: 3750.99,
    });
  });

  it("rounds each item to cents before summing", () => {
    const totals = computeInvoiceTotals(
      [
        { quantity: 1.5, unitPrice: 0.33 }, // 0.495 → 0.50
        { quantity: 1.5, unitPrice: 0.33 }, // 0.495 → 0.50
      ],
      0,
    );
    expect(totals.itemTotalsCents).toEqual([50, 50]);
    expect(totals.subtotalCents).toBe(100);
  });

  it("rounds tax half away from zero", () => {
    // 0.50 × 21 % = 0.105 → 0.11
    expect(computeInvoiceTotals([{ quantity: 1, unitPrice: 0.5 }], 21).taxCents).toBe(11);
    // 0.10 × 15 % = 0.015 → 0.02
    expect(computeInvoiceTotals([{ quantity: 1, unitPrice: 0.1 }], 15).taxCents).toBe(2);
    // 10.00 × 12.5 % = 1.25 exactly
    expect(computeInvoiceTotals([{ quantity: 1, unitPrice: 10 }], 12.5).taxCents).toBe(125);
  });

  it("stays exact for large amounts", () => {
    const totals = computeInvoiceTotals([{ quantity: 999_999, unitPrice: 9_999_999.99 }], 21);
    expect(totals.subtotalCents).toBe(999_999 * 999_999_999);
    expect(Number.isSafeInteger(totals.totalCents)).toBe(true);
  });

  it("answers zeros for free items and zero tax", () => {
    expect(computeInvoiceTotals([{ quantity: 3, unitPrice: 0 }], 0)).toEqual({
      itemTotalsCents: [0],
      subtotalCents: 0,
      taxCents: 0,
      totalCents: 0,
    });
  });
});

describe("checkInvoiceInput", () => {
  const valid = {
    dealId: "d",
    billingContactId: "c",
    items: [{ description: "Work", quantity: 1, unitPrice: 10 }],
    dueDate: "2026-12-31",
  };

  it.each([
    [{ dealId: undefined }, INVOICE_MESSAGES.dealRequired],
    [{ billingContactId: undefined }, INVOICE_MESSAGES.billingContactRequired],
    [{ items: [] }, INVOICE_MESSAGES.itemsRequired],
    [{ items: [{ description: " ", quantity: 1, unitPrice: 1 }] }, itemMessage.description(1)],
    [{ items: [valid.items[0], { description: "X", quantity: 0, unitPrice: 1 }] }, itemMessage.quantity(2)],
    [{ items: [{ description: "X", quantity: 1, unitPrice: -0.01 }] }, itemMessage.unitPrice(1)],
    [{ dueDate: undefined }, INVOICE_MESSAGES.dueDateRequired],
    [{ dueDate: "2026-02-30" }, INVOICE_MESSAGES.dueDateInvalid],
    [{ dueDate: "31.12.2026" }, INVOICE_MESSAGES.dueDateInvalid],
  ])("reports %j as the spec says", (override, problem) => {
    expect(checkInvoiceInput({ ...valid, ...override } as never)).toEqual({ problem });
  });

  it("trims descriptions of valid input", () => {
    const result = checkInvoiceInput({ ...valid, items: [{ description: "  Work ", quantity: 2, unitPrice: 5 }] });
    expect(result).toMatchObject({ items: [{ description: "Work", quantity: 2, unitPrice: 5 }] });
  });
});
