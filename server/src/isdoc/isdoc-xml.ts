/**
 * The ISDOC engine: an IsdocDocument (isdoc-document.ts) as ISDOC 6.0.2 XML, valid against the official schema
 * (isdoc-invoice-6.0.2.xsd) and following the standard's rules that the schema cannot express (pravidla 6.0.2):
 * a foreign-currency document carries every amount in both currencies (the `…Curr` elements), a CZK one none of
 * them and rates of 1; the totals equal the sums of the VAT recapitulation; a credit note references the corrected
 * invoice and is written in positive amounts; a non-payer's document has no VAT-applicable line. The XML is built
 * by fast-xml-parser's XMLBuilder (decision 081) from an object whose key order is the schema's element order.
 */
import { centsToDecimal, isIsoDate } from "@kancl/shared";
import { XMLBuilder } from "fast-xml-parser";
import {
  type IsdocAddress,
  type IsdocBankAccount,
  type IsdocDocument,
  IsdocInputError,
  type IsdocLine,
  type IsdocParty,
  type IsdocPayment,
  type IsdocVatRecapEntry,
} from "./isdoc-document";

export const ISDOC_VERSION = "6.0.2";
export const ISDOC_NAMESPACE = "http://isdoc.cz/namespace/2013";
/** The media type to serve `.isdoc` files with (ISDOC defines none; this is what ISDOC tools commonly use). */
export const ISDOC_MEDIA_TYPE = "application/x-isdoc";

const LOCAL_CURRENCY = "CZK";
const REVERSE_CHARGE_NOTE = "Daň odvede zákazník";

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  format: true,
  indentBy: "  ",
  suppressEmptyNode: false,
  processEntities: true,
});

type XmlNode = { [element: string]: XmlValue };
type XmlValue = string | XmlNode | XmlNode[] | XmlValue[];

/** Whether a UTF-16 code unit at `index` may stand in XML 1.0 (no C0 control but tab/LF/CR, no lone surrogate, no U+FFFE/F). */
function allowedInXml(value: string, index: number): boolean {
  const code = value.charCodeAt(index);
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  if (code >= 0xd800 && code <= 0xdbff) {
    const next = value.charCodeAt(index + 1);
    return next >= 0xdc00 && next <= 0xdfff;
  }
  if (code >= 0xdc00 && code <= 0xdfff) {
    const previous = index > 0 ? value.charCodeAt(index - 1) : 0;
    return previous >= 0xd800 && previous <= 0xdbff;
  }
  return code !== 0xfffe && code !== 0xffff;
}

/** User text for an element: characters XML cannot carry are dropped (the builder escapes markup). */
function text(value: string | undefined): string {
  const input = value ?? "";
  let index = 0;
  while (index < input.length && allowedInXml(input, index)) index++;
  if (index === input.length) return input;
  let output = input.slice(0, index);
  for (; index < input.length; index++) if (allowedInXml(input, index)) output += input[index];
  return output;
}

function date(field: string, value: string): string {
  if (!isIsoDate(value)) throw new IsdocInputError(field, `must be an ISO date (YYYY-MM-DD), got "${value}"`);
  return value;
}

function cents(field: string, value: number): number {
  if (!Number.isSafeInteger(value)) throw new IsdocInputError(field, `must be integer cents, got ${value}`);
  return value;
}

function decimal(field: string, value: number | string): string {
  const written = typeof value === "number" ? String(value) : value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(written)) throw new IsdocInputError(field, `must be a decimal number, got "${value}"`);
  return written;
}

/** Half away from zero, as Czech accounting rounds (and shared/src/money.ts). */
function roundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

/** Converts document-currency cents to CZK cents exactly (rate as a decimal string; no float on the way). */
function converter(rate: string, amount: number): (cents: number) => number {
  const [whole = "0", fraction = ""] = rate.split(".");
  const scaledRate = BigInt(whole + fraction);
  const scale = 10n ** BigInt(fraction.length) * BigInt(amount);
  return (value) => Number(roundHalfAwayFromZero(BigInt(value) * scaledRate, scale));
}

function recapKey(vatRatePercent: number, reverseCharge: boolean): string {
  return `${vatRatePercent}|${reverseCharge ? "reverse" : "standard"}`;
}

interface Amounts {
  /** Document-currency cents → CZK cents. */
  local: (cents: number) => number;
  /** Whether the document is in a foreign currency (and so carries `…Curr` elements). */
  foreign: boolean;
  /** -1 for a credit note (written positive), 1 otherwise. */
  sign: number;
}

