import {
  buildSpayd,
  formatCzechDate,
  formatCzechMoney,
  formatCzechNumber,
  formatCzechPercent,
  type Invoice,
  NON_PAYER_NOTE,
  type PaymentMethod,
  REVERSE_CHARGE_NOTE,
  type SupplierSnapshot,
  toCents,
} from "@kancl/shared";

/**
 * Everything the invoice's page prints, as text ready to print (Czech formats applied): one mapper from the invoice
 * and its frozen snapshots (invoice-html.ts only lays it out). Decision 096 says what the page holds and why.
 */
export interface InvoiceView {
  /** "Faktura 2026-0001": the page footer and the PDF's title. */
  documentLabel: string;
  /** "Faktura – daňový doklad", "Faktura", "Opravný daňový doklad", "Koncept faktury" … */
  title: string;
  /** What a reader must know at once: "Není daňový doklad" on a draft. */
  subtitle: string | null;
  number: string;
  /** A draft: "Koncept" across every page, no QR code. */
  draft: boolean;
  logo: { src: string } | null;
  /** A credit note: the document it corrects and why (§ 45 of the VAT act). */
  correction: { originalNumber: string; reason: string } | null;
  supplier: PartyView;
  customer: PartyView;
  dates: LabelledValue[];
  payment: { rows: LabelledValue[]; qr: { spayd: string } | null };
  /** Which amount columns the items table has. */
  columns: ItemColumns;
  currency: string;
  items: ItemRowView[];
  /** The VAT recapitulation per rate in the document's currency (a VAT payer's document only). */
  recap: RecapView | null;
  /** The same in CZK at the exchange rate (EUR, USD, GBP). */
  czkRecap: RecapView | null;
  totals: TotalRow[];
  /** "Daň odvede zákazník", "Nejsem plátce DPH". */
  notes: string[];
  /** The supplier's footer text (e.g. the commercial-register entry), at the end of the document. */
  footer: string | null;
}

/** payer: rate and base per line; reverse: the same (no VAT is charged); nonPayer: no VAT columns at all. */
export type ItemColumns = "payer" | "reverse" | "nonPayer";

export interface LabelledValue {
  label: string;
  value: string;
  /** Printed muted: a value that is not final yet (a draft's dates). */
  pending?: boolean;
}

export interface PartyView {
  heading: string;
  name: string;
  addressLines: string[];
  ids: LabelledValue[];
  contactLines: string[];
}

export interface ItemRowView {
  description: string;
  quantity: string;
  unitPrice: string;
  vatRate: string;
  /** The line's amount without VAT (a non-payer: the line's total). */
  base: string;
}

export interface RecapView {
  caption: string | null;
  rows: { rate: string; base: string; vat: string; total: string }[];
  sum: { base: string; vat: string; total: string };
}

export interface TotalRow {
  label: string;
  value: string;
  /** The amount to pay (or the credit note's total): printed large. */
  strong?: boolean;
}

/** The supplier as printed: the snapshot frozen when the document was issued, or today's profile on a draft. */
export type PrintedSupplier = { [K in keyof SupplierSnapshot]: SupplierSnapshot[K] | null };

export interface InvoiceViewSource {
  invoice: Invoice;
  supplier: PrintedSupplier;
  logo?: { mediaType: string; data: Buffer } | null;
  /** A credit note: its original invoice's number. */
  originalInvoiceNumber?: string | null;
}

const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: "Bankovní převod",
  cash: "Hotově",
  card: "Platební kartou",
};

/** Dates a draft takes when it is issued. */
const WHEN_ISSUED = "při vystavení";

let regionNames: Intl.DisplayNames | undefined;
const countryName = (code: string) => {
  regionNames ??= new Intl.DisplayNames(["cs"], { type: "region" });
  return regionNames.of(code) ?? code;
};

