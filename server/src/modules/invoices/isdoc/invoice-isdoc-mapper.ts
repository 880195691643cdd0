import {
  type BillingSnapshot,
  businessDate,
  czechAccountFromIban,
  type Invoice,
  parseCzechBankAccount,
  type SupplierSnapshot,
  toCents,
  toCzkCents,
} from "@kancl/shared";
import type {
  IsdocAddress,
  IsdocBankAccount,
  IsdocDocument,
  IsdocLine,
  IsdocParty,
  IsdocPayment,
  IsdocVatRecapEntry,
} from "../../../isdoc/isdoc-document";

/** The invoice a credit note corrects, as its ISDOC names it. */
export type OriginalOfCreditNote = Pick<Invoice, "id" | "invoiceNumber" | "issueDate">;

/** VAT of a line's base at its rate, half away from zero (the recap, not the lines, carries the legal figure). */
const vatOf = (baseCents: number, rate: number) => Math.sign(baseCents) * Math.round(Math.abs(baseCents * rate) / 100);

/**
 * An issued invoice or credit note with its frozen snapshots (supplier as of issuing, customer's billing details) →
 * the ISDOC engine's plain input. Amounts stay as Kancl keeps them (a credit note's negative); the VAT
 * recapitulation is the invoice's own (the shared totals module's), never recomputed here, so the ISDOC and the PDF
 * agree. The caller refuses drafts (no tax documents) and gives the supplier: the invoice's frozen snapshot, or for
 * a document issued before snapshots were kept, today's company profile (as its PDF prints it).
 */
export function toIsdocDocument(
  invoice: Invoice,
  { supplier, original }: { supplier: SupplierSnapshot; original?: OriginalOfCreditNote | null },
): IsdocDocument {
  if (invoice.status === "draft") throw new Error(`Invoice ${invoice.invoiceNumber} is not issued`);
  const issueDate = invoice.issueDate ?? businessDate(new Date(invoice.issuedAt ?? invoice.createdAt));
  const vatApplicable = invoice.vatPayer;
  const foreign = invoice.currency !== "CZK";
  const rate = invoice.exchangeRate;

  const lines: IsdocLine[] = invoice.items.map((item, index) => {
    const baseCents = toCents(item.total);
    const vatRatePercent = vatApplicable ? item.vatRate : 0;
    const standard = vatApplicable && !invoice.reverseCharge;
    return {
      id: String(index + 1),
      description: item.description,
      quantity: item.quantity,
      unitPriceCents: toCents(item.unitPrice),
      baseCents,
      vatCents: standard ? vatOf(baseCents, vatRatePercent) : 0,
      vatRatePercent,
      ...(vatApplicable && invoice.reverseCharge ? { reverseCharge: {} } : {}),
    };
  });

  let vatRecap: IsdocVatRecapEntry[];
  if (vatApplicable) {
    vatRecap = invoice.vatRecap.map((row) => ({
      vatRatePercent: row.rate,
      reverseCharge: invoice.reverseCharge,
      baseCents: toCents(row.base),
      vatCents: toCents(row.vat),
      ...(row.baseCzk !== null && row.vatCzk !== null
        ? { localBaseCents: toCents(row.baseCzk), localVatCents: toCents(row.vatCzk) }
        : {}),
    }));
  } else {
    // A non-payer's document has no recapitulation of its own; ISDOC wants one row: everything at 0 %, no VAT.
    const baseCents = lines.reduce((sum, line) => sum + line.baseCents, 0);
    const local = foreign && rate !== null ? { localBaseCents: toCzkCents(baseCents, rate), localVatCents: 0 } : {};
    vatRecap = [{ vatRatePercent: 0, baseCents, vatCents: 0, ...local }];
  }

  const notes = [invoice.creditReason, invoice.vatNote].filter((note): note is string => Boolean(note?.trim()));
  return {
    type: invoice.kind === "credit_note" ? "credit-note" : "invoice",
    number: invoice.invoiceNumber,
    uuid: invoice.id,
    issueDate,
    ...(vatApplicable ? { taxPointDate: invoice.taxableSupplyDate ?? issueDate } : {}),
    vatApplicable,
    currency: invoice.currency,
    ...(foreign && rate !== null ? { exchangeRate: { rate: String(rate) } } : {}),
    supplier: supplierParty(supplier),
    customer: customerParty(invoice.billingSnapshot),
    lines,
    vatRecap,
    ...paymentOf(invoice, supplier),
    ...(original
      ? {
          originalDocument: {
            number: original.invoiceNumber,
            uuid: original.id,
            ...(original.issueDate ? { issueDate: original.issueDate } : {}),
          },
        }
      : {}),
    ...(notes.length ? { note: notes.join(" ") } : {}),
  };
}