/** An element pair in schema order: the `…Curr` one (foreign documents only) and the local one. */
function pair(
  amounts: Amounts,
  name: string,
  documentCents: number,
  localCents: number,
  currFirst: boolean,
): [string, string][] {
  const local: [string, string] = [name, centsToDecimal(amounts.sign * localCents)];
  if (!amounts.foreign) return [local];
  const curr: [string, string] = [`${name}Curr`, centsToDecimal(amounts.sign * documentCents)];
  return currFirst ? [curr, local] : [local, curr];
}

function splitStreet(address: IsdocAddress): { street: string; number: string } {
  if (address.buildingNumber !== undefined) return { street: address.street, number: address.buildingNumber };
  const match = /^(.*\S)\s+(\d+[\p{L}\d]*(?:\/\d+[\p{L}\d]*)?)$/u.exec(address.street.trim());
  return match ? { street: match[1] ?? "", number: match[2] ?? "" } : { street: address.street, number: "" };
}

const countryNames = new Intl.DisplayNames(["cs"], { type: "region" });

function party(field: string, value: IsdocParty): XmlNode {
  const country = value.address.countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) {
    throw new IsdocInputError(`${field}.address.countryCode`, `must be an ISO 3166 code, got "${country}"`);
  }
  const { street, number } = splitStreet(value.address);
  const node: XmlNode = {
    PartyIdentification: { ID: text(value.companyId) },
    PartyName: { Name: text(value.name) },
    PostalAddress: {
      StreetName: text(street),
      BuildingNumber: text(number),
      CityName: text(value.address.city),
      PostalZone: text(value.address.postalCode),
      Country: {
        IdentificationCode: country,
        Name: text(value.address.countryName ?? countryNames.of(country) ?? country),
      },
    },
  };
  if (value.vatId?.trim()) node.PartyTaxScheme = { CompanyID: text(value.vatId.trim()), TaxScheme: "VAT" };
  if (value.register?.trim()) node.RegisterIdentification = { Preformatted: text(value.register.trim()) };
  const contact = value.contact;
  if (contact && (contact.name || contact.phone || contact.email)) {
    const node2: XmlNode = {};
    if (contact.name) node2.Name = text(contact.name);
    if (contact.phone) node2.Telephone = text(contact.phone);
    if (contact.email) node2.ElectronicMail = text(contact.email);
    node.Contact = node2;
  }
  return { Party: node };
}

function line(document: IsdocDocument, amounts: Amounts, value: IsdocLine, index: number): XmlNode {
  const field = `lines[${index}]`;
  const id = value.id ?? String(index + 1);
  if (id.length === 0 || id.length > 36) throw new IsdocInputError(`${field}.id`, "must be 1 to 36 characters");
  const base = cents(`${field}.baseCents`, value.baseCents);
  const vat = cents(`${field}.vatCents`, value.vatCents);
  const unitPrice = cents(`${field}.unitPriceCents`, value.unitPriceCents);
  const reverse = value.reverseCharge !== undefined;
  if ((reverse || !document.vatApplicable) && vat !== 0) {
    throw new IsdocInputError(`${field}.vatCents`, "must be 0 under reverse charge and for a non-payer");
  }
  if (!document.vatApplicable && value.vatRatePercent !== 0) {
    throw new IsdocInputError(`${field}.vatRatePercent`, "must be 0 when the document is not subject to VAT");
  }
  const localBase = amounts.local(base);
  const localVat = amounts.local(vat);
  const localUnitPrice = amounts.local(unitPrice);
  const taxedUnitPrice =
    reverse || !document.vatApplicable
      ? localUnitPrice
      : Number(
          roundHalfAwayFromZero(
            BigInt(localUnitPrice) * BigInt(Math.round((100 + value.vatRatePercent) * 100)),
            10_000n,
          ),
        );

  const node: XmlNode = { ID: text(id) };
  if (document.type === "credit-note" && document.originalDocument) {
    node.OriginalDocumentReference = { "@_ref": text(document.originalDocument.number) };
  }
  const quantity = decimal(`${field}.quantity`, value.quantity);
  node.InvoicedQuantity = value.unit ? { "#text": quantity, "@_unitCode": text(value.unit) } : quantity;
  for (const [name, amount] of [
    ...pair(amounts, "LineExtensionAmount", base, localBase, true),
    ...pair(amounts, "LineExtensionAmountTaxInclusive", base + vat, localBase + localVat, true),
    ["LineExtensionTaxAmount", centsToDecimal(amounts.sign * localVat)],
    ["UnitPrice", centsToDecimal(amounts.sign * localUnitPrice)],
    ["UnitPriceTaxInclusive", centsToDecimal(amounts.sign * taxedUnitPrice)],
  ] as [string, string][]) {
    node[name] = amount;
  }
  const category: XmlNode = {
    Percent: String(value.vatRatePercent),
    // 0 = "zdola": VAT computed from the base, as Kancl's recapitulation computes it.
    VATCalculationMethod: "0",
    VATApplicable: String(document.vatApplicable),
  };
  if (value.reverseCharge?.localCode) {
    category.LocalReverseCharge = { LocalReverseChargeCode: text(value.reverseCharge.localCode) };
  }
  node.ClassifiedTaxCategory = category;
  if (value.note) node.Note = text(value.note);
  if (reverse) node.VATNote = REVERSE_CHARGE_NOTE;
  node.Item = { Description: text(value.description) };
  return node;
}

