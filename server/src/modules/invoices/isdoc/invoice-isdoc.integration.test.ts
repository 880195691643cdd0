import {
  type Contact,
  type Deal,
  INVOICE_ISDOC_MESSAGES,
  INVOICE_LIST_MESSAGES,
  INVOICE_MESSAGES,
  type Invoice,
} from "@kancl/shared";
import { XMLParser } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import {
  createContact,
  organizationBody,
  type SignedInUser,
  signUpInNewOrganization,
} from "../../../../test/factories";
import { setUpSupplierProfile } from "../../../../test/supplier-profile";
import { useTestApp } from "../../../../test/use-test-app";
import { validateIsdoc } from "../../../../test/xml-schema";

// Issue 22 item 5 over HTTP: GET …/{id}/isdoc and the zip of a filtered list. Every file the tests get validates
// against the official ISDOC 6.0.2 schema (xmllint).

const { app, user } = useTestApp({ organizationName: "Dodavatel ISDOC a.s." });
type ErrorBody = { error: string };
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => name === "InvoiceLine" || name === "TaxSubTotal",
});

interface Customer {
  contact: Contact;
  deal: Deal;
}

async function setUpCustomer(as: SignedInUser, name = "Acme & Synové a.s."): Promise<Customer> {
  const contact = await createContact(
    as.http,
    organizationBody({
      name,
      legalName: name,
      taxId: "CZ25596641",
      registrationNumber: "25596641",
      billing: { name, email: "fakturace@acme.cz", address: "Náměstí Míru 15\n602 00 Brno" },
      // Each test's customer is the same company again (decision 103: a second one with its IČO is said so).
      allowDuplicate: true,
    }),
  );
  const deal = await as.http.post<Deal>("/api/v1/crm/deals", {
    title: `Zakázka ${name}`,
    billingContactId: contact.id,
  });
  return { contact, deal: deal.body };
}

async function issued(as: SignedInUser, customer: Customer, overrides: Record<string, unknown> = {}): Promise<Invoice> {
  const draft = await draftOf(as, customer, overrides);
  const res = await as.http.post<Invoice>(`/api/v1/crm/invoices/${draft.id}/issue`);
  if (res.status !== 200) throw new Error(`issue: ${res.status} ${res.text}`);
  return res.body;
}

async function draftOf(as: SignedInUser, customer: Customer, overrides: Record<string, unknown> = {}) {
  const res = await as.http.post<Invoice>("/api/v1/crm/invoices", {
    dealId: customer.deal.id,
    billingContactId: customer.contact.id,
    items: [
      { description: "Implementace CRM", quantity: 12.5, unitPrice: 1650, vatRate: 21 },
      { description: 'Odborná kniha "Účetnictví 2026"', quantity: 2, unitPrice: 599.9, vatRate: 12 },
    ],
    dueDate: "2099-12-31",
    constantSymbol: "0308",
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${res.text}`);
  return res.body;
}

/** GET …/isdoc: the file validates against the official schema; answers its XML read back. */
async function isdocOf(as: SignedInUser, invoice: Invoice) {
  const res = await as.http.get<string>(`/api/v1/crm/invoices/${invoice.id}/isdoc`);
  expect(res.status, res.text).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/x-isdoc/);
  expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${invoice.invoiceNumber}.isdoc"`);
  const validation = validateIsdoc(res.text);
  expect(validation.errors).toEqual([]);
  expect(validation.valid).toBe(true);
  return { xml: res.text, doc: parser.parse(res.text).Invoice };
}

/** The zip export with the list's query string: status, skipped drafts and the files (name → XML). */
async function exportZip(as: SignedInUser, query = "") {
  const response = await fetch(new URL(`/api/v1/crm/invoices/export.isdoc.zip${query}`, as.http.baseUrl), {
    headers: { cookie: as.http.cookieHeader },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) return { status: response.status, error: JSON.parse(bytes.toString()) as ErrorBody };
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    disposition: response.headers.get("content-disposition"),
    skippedDrafts: Number(response.headers.get("x-skipped-drafts")),
    files: await unzip(bytes),
  };
}

async function unzip(zip: Buffer): Promise<Map<string, string>> {
  const file = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const files = new Map<string, string>();
  await new Promise<void>((resolve, reject) => {
    file.on("error", reject);
    file.on("end", resolve);
    file.on("entry", (entry: yauzl.Entry) => {
      file.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        files.set(entry.fileName, Buffer.concat(chunks).toString("utf8"));
        file.readEntry();
      });
    });
    file.readEntry();
  });
  return files;
}

