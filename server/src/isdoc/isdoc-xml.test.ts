import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import {
  creditNote,
  eurInvoice,
  ISDOC_SAMPLES,
  nonPayerInvoice,
  reverseChargeInvoice,
  twoRatesInvoice,
} from "../../test/isdoc-samples";
import { validateIsdoc } from "../../test/xml-schema";
import { type IsdocDocument, IsdocInputError } from "./isdoc-document";
import { buildIsdocXml } from "./isdoc-xml";

// Every element read back as a list and as text, so tests index them the same way whatever their count.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

// biome-ignore lint/suspicious/noExplicitAny: the parsed XML is walked by element name in assertions
type Parsed = any;

function parse(xml: string): Parsed {
  return parser.parse(xml).Invoice[0];
}

function textOf(node: Parsed): string {
  return typeof node === "string" ? node : (node?.["#text"] ?? "");
}

/** Sum of decimal strings in cents. */
function sumCents(values: string[]): number {
  return values.reduce((sum, value) => sum + Math.round(Number(value) * 100), 0);
}

const AMOUNT_ELEMENTS = [
  "LineExtensionAmount",
  "LineExtensionAmountTaxInclusive",
  "TaxAmount",
  "TaxableAmount",
  "TaxInclusiveAmount",
  "AlreadyClaimedTaxableAmount",
  "AlreadyClaimedTaxAmount",
  "AlreadyClaimedTaxInclusiveAmount",
  "DifferenceTaxableAmount",
  "DifferenceTaxAmount",
  "DifferenceTaxInclusiveAmount",
  "TaxExclusiveAmount",
  "AlreadyClaimedTaxExclusiveAmount",
  "DifferenceTaxExclusiveAmount",
  "PaidDepositsAmount",
  "PayableAmount",
];
const count = (xml: string, element: string) => xml.split(`<${element}>`).length - 1;

describe("buildIsdocXml: the official ISDOC 6.0.2 schema", () => {
  for (const [name, sample] of Object.entries(ISDOC_SAMPLES)) {
    it(`writes a valid document: ${name}`, () => {
      const result = validateIsdoc(buildIsdocXml(sample()));
      expect(result.errors).toEqual([]);
      expect(result.valid).toBe(true);
    });
  }

  it("refuses a document that breaks the schema (so the check can fail)", () => {
    const xml = buildIsdocXml(twoRatesInvoice());
    const noType = validateIsdoc(xml.replace(/\s*<DocumentType>1<\/DocumentType>/, ""));
    expect(noType.valid).toBe(false);
    expect(noType.errors.join("\n")).toMatch(/DocumentType/);

    const unknownType = validateIsdoc(xml.replace("<DocumentType>1<", "<DocumentType>9<"));
    expect(unknownType.valid).toBe(false);

    const badUuid = validateIsdoc(xml.replace(/<UUID>[^<]+</, "<UUID>not-a-uuid<"));
    expect(badUuid.valid).toBe(false);
    expect(badUuid.errors.join("\n")).toMatch(/UUID/);

    // Two elements swapped: the schema fixes their order.
    const swapped = validateIsdoc(
      xml.replace(/(<IssueDate>[^<]+<\/IssueDate>)(\s*)(<TaxPointDate>[^<]+<\/TaxPointDate>)/, "$3$2$1"),
    );
    expect(swapped.valid).toBe(false);
  });
});