interface RecapRow {
  entry: IsdocVatRecapEntry;
  localBase: number;
  localVat: number;
  /** Reverse charge under the domestic regime (§ 92a: a line with a local code), not a cross-border one. */
  localReverseCharge: boolean;
}

function recap(document: IsdocDocument, amounts: Amounts): RecapRow[] {
  if (document.vatRecap.length === 0) throw new IsdocInputError("vatRecap", "must have at least one rate");
  const lineBases = new Map<string, number>();
  const localReverseCharge = new Set<string>();
  for (const value of document.lines) {
    const key = recapKey(value.vatRatePercent, value.reverseCharge !== undefined);
    lineBases.set(key, (lineBases.get(key) ?? 0) + value.baseCents);
    if (value.reverseCharge?.localCode) localReverseCharge.add(key);
  }
  const seen = new Set<string>();
  const rows = document.vatRecap.map((entry, index) => {
    const field = `vatRecap[${index}]`;
    const key = recapKey(entry.vatRatePercent, entry.reverseCharge === true);
    if (seen.has(key)) throw new IsdocInputError(field, "two rows for the same rate and regime");
    seen.add(key);
    cents(`${field}.baseCents`, entry.baseCents);
    cents(`${field}.vatCents`, entry.vatCents);
    if (entry.baseCents !== (lineBases.get(key) ?? 0)) {
      throw new IsdocInputError(`${field}.baseCents`, `${entry.baseCents} is not the sum of its lines' bases`);
    }
    if ((entry.reverseCharge || !document.vatApplicable) && entry.vatCents !== 0) {
      throw new IsdocInputError(`${field}.vatCents`, "must be 0 under reverse charge and for a non-payer");
    }
    const local = localReverseCharge.has(key);
    if (!amounts.foreign) {
      return { entry, localBase: entry.baseCents, localVat: entry.vatCents, localReverseCharge: local };
    }
    if (entry.localBaseCents === undefined || entry.localVatCents === undefined) {
      throw new IsdocInputError(`${field}.localBaseCents`, "a foreign-currency document needs the recap in CZK");
    }
    return {
      entry,
      localBase: cents(`${field}.localBaseCents`, entry.localBaseCents),
      localVat: cents(`${field}.localVatCents`, entry.localVatCents),
      localReverseCharge: local,
    };
  });
  for (const key of lineBases.keys()) {
    if (!seen.has(key)) throw new IsdocInputError("vatRecap", `no row for the lines at ${key.replace("|", " % ")}`);
  }
  return rows;
}

