import { describe, expect, it } from "vitest";
import { PRINTED_SUPPLIER, sampleInvoice } from "../../../../test/invoice-samples";
import { renderInvoiceHtml } from "./invoice-html";
import { qrPaymentOf, toInvoiceView } from "./invoice-view";

const NBSP = "\u00a0";
const plain = (text: string) => text.replaceAll(NBSP, " ");

describe("toInvoiceView", () => {
  it("prints an issued payer's invoice as a tax document: rates and bases per line, the recapitulation per rate, Czech formats", () => {
    const view = toInvoiceView({ invoice: sampleInvoice(), supplier: PRINTED_SUPPLIER });
    expect(view.title).toBe("Faktura – daňový doklad");
    expect(view.subtitle).toBeNull();
    expect(view.draft).toBe(false);
    expect(view.columns).toBe("payer");
    expect(view.documentLabel).toBe("Faktura 2026-0007");
    expect(view.dates).toEqual([
      { label: "Datum vystavení", value: "25. 11. 2026" },
      { label: "Datum zdan. plnění", value: "25. 11. 2026" },
      { label: "Datum splatnosti", value: "9. 12. 2026" },
    ]);
    expect(
      view.items.map((item) => plain(`${item.quantity} | ${item.unitPrice} | ${item.vatRate} | ${item.base}`)),
    ).toEqual(["12,5 | 1 500,00 Kč | 21 % | 18 750,00 Kč", "2 | 450,00 Kč | 12 % | 900,00 Kč"]);
    expect(view.recap?.rows.map((row) => plain(Object.values(row).join(" | ")))).toEqual([
      "21 % | 18 750,00 Kč | 3 937,50 Kč | 22 687,50 Kč",
      "12 % | 900,00 Kč | 108,00 Kč | 1 008,00 Kč",
    ]);
    expect(view.czkRecap).toBeNull();
    expect(view.totals.map((row) => plain(`${row.label}: ${row.value}${row.strong ? " !" : ""}`))).toEqual([
      "Celkem bez DPH: 19 650,00 Kč",
      "DPH: 4 045,50 Kč",
      "Celkem k úhradě: 23 695,50 Kč !",
    ]);
    expect(view.supplier.ids).toEqual([
      { label: "IČO", value: "27082440" },
      { label: "DIČ", value: "CZ27082440" },
    ]);
    expect(view.supplier.addressLines).toEqual(["Václavské náměstí 1", "110 00 Praha"]);
    expect(view.customer.addressLines).toEqual(["Úpická 12", "541 01 Trutnov"]);
    expect(view.payment.rows.map((row) => `${row.label}: ${row.value}`)).toEqual([
      "Forma úhrady: Bankovní převod",
      "Bankovní účet: 19-2000145399/0800",
      "IBAN: CZ65 0800 0000 1920 0014 5399",
      "BIC (SWIFT): GIBACZPX",
      "Variabilní symbol: 20260007",
    ]);
    expect(view.payment.qr?.spayd).toBe(
      "SPD*1.0*ACC:CZ6508000000192000145399+GIBACZPX*AM:23695.50*CC:CZK*DT:20261209*MSG:FAKTURA 2026-0007*X-VS:20260007",
    );
    expect(view.notes).toEqual([]);
    expect(view.footer).toBe(PRINTED_SUPPLIER.footerText);
  });

  it("a draft is no tax document: its title says so, its dates are taken when issued, no QR code", () => {
    const view = toInvoiceView({ invoice: sampleInvoice({ status: "draft" }), supplier: PRINTED_SUPPLIER });
    expect(view.draft).toBe(true);
    expect(view.title).toBe("Koncept faktury");
    expect(view.subtitle).toBe("Není daňový doklad");
    expect(view.documentLabel).toBe("Koncept – Faktura 2026-0007");
    expect(view.dates.slice(0, 2)).toEqual([
      { label: "Datum vystavení", value: "při vystavení", pending: true },
      { label: "Datum zdan. plnění", value: "při vystavení", pending: true },
    ]);
    expect(view.payment.qr).toBeNull();
  });

  it("a non-payer's invoice: 'Faktura', no VAT columns, no recapitulation, no DUZP, 'Nejsem plátce DPH'", () => {
    const view = toInvoiceView({
      invoice: sampleInvoice({ vatMode: "non_payer" }),
      supplier: { ...PRINTED_SUPPLIER, vatPayer: false, taxId: null },
    });
    expect(view.title).toBe("Faktura");
    expect(view.columns).toBe("nonPayer");
    expect(view.recap).toBeNull();
    expect(view.dates.map((row) => row.label)).toEqual(["Datum vystavení", "Datum splatnosti"]);
    expect(view.totals.map((row) => plain(`${row.label}: ${row.value}`))).toEqual(["Celkem k úhradě: 19 650,00 Kč"]);
    expect(view.notes).toEqual(["Nejsem plátce DPH."]);
    expect(view.supplier.ids).toEqual([
      { label: "IČO", value: "27082440" },
      { label: "DPH", value: "neplátce" },
    ]);
    const html = renderInvoiceHtml(view);
    expect(html).not.toContain("Sazba DPH");
    expect(html).not.toContain("Základ daně");
  });

  it("reverse charge: bases per rate, no VAT charged, 'Daň odvede zákazník'", () => {
    const view = toInvoiceView({ invoice: sampleInvoice({ vatMode: "reverse_charge" }), supplier: PRINTED_SUPPLIER });
    expect(view.columns).toBe("reverse");
    expect(view.recap?.rows.map((row) => plain(`${row.rate} ${row.base} ${row.vat}`))).toEqual([
      "21 % 18 750,00 Kč —",
      "12 % 900,00 Kč —",
    ]);
    expect(view.totals.map((row) => plain(`${row.label}: ${row.value}`))).toContain("DPH: daň odvede zákazník");
    expect(view.notes[0]).toMatch(/^Daň odvede zákazník/);
  });

  it("EUR: amounts in EUR, the recapitulation in CZK at the exchange rate and its date", () => {
    const view = toInvoiceView({
      invoice: sampleInvoice({ currency: "EUR", exchangeRate: 25.13 }),
      supplier: PRINTED_SUPPLIER,
    });
    expect(plain(view.items[0]?.base ?? "")).toBe("18 750,00 EUR");
    expect(view.czkRecap?.caption).toBe("Rekapitulace v Kč · kurz 1 EUR = 25,13 Kč ze dne 24. 11. 2026");
    expect(view.czkRecap?.rows.map((row) => plain(`${row.base} ${row.vat}`))).toEqual([
      "471 187,50 Kč 98 949,38 Kč",
      "22 617,00 Kč 2 714,04 Kč",
    ]);
    expect(view.totals.map((row) => plain(`${row.label}: ${row.value}`))).toContain("Celkem v Kč: 595 467,92 Kč");
    expect(view.payment.qr?.spayd).toContain("*CC:EUR*");
  });

  it("a credit note: 'Opravný daňový doklad' naming the invoice it corrects and why, no QR code", () => {
    const view = toInvoiceView({
      invoice: sampleInvoice({
        kind: "credit_note",
        items: [{ description: "Sleva", quantity: 1, unitPrice: -1000, vatRate: 21 }],
      }),
      supplier: PRINTED_SUPPLIER,
      originalInvoiceNumber: "2026-0006",
    });
    expect(view.title).toBe("Opravný daňový doklad");
    expect(view.correction).toEqual({ originalNumber: "2026-0006", reason: "Sleva za pozdní dodání" });
    expect(view.totals.at(-1)).toEqual({ label: "Celkem k opravě", value: `-1${NBSP}210,00${NBSP}Kč`, strong: true });
    expect(view.payment.qr).toBeNull();
  });

  it.each([
    [
      "cs",
      "Vrácení",
      [
        { label: "Způsob vrácení", value: "Převodem na účet odběratele" },
        { label: "Variabilní symbol", value: "20260001" },
      ],
      `Tento opravný doklad snižuje částku k úhradě faktury č. 2026-0006 o 1${NBSP}210,00${NBSP}Kč: na jeho základě se nic neplatí. Co z této částky odběratel již uhradil, mu dodavatel vrátí.`,
    ],
    [
      "en",
      "Refund",
      [
        { label: "Refunded by", value: "Bank transfer to the customer's account" },
        { label: "Variable symbol", value: "20260001" },
      ],
      `This credit note lowers the amount due on invoice 2026-0006 by CZK${NBSP}1,210.00: nothing is to be paid on it. Whatever of that amount the customer has already paid is refunded by the supplier.`,
    ],
  ] as const)(
    "a credit note in %s says what is refunded, without the supplier's account (issue 36 item 8)",
    (language, heading, rows, note) => {
      const view = toInvoiceView({
        invoice: {
          ...sampleInvoice({
            kind: "credit_note",
            items: [{ description: "Sleva", quantity: 1, unitPrice: -1000, vatRate: 21 }],
          }),
          language,
        },
        supplier: PRINTED_SUPPLIER,
        originalInvoiceNumber: "2026-0006",
      });
      expect(view.payment).toEqual({ heading, rows, qr: null });
      expect(view.notes).toEqual([note]);
    },
  );

  it("after a payment, the QR code asks for what is left, which stands out among the totals", () => {
    const view = toInvoiceView({ invoice: sampleInvoice({ payments: [20_000] }), supplier: PRINTED_SUPPLIER });
    expect(view.totals.filter((row) => row.strong).map((row) => plain(`${row.label}: ${row.value}`))).toEqual([
      "Zbývá uhradit: 3 695,50 Kč",
    ]);
    expect(view.payment.qr?.spayd).toContain("*AM:3695.50*");
  });
});