describe("buildIsdocXml: ISDOC's rules beyond the schema", () => {
  it("writes a CZK document with rates of 1 and no foreign-currency element", () => {
    const xml = buildIsdocXml(twoRatesInvoice());
    const invoice = parse(xml);
    expect(invoice.CurrRate[0]).toBe("1");
    expect(invoice.RefCurrRate[0]).toBe("1");
    expect(invoice.ForeignCurrencyCode).toBeUndefined();
    expect(xml).not.toMatch(/Curr>/);
  });

  it("writes a foreign-currency document with every amount in both currencies", () => {
    const xml = buildIsdocXml(eurInvoice());
    const invoice = parse(xml);
    expect(invoice.LocalCurrencyCode[0]).toBe("CZK");
    expect(invoice.ForeignCurrencyCode[0]).toBe("EUR");
    expect(invoice.CurrRate[0]).toBe("25.085");
    for (const element of AMOUNT_ELEMENTS) {
      expect(count(xml, `${element}Curr`), element).toBe(count(xml, element));
    }
    // Line 1: 40 h × 85.00 EUR = 3,400.00 EUR = 85,289.00 CZK at 25.085.
    const first = invoice.InvoiceLines[0].InvoiceLine[0];
    expect(first.LineExtensionAmountCurr[0]).toBe("3400.00");
    expect(first.LineExtensionAmount[0]).toBe("85289.00");
    expect(first.UnitPrice[0]).toBe("2132.23"); // 85.00 × 25.085 = 2,132.225 → half away from zero
  });

  it("takes the CZK recapitulation as given and totals it in both currencies", () => {
    const document = eurInvoice();
    const invoice = parse(buildIsdocXml(document));
    const subtotals = invoice.TaxTotal[0].TaxSubTotal;
    expect(subtotals.map((row: Parsed) => row.TaxAmount[0])).toEqual(
      document.vatRecap.map((row) => ((row.localVatCents ?? 0) / 100).toFixed(2)),
    );
    const total = invoice.LegalMonetaryTotal[0];
    for (const suffix of ["", "Curr"]) {
      const taxable = sumCents(subtotals.map((row: Parsed) => row[`TaxableAmount${suffix}`][0]));
      const inclusive = sumCents(subtotals.map((row: Parsed) => row[`TaxInclusiveAmount${suffix}`][0]));
      const tax = sumCents(subtotals.map((row: Parsed) => row[`TaxAmount${suffix}`][0]));
      expect(sumCents(total[`TaxExclusiveAmount${suffix}`])).toBe(taxable);
      expect(sumCents(total[`TaxInclusiveAmount${suffix}`])).toBe(inclusive);
      expect(sumCents(total[`PayableAmount${suffix}`])).toBe(inclusive);
      expect(sumCents(invoice.TaxTotal[0][`TaxAmount${suffix}`])).toBe(tax);
      for (const row of subtotals) {
        expect(sumCents(row[`TaxableAmount${suffix}`]) + sumCents(row[`TaxAmount${suffix}`])).toBe(
          sumCents(row[`TaxInclusiveAmount${suffix}`]),
        );
      }
    }
    expect(invoice.PaymentMeans[0].Payment[0].PaidAmount[0]).toBe(total.PayableAmountCurr[0]);
  });

  it("writes two VAT rates as two recapitulation rows, with the payment's bank details", () => {
    const invoice = parse(buildIsdocXml(twoRatesInvoice()));
    const rows = invoice.TaxTotal[0].TaxSubTotal;
    expect(rows.map((row: Parsed) => row.TaxCategory[0].Percent[0])).toEqual(["21", "12"]);
    // 12.5 h × 1,650 + 3 × 2,490 = 28,095.00 at 21 % → 5,899.95; 2 × 599.90 = 1,199.80 at 12 % → 143.98.
    expect(rows.map((row: Parsed) => [row.TaxableAmount[0], row.TaxAmount[0]])).toEqual([
      ["28095.00", "5899.95"],
      ["1199.80", "143.98"],
    ]);
    expect(invoice.LegalMonetaryTotal[0].PayableAmount[0]).toBe("35338.73");
    const details = invoice.PaymentMeans[0].Payment[0].Details[0];
    expect(details.PaymentDueDate[0]).toBe("2026-12-09");
    expect(details.ID[0]).toBe("19-2000145399");
    expect(details.BankCode[0]).toBe("0800");
    expect(details.IBAN[0]).toBe("CZ6508000000192000145399");
    expect(details.VariableSymbol[0]).toBe("20260003");
    expect(details.ConstantSymbol[0]).toBe("0308");
    expect(invoice.PaymentMeans[0].Payment[0].PaymentMeansCode[0]).toBe("42");
    // A unit and a fractional quantity.
    const line = invoice.InvoiceLines[0].InvoiceLine[0];
    expect(line.InvoicedQuantity[0]).toEqual({ "#text": "12.5", "@_unitCode": "h" });
    expect(line.UnitPriceTaxInclusive[0]).toBe("1996.50");
  });

  it("marks domestic reverse charge with its § 92a code, no VAT on the line and the customer's note", () => {
    const invoice = parse(buildIsdocXml(reverseChargeInvoice()));
    const line = invoice.InvoiceLines[0].InvoiceLine[0];
    expect(line.ClassifiedTaxCategory[0].LocalReverseCharge[0].LocalReverseChargeCode[0]).toBe("4");
    expect(line.LineExtensionTaxAmount[0]).toBe("0.00");
    expect(line.VATNote[0]).toBe("Daň odvede zákazník");
    const rows = invoice.TaxTotal[0].TaxSubTotal;
    expect(rows[0].TaxCategory[0].LocalReverseChargeFlag[0]).toBe("true");
    expect(rows[0].TaxAmount[0]).toBe("0.00");
    expect(rows[1].TaxCategory[0].LocalReverseChargeFlag).toBeUndefined();
    expect(rows[1].TaxAmount[0]).toBe("735.00");
  });

  it("writes a non-payer's document with no VAT-applicable line and no DUZP", () => {
    const invoice = parse(buildIsdocXml(nonPayerInvoice()));
    expect(invoice.VATApplicable[0]).toBe("false");
    expect(invoice.TaxPointDate).toBeUndefined();
    for (const line of invoice.InvoiceLines[0].InvoiceLine) {
      expect(line.ClassifiedTaxCategory[0].VATApplicable[0]).toBe("false");
    }
    expect(invoice.TaxTotal[0].TaxAmount[0]).toBe("0.00");
    expect(invoice.AccountingSupplierParty[0].Party[0].PartyTaxScheme).toBeUndefined();
    expect(invoice.PaymentMeans[0].Payment[0].PaymentMeansCode[0]).toBe("10");
    expect(invoice.PaymentMeans[0].Payment[0].PaidAmount[0]).toBe("16140.00");
  });

  it("writes a credit note in positive amounts, referencing the corrected invoice", () => {
    const invoice = parse(buildIsdocXml(creditNote()));
    expect(invoice.DocumentType[0]).toBe("2");
    const reference = invoice.OriginalDocumentReferences[0].OriginalDocumentReference[0];
    expect(reference["@_id"]).toBe("2026-0003");
    expect(reference.ID[0]).toBe("2026-0003");
    expect(reference.IssueDate[0]).toBe("2026-11-25");
    expect(reference.UUID[0]).toBe("3F2C8A8E-1B7D-4C55-9A51-0D6A2F0C1E01");
    const lines = invoice.InvoiceLines[0].InvoiceLine;
    expect(lines.map((line: Parsed) => line.OriginalDocumentReference[0]["@_ref"])).toEqual(["2026-0003", "2026-0003"]);
    expect(lines.map((line: Parsed) => [line.UnitPrice[0], line.LineExtensionAmount[0]])).toEqual([
      ["2490.00", "2490.00"],
      ["100.00", "100.00"],
    ]);
    // 2,490.00 at 21 % → 522.90; 100.00 at 12 % → 12.00; total 3,124.90.
    expect(invoice.LegalMonetaryTotal[0].PayableAmount[0]).toBe("3124.90");
    expect(invoice.PaymentMeans[0].Payment[0].PaidAmount[0]).toBe("3124.90");
  });

  it("splits a street's number off, names the country in Czech and writes the parties' IDs", () => {
    const invoice = parse(buildIsdocXml(twoRatesInvoice()));
    const supplier = invoice.AccountingSupplierParty[0].Party[0];
    expect(supplier.PostalAddress[0].StreetName[0]).toBe("Vinohradská");
    expect(supplier.PostalAddress[0].BuildingNumber[0]).toBe("1234/12");
    expect(supplier.PostalAddress[0].Country[0].Name[0]).toBe("Česko");
    expect(supplier.PartyIdentification[0].ID[0]).toBe("27082440");
    expect(supplier.PartyTaxScheme[0].CompanyID[0]).toBe("CZ27082440");
    expect(supplier.RegisterIdentification[0].Preformatted[0]).toBe("C 123456 vedená u Městského soudu v Praze");
    const customer = invoice.AccountingCustomerParty[0].Party[0];
    expect(customer.PartyName[0].Name[0]).toBe("Acme & Synové a.s.");
    expect(customer.PostalAddress[0].BuildingNumber[0]).toBe("15");
  });

  it("escapes markup and drops characters XML cannot carry, staying valid", () => {
    const document = twoRatesInvoice();
    document.note = "A <b>\"note\"</b> & 'more'\u0000\u0007 with a lone \uD800 surrogate and 😀";
    const first = document.lines[0] as IsdocDocument["lines"][number];
    first.description = "]]> <![CDATA[ x ]]> &amp;";
    const xml = buildIsdocXml(document);
    expect(validateIsdoc(xml).valid).toBe(true);
    const invoice = parse(xml);
    expect(textOf(invoice.Note[0])).toBe("A <b>\"note\"</b> & 'more' with a lone  surrogate and 😀");
    expect(textOf(invoice.InvoiceLines[0].InvoiceLine[0].Item[0].Description[0])).toBe("]]> <![CDATA[ x ]]> &amp;");
  });

  it("writes the same document the same way every time", () => {
    expect(buildIsdocXml(eurInvoice())).toBe(buildIsdocXml(eurInvoice()));
  });
});

