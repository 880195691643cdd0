import {
  computeDocumentTotals,
  draftDocumentFields,
  fromCents,
  type Invoice,
  NON_PAYER_NOTE,
  REVERSE_CHARGE_NOTE,
  type VatMode,
  vatRecapAsAmounts,
} from "@kancl/shared";
import type { PrintedSupplier } from "../src/modules/invoices/pdf/invoice-view";

/** A complete supplier as an issued invoice freezes it (server/test/supplier-profile.ts's profile, with the IBAN). */
export const PRINTED_SUPPLIER: PrintedSupplier = {
  legalName: "Dodavatel Šťastný a.s.",
  street: "Václavské náměstí 1",
  city: "Praha",
  postalCode: "110 00",
  country: "CZ",
  registrationNumber: "27082440",
  taxId: "CZ27082440",
  vatPayer: true,
  bankAccount: "19-2000145399/0800",
  iban: "CZ6508000000192000145399",
  bic: "GIBACZPX",
  email: "fakturace@stastny.cz",
  phone: "+420 224 000 111",
  web: "www.stastny.cz",
  footerText: "Společnost je zapsána v obchodním rejstříku vedeném Městským soudem v Praze, oddíl B, vložka 1234.",
};

type SampleItem = { description: string; quantity: number; unitPrice: number; vatRate: number };

/**
 * An invoice as the API answers it, without a database: the amounts and the VAT recapitulation from the shared totals
 * module, as the server computes them. For unit tests of the view model and the PDF benchmark.
 */
export function sampleInvoice(
  options: {
    items?: SampleItem[];
    status?: Invoice["status"];
    currency?: Invoice["currency"];
    exchangeRate?: number | null;
    vatMode?: VatMode;
    kind?: Invoice["kind"];
    payments?: number[];
  } = {},
): Invoice {
  const items = options.items ?? [
    { description: "Vývoj webové aplikace (hodiny)", quantity: 12.5, unitPrice: 1500, vatRate: 21 },
    { description: "Odborná literatura", quantity: 2, unitPrice: 450, vatRate: 12 },
  ];
  const vatMode = options.vatMode ?? "standard";
  const exchangeRate = options.exchangeRate ?? null;
  const totals = computeDocumentTotals(items, { taxRate: 21, vatMode, exchangeRate });
  const paidCents = (options.payments ?? []).reduce((sum, amount) => sum + Math.round(amount * 100), 0);
  const status = options.status ?? "sent";
  const issued = status !== "draft";
  const number = options.kind === "credit_note" ? "D2026-0001" : "2026-0007";
  return {
    ...draftDocumentFields(number),
    id: "00000000-0000-4000-8000-000000000007",
    version: 2,
    invoiceNumber: number,
    dealId: "00000000-0000-4000-8000-000000000001",
    billingContactId: "00000000-0000-4000-8000-000000000002",
    billingSnapshot: {
      name: "Příliš žluťoučký kůň s.r.o.",
      email: "uctarna@kun.cz",
      address: "Úpická 12\n541 01 Trutnov",
      taxId: "CZ27082440",
      registrationNumber: "27082440",
    },
    items: items.map((item, index) => ({ ...item, total: fromCents(totals.itemTotalsCents[index] ?? 0) })),
    dueDate: "2026-12-09",
    taxRate: 21,
    currency: options.currency ?? "CZK",
    subtotal: fromCents(totals.subtotalCents),
    tax: fromCents(totals.taxCents),
    total: fromCents(totals.totalCents),
    status,
    createdAt: "2026-11-25T09:00:00.000Z",
    updatedAt: "2026-11-25T09:00:00.000Z",
    kind: options.kind ?? "invoice",
    originalInvoiceId: options.kind === "credit_note" ? "00000000-0000-4000-8000-000000000006" : null,
    creditReason: options.kind === "credit_note" ? "Sleva za pozdní dodání" : null,
    issueDate: issued ? "2026-11-25" : null,
    taxableSupplyDate: issued ? "2026-11-25" : null,
    issuedAt: issued ? "2026-11-25T09:00:00.000Z" : null,
    vatPayer: vatMode !== "non_payer",
    reverseCharge: vatMode === "reverse_charge",
    isTaxDocument: issued && vatMode !== "non_payer",
    vatNote: vatMode === "reverse_charge" ? REVERSE_CHARGE_NOTE : vatMode === "non_payer" ? NON_PAYER_NOTE : null,
    exchangeRate,
    exchangeRateDate: exchangeRate === null ? null : "2026-11-24",
    ...vatRecapAsAmounts(totals),
    supplierSnapshot: issued ? { ...PRINTED_SUPPLIER, vatPayer: vatMode !== "non_payer" } : null,
    payments: [],
    amountPaid: fromCents(paidCents),
    amountDue: options.kind === "credit_note" ? 0 : fromCents(Math.max(0, totals.totalCents - paidCents)),
  } as Invoice;
}