let customer: Customer;
let twoRates: Invoice;
let reverse: Invoice;
let eur: Invoice;
let creditNote: Invoice;
let draft: Invoice;

beforeAll(async () => {
  await setUpSupplierProfile(user.http, { iban: undefined, bic: "GIBACZPX", phone: "+420 601 234 567" });
  customer = await setUpCustomer(user);
  twoRates = await issued(user, customer);
  reverse = await issued(user, customer, { reverseCharge: true });
  eur = await issued(user, customer, {
    currency: "EUR",
    exchangeRate: 25.085,
    exchangeRateDate: "2026-11-24",
    items: [
      { description: "Software development", quantity: 40, unitPrice: 85, vatRate: 21 },
      { description: "Kniha", quantity: 1, unitPrice: 24.5, vatRate: 12 },
    ],
  });
  const note = await user.http.post<Invoice>(`/api/v1/crm/invoices/${twoRates.id}/credit-notes`, {
    reason: "Vrácení části zakázky",
    items: [
      { description: "Vrácení — 2 hodiny", quantity: 2, unitPrice: -1650, vatRate: 21 },
      { description: "Sleva na knihu", quantity: 1, unitPrice: -100, vatRate: 12 },
    ],
  });
  if (note.status !== 201) throw new Error(`credit note: ${note.status} ${note.text}`);
  const noteIssued = await user.http.post<Invoice>(`/api/v1/crm/invoices/${note.body.id}/issue`);
  creditNote = noteIssued.body;
  draft = await draftOf(user, customer);
});