function supplierParty(supplier: SupplierSnapshot): IsdocParty {
  const contact = { email: supplier.email ?? undefined, phone: supplier.phone ?? undefined };
  return {
    name: supplier.legalName,
    companyId: supplier.registrationNumber,
    ...(supplier.taxId ? { vatId: supplier.taxId } : {}),
    address: {
      street: supplier.street,
      city: supplier.city,
      postalCode: supplier.postalCode,
      countryCode: supplier.country,
    },
    ...(contact.email || contact.phone ? { contact } : {}),
  };
}

function customerParty(billing: BillingSnapshot): IsdocParty {
  return {
    name: billing.name,
    companyId: billing.registrationNumber ?? "",
    ...(billing.taxId ? { vatId: billing.taxId } : {}),
    address: parseAddress(billing.address ?? "", billing.taxId),
    ...(billing.email ? { contact: { email: billing.email } } : {}),
  };
}

/** A postal code before or after the city: "602 00 Brno", "Brno 602 00"; `code` is the code's pattern. */
const postalFirst = (code: string) => new RegExp(`^(${code})\\s+(\\S.*)$`, "u");
const postalLast = (code: string) => new RegExp(`^(\\S.*?)\\s+(${code})$`, "u");
/** Czech and Slovak "123 45" or "12345" first; then 4 digits (Austria, Hungary …), never in the first part. */
const CODES = [
  { code: "\\d{3}\\s\\d{2}|\\d{5}", firstPartToo: true },
  { code: "\\d{4}", firstPartToo: false },
].map(({ code, firstPartToo }) => ({ first: postalFirst(code), last: postalLast(code), firstPartToo }));

/**
 * The customer's billing address is one free text ("Náměstí Míru 15, 602 00 Brno", or on lines); ISDOC wants its
 * parts. The last part with a postal code is the city; what comes before it is the street (a house number such as
 * "Dlouhá 1234" in the first part is not taken for a code). The country is the DIČ's prefix when it has one (a VAT
 * ID of another EU state), else CZ.
 */
export function parseAddress(text: string, vatId?: string | null): IsdocAddress {
  const parts = text
    .split(/[\n,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const prefix = /^([A-Z]{2})\d/.exec(vatId?.trim().toUpperCase() ?? "")?.[1];
  const countryCode = prefix === undefined ? "CZ" : prefix === "EL" ? "GR" : prefix;
  for (const { first: firstPattern, last: lastPattern, firstPartToo } of CODES) {
    for (let index = parts.length - 1; index >= (firstPartToo ? 0 : 1); index--) {
      const part = parts[index] ?? "";
      const first = firstPattern.exec(part);
      const last = first ? null : lastPattern.exec(part);
      if (!first && !last) continue;
      const [postalCode, city] = first ? [first[1], first[2]] : [last?.[2], last?.[1]];
      return {
        street: parts.slice(0, index).join(", "),
        city: [city ?? "", ...parts.slice(index + 1)].filter(Boolean).join(", "),
        postalCode: postalCode ?? "",
        countryCode,
      };
    }
  }
  return { street: parts[0] ?? "", city: parts.slice(1).join(", "), postalCode: "", countryCode };
}

function paymentOf(invoice: Invoice, supplier: SupplierSnapshot): { payment?: IsdocPayment } {
  if (invoice.paymentMethod === "cash") return { payment: { means: "cash" } };
  if (invoice.paymentMethod === "card") return { payment: { means: "card" } };
  const account = bankAccountOf(supplier);
  if (!account) return {};
  return {
    payment: {
      means: "bank-transfer",
      dueDate: invoice.dueDate,
      account,
      variableSymbol: invoice.variableSymbol,
      ...(invoice.constantSymbol ? { constantSymbol: invoice.constantSymbol } : {}),
    },
  };
}

function bankAccountOf(supplier: SupplierSnapshot): IsdocBankAccount | undefined {
  const written = supplier.bankAccount ?? (supplier.iban ? czechAccountFromIban(supplier.iban) : undefined);
  const czech = written ? parseCzechBankAccount(written) : undefined;
  if (!czech && !supplier.iban) return undefined;
  return {
    number: czech ? (czech.prefix ? `${czech.prefix}-${czech.number}` : czech.number) : "",
    bankCode: czech?.bankCode ?? "",
    iban: supplier.iban ?? "",
    ...(supplier.bic ? { bic: supplier.bic } : {}),
  };
}