function taxSubTotal(document: IsdocDocument, amounts: Amounts, row: RecapRow): XmlNode {
  const { entry, localBase, localVat } = row;
  const node: XmlNode = {};
  const zero = (name: string) => pair(amounts, name, 0, 0, true);
  for (const [name, amount] of [
    ...pair(amounts, "TaxableAmount", entry.baseCents, localBase, true),
    ...pair(amounts, "TaxAmount", entry.vatCents, localVat, true),
    ...pair(amounts, "TaxInclusiveAmount", entry.baseCents + entry.vatCents, localBase + localVat, true),
    ...zero("AlreadyClaimedTaxableAmount"),
    ...zero("AlreadyClaimedTaxAmount"),
    ...zero("AlreadyClaimedTaxInclusiveAmount"),
    ...pair(amounts, "DifferenceTaxableAmount", entry.baseCents, localBase, true),
    ...pair(amounts, "DifferenceTaxAmount", entry.vatCents, localVat, true),
    ...pair(amounts, "DifferenceTaxInclusiveAmount", entry.baseCents + entry.vatCents, localBase + localVat, true),
  ]) {
    node[name] = amount;
  }
  const category: XmlNode = { Percent: String(entry.vatRatePercent), VATApplicable: String(document.vatApplicable) };
  if (row.localReverseCharge) category.LocalReverseChargeFlag = "true";
  node.TaxCategory = category;
  return node;
}

function bankAccount(value: IsdocBankAccount): XmlNode {
  return {
    ID: text(value.number),
    BankCode: text(value.bankCode),
    Name: text(value.bankName),
    IBAN: text(value.iban.replace(/\s+/g, "").toUpperCase()),
    BIC: text(value.bic?.replace(/\s+/g, "").toUpperCase()),
  };
}

function payment(amounts: Amounts, value: IsdocPayment, totalCents: number): XmlNode {
  const paid = centsToDecimal(amounts.sign * cents("payment.amountCents", value.amountCents ?? totalCents));
  if (value.means === "cash") return { Payment: { PaidAmount: paid, PaymentMeansCode: "10" } };
  if (value.means === "card") return { Payment: { PaidAmount: paid, PaymentMeansCode: "48" } };
  const details: XmlNode = {
    PaymentDueDate: date("payment.dueDate", value.dueDate),
    ...bankAccount(value.account),
  };
  for (const [name, symbol, field] of [
    ["VariableSymbol", value.variableSymbol, "variableSymbol"],
    ["ConstantSymbol", value.constantSymbol, "constantSymbol"],
    ["SpecificSymbol", value.specificSymbol, "specificSymbol"],
  ] as const) {
    if (symbol === undefined || symbol === "") continue;
    if (!/^\d{1,10}$/.test(symbol)) throw new IsdocInputError(`payment.${field}`, "must be 1 to 10 digits");
    details[name] = symbol;
  }
  return { Payment: { PaidAmount: paid, PaymentMeansCode: "42", Details: details } };
}

function amountsOf(document: IsdocDocument): Amounts {
  const currency = document.currency.trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw new IsdocInputError("currency", "must be an ISO 4217 code");
  const sign = document.type === "credit-note" ? -1 : 1;
  if (currency === LOCAL_CURRENCY) return { local: (value) => value, foreign: false, sign };
  const rate = document.exchangeRate;
  if (!rate) throw new IsdocInputError("exchangeRate", `a document in ${currency} needs the CZK exchange rate`);
  if (!/^\d+(\.\d+)?$/.test(rate.rate.trim()) || Number(rate.rate) <= 0) {
    throw new IsdocInputError("exchangeRate.rate", `must be a positive decimal, got "${rate.rate}"`);
  }
  const amount = rate.amount ?? 1;
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new IsdocInputError("exchangeRate.amount", "must be a positive integer");
  }
  return { local: converter(rate.rate.trim(), amount), foreign: true, sign };
}