describe("qrPaymentOf: only an issued, unpaid bank-transfer invoice with the supplier's IBAN", () => {
  it.each([
    ["a sent invoice", {}, true],
    ["an overdue invoice", { status: "overdue" as const }, true],
    ["a draft", { status: "draft" as const }, false],
    ["a paid invoice", { status: "paid" as const, payments: [23_695.5] }, false],
    ["a credit note", { kind: "credit_note" as const }, false],
  ])("%s", (_, options, expected) => {
    expect(qrPaymentOf(sampleInvoice(options), PRINTED_SUPPLIER) !== null).toBe(expected);
  });

  it("not for cash or card, nor without an IBAN, nor for an amount QR Platba cannot carry", () => {
    expect(qrPaymentOf({ ...sampleInvoice(), paymentMethod: "cash" }, PRINTED_SUPPLIER)).toBeNull();
    expect(qrPaymentOf({ ...sampleInvoice(), paymentMethod: "card" }, PRINTED_SUPPLIER)).toBeNull();
    expect(qrPaymentOf(sampleInvoice(), { ...PRINTED_SUPPLIER, iban: null })).toBeNull();
    expect(qrPaymentOf({ ...sampleInvoice(), amountDue: 10_000_000 }, PRINTED_SUPPLIER)).toBeNull();
  });
});

