import {
  buildSpayd,
  en,
  fillPlaceholders,
  formatCentsIn,
  formatCzechDate,
  formatCzechMoney,
  formatCzechNumber,
  formatCzechPercent,
  formatDateIn,
  formatNumberIn,
  type Invoice,
  invoiceBalance,
  type Language,
  LOCALES,
  type PaymentMethod,
  type SupplierSnapshot,
  toCents,
} from "@kancl/shared";
import { cs } from "@kancl/shared/i18n/cs";

/**
 * Everything the invoice's page prints, as text ready to print (Czech formats applied): one mapper from the invoice
 * and its frozen snapshots (invoice-html.ts only lays it out). Decision 096 says what the page holds and why.
 */
export interface InvoiceView {
  /** The language of the labels (decision 183): `<html lang>` and the page footer's word for "page". */
  language: Language;
  pageLabel: string;
  /** The headings the layout prints itself (invoice-html.ts). */
  labels: PdfLabels;
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
  /**
   * How to pay — or, on a credit note, how the difference is refunded (issue 36 item 8): the supplier's account is not
   * printed there, since the customer pays nothing on it.
   */
  payment: { heading: string; rows: LabelledValue[]; qr: { spayd: string } | null };
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
  /** A payment request only: the lines of its statement (the invoice, its credit notes, its payments) instead of items. */
  statement: StatementView | null;
  /** A payment request only: what it is, and which tax document it refers to. */
  reference: string | null;
}

export interface StatementView {
  heading: string;
  columns: { item: string; date: string; amount: string };
  rows: { item: string; date: string; amount: string }[];
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

/** The PDF's labels in one language: the catalogue's `invoicePdf` texts (decision 183). */
export type PdfLabels = (typeof en)["invoicePdf"];
const LABELS: Record<Language, PdfLabels> = { en: en.invoicePdf, cs: cs.invoicePdf as PdfLabels };

/** The labels of a document's language. */
export const pdfLabelsOf = (language: Language): PdfLabels => LABELS[language];

const PAYMENT_METHOD_KEYS: Record<PaymentMethod, "bankTransfer" | "cash" | "card"> = {
  bank_transfer: "bankTransfer",
  cash: "cash",
  card: "card",
};

/**
 * How the document writes numbers, money and dates: Czech by the document rules (czech-format.ts, "1 234,56 Kč",
 * "25. 11. 2026"); English by Intl at en-GB ("CZK 1,234.56", "25 Nov 2026").
 */
interface DocumentFormats {
  money(cents: number, currency: string): string;
  number(value: number, maxDecimals: number): string;
  percent(rate: number): string;
  date(iso: string): string;
}

const FORMATS: Record<Language, DocumentFormats> = {
  cs: {
    money: formatCzechMoney,
    number: formatCzechNumber,
    percent: formatCzechPercent,
    date: formatCzechDate,
  },
  en: {
    money: (cents, currency) => formatCentsIn(LOCALES.en, cents, currency),
    number: (value, maxDecimals) => formatNumberIn(LOCALES.en, value, maxDecimals),
    percent: (rate) => `${formatNumberIn(LOCALES.en, rate, 2)}%`,
    date: (iso) => formatDateIn(LOCALES.en, iso, "medium"),
  },
};

const regionNames = new Map<Language, Intl.DisplayNames>();
const countryName = (code: string, language: Language) => {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: "region" });
    regionNames.set(language, names);
  }
  return names.of(code) ?? code;
};