/** The document as an ISDOC 6.0.2 XML string (UTF-8, with its declaration). Throws IsdocInputError on bad input. */
export function buildIsdocXml(document: IsdocDocument): string {
  if (document.type !== "invoice" && document.type !== "credit-note") {
    throw new IsdocInputError("type", `must be "invoice" or "credit-note"`);
  }
  if (!/^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/.test(document.uuid)) {
    throw new IsdocInputError("uuid", `must be a UUID, got "${document.uuid}"`);
  }
  if (!document.number.trim()) throw new IsdocInputError("number", "must not be empty");
  if (document.lines.length === 0) throw new IsdocInputError("lines", "must have at least one line");
  const ids = new Set(document.lines.map((value, index) => value.id ?? String(index + 1)));
  if (ids.size !== document.lines.length) throw new IsdocInputError("lines", "line ids must be unique");
  if (document.type === "credit-note" && !document.originalDocument?.number.trim()) {
    throw new IsdocInputError("originalDocument", "a credit note must name the invoice it corrects");
  }
  const amounts = amountsOf(document);
  const rows = recap(document, amounts);

  const total = rows.reduce((sum, row) => sum + row.entry.baseCents + row.entry.vatCents, 0);
  if (document.type === "credit-note" && total >= 0) {
    throw new IsdocInputError("vatRecap", "a credit note's amounts are negative (they reduce what is owed)");
  }
  const base = rows.reduce((sum, row) => sum + row.entry.baseCents, 0);
  const localBase = rows.reduce((sum, row) => sum + row.localBase, 0);
  const localTotal = rows.reduce((sum, row) => sum + row.localBase + row.localVat, 0);
  const localVat = rows.reduce((sum, row) => sum + row.localVat, 0);
  const vat = rows.reduce((sum, row) => sum + row.entry.vatCents, 0);

  const invoice: XmlNode = {
    "@_xmlns": ISDOC_NAMESPACE,
    "@_version": ISDOC_VERSION,
    DocumentType: document.type === "credit-note" ? "2" : "1",
    ID: text(document.number.trim()),
    UUID: document.uuid.toUpperCase(),
    IssuingSystem: text(document.issuingSystem ?? "Kancl").slice(0, 80),
    IssueDate: date("issueDate", document.issueDate),
  };
  // DUZP belongs to tax documents only (ISDOC's rules: a non-tax document leaves TaxPointDate out).
  if (document.vatApplicable && document.taxPointDate) {
    invoice.TaxPointDate = date("taxPointDate", document.taxPointDate);
  }
  invoice.VATApplicable = String(document.vatApplicable);
  invoice.ElectronicPossibilityAgreementReference = text(document.electronicAgreementReference);
  if (document.note) invoice.Note = text(document.note);
  invoice.LocalCurrencyCode = LOCAL_CURRENCY;
  if (amounts.foreign) invoice.ForeignCurrencyCode = document.currency.trim().toUpperCase();
  invoice.CurrRate = amounts.foreign ? (document.exchangeRate?.rate.trim() ?? "1") : "1";
  invoice.RefCurrRate = amounts.foreign ? String(document.exchangeRate?.amount ?? 1) : "1";
  invoice.AccountingSupplierParty = party("supplier", document.supplier);
  invoice.AccountingCustomerParty = party("customer", document.customer);
  if (document.type === "credit-note" && document.originalDocument) {
    const original = document.originalDocument;
    const reference: XmlNode = { "@_id": text(original.number), ID: text(original.number) };
    if (original.issueDate) reference.IssueDate = date("originalDocument.issueDate", original.issueDate);
    if (original.uuid) reference.UUID = original.uuid.toUpperCase();
    invoice.OriginalDocumentReferences = { OriginalDocumentReference: reference };
  }
  invoice.InvoiceLines = { InvoiceLine: document.lines.map((value, index) => line(document, amounts, value, index)) };

  const taxTotal: XmlNode = { TaxSubTotal: rows.map((row) => taxSubTotal(document, amounts, row)) };
  for (const [name, amount] of pair(amounts, "TaxAmount", vat, localVat, true)) taxTotal[name] = amount;
  invoice.TaxTotal = taxTotal;

  const legal: XmlNode = {};
  for (const [name, amount] of [
    ...pair(amounts, "TaxExclusiveAmount", base, localBase, false),
    ...pair(amounts, "TaxInclusiveAmount", total, localTotal, false),
    ...pair(amounts, "AlreadyClaimedTaxExclusiveAmount", 0, 0, false),
    ...pair(amounts, "AlreadyClaimedTaxInclusiveAmount", 0, 0, false),
    ...pair(amounts, "DifferenceTaxExclusiveAmount", base, localBase, false),
    ...pair(amounts, "DifferenceTaxInclusiveAmount", total, localTotal, false),
    ...pair(amounts, "PaidDepositsAmount", 0, 0, false),
    ...pair(amounts, "PayableAmount", total, localTotal, false),
  ]) {
    legal[name] = amount;
  }
  invoice.LegalMonetaryTotal = legal;
  if (document.payment) invoice.PaymentMeans = payment(amounts, document.payment, total);

  return builder.build({ "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" }, Invoice: invoice }) as string;
}

/** The file name of a document's ISDOC: its number with the `.isdoc` extension ("2026-0003.isdoc"). */
export function isdocFileName(document: Pick<IsdocDocument, "number">): string {
  const name = text(document.number.trim()).replace(/[/\\:*?"<>|]/g, "_");
  return `${name || "document"}.isdoc`;
}
