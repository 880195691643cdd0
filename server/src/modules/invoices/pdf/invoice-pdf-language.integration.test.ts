/**
 * Issue 23 item 3, decision 183: the invoice's language is chosen per customer. A contact carries an invoice language
 * (null: by its country), a new invoice takes it unless the form chose another, and the PDF's labels follow the
 * invoice's own language — English for a customer abroad (with the Czech designations the law relies on beside the
 * English ones), Czech for a Czech one. The PDFs are read back as text; with H23B_PDF_DIR set they are also written
 * there, for a person to look at (pdftoppm -png -r 60).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Contact, Deal, Invoice } from "@kancl/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { createContact, organizationBody } from "../../../../test/factories";
import { setUpSupplierProfile } from "../../../../test/supplier-profile";
import { useTestApp } from "../../../../test/use-test-app";

const { app, user } = useTestApp({ organizationName: "Dodavatel Šťastný a.s." });

const pdfText = (pdf: Buffer) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "kancl-pdf-")), "invoice.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\u00a0/g, " ");
};

async function customer(overrides: Record<string, unknown>): Promise<{ contact: Contact; deal: Deal }> {
  const contact = await createContact(
    user.http,
    organizationBody({
      billing: { name: "Customer Ltd", email: "billing@customer.example", address: "1 Main Street\nLondon" },
      ...overrides,
    }),
  );
  const deal = await user.http.post<Deal>("/api/v1/crm/deals", { title: "Work", billingContactId: contact.id });
  expect(deal.status, deal.text).toBe(201);
  return { contact, deal: deal.body };
}

async function createInvoice(
  of: { contact: Contact; deal: Deal },
  overrides: Record<string, unknown> = {},
): Promise<Invoice> {
  const created = await user.http.post<Invoice>("/api/v1/crm/invoices", {
    dealId: of.deal.id,
    billingContactId: of.contact.id,
    items: [{ description: "Consulting", quantity: 2, unitPrice: 1500, vatRate: 21 }],
    dueDate: "2099-12-09",
    ...overrides,
  });
  expect(created.status, created.text).toBe(201);
  return created.body;
}

async function issuedPdf(invoice: Invoice, name: string): Promise<string> {
  const issued = await user.http.post<Invoice>(`/api/v1/crm/invoices/${invoice.id}/issue`, {});
  expect(issued.status, issued.text).toBe(200);
  const link = await user.http.post<{ downloadUrl: string }>(`/api/v1/crm/invoices/${invoice.id}/generate-pdf`);
  expect(link.status, link.text).toBe(200);
  const response = await fetch(new URL(link.body.downloadUrl, app.baseUrl), {
    headers: { cookie: user.http.cookieHeader },
  });
  expect(response.status).toBe(200);
  const pdf = Buffer.from(await response.arrayBuffer());
  const dir = process.env.H23B_PDF_DIR;
  if (dir) writeFileSync(path.join(dir, `${name}.pdf`), pdf);
  return pdfText(pdf);
}

beforeAll(async () => {
  await setUpSupplierProfile(user.http, { legalName: "Dodavatel Šťastný a.s." });
}, 60_000);

describe("the invoice language, per customer (decision 183)", () => {
  it("a contact's invoice language: null by default, set, kept by an update that omits it, cleared by null", async () => {
    const { contact } = await customer({ name: "Keeps", legalName: "Keeps Ltd" });
    expect(contact.invoiceLanguage).toBeNull();
    const set = await user.http.put<Contact>(`/api/v1/crm/contacts/${contact.id}`, {
      type: "organization",
      name: "Keeps",
      legalName: "Keeps Ltd",
      version: contact.version,
      invoiceLanguage: "en",
    });
    expect(set.status, set.text).toBe(200);
    expect(set.body.invoiceLanguage).toBe("en");
    const kept = await user.http.put<Contact>(`/api/v1/crm/contacts/${contact.id}`, {
      type: "organization",
      name: "Keeps renamed",
      legalName: "Keeps Ltd",
      version: set.body.version,
    });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.invoiceLanguage).toBe("en");
    const cleared = await user.http.put<Contact>(`/api/v1/crm/contacts/${contact.id}`, {
      type: "organization",
      name: "Keeps renamed",
      legalName: "Keeps Ltd",
      version: kept.body.version,
      invoiceLanguage: null,
    });
    expect(cleared.body.invoiceLanguage).toBeNull();
    const wrong = await user.http.post("/api/v1/crm/contacts", organizationBody({ invoiceLanguage: "de" }));
    expect(wrong.status).toBe(400);
  });

  it("a new invoice takes its customer's language: by the country, or the contact's own choice, or the form's", async () => {
    const czech = await customer({ name: "Domácí", legalName: "Domácí s.r.o." });
    const abroad = await customer({ name: "Abroad", legalName: "Abroad GmbH", address: { country: "Germany" } });
    const chosen = await customer({ name: "Chosen", legalName: "Chosen s.r.o.", invoiceLanguage: "en" });
    expect((await createInvoice(czech)).language).toBe("cs");
    expect((await createInvoice(abroad)).language).toBe("en");
    expect((await createInvoice(chosen)).language).toBe("en");
    expect((await createInvoice(abroad, { language: "cs" })).language).toBe("cs");
  });

  it("an English customer's PDF is in English, with the Czech designations the law relies on; a Czech one's in Czech", async () => {
    const abroad = await customer({ name: "Abroad", legalName: "Abroad Ltd", invoiceLanguage: "en" });
    const english = await issuedPdf(await createInvoice(abroad), "en");
    for (const text of [
      "Invoice – tax document (Faktura – daňový doklad)",
      "SUPPLIER",
      "CUSTOMER",
      "Company ID (IČO)",
      "Date of issue",
      "Tax point (DUZP)",
      "Due date",
      "9 Dec 2099",
      "Payment method",
      "Bank transfer",
      "Variable symbol",
      "Description",
      "Unit price",
      "VAT summary",
      "Total excl. VAT",
      "Total due",
      "CZK 3,630.00",
      "Page 1/1",
    ]) {
      expect(english, text).toContain(text);
    }
    for (const czech of ["Odběratel", "Datum vystavení", "Celkem k úhradě", "Strana 1/1"]) {
      expect(english).not.toContain(czech);
    }

    const domestic = await customer({ name: "Domácí", legalName: "Domácí s.r.o." });
    const czech = await issuedPdf(await createInvoice(domestic), "cs");
    for (const text of [
      "Faktura – daňový doklad",
      "Odběratel".toUpperCase(),
      "Datum vystavení",
      "9. 12. 2099",
      "Celkem k úhradě",
      "3 630,00 Kč",
      "Strana 1/1",
    ]) {
      expect(czech, text).toContain(text);
    }
    expect(czech).not.toContain("Invoice");
  }, 60_000);

  it("an English reverse-charge invoice keeps the legally required 'Daň odvede zákazník'", async () => {
    const abroad = await customer({
      name: "EU Customer",
      legalName: "EU Customer GmbH",
      address: { country: "Germany" },
      billing: { name: "EU Customer GmbH", email: "ap@eu.example", address: "Berlin", taxId: "DE123456789" },
    });
    const text = await issuedPdf(
      await createInvoice(abroad, { reverseCharge: true, currency: "EUR", exchangeRate: 25.125 }),
      "en-reverse",
    );
    expect(text).toContain("Daň odvede zákazník – reverse charge");
    expect(text).toContain("Summary in CZK · rate 1 EUR = 25.125 CZK");
  }, 60_000);
});