describe("GET /api/v1/crm/invoices/{id}/isdoc", () => {
  it("an invoice with two VAT rates: a valid ISDOC with both rates, the parties as frozen and the bank payment", async () => {
    const { doc } = await isdocOf(user, twoRates);
    expect(doc.DocumentType).toBe("1");
    expect(doc.ID).toBe(twoRates.invoiceNumber);
    expect(doc.UUID.toLowerCase()).toBe(twoRates.id);
    expect(doc.AccountingSupplierParty.Party.PartyIdentification.ID).toBe("27082440");
    expect(doc.AccountingSupplierParty.Party.PartyTaxScheme.CompanyID).toBe("CZ27082440");
    const customerParty = doc.AccountingCustomerParty.Party;
    expect(customerParty.PartyName.Name).toBe("Acme & Synové a.s.");
    expect(customerParty.PostalAddress).toMatchObject({
      StreetName: "Náměstí Míru",
      BuildingNumber: "15",
      CityName: "Brno",
      PostalZone: "602 00",
    });
    const recap = doc.TaxTotal.TaxSubTotal.map((row: Record<string, unknown>) => [
      (row.TaxCategory as { Percent: string }).Percent,
      row.TaxableAmount,
      row.TaxAmount,
    ]);
    const expected = twoRates.vatRecap.map((row) => [String(row.rate), row.base.toFixed(2), row.vat.toFixed(2)]);
    expect(recap).toEqual(expected);
    expect(doc.LegalMonetaryTotal.TaxInclusiveAmount).toBe(twoRates.total.toFixed(2));
    expect(doc.PaymentMeans.Payment.Details).toMatchObject({
      ID: "19-2000145399",
      BankCode: "0800",
      VariableSymbol: twoRates.variableSymbol,
      ConstantSymbol: "0308",
    });
  });

  it("reverse charge: no VAT on the lines or in the recapitulation, with the note", async () => {
    const { doc, xml } = await isdocOf(user, reverse);
    expect(doc.TaxTotal.TaxAmount).toBe("0.00");
    expect(doc.LegalMonetaryTotal.TaxInclusiveAmount).toBe(reverse.subtotal.toFixed(2));
    expect(xml).toContain("Daň odvede zákazník");
  });

  it("EUR: every amount in EUR and in CZK at the exchange rate, the CZK recapitulation as the invoice states it", async () => {
    const { doc } = await isdocOf(user, eur);
    expect(doc.ForeignCurrencyCode).toBe("EUR");
    expect(doc.CurrRate).toBe("25.085");
    const recap = doc.TaxTotal.TaxSubTotal.map((row: Record<string, unknown>) => [
      row.TaxableAmountCurr,
      row.TaxableAmount,
      row.TaxAmount,
    ]);
    expect(recap).toEqual(
      eur.vatRecap.map((row) => [row.base.toFixed(2), row.baseCzk?.toFixed(2), row.vatCzk?.toFixed(2)]),
    );
  });

  it("a credit note: type 2, positive amounts, referencing the invoice it corrects", async () => {
    expect(creditNote).toMatchObject({ kind: "credit_note", status: "sent" });
    const { doc } = await isdocOf(user, creditNote);
    expect(doc.DocumentType).toBe("2");
    expect(doc.ID).toBe(creditNote.invoiceNumber);
    expect(doc.OriginalDocumentReferences.OriginalDocumentReference.ID).toBe(twoRates.invoiceNumber);
    expect(doc.LegalMonetaryTotal.TaxInclusiveAmount).toBe((-creditNote.total).toFixed(2));
    expect(doc.Note).toContain("Vrácení části zakázky");
  });

  it("a non-payer's invoice paid in cash: valid, no VAT applicable", async () => {
    const own = await signUpInNewOrganization(app);
    await setUpSupplierProfile(own.http, { vatPayer: false, taxId: null });
    const invoice = await issued(own, await setUpCustomer(own), { paymentMethod: "cash" });
    const { doc } = await isdocOf(own, invoice);
    expect(doc.VATApplicable).toBe("false");
    expect(doc.PaymentMeans.Payment.PaymentMeansCode).toBe("10");
  });

  it("a draft is no tax document: 409 with what to do; unknown and another organization's invoices are 404", async () => {
    const refused = await user.http.get<ErrorBody>(`/api/v1/crm/invoices/${draft.id}/isdoc`);
    expect([refused.status, refused.body.error]).toEqual([
      409,
      INVOICE_ISDOC_MESSAGES.draftRefused(draft.invoiceNumber),
    ]);

    const other = await signUpInNewOrganization(app);
    const foreign = await other.http.get<ErrorBody>(`/api/v1/crm/invoices/${twoRates.id}/isdoc`);
    expect([foreign.status, foreign.body.error]).toEqual([404, INVOICE_MESSAGES.notFound]);
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const missing = await user.http.get<ErrorBody>(`/api/v1/crm/invoices/${id}/isdoc`);
      expect([missing.status, missing.body.error]).toEqual([404, INVOICE_MESSAGES.notFound]);
    }
  });

  it("a document issued before supplier details were kept takes today's company profile, or says what it lacks", async () => {
    // Sent with the first API (no issue 22 fields): status sent, no issue date, no frozen supplier.
    const legacyOf = async (as: SignedInUser) => {
      const invoice = await draftOf(as, await setUpCustomer(as));
      await app.database.db.updateTable("invoices").set({ status: "sent" }).where("id", "=", invoice.id).execute();
      return invoice;
    };
    // In an organization of its own: an issued document never goes back to draft (decision 204), so it would stay in
    // the exports below.
    const profiled = await signUpInNewOrganization(app);
    await setUpSupplierProfile(profiled.http);
    const legacy = await legacyOf(profiled);
    const { doc } = await isdocOf(profiled, legacy);
    expect(doc.AccountingSupplierParty.Party.PartyName.Name).toBe("Dodavatel a.s.");

    const bare = await signUpInNewOrganization(app);
    const unprofiled = await legacyOf(bare);
    const refused = await bare.http.get<ErrorBody>(`/api/v1/crm/invoices/${unprofiled.id}/isdoc`);
    expect(refused.status).toBe(409);
    const prefix = INVOICE_ISDOC_MESSAGES.noSupplierDetails(unprofiled.invoiceNumber, "");
    expect(refused.body.error.startsWith(prefix), refused.body.error).toBe(true);
    expect(refused.body.error.length).toBeGreaterThan(prefix.length);
    // The database itself refuses to turn an issued document back into a draft.
    await expect(
      app.database.db.updateTable("invoices").set({ status: "draft" }).where("id", "=", legacy.id).execute(),
    ).rejects.toThrow(/never changed/);
  });

  it("needs the session or an API key", async () => {
    const res = await fetch(new URL(`/api/v1/crm/invoices/${twoRates.id}/isdoc`, user.http.baseUrl));
    expect(res.status).toBe(401);
    expect(await res.json()).toHaveProperty("error");
  });
});