describe("renderInvoiceHtml", () => {
  it("escapes every value, and keeps the same <head> for every invoice (the renderer then swaps only the body)", () => {
    const hostile = "<script>alert('x')</script>";
    const first = renderInvoiceHtml(
      toInvoiceView({
        invoice: {
          ...sampleInvoice({ status: "draft" }),
          items: [{ description: hostile, quantity: 1, unitPrice: 1, total: 1, vatRate: 21 }],
        },
        supplier: { ...PRINTED_SUPPLIER, legalName: hostile, footerText: "</footer><img src=x>" },
      }),
    );
    const second = renderInvoiceHtml(
      toInvoiceView({ invoice: sampleInvoice({ currency: "EUR", exchangeRate: 25 }), supplier: PRINTED_SUPPLIER }),
      "<svg></svg>",
    );
    const body = first.slice(first.indexOf("<body>"));
    expect(body).not.toMatch(/<script|<img/);
    expect(body).toContain("&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62;");
    const head = (html: string) => html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
    expect(head(first)).toBe(head(second));
    // What differs per document reaches the page footer through the <html> element's custom property.
    expect(first).toContain(`<html lang="cs" style="--doc:'Koncept – Faktura 2026-0007';--page:'Strana'">`);
  });
});

describe("the document's language (decision 183)", () => {
  it("an English invoice: English labels beside the Czech designations, English formats, 'Page' in the footer", () => {
    const invoice = { ...sampleInvoice({ vatMode: "reverse_charge" }), language: "en" as const };
    const view = toInvoiceView({ invoice, supplier: PRINTED_SUPPLIER });
    expect(view.title).toBe("Invoice – tax document (Faktura – daňový doklad)");
    expect(view.pageLabel).toBe("Page");
    expect(view.customer.heading).toBe("Customer");
    expect(view.dates.map((row) => row.label)).toEqual(["Date of issue", "Tax point (DUZP)", "Due date"]);
    expect(view.notes[0]).toMatch(/^Daň odvede zákazník – reverse charge/);
    const html = renderInvoiceHtml(view);
    expect(html).toContain(`<html lang="en" style="--doc:'Invoice 2026-0007';--page:'Page'">`);
    expect(html).toContain("<th>Description</th>");
  });
});
