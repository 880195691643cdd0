/**
 * Issue 22 item 7: every variant of the invoice's PDF, made over the API as a user makes it (company profile, logo,
 * invoice, issue, payments, credit note), rendered by the real renderer (Chromium), then read back from the PDF as a
 * reader gets it: the texts the law asks for, figures right-aligned in their columns (layout boxes from pdftotext
 * -bbox-layout), the QR code decoded from the rasterized page and compared with the SPAYD string, pages and their
 * "Strana N/M". Each PDF is also saved as PNGs (80 dpi) in $TMPDIR/pdf-renders/ for a person to look at.
 * Needs Debian's Chromium and poppler-utils: `node scripts/find-chromium.mjs --install` (npm test runs it first).
 */
import {
  buildSpayd,
  businessDate,
  type Contact,
  type Deal,
  formatCzechDate,
  formatCzechMoney,
  INVOICE_MESSAGES,
  type Invoice,
  toCents,
} from "@kancl/shared";
import { PNG } from "pngjs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createContact,
  organizationBody,
  type SignedInUser,
  signUpInNewOrganization,
} from "../../../../test/factories";
import { PRINTED_SUPPLIER, sampleInvoice } from "../../../../test/invoice-samples";
import {
  decodeQrCode,
  type LaidOutPage,
  pdfImageCount,
  pdfLayout,
  pdfRawPages,
  phrasesReading,
  plainSpaces,
  savePageRenders,
} from "../../../../test/pdf-reading";
import { setUpSupplierProfile } from "../../../../test/supplier-profile";
import { useTestApp } from "../../../../test/use-test-app";
import { renderInvoiceHtml } from "./invoice-html";
import { toInvoiceView } from "./invoice-view";

const { app, user } = useTestApp({ organizationName: "Dodavatel Šťastný a.s." });

const FOOTER = "Zapsáno v obchodním rejstříku vedeném Městským soudem v Praze, oddíl B, vložka 1234.";
const IBAN = "CZ6508000000192000145399";
const TODAY = businessDate();

interface Customer {
  contact: Contact;
  deal: Deal;
}

let payerCustomer: Customer;
let nonPayer: SignedInUser;
let nonPayerCustomer: Customer;