describe("buildIsdocXml: input it refuses, naming the field", () => {
  function fieldOf(document: IsdocDocument): string {
    try {
      buildIsdocXml(document);
    } catch (error) {
      if (error instanceof IsdocInputError) return error.field;
      throw error;
    }
    throw new Error("accepted");
  }

  it("refuses inconsistent or incomplete documents", () => {
    const recapOff = twoRatesInvoice();
    (recapOff.vatRecap[0] as { baseCents: number }).baseCents += 1;
    expect(fieldOf(recapOff)).toBe("vatRecap[0].baseCents");

    const missingRate = twoRatesInvoice();
    missingRate.vatRecap = missingRate.vatRecap.slice(0, 1);
    expect(fieldOf(missingRate)).toBe("vatRecap");

    const noRate = eurInvoice();
    delete noRate.exchangeRate;
    expect(fieldOf(noRate)).toBe("exchangeRate");

    const noLocalRecap = eurInvoice();
    delete noLocalRecap.vatRecap[1]?.localVatCents;
    expect(fieldOf(noLocalRecap)).toBe("vatRecap[1].localBaseCents");

    const positiveCreditNote = creditNote();
    positiveCreditNote.type = "credit-note";
    positiveCreditNote.lines = twoRatesInvoice().lines;
    positiveCreditNote.vatRecap = twoRatesInvoice().vatRecap;
    expect(fieldOf(positiveCreditNote)).toBe("vatRecap");

    const orphanCreditNote = creditNote();
    delete orphanCreditNote.originalDocument;
    expect(fieldOf(orphanCreditNote)).toBe("originalDocument");

    const taxedNonPayer = nonPayerInvoice();
    (taxedNonPayer.lines[0] as { vatCents: number }).vatCents = 100;
    expect(fieldOf(taxedNonPayer)).toBe("lines[0].vatCents");

    expect(fieldOf({ ...twoRatesInvoice(), uuid: "00000000" })).toBe("uuid");
    expect(fieldOf({ ...twoRatesInvoice(), issueDate: "2026-02-30" })).toBe("issueDate");
    expect(fieldOf({ ...twoRatesInvoice(), lines: [] })).toBe("lines");
    const badSymbol = twoRatesInvoice();
    if (badSymbol.payment?.means === "bank-transfer") badSymbol.payment.variableSymbol = "2026-0003";
    expect(fieldOf(badSymbol)).toBe("payment.variableSymbol");
  });
});