describe("GET /api/v1/crm/invoices/export.isdoc.zip", () => {
  it("without filters: every issued document of the organization, each valid, drafts left out and counted", async () => {
    const result = await exportZip(user);
    expect(result.status).toBe(200);
    expect(result.contentType).toBe("application/zip");
    expect(result.disposition).toMatch(/^attachment; filename="faktury-isdoc-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(result.skippedDrafts).toBe(1);
    const expected = [creditNote, eur, reverse, twoRates].map((i) => `${i.invoiceNumber}.isdoc`);
    expect([...(result.files?.keys() ?? [])].sort()).toEqual(expected.sort());
    for (const [name, xml] of result.files ?? []) {
      expect(validateIsdoc(xml).errors, name).toEqual([]);
    }
    expect(result.files?.get(`${twoRates.invoiceNumber}.isdoc`)).toBe(
      (await user.http.get<string>(`/api/v1/crm/invoices/${twoRates.id}/isdoc`)).text,
    );
  });

  it("holds what the list's filters choose, in the list's order", async () => {
    const euros = await exportZip(user, "?currency=EUR");
    expect([...(euros.files?.keys() ?? [])]).toEqual([`${eur.invoiceNumber}.isdoc`]);
    expect(euros.skippedDrafts).toBe(0);

    const notes = await exportZip(user, "?kind=credit_note");
    expect([...(notes.files?.keys() ?? [])]).toEqual([`${creditNote.invoiceNumber}.isdoc`]);

    const byNumber = await exportZip(user, "?kind=invoice&sort=invoiceNumber&order=asc");
    expect([...(byNumber.files?.keys() ?? [])]).toEqual(
      [twoRates, reverse, eur].map((i) => `${i.invoiceNumber}.isdoc`),
    );

    const drafts = await exportZip(user, "?status=draft");
    expect(drafts.files?.size).toBe(0);
    expect(drafts.skippedDrafts).toBe(1);

    const searched = await exportZip(user, `?q=${encodeURIComponent(reverse.invoiceNumber)}`);
    expect([...(searched.files?.keys() ?? [])]).toContain(`${reverse.invoiceNumber}.isdoc`);
    expect(searched.files?.has(`${eur.invoiceNumber}.isdoc`)).toBe(false);
  });

  it("a bad filter answers 400 naming it, before anything is sent", async () => {
    const result = await exportZip(user, "?status=bogus");
    expect(result).toEqual({ status: 400, error: { error: `status: ${INVOICE_LIST_MESSAGES.status}` } });
  });

  it("never holds another organization's documents", async () => {
    const other = await signUpInNewOrganization(app);
    await setUpSupplierProfile(other.http);
    const theirs = await issued(other, await setUpCustomer(other, "Beta s.r.o."));
    const result = await exportZip(other);
    expect([...(result.files?.keys() ?? [])]).toEqual([`${theirs.invoiceNumber}.isdoc`]);
    expect(result.files?.get(`${theirs.invoiceNumber}.isdoc`)).toContain("Beta s.r.o.");
    const ours = await exportZip(user, `?billingContactId=${customer.contact.id}`);
    expect(ours.files?.size).toBe(4);
    const filteredByTheirContact = await exportZip(other, `?billingContactId=${customer.contact.id}`);
    expect(filteredByTheirContact.files?.size).toBe(0);
  });
});
