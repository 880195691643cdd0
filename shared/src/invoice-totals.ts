import type { InvoiceItemInput } from "./invoices";
import { fromCents, toCents } from "./money";

/**
 * Every amount of an invoice, in integer minor units (spec §5 and the invoices issue):
 * item total = quantity × unit price rounded to cents; subtotal = sum of item totals;
 * tax = subtotal × rate / 100 rounded half away from zero; total = subtotal + tax.
 * The server stores these; the form's live preview shows the same numbers.
 */
export interface InvoiceTotals {
  itemTotalsCents: number[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/** a / b rounded half away from zero, exactly (BigInt: quantity × price can exceed 2^53). */
function divideRounded(a: bigint, b: bigint): bigint {
  const negative = a < 0n !== b < 0n;
  const absA = a < 0n ? -a : a;
  const absB = b < 0n ? -b : b;
  const rounded = (absA * 2n + absB) / (absB * 2n);
  return negative ? -rounded : rounded;
}

const thousandths = (value: number) => BigInt(Math.round(value * 1000));

export function computeInvoiceTotals(
  items: readonly Pick<InvoiceItemInput, "quantity" | "unitPrice">[],
  taxRate: number,
): InvoiceTotals {
  const itemTotalsCents = items.map((item) =>
    Number(divideRounded(thousandths(item.quantity) * BigInt(toCents(item.unitPrice)), 1000n)),
  );
  const subtotalCents = itemTotalsCents.reduce((sum, cents) => sum + cents, 0);
  const rateHundredths = BigInt(Math.round(taxRate * 100));
  const taxCents = Number(divideRounded(BigInt(subtotalCents) * rateHundredths, 10_000n));
  return { itemTotalsCents, subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

/** The same totals as API numbers (2 decimals), for previews. */
export function invoiceTotalsAsAmounts(totals: InvoiceTotals) {
  return {
    itemTotals: totals.itemTotalsCents.map(fromCents),
    subtotal: fromCents(totals.subtotalCents),
    tax: fromCents(totals.taxCents),
    total: fromCents(totals.totalCents),
  };
}
