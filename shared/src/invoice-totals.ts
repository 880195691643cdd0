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

/** How VAT applies to a document (decision 091). */
export type VatMode = "standard" | "reverse_charge" | "non_payer";

/** One line of the VAT recapitulation, in integer cents; the CZK figures only for a foreign currency. */
export interface VatRecapLineCents {
  rate: number;
  baseCents: number;
  vatCents: number;
  totalCents: number;
  czk: { baseCents: number; vatCents: number; totalCents: number } | null;
}

export interface DocumentTotals extends InvoiceTotals {
  /** Per VAT rate, highest rate first; empty for a supplier who is not a VAT payer. */
  recap: VatRecapLineCents[];
  /** The document's figures in CZK (foreign currency with an exchange rate only). */
  czk: { subtotalCents: number; taxCents: number; totalCents: number } | null;
}

/** Exchange rates are entered with at most 4 decimals (CNB publishes 3). */
const tenThousandths = (value: number) => BigInt(Math.round(value * 10_000));

/** Cents × rate (CZK per unit) in CZK cents, half away from zero. */
export function toCzkCents(cents: number, exchangeRate: number): number {
  return Number(divideRounded(BigInt(cents) * tenThousandths(exchangeRate), 10_000n));
}

/** VAT of a base in cents at a rate in percent (2 decimals), half away from zero. */
const vatOf = (baseCents: number, rate: number) =>
  Number(divideRounded(BigInt(baseCents) * BigInt(Math.round(rate * 100)), 10_000n));

/**
 * Every amount of a tax document with a VAT rate per line (issue 22, decision 091): line totals rounded to cents,
 * the base summed per rate, the VAT computed once per rate from that base (§ 37 of the Czech VAT act, "from the
 * bottom up" over the rate's base) and rounded to cents half away from zero. Reverse charge keeps the bases per rate
 * with no VAT; a supplier who is not a VAT payer has no VAT and no recapitulation. A foreign-currency document with
 * an exchange rate also answers the recapitulation in CZK: each base converted and rounded to haléře, the VAT computed
 * from the CZK base. With one rate, subtotal, tax and total equal computeInvoiceTotals' exactly.
 */
export function computeDocumentTotals(
  items: readonly (Pick<InvoiceItemInput, "quantity" | "unitPrice"> & { vatRate?: number | null })[],
  options: { taxRate: number; vatMode?: VatMode; exchangeRate?: number | null },
): DocumentTotals {
  const vatMode = options.vatMode ?? "standard";
  const { itemTotalsCents, subtotalCents } = computeInvoiceTotals(items, 0);
  const bases = new Map<number, number>();
  items.forEach((item, index) => {
    const rate = item.vatRate ?? options.taxRate;
    bases.set(rate, (bases.get(rate) ?? 0) + (itemTotalsCents[index] ?? 0));
  });
  const rate = options.exchangeRate ?? null;
  const recap: VatRecapLineCents[] =
    vatMode === "non_payer"
      ? []
      : [...bases.entries()]
          .sort(([a], [b]) => b - a)
          .map(([vatRate, baseCents]) => {
            const vatCents = vatMode === "standard" ? vatOf(baseCents, vatRate) : 0;
            const czkBase = rate === null ? 0 : toCzkCents(baseCents, rate);
            const czkVat = vatMode === "standard" ? vatOf(czkBase, vatRate) : 0;
            return {
              rate: vatRate,
              baseCents,
              vatCents,
              totalCents: baseCents + vatCents,
              czk: rate === null ? null : { baseCents: czkBase, vatCents: czkVat, totalCents: czkBase + czkVat },
            };
          });
  const taxCents = recap.reduce((sum, line) => sum + line.vatCents, 0);
  let czk: DocumentTotals["czk"] = null;
  if (rate !== null) {
    const czkSubtotal = vatMode === "non_payer" ? toCzkCents(subtotalCents, rate) : sumOf(recap, "baseCents");
    const czkTax = recap.reduce((sum, line) => sum + (line.czk?.vatCents ?? 0), 0);
    czk = { subtotalCents: czkSubtotal, taxCents: czkTax, totalCents: czkSubtotal + czkTax };
  }
  return { itemTotalsCents, subtotalCents, taxCents, totalCents: subtotalCents + taxCents, recap, czk };
}

const sumOf = (recap: VatRecapLineCents[], key: "baseCents") =>
  recap.reduce((sum, line) => sum + (line.czk?.[key] ?? 0), 0);

/** The recapitulation as API numbers (2 decimals), for previews and the server's answers. */
export function vatRecapAsAmounts(totals: DocumentTotals) {
  return {
    vatRecap: totals.recap.map((line) => ({
      rate: line.rate,
      base: fromCents(line.baseCents),
      vat: fromCents(line.vatCents),
      total: fromCents(line.totalCents),
      baseCzk: line.czk ? fromCents(line.czk.baseCents) : null,
      vatCzk: line.czk ? fromCents(line.czk.vatCents) : null,
      totalCzk: line.czk ? fromCents(line.czk.totalCents) : null,
    })),
    czkTotals: totals.czk
      ? {
          subtotal: fromCents(totals.czk.subtotalCents),
          tax: fromCents(totals.czk.taxCents),
          total: fromCents(totals.czk.totalCents),
        }
      : null,
  };
}