/** A PNG logo of 120 × 40 pixels (a raster image in the PDF, unlike the QR code's vector paths). */
function logoPng(): string {
  const png = new PNG({ width: 120, height: 40 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([29, 53, 87, 255], i);
  return PNG.sync.write(png).toString("base64");
}

async function setUpCustomer(as: SignedInUser): Promise<Customer> {
  const contact = await createContact(
    as.http,
    organizationBody({
      name: "Příliš žluťoučký kůň",
      legalName: "Příliš žluťoučký kůň s.r.o.",
      registrationNumber: "25596641",
      taxId: "CZ25596641",
      billing: {
        name: "Příliš žluťoučký kůň s.r.o.",
        email: "uctarna@kun.cz",
        address: "Úpická 12\n541 01 Trutnov",
        registrationNumber: "25596641",
        taxId: "CZ25596641",
      },
    }),
  );
  const deal = await as.http.post<Deal>("/api/v1/crm/deals", { title: "Koně", billingContactId: contact.id });
  expect(deal.status, deal.text).toBe(201);
  return { contact, deal: deal.body };
}

const TWO_RATES = [
  { description: "Vývoj webové aplikace (hodiny)", quantity: 12.5, unitPrice: 1500, vatRate: 21 },
  { description: "Odborná literatura", quantity: 2, unitPrice: 450, vatRate: 12 },
];

async function createInvoice(
  as: SignedInUser,
  customer: Customer,
  overrides: Record<string, unknown> = {},
): Promise<Invoice> {
  const created = await as.http.post<Invoice>("/api/v1/crm/invoices", {
    dealId: customer.deal.id,
    billingContactId: customer.contact.id,
    items: TWO_RATES,
    dueDate: "2099-12-09",
    taxRate: 21,
    currency: "CZK",
    ...overrides,
  });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

async function issue(as: SignedInUser, invoice: Invoice): Promise<Invoice> {
  const issued = await as.http.post<Invoice>(`/api/v1/crm/invoices/${invoice.id}/issue`, {});
  expect(issued.status, issued.text).toBe(200);
  return issued.body;
}

/** generate-pdf, then the download it names, as the invoice page's button does. */
async function pdfOf(as: SignedInUser, invoice: Invoice, renderName: string): Promise<Buffer> {
  const link = await as.http.post<{ downloadUrl: string }>(`/api/v1/crm/invoices/${invoice.id}/generate-pdf`);
  expect(link.status, link.text).toBe(200);
  const response = await fetch(new URL(link.body.downloadUrl, app.baseUrl), {
    headers: { cookie: as.http.cookieHeader },
  });
  expect(response.status).toBe(200);
  const pdf = Buffer.from(await response.arrayBuffer());
  savePageRenders(pdf, renderName);
  return pdf;
}

/** The payment request's PDF, as its link on the invoice page opens it. */
async function paymentRequestOf(as: SignedInUser, invoice: Invoice, renderName: string): Promise<Buffer> {
  const response = await fetch(new URL(`/api/v1/crm/invoices/${invoice.id}/payment-request.pdf`, app.baseUrl), {
    headers: { cookie: as.http.cookieHeader },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  const pdf = Buffer.from(await response.arrayBuffer());
  savePageRenders(pdf, renderName);
  return pdf;
}

const money = (amount: number, currency: string) => formatCzechMoney(toCents(amount), currency);

/** The one phrase of the page that reads `text`. */
function phrase(page: LaidOutPage, text: string) {
  const found = phrasesReading(page, text);
  expect(found, `"${text}" once on the page:\n${page.text}`).toHaveLength(1);
  return found[0] as NonNullable<(typeof found)[number]>;
}

/**
 * Each value is right-aligned in the column headed `header`: some phrase reading it has, as the nearest `header`
 * above it that it overlaps, a header whose right edge is its own (both right-aligned in the same cell), to within
 * half a point.
 */
function expectRightAligned(page: LaidOutPage, header: string, values: string[]) {
  const headers = phrasesReading(page, header);
  expect(headers.length, `"${header}" on the page:\n${page.text}`).toBeGreaterThan(0);
  for (const value of values) {
    const aligned = phrasesReading(page, value).some((cell) => {
      const above = headers
        .filter((h) => h.yMax <= cell.yMin + 0.5 && h.xMin <= cell.xMax && cell.xMin <= h.xMax)
        .sort((a, b) => b.yMin - a.yMin)[0];
      return above !== undefined && Math.abs(above.xMax - cell.xMax) < 0.5;
    });
    expect(aligned, `"${value}" flush right under "${header}":\n${page.text}`).toBe(true);
  }
}

/** The SPAYD string the invoice's QR code must hold: what is still due, to the supplier's IBAN. */
const spaydOf = (invoice: Invoice) =>
  buildSpayd({
    iban: IBAN,
    amountCents: toCents(invoice.amountDue),
    currency: invoice.currency,
    dueDate: invoice.dueDate,
    variableSymbol: invoice.variableSymbol,
    ...(invoice.constantSymbol ? { constantSymbol: invoice.constantSymbol } : {}),
    message: `Faktura ${invoice.invoiceNumber}`,
  });

beforeAll(async () => {
  await setUpSupplierProfile(user.http, {
    legalName: "Dodavatel Šťastný a.s.",
    footerText: FOOTER,
    phone: "+420 224 000 111",
    web: "www.stastny.cz",
  });
  const logo = await user.http.put("/api/v1/settings/company/logo", { mediaType: "image/png", data: logoPng() });
  expect(logo.status, logo.text).toBe(200);
  payerCustomer = await setUpCustomer(user);

  nonPayer = await signUpInNewOrganization(app, "Živnostník Novák");
  await setUpSupplierProfile(nonPayer.http, { legalName: "Jan Novák", vatPayer: false, taxId: null });
  nonPayerCustomer = await setUpCustomer(nonPayer);
}, 120_000);

describe("the invoice PDF, variant by variant", () => {
  it("payer, CZK, two VAT rates: every § 29 item, the recapitulation per rate, figures right-aligned, the logo, the footer, and a QR code that decodes to the SPAYD string", async () => {
    const invoice = await issue(user, await createInvoice(user, payerCustomer, { constantSymbol: "0308" }));
    const pdf = await pdfOf(user, invoice, "payer-czk");
    const pages = pdfLayout(pdf);
    expect(pages).toHaveLength(1);
    const [page] = pages as [LaidOutPage];
    const text = page.text;

    for (const required of [
      "Faktura – daňový doklad",
      `č. ${invoice.invoiceNumber}`,
      "DODAVATEL",
      "Dodavatel Šťastný a.s.",
      "Václavské náměstí 1",
      "110 00 Praha",
      "IČO: 27082440",
      "DIČ: CZ27082440",
      "ODBĚRATEL",
      "Příliš žluťoučký kůň s.r.o.",
      "Úpická 12",
      "541 01 Trutnov",
      "IČO: 25596641",
      "DIČ: CZ25596641",
      "Datum vystavení",
      "Datum zdan. plnění",
      "Datum splatnosti",
      "9. 12. 2099",
      "Bankovní převod",
      "19-2000145399/0800",
      "CZ65 0800 0000 1920 0014 5399",
      invoice.variableSymbol,
      "0308",
      "Vývoj webové aplikace (hodiny)",
      "Odborná literatura",
      "Rekapitulace DPH",
      "Celkem k úhradě",
      "QR Platba",
      FOOTER,
      "Strana 1/1",
      `Faktura ${invoice.invoiceNumber}`,
    ]) {
      expect(text, required).toContain(required);
    }
    expect(phrasesReading(page, formatCzechDate(TODAY))).toHaveLength(2); // issue date and DUZP
    expect(text).toMatch(new RegExp(`Variabilní symbol ${invoice.variableSymbol}`));
    expect(text).toContain("Konstantní symbol 0308");

    // 12,5 × 1 500 = 18 750 at 21 % (VAT 3 937,50); 2 × 450 = 900 at 12 % (VAT 108); total 23 695,50 Kč.
    expect(invoice.vatRecap.map((line) => [line.rate, line.base, line.vat])).toEqual([
      [21, 18750, 3937.5],
      [12, 900, 108],
    ]);
    expect(invoice.total).toBe(23695.5);
    expect(phrasesReading(page, "23 695,50 Kč").length).toBeGreaterThanOrEqual(2); // the recap's sum and the total
    // The items table: each figure flush right under its header.
    expectRightAligned(page, "Množství", ["12,5", "2"]);
    expectRightAligned(page, "Cena za m. j.", ["1 500,00 Kč", "450,00 Kč"]);
    expectRightAligned(page, "Sazba DPH", ["21 %", "12 %"]);
    expectRightAligned(page, "Základ daně", ["18 750,00 Kč", "900,00 Kč"]);
    // The recapitulation per rate: base, VAT and total of each rate flush right in their columns.
    expectRightAligned(page, "DPH", ["3 937,50 Kč", "108,00 Kč", "4 045,50 Kč"]);
    expectRightAligned(page, "Celkem", ["22 687,50 Kč", "1 008,00 Kč"]);

    // Written out in full here, as the issue states the format.
    expect(decodeQrCode(pdf)).toBe(
      `SPD*1.0*ACC:${IBAN}*AM:23695.50*CC:CZK*DT:20991209*MSG:FAKTURA ${invoice.invoiceNumber}` +
        `*X-VS:${invoice.variableSymbol}*X-KS:0308`,
    );
    expect(pdfImageCount(pdf)).toBe(1); // the logo
  }, 60_000);

  it("after a credit note and a payment the invoice as issued is unchanged; its payment request adds up and its QR code asks what remains (issue 34 items 9, 10)", async () => {
    const invoice = await issue(user, await createInvoice(user, payerCustomer));
    const original = await pdfOf(user, invoice, "issued-original");
    const [issuedPage] = pdfLayout(original) as [LaidOutPage];
    expect(issuedPage.text).toContain("Celkem k úhradě 23 695,50 Kč");
    expect(issuedPage.text).not.toContain("Uhrazeno");
    expect(decodeQrCode(original)).toContain("AM:23695.50*");

    const note = await user.http.post<Invoice>(`/api/v1/crm/invoices/${invoice.id}/credit-notes`, {
      reason: "Sleva za zpoždění",
      items: [{ description: "Sleva", quantity: 1, unitPrice: -1000, vatRate: 21 }],
    });
    expect(note.status, note.text).toBe(201);
    const issuedNote = await issue(user, note.body);
    const partly = await user.http.post<Invoice>(`/api/v1/crm/invoices/${invoice.id}/payments`, {
      amount: 20_000,
      paidOn: TODAY,
    });
    expect(partly.status, partly.text).toBe(201);
    expect(partly.body.amountDue).toBe(2485.5); // 23 695,50 − 1 210,00 − 20 000,00
    expect((await pdfOf(user, partly.body, "issued-original-after")).equals(original)).toBe(true);

    const request = await paymentRequestOf(user, partly.body, "payment-request-partly");
    const [page] = pdfLayout(request) as [LaidOutPage];
    expect(page.text.split("\n")[0]).toContain("Výzva k úhradě"); // the title, at the top
    expect(page.text).toContain("NENÍ DAŇOVÝ DOKLAD"); // the badge (upper case by its style)
    expect(page.text).toContain(`Faktura ${invoice.invoiceNumber}`);
    expect(page.text).toContain(`Dobropis ${issuedNote.invoiceNumber}`);
    expect(page.text).toContain("Celkem dle faktury 23 695,50 Kč");
    expect(page.text).toContain("Dobropisy -1 210,00 Kč");
    expect(page.text).toContain("Uhrazeno -20 000,00 Kč");
    expect(page.text).toContain("Zbývá uhradit 2 485,50 Kč");
    expect(page.text).not.toContain("Celkem k úhradě");
    expect(decodeQrCode(request)).toBe(spaydOf(partly.body));
    expect(spaydOf(partly.body)).toContain("AM:2485.50*");

    const paid = await user.http.post<Invoice>(`/api/v1/crm/invoices/${invoice.id}/payments`, {
      amount: 2485.5,
      paidOn: TODAY,
    });
    expect(paid.body.status).toBe("paid");
    const paidRequest = await paymentRequestOf(user, paid.body, "payment-request-paid");
    expect(pdfLayout(paidRequest)[0]?.text).toContain("Zbývá uhradit 0,00 Kč");
    expect(pdfLayout(paidRequest)[0]?.text).not.toContain("QR Platba");
    expect(decodeQrCode(paidRequest)).toBeUndefined();
    // A draft or a credit note has no payment request.
    const refused = await user.http.get<{ error: string }>(`/api/v1/crm/invoices/${issuedNote.id}/payment-request.pdf`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(INVOICE_MESSAGES.paymentRequestOnlyIssuedInvoice);
  }, 90_000);

  it("non-payer: titled 'Faktura', 'Nejsem plátce DPH', no VAT columns or recapitulation, no DUZP", async () => {
    const invoice = await issue(nonPayer, await createInvoice(nonPayer, nonPayerCustomer));
    const pdf = await pdfOf(nonPayer, invoice, "non-payer");
    const [page] = pdfLayout(pdf) as [LaidOutPage];
    expect(phrase(page, "Faktura").yMin).toBeLessThan(100); // the title, at the top
    expect(page.text).not.toContain("daňový doklad");
    expect(page.text).toContain("Nejsem plátce DPH");
    expect(page.text).toContain("Jan Novák");
    for (const vatText of ["Sazba DPH", "Základ daně", "Rekapitulace", "DIČ: CZ27082440", "Datum zdan. plnění"]) {
      expect(page.text).not.toContain(vatText);
    }
    // No VAT: 18 750 + 900.
    expect(invoice.total).toBe(19650);
    expectRightAligned(page, "Celkem", ["18 750,00 Kč", "900,00 Kč"]);
    expect(page.text).toContain("Celkem k úhradě 19 650,00 Kč");
    expect(decodeQrCode(pdf)).toBe(spaydOf(invoice));
  }, 60_000);

  it("reverse charge: 'Daň odvede zákazník', bases per rate and no VAT charged", async () => {
    const invoice = await issue(user, await createInvoice(user, payerCustomer, { reverseCharge: true }));
    const pdf = await pdfOf(user, invoice, "reverse-charge");
    const [page] = pdfLayout(pdf) as [LaidOutPage];
    expect(page.text).toContain("Faktura – daňový doklad");
    expect(page.text).toContain("Daň odvede zákazník");
    expect(page.text).toContain("DPH daň odvede zákazník");
    expect(invoice.tax).toBe(0);
    expect(page.text).toContain("Celkem k úhradě 19 650,00 Kč");
    expectRightAligned(page, "Základ daně", ["18 750,00 Kč", "900,00 Kč", "19 650,00 Kč"]);
    expectRightAligned(page, "Sazba DPH", ["21 %", "12 %"]);
  }, 60_000);

  it("EUR: amounts in EUR, the VAT recapitulation in CZK at the exchange rate and its date, QR Platba in EUR", async () => {
    const invoice = await issue(
      user,
      await createInvoice(user, payerCustomer, {
        currency: "EUR",
        exchangeRate: 25.13,
        exchangeRateDate: "2026-11-24",
      }),
    );
    const pdf = await pdfOf(user, invoice, "eur");
    const [page] = pdfLayout(pdf) as [LaidOutPage];
    expect(page.text).toContain("Celkem k úhradě 23 695,50 EUR");
    expect(page.text).toContain("Rekapitulace v Kč · kurz 1 EUR = 25,13 Kč ze dne 24. 11. 2026");
    const [high, low] = invoice.vatRecap as [Invoice["vatRecap"][number], Invoice["vatRecap"][number]];
    // 18 750 EUR × 25,13 = 471 187,50 Kč, VAT 21 % of it 98 949,38 Kč.
    expect([high.baseCzk, high.vatCzk]).toEqual([471187.5, 98949.38]);
    expectRightAligned(page, "Základ daně", ["18 750,00 EUR", "900,00 EUR"]);
    for (const czk of [high.baseCzk, high.vatCzk, high.totalCzk, low.baseCzk, low.vatCzk, low.totalCzk]) {
      expect(page.text).toContain(plainSpaces(money(czk ?? 0, "CZK")));
    }
    expect(page.text).toContain(plainSpaces(`Celkem v Kč ${money(invoice.czkTotals?.total ?? 0, "CZK")}`));
    expect(decodeQrCode(pdf)).toBe(spaydOf(invoice));
    expect(spaydOf(invoice)).toContain("*CC:EUR*");
  }, 60_000);

  it("credit note: 'Opravný daňový doklad' naming the original invoice and the reason, negative figures, no QR code", async () => {
    const original = await issue(user, await createInvoice(user, payerCustomer));
    const note = await user.http.post<Invoice>(`/api/v1/crm/invoices/${original.id}/credit-notes`, {
      reason: "Sleva za pozdní dodání",
      items: [{ description: "Sleva z ceny vývoje", quantity: 1, unitPrice: -1000, vatRate: 21 }],
    });
    expect(note.status, note.text).toBe(201);
    const issued = await issue(user, note.body);
    const pdf = await pdfOf(user, issued, "credit-note");
    const download = await fetch(new URL(`/api/v1/crm/invoices/${issued.id}/pdf`, app.baseUrl), {
      headers: { cookie: user.http.cookieHeader },
    });
    expect(download.headers.get("content-disposition")).toBe(
      `inline; filename="opravny-doklad-${issued.invoiceNumber}.pdf"`,
    );
    const [page] = pdfLayout(pdf) as [LaidOutPage];
    expect(page.text).toContain("Opravný daňový doklad");
    expect(page.text).toContain(`č. ${issued.invoiceNumber}`);
    expect(page.text).toContain(`Opravný doklad k faktuře č. ${original.invoiceNumber}`);
    expect(page.text).toContain("Důvod opravy: Sleva za pozdní dodání");
    expectRightAligned(page, "Základ daně", ["-1 000,00 Kč"]);
    expect(page.text).toContain("Celkem k opravě -1 210,00 Kč");
    expect(page.text).not.toContain("QR Platba");
    expect(decodeQrCode(pdf)).toBeUndefined();
    // Issue 36 item 8: what is refunded, not a payment block as if the customer had to pay: no supplier's account.
    const text = plainSpaces(page.text);
    // The box headings are set in capitals by the style sheet.
    expect(text).toContain("VRÁCENÍ");
    expect(text).toContain("Způsob vrácení Převodem na účet odběratele");
    expect(text.toUpperCase()).not.toContain("PLATEBNÍ ÚDAJE");
    expect(text).not.toContain("IBAN");
    expect(text).not.toContain(IBAN.slice(0, 4));
    expect(text).toContain(
      `Tento opravný doklad snižuje částku k úhradě faktury č. ${original.invoiceNumber} o 1 210,00 Kč: na jeho základě se nic neplatí.`,
    );
  }, 60_000);

  it("draft: titled as a draft, not a tax document, 'Koncept' across every page, no QR code", async () => {
    const items = Array.from({ length: 36 }, (_, i) => ({
      description: `Konzultace ${String(i + 1).padStart(2, "0")}`,
      quantity: 1,
      unitPrice: 1000 + i,
      vatRate: 21,
    }));
    const draft = await createInvoice(user, payerCustomer, { items });
    const pdf = await pdfOf(user, draft, "draft");
    const pages = pdfLayout(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[0]?.text).toContain("Koncept faktury");
    expect(pages[0]?.text).toContain("Není daňový doklad".toUpperCase());
    expect(pages[0]?.text).not.toContain("Faktura – daňový doklad");
    expect(pages[0]?.text).toContain("při vystavení"); // the dates it takes when issued
    const raw = pdfRawPages(pdf);
    expect(raw).toHaveLength(pages.length);
    for (const pageText of raw) expect(pageText).toContain("KONCEPT");
    expect(pages[0]?.text).not.toContain("QR Platba");
    expect(decodeQrCode(pdf)).toBeUndefined();
    // The watermark is behind the figures: each one is still read whole, right-aligned.
    expectRightAligned(pages[0] as LaidOutPage, "Základ daně", ["1 000,00 Kč", "1 001,00 Kč", "1 010,00 Kč"]);
  }, 60_000);

  it("a draft prints the company profile as it is now: a change after its PDF shows in the next one, at the same version", async () => {
    const as = await signUpInNewOrganization(app, "Přejmenovaná s.r.o.");
    await setUpSupplierProfile(as.http, { legalName: "Stará firma s.r.o." });
    const draft = await createInvoice(as, await setUpCustomer(as));
    expect(pdfLayout(await pdfOf(as, draft, "profile-before"))[0]?.text).toContain("Stará firma s.r.o.");
    await setUpSupplierProfile(as.http, { legalName: "Nová firma s.r.o." });
    const again = await as.http.get<Invoice>(`/api/v1/crm/invoices/${draft.id}`);
    expect(again.body.version).toBe(draft.version);
    const text = pdfLayout(await pdfOf(as, draft, "profile-after"))[0]?.text;
    expect(text).toContain("Nová firma s.r.o.");
    expect(text).not.toContain("Stará firma");
  }, 60_000);

  it("never shrinks the page to fit: the largest amounts and unbroken names wrap, and the content keeps A4's width", async () => {
    const huge = sampleInvoice({
      currency: "EUR",
      exchangeRate: 25.13,
      items: [
        { description: "Velká zakázka", quantity: 1000, unitPrice: 99_999_999.99, vatRate: 21 },
        { description: "Drobnost", quantity: 999_999.999, unitPrice: 1, vatRate: 12 },
      ],
      payments: [1],
    });
    huge.billingSnapshot.email = "velmi.dlouha.adresa.bez.mezer.ktera.se.nevejde@nejdelsi-domena-na-svete.cz";
    const render = (invoice: Invoice) =>
      app.services.pdfRenderer.render(renderInvoiceHtml(toInvoiceView({ invoice, supplier: PRINTED_SUPPLIER })));
    const pdf = await render(huge);
    savePageRenders(pdf, "largest-amounts");
    const [page] = pdfLayout(pdf) as [LaidOutPage];
    const [ordinary] = pdfLayout(await render(sampleInvoice())) as [LaidOutPage];
    // Chromium scales a page down when anything overflows it: its text would come out narrower than on an ordinary
    // invoice. And nothing may run past the 14 mm margins.
    const width = (on: LaidOutPage) => phrase(on, "Datum splatnosti").xMax - phrase(on, "Datum splatnosti").xMin;
    expect(width(page)).toBeCloseTo(width(ordinary), 1);
    const margin = (14 / 25.4) * 72;
    for (const { text, xMin, xMax } of page.phrases) {
      expect(
        xMin >= margin - 1.5 && xMax <= page.width - margin + 1.5,
        `"${text}" within the margins: ${xMin}–${xMax}`,
      ).toBe(true);
    }
    expect(page.text).toContain(plainSpaces("99 999 999 990,00 EUR"));
    expect(page.text).not.toContain("QR Platba"); // over QR Platba's largest amount: no code rather than a wrong one
  }, 60_000);

  it("a long invoice breaks between rows, repeats the header row and numbers its pages 'Strana N/M'", async () => {
    const items = Array.from({ length: 40 }, (_, i) => {
      const n = String(i + 1).padStart(2, "0");
      const long =
        i % 4 === 0 ? " – návrh, implementace, testy a dokumentace modulu, který se zalomí na více řádků" : "";
      return { description: `Řádek ${n}${long} konec ${n}`, quantity: i + 1, unitPrice: 1234.5, vatRate: 21 };
    });
    const invoice = await issue(user, await createInvoice(user, payerCustomer, { items }));
    const pdf = await pdfOf(user, invoice, "long");
    const pages = pdfLayout(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => {
      expect(page.text).toContain(`Strana ${index + 1}/${pages.length}`);
      expect(page.text).toContain(`Faktura ${invoice.invoiceNumber}`);
      // The header row on every page that has rows, above them.
      const rows = page.phrases.filter((p) => p.text.startsWith("Řádek"));
      if (rows.length === 0) return;
      const header = phrase(page, "Popis");
      expect(page.text).toContain("Popis Množství Cena za m. j. Sazba DPH Základ daně");
      expect(rows.every((row) => row.yMin > header.yMax)).toBe(true);
    });
    // Every row whole on one page: its first words and its last words on the same page, each row once.
    for (let n = 1; n <= 40; n++) {
      const id = String(n).padStart(2, "0");
      const starts = pages.flatMap((page, at) => (page.text.includes(`Řádek ${id}`) ? [at] : []));
      const ends = pages.flatMap((page, at) => (page.text.includes(`konec ${id}`) ? [at] : []));
      expect(starts, `row ${id}`).toHaveLength(1);
      expect(ends, `row ${id}`).toEqual(starts);
    }
    // Rows continue on page 2.
    expect((pages[1] as LaidOutPage).phrases.some((p) => p.text.startsWith("Řádek"))).toBe(true);
    expect(pdfRawPages(pdf).join(" ")).not.toContain("KONCEPT");
    expect(decodeQrCode(pdf, 1)).toBe(spaydOf(invoice));
  }, 60_000);
});