const lines = (text: string | null | undefined) =>
  (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

function titleOf(invoice: Invoice, draft: boolean): { title: string; subtitle: string | null } {
  const credit = invoice.kind === "credit_note";
  if (draft) {
    return { title: credit ? "Koncept opravného dokladu" : "Koncept faktury", subtitle: "Není daňový doklad" };
  }
  if (!invoice.vatPayer) return { title: credit ? "Opravná faktura" : "Faktura", subtitle: null };
  return { title: credit ? "Opravný daňový doklad" : "Faktura – daňový doklad", subtitle: null };
}

function supplierView(supplier: PrintedSupplier, vatPayer: boolean): PartyView {
  const cityLine = [supplier.postalCode, supplier.city].filter(Boolean).join(" ");
  const country = supplier.country && supplier.country !== "CZ" ? countryName(supplier.country) : null;
  const ids: LabelledValue[] = [];
  if (supplier.registrationNumber) ids.push({ label: "IČO", value: supplier.registrationNumber });
  if (supplier.taxId) ids.push({ label: "DIČ", value: supplier.taxId });
  if (!vatPayer) ids.push({ label: "DPH", value: "neplátce" });
  return {
    heading: "Dodavatel",
    name: supplier.legalName ?? "",
    addressLines: [supplier.street ?? "", cityLine, country ?? ""].filter(Boolean),
    ids,
    contactLines: [],
  };
}

function customerView(invoice: Invoice): PartyView {
  const billing = invoice.billingSnapshot;
  const ids: LabelledValue[] = [];
  if (billing.registrationNumber) ids.push({ label: "IČO", value: billing.registrationNumber });
  if (billing.taxId) ids.push({ label: "DIČ", value: billing.taxId });
  return {
    heading: "Odběratel",
    name: billing.name,
    addressLines: lines(billing.address),
    ids,
    contactLines: billing.email ? [billing.email] : [],
  };
}

/**
 * The QR Platba string, only where paying by it is right: an issued invoice (not a draft, not a credit note) to be
 * paid by bank transfer with something still due and the supplier's IBAN known. It asks for what is still due. A
 * payment the format cannot carry (an amount over 9 999 999,99) gets no code rather than a wrong one.
 */
export function qrPaymentOf(invoice: Invoice, supplier: PrintedSupplier): { spayd: string } | null {
  const issued = invoice.status === "sent" || invoice.status === "overdue";
  if (!issued || invoice.kind !== "invoice" || invoice.paymentMethod !== "bank_transfer") return null;
  if (!supplier.iban || invoice.amountDue <= 0) return null;
  try {
    return {
      spayd: buildSpayd({
        iban: supplier.iban,
        ...(supplier.bic ? { bic: supplier.bic } : {}),
        amountCents: toCents(invoice.amountDue),
        currency: invoice.currency,
        dueDate: invoice.dueDate,
        variableSymbol: invoice.variableSymbol,
        ...(invoice.constantSymbol ? { constantSymbol: invoice.constantSymbol } : {}),
        message: `Faktura ${invoice.invoiceNumber}`,
      }),
    };
  } catch {
    return null;
  }
}

function paymentRows(invoice: Invoice, supplier: PrintedSupplier): LabelledValue[] {
  const rows: LabelledValue[] = [{ label: "Forma úhrady", value: PAYMENT_METHOD_LABELS[invoice.paymentMethod] }];
  if (invoice.paymentMethod === "bank_transfer") {
    if (supplier.bankAccount) rows.push({ label: "Bankovní účet", value: supplier.bankAccount });
    if (supplier.iban) rows.push({ label: "IBAN", value: supplier.iban.replace(/(.{4})(?=.)/g, "$1 ") });
    if (supplier.bic) rows.push({ label: "BIC (SWIFT)", value: supplier.bic });
  }
  rows.push({ label: "Variabilní symbol", value: invoice.variableSymbol });
  if (invoice.constantSymbol) rows.push({ label: "Konstantní symbol", value: invoice.constantSymbol });
  return rows;
}

function datesOf(invoice: Invoice): LabelledValue[] {
  const dated = (label: string, iso: string | null): LabelledValue =>
    iso ? { label, value: formatCzechDate(iso) } : { label, value: WHEN_ISSUED, pending: true };
  const rows = [dated("Datum vystavení", invoice.issueDate)];
  if (invoice.vatPayer) {
    // DUZP: the issue date unless set; a draft without either takes it when issued.
    rows.push(dated("Datum zdan. plnění", invoice.taxableSupplyDate ?? invoice.issueDate));
  }
  rows.push(dated("Datum splatnosti", invoice.dueDate));
  return rows;
}

export function toInvoiceView(source: InvoiceViewSource): InvoiceView {
  const { invoice, supplier } = source;
  const draft = invoice.status === "draft";
  const money = (amount: number) => formatCzechMoney(toCents(amount), invoice.currency);
  const czk = (amount: number) => formatCzechMoney(toCents(amount), "CZK");
  const columns: ItemColumns = !invoice.vatPayer ? "nonPayer" : invoice.reverseCharge ? "reverse" : "payer";
  const credit = invoice.kind === "credit_note";

  const recapOf = (inCzk: boolean): RecapView | null => {
    if (columns === "nonPayer" || invoice.vatRecap.length === 0) return null;
    if (inCzk && (invoice.czkTotals === null || invoice.exchangeRate === null)) return null;
    const amount = inCzk ? czk : money;
    const vat = (value: number) => (columns === "reverse" ? "—" : amount(value));
    const rows = invoice.vatRecap.map((line) => ({
      rate: formatCzechPercent(line.rate),
      base: amount(inCzk ? (line.baseCzk ?? 0) : line.base),
      vat: vat(inCzk ? (line.vatCzk ?? 0) : line.vat),
      total: amount(inCzk ? (line.totalCzk ?? 0) : line.total),
    }));
    const sums = inCzk
      ? (invoice.czkTotals ?? { subtotal: 0, tax: 0, total: 0 })
      : { subtotal: invoice.subtotal, tax: invoice.tax, total: invoice.total };
    let caption: string | null = null;
    if (inCzk && invoice.exchangeRate !== null) {
      const rateDate = invoice.exchangeRateDate ?? invoice.taxableSupplyDate ?? invoice.issueDate;
      caption =
        `Rekapitulace v Kč · kurz 1 ${invoice.currency} = ${formatCzechNumber(invoice.exchangeRate, 4)} Kč` +
        (rateDate ? ` ze dne ${formatCzechDate(rateDate)}` : "");
    }
    return {
      caption,
      rows,
      sum: { base: amount(sums.subtotal), vat: vat(sums.tax), total: amount(sums.total) },
    };
  };

  const totals: TotalRow[] = [];
  if (columns !== "nonPayer") {
    totals.push({ label: "Celkem bez DPH", value: money(invoice.subtotal) });
    totals.push(
      columns === "reverse"
        ? { label: "DPH", value: "daň odvede zákazník" }
        : { label: "DPH", value: money(invoice.tax) },
    );
  }
  const paidSome = !credit && invoice.amountPaid > 0;
  // With payments, what is left to pay is the figure that stands out.
  totals.push({
    label: credit ? "Celkem k opravě" : "Celkem k úhradě",
    value: money(invoice.total),
    strong: !paidSome,
  });
  if (paidSome) {
    totals.push({ label: "Uhrazeno", value: money(-invoice.amountPaid) });
    totals.push({ label: "Zbývá uhradit", value: money(invoice.amountDue), strong: true });
  }
  if (invoice.currency !== "CZK" && invoice.czkTotals) {
    totals.push({ label: "Celkem v Kč", value: czk(invoice.czkTotals.total) });
  }

  const notes: string[] = [];
  if (columns === "reverse") notes.push(`${REVERSE_CHARGE_NOTE} (přenesení daňové povinnosti, § 92a zákona o DPH).`);
  if (columns === "nonPayer") notes.push(`${NON_PAYER_NOTE}.`);

  const { title, subtitle } = titleOf(invoice, draft);
  const contacts = [supplier.email, supplier.phone, supplier.web].filter((value): value is string => Boolean(value));
  return {
    documentLabel: `${draft ? "Koncept – " : ""}${credit ? "Opravný doklad" : "Faktura"} ${invoice.invoiceNumber}`,
    title,
    subtitle,
    number: invoice.invoiceNumber,
    draft,
    logo: source.logo
      ? { src: `data:${source.logo.mediaType};base64,${Buffer.from(source.logo.data).toString("base64")}` }
      : null,
    correction: credit
      ? { originalNumber: source.originalInvoiceNumber ?? "", reason: invoice.creditReason ?? "" }
      : null,
    supplier: { ...supplierView(supplier, invoice.vatPayer), contactLines: contacts },
    customer: customerView(invoice),
    dates: datesOf(invoice),
    payment: { rows: paymentRows(invoice, supplier), qr: draft ? null : qrPaymentOf(invoice, supplier) },
    columns,
    currency: invoice.currency,
    items: invoice.items.map((item) => ({
      description: item.description,
      quantity: formatCzechNumber(item.quantity, 3),
      unitPrice: money(item.unitPrice),
      vatRate: formatCzechPercent(item.vatRate),
      base: money(item.total),
    })),
    recap: recapOf(false),
    czkRecap: invoice.currency === "CZK" ? null : recapOf(true),
    totals,
    notes,
    footer: supplier.footerText,
  };
}