const lines = (text: string | null | undefined) =>
  (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

function titleOf(invoice: Invoice, draft: boolean, L: PdfLabels): { title: string; subtitle: string | null } {
  const credit = invoice.kind === "credit_note";
  if (draft) {
    return { title: credit ? L.titleDraftCreditNote : L.titleDraftInvoice, subtitle: L.notTaxDocument };
  }
  if (!invoice.vatPayer) return { title: credit ? L.titleCreditNote : L.titleInvoice, subtitle: null };
  return { title: credit ? L.titleTaxCreditNote : L.titleTaxInvoice, subtitle: null };
}

function supplierView(supplier: PrintedSupplier, vatPayer: boolean, language: Language): PartyView {
  const L = LABELS[language];
  const cityLine = [supplier.postalCode, supplier.city].filter(Boolean).join(" ");
  // A Czech document names the country of a supplier abroad; an English one names it always (its reader is abroad).
  const country =
    supplier.country && (supplier.country !== "CZ" || language === "en")
      ? countryName(supplier.country, language)
      : null;
  const ids: LabelledValue[] = [];
  if (supplier.registrationNumber) ids.push({ label: L.registrationNumber, value: supplier.registrationNumber });
  if (supplier.taxId) ids.push({ label: L.taxId, value: supplier.taxId });
  if (!vatPayer) ids.push({ label: L.vat, value: L.nonPayer });
  return {
    heading: L.supplier,
    name: supplier.legalName ?? "",
    addressLines: [supplier.street ?? "", cityLine, country ?? ""].filter(Boolean),
    ids,
    contactLines: [],
  };
}

function customerView(invoice: Invoice, L: PdfLabels): PartyView {
  const billing = invoice.billingSnapshot;
  const ids: LabelledValue[] = [];
  if (billing.registrationNumber) ids.push({ label: L.registrationNumber, value: billing.registrationNumber });
  if (billing.taxId) ids.push({ label: L.taxId, value: billing.taxId });
  return {
    heading: L.customer,
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

function paymentRows(invoice: Invoice, supplier: PrintedSupplier, L: PdfLabels): LabelledValue[] {
  if (invoice.kind === "credit_note") {
    // A refund goes the other way: to the customer's account (or in cash or to the card), never to the supplier's.
    const method =
      invoice.paymentMethod === "bank_transfer" ? L.refundBankTransfer : L[PAYMENT_METHOD_KEYS[invoice.paymentMethod]];
    return [
      { label: L.refundMethod, value: method },
      { label: L.variableSymbol, value: invoice.variableSymbol },
    ];
  }
  const rows: LabelledValue[] = [{ label: L.paymentMethod, value: L[PAYMENT_METHOD_KEYS[invoice.paymentMethod]] }];
  if (invoice.paymentMethod === "bank_transfer") {
    if (supplier.bankAccount) rows.push({ label: L.bankAccount, value: supplier.bankAccount });
    if (supplier.iban) rows.push({ label: "IBAN", value: supplier.iban.replace(/(.{4})(?=.)/g, "$1 ") });
    if (supplier.bic) rows.push({ label: "BIC (SWIFT)", value: supplier.bic });
  }
  rows.push({ label: L.variableSymbol, value: invoice.variableSymbol });
  if (invoice.constantSymbol) rows.push({ label: L.constantSymbol, value: invoice.constantSymbol });
  return rows;
}

function datesOf(invoice: Invoice, L: PdfLabels, format: DocumentFormats): LabelledValue[] {
  const dated = (label: string, iso: string | null): LabelledValue =>
    iso ? { label, value: format.date(iso) } : { label, value: L.whenIssued, pending: true };
  const rows = [dated(L.issueDate, invoice.issueDate)];
  if (invoice.vatPayer) {
    // DUZP: the issue date unless set; a draft without either takes it when issued.
    rows.push(dated(L.taxableSupplyDate, invoice.taxableSupplyDate ?? invoice.issueDate));
  }
  rows.push(dated(L.dueDate, invoice.dueDate));
  return rows;
}

export function toInvoiceView(source: InvoiceViewSource): InvoiceView {
  const { invoice, supplier } = source;
  // The document's own language (decision 183); an invoice from before it had one was Czech.
  const language: Language = invoice.language ?? "cs";
  const L = LABELS[language];
  const format = FORMATS[language];
  const draft = invoice.status === "draft";
  const money = (amount: number) => format.money(toCents(amount), invoice.currency);
  const czk = (amount: number) => format.money(toCents(amount), "CZK");
  const columns: ItemColumns = !invoice.vatPayer ? "nonPayer" : invoice.reverseCharge ? "reverse" : "payer";
  const credit = invoice.kind === "credit_note";

  const recapOf = (inCzk: boolean): RecapView | null => {
    if (columns === "nonPayer" || invoice.vatRecap.length === 0) return null;
    if (inCzk && (invoice.czkTotals === null || invoice.exchangeRate === null)) return null;
    const amount = inCzk ? czk : money;
    const vat = (value: number) => (columns === "reverse" ? "—" : amount(value));
    const rows = invoice.vatRecap.map((line) => ({
      rate: format.percent(line.rate),
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
        fillPlaceholders(L.czkRecapRate, {
          currency: invoice.currency,
          rate: format.number(invoice.exchangeRate, 4),
        }) + (rateDate ? fillPlaceholders(L.rateOfDate, { date: format.date(rateDate) }) : "");
    }
    return {
      caption,
      rows,
      sum: { base: amount(sums.subtotal), vat: vat(sums.tax), total: amount(sums.total) },
    };
  };

  const totals: TotalRow[] = [];
  if (columns !== "nonPayer") {
    totals.push({ label: L.subtotal, value: money(invoice.subtotal) });
    totals.push(
      columns === "reverse" ? { label: L.vat, value: L.reverseChargeVat } : { label: L.vat, value: money(invoice.tax) },
    );
  }
  const paidSome = !credit && invoice.amountPaid > 0;
  // With payments, what is left to pay is the figure that stands out.
  totals.push({
    label: credit ? L.totalToCorrect : L.totalDue,
    value: money(invoice.total),
    strong: !paidSome,
  });
  if (paidSome) {
    totals.push({ label: L.paid, value: money(-invoice.amountPaid) });
    totals.push({ label: L.remaining, value: money(invoice.amountDue), strong: true });
  }
  if (invoice.currency !== "CZK" && invoice.czkTotals) {
    totals.push({ label: L.totalCzk, value: czk(invoice.czkTotals.total) });
  }

  const notes: string[] = [];
  if (columns === "reverse") notes.push(L.reverseChargeNote);
  if (columns === "nonPayer") notes.push(L.nonPayerNote);
  if (credit) {
    notes.push(
      fillPlaceholders(L.creditNoteRefundNote, {
        number: source.originalInvoiceNumber ?? "",
        amount: format.money(Math.abs(toCents(invoice.total)), invoice.currency),
      }),
    );
  }

  const { title, subtitle } = titleOf(invoice, draft, L);
  const contacts = [supplier.email, supplier.phone, supplier.web].filter((value): value is string => Boolean(value));
  return {
    language,
    pageLabel: L.page,
    labels: L,
    documentLabel: `${draft ? L.draftPrefix : ""}${credit ? L.creditNote : L.invoice} ${invoice.invoiceNumber}`,
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
    supplier: { ...supplierView(supplier, invoice.vatPayer, language), contactLines: contacts },
    customer: customerView(invoice, L),
    dates: datesOf(invoice, L, format),
    payment: {
      heading: credit ? L.refundDetails : L.paymentDetails,
      rows: paymentRows(invoice, supplier, L),
      qr: draft ? null : qrPaymentOf(invoice, supplier),
    },
    columns,
    currency: invoice.currency,
    items: invoice.items.map((item) => ({
      description: item.description,
      quantity: format.number(item.quantity, 3),
      unitPrice: money(item.unitPrice),
      vatRate: format.percent(item.vatRate),
      base: money(item.total),
    })),
    recap: recapOf(false),
    czkRecap: invoice.currency === "CZK" ? null : recapOf(true),
    totals,
    notes,
    footer: supplier.footerText,
    statement: null,
    reference: null,
  };
}

/** A credit note of the invoice as the payment request lists it. */
export interface StatementCreditNote {
  invoiceNumber: string;
  issueDate: string | null;
  status: string;
  total: number;
}

export interface PaymentRequestSource extends InvoiceViewSource {
  creditNotes: StatementCreditNote[];
  /** The request's own date (YYYY-MM-DD). */
  today: string;
}

/**
 * The payment request (výzva k úhradě, decision 204): a separate document, clearly not a tax document, that states
 * the issued invoice's total, its issued credit notes and its payments line by line, and what remains — with the QR
 * code asking exactly that. Every figure comes from the shared balance (invoiceBalance), and the remaining amount must
 * equal the invoice's `amountDue`, or nothing is printed at all.
 */
export function toPaymentRequestView(source: PaymentRequestSource): InvoiceView {
  const { invoice } = source;
  const base = toInvoiceView(source);
  const language = base.language;
  const L = LABELS[language];
  const format = FORMATS[language];
  const money = (cents: number) => format.money(cents, invoice.currency);
  const issuedNotes = source.creditNotes.filter((note) => note.status !== "draft");
  const balance = invoiceBalance({
    kind: invoice.kind,
    status: invoice.status,
    totalCents: toCents(invoice.total),
    creditNotes: issuedNotes.map((note) => ({ status: note.status, totalCents: toCents(note.total) })),
    payments: invoice.payments.map((payment) => ({ amountCents: toCents(payment.amount) })),
  });
  if (balance.dueCents !== toCents(invoice.amountDue)) {
    throw new Error(`payment request of ${invoice.invoiceNumber}: its lines do not add up to the amount due`);
  }
  const dated = (iso: string | null) => (iso ? format.date(iso) : "");
  const rows = [
    {
      item: fillPlaceholders(L.invoiceLine, { number: invoice.invoiceNumber }),
      date: dated(invoice.issueDate),
      amount: money(balance.totalCents),
    },
    ...issuedNotes.map((note) => ({
      item: fillPlaceholders(L.creditNoteLine, { number: note.invoiceNumber }),
      date: dated(note.issueDate),
      amount: money(toCents(note.total)),
    })),
    ...invoice.payments.map((payment) => ({
      item: L.paymentLine,
      date: dated(payment.paidOn),
      amount: money(-toCents(payment.amount)),
    })),
  ];
  const totals: TotalRow[] = [{ label: L.invoiceTotal, value: money(balance.totalCents) }];
  if (balance.creditedCents !== 0) totals.push({ label: L.creditNotes, value: money(balance.creditedCents) });
  if (balance.paidCents !== 0) totals.push({ label: L.paid, value: money(-balance.paidCents) });
  totals.push({ label: L.remaining, value: money(balance.dueCents), strong: balance.overpaidCents === 0 });
  if (balance.overpaidCents > 0) totals.push({ label: L.overpaid, value: money(balance.overpaidCents), strong: true });
  return {
    ...base,
    title: L.paymentRequest,
    subtitle: L.notTaxDocument,
    documentLabel: `${L.paymentRequestShort} ${invoice.invoiceNumber}`,
    draft: false,
    correction: null,
    // A non-payer's invoice is no tax document either: the note then only names the invoice.
    reference: fillPlaceholders(invoice.vatPayer ? L.paymentRequestNote : L.paymentRequestNoteNonPayer, {
      number: invoice.invoiceNumber,
      date: dated(invoice.issueDate),
    }),
    dates: [
      { label: L.requestDate, value: format.date(source.today) },
      { label: L.invoiceIssueDate, value: dated(invoice.issueDate) },
      { label: L.dueDate, value: format.date(invoice.dueDate) },
    ],
    payment: { heading: L.paymentDetails, rows: base.payment.rows, qr: qrPaymentOf(invoice, source.supplier) },
    items: [],
    recap: null,
    czkRecap: null,
    totals,
    notes: [],
    statement: {
      heading: L.statement,
      columns: { item: L.statementItem, date: L.statementDate, amount: L.statementAmount },
      rows,
    },
  };
}
