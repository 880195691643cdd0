import {
  businessDate,
  type Contact,
  type Deal,
  INVOICE_DOCUMENT_MESSAGES,
  INVOICE_LIFECYCLE_MESSAGES,
  INVOICE_MESSAGES,
  type Invoice,
  invoiceSchema,
  missingForIssuingMessage,
  NON_PAYER_NOTE,
  REVERSE_CHARGE_NOTE,
  vatRateItemMessage,
} from "@kancl/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { createContact, organizationBody, type SignedInUser, signUpInNewOrganization } from "../../../test/factories";
import { COMPLETE_SUPPLIER, setUpSupplierProfile } from "../../../test/supplier-profile";
import { useTestApp } from "../../../test/use-test-app";

// Issue 22 items 2 and 3 over HTTP: the tax document's data, issuing, numbering without gaps, payments, overdue and
// credit notes — on the REST surface, and the new operations on tRPC too.

const { app, user } = useTestApp({ organizationName: "Dodavatel a.s." });
type ErrorBody = { error: string };
const YEAR = businessDate().slice(0, 4);
const TODAY = businessDate();

interface Customer {
  contact: Contact;
  deal: Deal;
}

/** A customer with billing details and a deal; `taxId: null` makes one without a DIČ. */
async function setUpCustomer(as: SignedInUser, taxId: string | null = "CZ27082440"): Promise<Customer> {
  const contact = await createContact(
    as.http,
    organizationBody({
      name: "Odběratel s.r.o.",
      legalName: "Odběratel s.r.o.",
      ...(taxId ? { taxId } : {}),
      billing: { name: "Odběratel s.r.o.", email: "fakturace@odberatel.cz", address: "Dlouhá 1, Praha" },
    }),
  );
  const deal = await as.http.post<Deal>("/api/v1/crm/deals", { title: "Zakázka", billingContactId: contact.id });
  return { contact, deal: deal.body };
}

const body = (customer: Customer, overrides: Record<string, unknown> = {}) => ({
  dealId: customer.deal.id,
  billingContactId: customer.contact.id,
  items: [
    { description: "Konzultace", quantity: 2, unitPrice: 1500 },
    { description: "Cestovné", quantity: 1, unitPrice: 99.99 },
  ],
  dueDate: "2099-12-31",
  ...overrides,
});

async function create(as: SignedInUser, payload: Record<string, unknown>): Promise<Invoice> {
  const res = await as.http.post<Invoice>("/api/v1/crm/invoices", payload);
  if (res.status !== 201) throw new Error(`create invoice: ${res.status} ${res.text}`);
  return res.body;
}

async function issue(as: SignedInUser, id: string): Promise<Invoice> {
  const res = await as.http.post<Invoice>(`/api/v1/crm/invoices/${id}/issue`);
  if (res.status !== 200) throw new Error(`issue: ${res.status} ${res.text}`);
  return res.body;
}

/** `paidOn: undefined` leaves the date out of the body. */
const pay = (as: SignedInUser, id: string, amount: unknown, paidOn: string | undefined = TODAY) =>
  as.http.post<Invoice & ErrorBody>(`/api/v1/crm/invoices/${id}/payments`, { amount, paidOn });

let customer: Customer;
let noVatId: Customer;

beforeAll(async () => {
  customer = await setUpCustomer(user);
  noVatId = await setUpCustomer(user, null);
});

describe("the tax document's data", () => {
  it("answers today's fields unchanged and the new ones with their defaults for a request without them", async () => {
    const invoice = await create(user, body(customer));
    expect(invoiceSchema.strict().parse(invoice)).toMatchObject({
      subtotal: 3099.99,
      tax: 651,
      total: 3750.99,
      taxRate: 21,
      kind: "invoice",
      status: "draft",
      issueDate: null,
      taxableSupplyDate: null,
      issuedAt: null,
      variableSymbol: invoice.invoiceNumber.replace("-", ""),
      constantSymbol: null,
      paymentMethod: "bank_transfer",
      reverseCharge: false,
      vatPayer: true,
      isTaxDocument: false,
      vatNote: null,
      exchangeRate: null,
      czkTotals: null,
      supplierSnapshot: null,
      payments: [],
      creditNoteIds: [],
      originalInvoiceId: null,
      vatRecap: [{ rate: 21, base: 3099.99, vat: 651, total: 3750.99, baseCzk: null, vatCzk: null, totalCzk: null }],
    });
    expect(invoice.items.map((item) => item.vatRate)).toEqual([21, 21]);
  });

  it("keeps a VAT rate per line with a recapitulation per rate, and the entered dates and symbols", async () => {
    const invoice = await create(
      user,
      body(customer, {
        items: [
          { description: "Licence", quantity: 1, unitPrice: 1000, vatRate: 21 },
          { description: "Kniha", quantity: 3, unitPrice: 33.33, vatRate: 12 },
          { description: "Školení", quantity: 1, unitPrice: 500 },
        ],
        taxRate: 0,
        issueDate: "2026-11-20",
        taxableSupplyDate: "2026-11-15",
        variableSymbol: "1234567890",
        constantSymbol: "0308",
        paymentMethod: "card",
      }),
    );
    expect(invoice).toMatchObject({
      subtotal: 1599.99,
      tax: 222,
      total: 1821.99,
      issueDate: "2026-11-20",
      taxableSupplyDate: "2026-11-15",
      variableSymbol: "1234567890",
      constantSymbol: "0308",
      paymentMethod: "card",
    });
    expect(invoice.vatRecap.map(({ rate, base, vat, total }) => ({ rate, base, vat, total }))).toEqual([
      { rate: 21, base: 1000, vat: 210, total: 1210 },
      { rate: 12, base: 99.99, vat: 12, total: 111.99 },
      { rate: 0, base: 500, vat: 0, total: 500 },
    ]);
  });

  it("answers an EUR invoice's recapitulation in CZK at the entered exchange rate", async () => {
    const invoice = await create(
      user,
      body(customer, {
        currency: "EUR",
        items: [{ description: "Licence", quantity: 1, unitPrice: 1000 }],
        exchangeRate: 25.125,
        exchangeRateDate: "2026-11-24",
      }),
    );
    expect(invoice).toMatchObject({
      exchangeRate: 25.125,
      exchangeRateDate: "2026-11-24",
      czkTotals: { subtotal: 25_125, tax: 5276.25, total: 30_401.25 },
      vatRecap: [{ rate: 21, base: 1000, vat: 210, baseCzk: 25_125, vatCzk: 5276.25, totalCzk: 30_401.25 }],
    });
  });

  it("reverse charge: no VAT on the document and the note, with the customer's DIČ", async () => {
    const invoice = await create(user, body(customer, { reverseCharge: true }));
    expect(invoice).toMatchObject({ reverseCharge: true, tax: 0, total: 3099.99, vatNote: REVERSE_CHARGE_NOTE });
    expect(invoice.vatRecap).toEqual([
      { rate: 21, base: 3099.99, vat: 0, total: 3099.99, baseCzk: null, vatCzk: null, totalCzk: null },
    ]);
  });

  it.each([
    [{ reverseCharge: true }, INVOICE_DOCUMENT_MESSAGES.reverseChargeNeedsVatId, true],
    [{ reverseCharge: "true" }, `reverseCharge: ${INVOICE_DOCUMENT_MESSAGES.reverseChargeInvalid}`, false],
    [{ exchangeRate: 25 }, INVOICE_DOCUMENT_MESSAGES.exchangeRateOnlyForeign, false],
    [{ currency: "EUR", exchangeRate: -1 }, `exchangeRate: ${INVOICE_DOCUMENT_MESSAGES.exchangeRateInvalid}`, false],
    [{ variableSymbol: "2026-0001" }, `variableSymbol: ${INVOICE_DOCUMENT_MESSAGES.variableSymbolInvalid}`, false],
    [{ constantSymbol: "03080" }, `constantSymbol: ${INVOICE_DOCUMENT_MESSAGES.constantSymbolInvalid}`, false],
    [{ paymentMethod: "barter" }, `paymentMethod: ${INVOICE_DOCUMENT_MESSAGES.paymentMethodInvalid}`, false],
    [{ issueDate: "2026-02-29" }, `issueDate: ${INVOICE_DOCUMENT_MESSAGES.issueDateInvalid}`, false],
    [
      { taxableSupplyDate: "15. 11. 2026" },
      `taxableSupplyDate: ${INVOICE_DOCUMENT_MESSAGES.taxableSupplyDateInvalid}`,
      false,
    ],
    [{ items: [{ description: "A", quantity: 1, unitPrice: 1, vatRate: 10 }] }, vatRateItemMessage(1), false],
  ])("refuses %j with 400 and its message, numbering nothing", async (change, message, withoutVatId) => {
    const before = (await user.http.get<{ invoices: Invoice[] }>("/api/v1/crm/invoices")).body.invoices.length;
    const res = await user.http.post<ErrorBody>(
      "/api/v1/crm/invoices",
      body(withoutVatId ? noVatId : customer, change),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect((await user.http.get<{ invoices: Invoice[] }>("/api/v1/crm/invoices")).body.invoices).toHaveLength(before);
  });
});

describe("issuing", () => {
  it("refuses while the company profile lacks what the law requires, naming the field, and changes nothing", async () => {
    const own = await signUpInNewOrganization(app);
    const ownCustomer = await setUpCustomer(own);
    const draft = await create(own, body(ownCustomer));
    const refused = await own.http.post<ErrorBody>(`/api/v1/crm/invoices/${draft.id}/issue`);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(missingForIssuingMessage("legalName"));
    await setUpSupplierProfile(own.http, { bankAccount: null });
    const noAccount = await own.http.post<ErrorBody>(`/api/v1/crm/invoices/${draft.id}/issue`);
    expect(noAccount.body.error).toBe(missingForIssuingMessage("bankAccount"));
    expect((await own.http.get<Invoice>(`/api/v1/crm/invoices/${draft.id}`)).body).toEqual(draft);
    // Paid in cash, no account is needed.
    const cash = await create(own, body(ownCustomer, { paymentMethod: "cash" }));
    expect((await issue(own, cash.id)).status).toBe("sent");
  });

  it("freezes both parties, the dates and the symbol; then refuses edits, deletion and a second issue", async () => {
    await setUpSupplierProfile(user.http);
    const own = await setUpCustomer(user);
    const draft = await create(user, body(own));
    const issued = await issue(user, draft.id);
    expect(issued).toMatchObject({
      status: "sent",
      version: draft.version + 1,
      issueDate: TODAY,
      taxableSupplyDate: TODAY,
      variableSymbol: draft.invoiceNumber.replace("-", ""),
      isTaxDocument: true,
      deletable: false,
      vatPayer: true,
      supplierSnapshot: {
        legalName: COMPLETE_SUPPLIER.legalName,
        registrationNumber: "27082440",
        taxId: "CZ27082440",
        vatPayer: true,
      },
      billingSnapshot: { name: "Odběratel s.r.o.", taxId: "CZ27082440" },
    });
    expect(issued.issuedAt).not.toBeNull();

    // Later changes of the profile and the contact do not reach the issued document.
    await setUpSupplierProfile(user.http, { legalName: "Nový název a.s." });
    await user.http.put(`/api/v1/crm/contacts/${own.contact.id}`, {
      ...organizationBody({ name: own.contact.name, legalName: own.contact.legalName }),
      billing: { name: "Přejmenováno s.r.o.", email: "nova@odberatel.cz", address: "Nová 1" },
      version: own.contact.version,
    });
    const later = (await user.http.get<Invoice>(`/api/v1/crm/invoices/${draft.id}`)).body;
    expect(later.supplierSnapshot?.legalName).toBe(COMPLETE_SUPPLIER.legalName);
    expect(later.billingSnapshot.name).toBe("Odběratel s.r.o.");
    await setUpSupplierProfile(user.http);

    const again = await user.http.post<ErrorBody>(`/api/v1/crm/invoices/${draft.id}/issue`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(INVOICE_LIFECYCLE_MESSAGES.onlyDraftsIssuable);
    const edit = await user.http.put<ErrorBody>(`/api/v1/crm/invoices/${draft.id}`, body(own));
    expect([edit.status, edit.body.error]).toEqual([409, INVOICE_MESSAGES.onlyDraftsEditable]);
    const remove = await user.http.delete<ErrorBody>(`/api/v1/crm/invoices/${draft.id}`);
    expect([remove.status, remove.body.error]).toEqual([409, INVOICE_MESSAGES.onlyDraftsDeletable]);
  });

  it("keeps dates set on the draft", async () => {
    await setUpSupplierProfile(user.http);
    const draft = await create(user, body(customer, { issueDate: "2026-11-02", taxableSupplyDate: "2026-10-31" }));
    const issued = await issue(user, draft.id);
    expect(issued).toMatchObject({ issueDate: "2026-11-02", taxableSupplyDate: "2026-10-31" });
  });

  it("needs the exchange rate of a foreign-currency invoice, and takes the DUZP as the rate's date", async () => {
    await setUpSupplierProfile(user.http);
    const draft = await create(user, body(customer, { currency: "GBP" }));
    const refused = await user.http.post<ErrorBody>(`/api/v1/crm/invoices/${draft.id}/issue`);
    expect([refused.status, refused.body.error]).toEqual([400, INVOICE_DOCUMENT_MESSAGES.exchangeRateRequired("GBP")]);
    const withRate = await user.http.put<Invoice>(`/api/v1/crm/invoices/${draft.id}`, {
      ...body(customer, {
        currency: "GBP",
        exchangeRate: 29.5,
        issueDate: "2026-11-20",
        taxableSupplyDate: "2026-11-10",
      }),
    });
    expect(withRate.status).toBe(200);
    const issued = await issue(user, draft.id);
    expect(issued).toMatchObject({ exchangeRate: 29.5, exchangeRateDate: "2026-11-10" });
    expect(issued.czkTotals?.total).toBeGreaterThan(0);
  });

  it("a supplier who is not a VAT payer issues no tax document: no VAT, no recapitulation, the note", async () => {
    const own = await signUpInNewOrganization(app);
    await setUpSupplierProfile(own.http, { vatPayer: false, taxId: null });
    const ownCustomer = await setUpCustomer(own);
    const draft = await create(own, body(ownCustomer));
    expect(draft).toMatchObject({ vatPayer: false, tax: 0, total: 3099.99, vatRecap: [], vatNote: NON_PAYER_NOTE });
    const issued = await issue(own, draft.id);
    expect(issued).toMatchObject({ isTaxDocument: false, tax: 0, vatNote: NON_PAYER_NOTE });
    const reverse = await own.http.post<ErrorBody>("/api/v1/crm/invoices", body(ownCustomer, { reverseCharge: true }));
    expect([reverse.status, reverse.body.error]).toEqual([400, INVOICE_DOCUMENT_MESSAGES.reverseChargeNonPayer]);
  });

  it("works on tRPC too", async () => {
    await setUpSupplierProfile(user.http);
    const draft = await create(user, body(customer));
    const res = await user.http.post<{ result: { data: Invoice } }>("/api/trpc/invoices.issue", { id: draft.id });
    expect(res.status).toBe(200);
    expect(res.body.result.data.status).toBe("sent");
    const again = await user.http.post("/api/trpc/invoices.issue", { id: draft.id });
    expect(again.status).toBe(409);
    expect(again.text).toContain(INVOICE_LIFECYCLE_MESSAGES.onlyDraftsIssuable);
  });
});

/** A YYYY-MM-DD `days` after (before, when negative) `date`. */
const shift = (date: string, days: number) => {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
};

describe("dates are checked (issue 36 item 6)", () => {
  const tomorrow = shift(TODAY, 1);
  it.each([
    ["an issue date in the future", { issueDate: tomorrow }, INVOICE_DOCUMENT_MESSAGES.issueDateInFuture(TODAY)],
    [
      "a due date before the issue date",
      { issueDate: "2026-11-20", dueDate: "2026-11-19" },
      INVOICE_DOCUMENT_MESSAGES.dueBeforeIssue("2026-11-19", "2026-11-20"),
    ],
    [
      "a due date before today on a draft issued today",
      { dueDate: shift(TODAY, -1) },
      INVOICE_DOCUMENT_MESSAGES.dueBeforeIssue(shift(TODAY, -1), TODAY),
    ],
  ])("refuses %s with 400 naming the field, creating nothing", async (_, change, message) => {
    const before = (await user.http.get<{ invoices: Invoice[] }>("/api/v1/crm/invoices")).body.invoices.length;
    const res = await user.http.post<ErrorBody>("/api/v1/crm/invoices", body(customer, change));
    expect([res.status, res.body.error]).toEqual([400, message]);
    expect((await user.http.get<{ invoices: Invoice[] }>("/api/v1/crm/invoices")).body.invoices).toHaveLength(before);
  });

  it("accepts the limits: issued today, a DUZP exactly 15 days before, due on the issue date", async () => {
    const invoice = await create(
      user,
      body(customer, { issueDate: TODAY, taxableSupplyDate: shift(TODAY, -15), dueDate: TODAY }),
    );
    expect(invoice).toMatchObject({ issueDate: TODAY, taxableSupplyDate: shift(TODAY, -15), dueDate: TODAY });
  });

  it("refuses an edit that breaks a rule, and changes nothing", async () => {
    const draft = await create(user, body(customer));
    const res = await user.http.put<ErrorBody>(`/api/v1/crm/invoices/${draft.id}`, {
      ...body(customer, { issueDate: "2026-11-20", dueDate: "2026-11-01" }),
      version: draft.version,
    });
    expect([res.status, res.body.error]).toEqual([
      400,
      INVOICE_DOCUMENT_MESSAGES.dueBeforeIssue("2026-11-01", "2026-11-20"),
    ]);
    expect((await user.http.get<Invoice>(`/api/v1/crm/invoices/${draft.id}`)).body).toMatchObject({
      version: draft.version,
      dueDate: "2099-12-31",
    });
  });

  it("issues a late document: a DUZP more than 15 days back is late (§ 28 odst. 5), not a reason to refuse it", async () => {
    // The law fines a late tax document; it still has to be issued. The screens warn beside the DUZP.
    await setUpSupplierProfile(user.http);
    const draft = await create(user, body(customer, { taxableSupplyDate: shift(TODAY, -40) }));
    expect(draft.taxableSupplyDate).toBe(shift(TODAY, -40));
    const issued = await issue(user, draft.id);
    expect(issued).toMatchObject({ status: "sent", issueDate: TODAY, taxableSupplyDate: shift(TODAY, -40) });
  });

  it("numbers a document in the series of its issue date's year, on create, on edit and when issued", async () => {
    const own = await signUpInNewOrganization(app);
    await setUpSupplierProfile(own.http);
    const ownCustomer = await setUpCustomer(own);
    const lastYear = String(Number(YEAR) - 1);
    const late = await create(
      own,
      body(ownCustomer, { issueDate: `${lastYear}-12-31`, taxableSupplyDate: `${lastYear}-12-31` }),
    );
    expect(late.invoiceNumber).toBe(`${lastYear}-0001`);
    const current = await create(own, body(ownCustomer));
    expect(current.invoiceNumber).toBe(`${YEAR}-0001`);

    // The newest draft of this year moves to last year's series, and its number goes back to this year's.
    const moved = await own.http.put<Invoice>(`/api/v1/crm/invoices/${current.id}`, {
      ...body(ownCustomer, { issueDate: `${lastYear}-12-30`, taxableSupplyDate: `${lastYear}-12-30` }),
      version: current.version,
    });
    expect(moved.body).toMatchObject({ invoiceNumber: `${lastYear}-0002`, variableSymbol: `${lastYear}0002` });
    expect((await create(own, body(ownCustomer))).invoiceNumber).toBe(`${YEAR}-0001`);

    // A draft of last year that others follow cannot move to this year without leaving a gap: refused, unchanged.
    const refused = await own.http.put<ErrorBody>(`/api/v1/crm/invoices/${late.id}`, {
      ...body(ownCustomer, { issueDate: TODAY }),
      version: late.version,
    });
    expect([refused.status, refused.body.error]).toEqual([
      400,
      INVOICE_DOCUMENT_MESSAGES.numberYearTaken(`${lastYear}-0001`, Number(lastYear), Number(YEAR)),
    ]);
    expect((await own.http.get<Invoice>(`/api/v1/crm/invoices/${late.id}`)).body.invoiceNumber).toBe(
      `${lastYear}-0001`,
    );

    // Issued with its dates of last year, it keeps its number; the credit note of today is in this year's series.
    const issued = await issue(own, late.id);
    expect(issued).toMatchObject({ invoiceNumber: `${lastYear}-0001`, issueDate: `${lastYear}-12-31` });
    const note = await own.http.post<Invoice>(`/api/v1/crm/invoices/${late.id}/credit-notes`, { reason: "Storno" });
    expect(note.body.invoiceNumber).toBe(`D${YEAR}-0001`);
  });

  it("renumbers a draft of last year issued this year when its number is the newest of its series", async () => {
    const own = await signUpInNewOrganization(app);
    await setUpSupplierProfile(own.http);
    const ownCustomer = await setUpCustomer(own);
    const lastYear = String(Number(YEAR) - 1);
    // Made on 31 December without an issue date: numbered in last year's series, as the database would have it.
    const draft = await create(own, body(ownCustomer));
    await app.database.db
      .updateTable("invoices")
      .set({ invoice_number: `${lastYear}-0001` })
      .where("id", "=", draft.id)
      .execute();
    await app.database.db
      .insertInto("invoice_counters")
      .values({ org_id: own.user.orgId, series: "invoice", year: Number(lastYear), last_number: 1 })
      .execute();
    await app.database.db
      .updateTable("invoice_counters")
      .set({ last_number: 0 })
      .where("org_id", "=", own.user.orgId)
      .where("year", "=", Number(YEAR))
      .execute();

    const issued = await issue(own, draft.id);
    expect(issued).toMatchObject({ invoiceNumber: `${YEAR}-0001`, issueDate: TODAY, variableSymbol: `${YEAR}0001` });
    // Last year's series is empty again: its next draft takes 0001, no gap.
    const next = await create(
      own,
      body(ownCustomer, { issueDate: `${lastYear}-12-31`, taxableSupplyDate: `${lastYear}-12-31` }),
    );
    expect(next.invoiceNumber).toBe(`${lastYear}-0001`);
  });

  it("refuses a credit note dated in the future, and accepts a late one", async () => {
    await setUpSupplierProfile(user.http);
    const issued = await issue(user, (await create(user, body(customer))).id);
    const future = await user.http.post<ErrorBody>(`/api/v1/crm/invoices/${issued.id}/credit-notes`, {
      reason: "Storno",
      issueDate: tomorrow,
    });
    expect([future.status, future.body.error]).toEqual([400, INVOICE_DOCUMENT_MESSAGES.issueDateInFuture(TODAY)]);
    expect((await user.http.get<Invoice>(`/api/v1/crm/invoices/${issued.id}`)).body.creditNoteIds).toEqual([]);
    const late = await user.http.post<Invoice>(`/api/v1/crm/invoices/${issued.id}/credit-notes`, {
      reason: "Storno",
      taxableSupplyDate: shift(TODAY, -20),
    });
    expect([late.status, late.body.taxableSupplyDate]).toEqual([201, shift(TODAY, -20)]);
  });
});

describe("numbers without gaps", () => {
  it("gives the newest draft's number back when it is deleted, and refuses to delete an older draft", async () => {
    const own = await signUpInNewOrganization(app);
    const ownCustomer = await setUpCustomer(own);
    const first = await create(own, body(ownCustomer));
    const second = await create(own, body(ownCustomer));
    expect([first.invoiceNumber, second.invoiceNumber]).toEqual([`${YEAR}-0001`, `${YEAR}-0002`]);

    // The screens offer Delete exactly where the server deletes (issue 36 item 8): the newest draft only.
    const deletable = async (id: string) => (await own.http.get<Invoice>(`/api/v1/crm/invoices/${id}`)).body.deletable;
    expect([first.deletable, second.deletable]).toEqual([true, true]);
    expect([await deletable(first.id), await deletable(second.id)]).toEqual([false, true]);
    const listed = (await own.http.get<{ invoices: Invoice[] }>("/api/v1/crm/invoices?limit=10")).body.invoices;
    expect(listed.map((i) => [i.invoiceNumber, i.deletable])).toEqual([
      [`${YEAR}-0002`, true],
      [`${YEAR}-0001`, false],
    ]);
    const older = await own.http.delete<ErrorBody>(`/api/v1/crm/invoices/${first.id}`);
    expect(older.status).toBe(409);
    expect(older.body.error).toBe(INVOICE_LIFECYCLE_MESSAGES.olderDraftNotDeletable(`${YEAR}-0002`));
    expect((await own.http.get(`/api/v1/crm/invoices/${first.id}`)).status).toBe(200);

    expect((await own.http.delete(`/api/v1/crm/invoices/${second.id}`)).status).toBe(200);
    const third = await create(own, body(ownCustomer));
    expect(third.invoiceNumber).toBe(`${YEAR}-0002`);
    // Now 0002 is the newest again; after it goes, 0001 is the newest and can go too.
    expect((await own.http.delete(`/api/v1/crm/invoices/${third.id}`)).status).toBe(200);
    expect(await deletable(first.id)).toBe(true);
    expect((await own.http.delete(`/api/v1/crm/invoices/${first.id}`)).status).toBe(200);
    expect((await create(own, body(ownCustomer))).invoiceNumber).toBe(`${YEAR}-0001`);
  });
});

describe("payments and overdue", () => {
  it("records partial payments, keeps the rest due, and is paid when fully paid", async () => {
    await setUpSupplierProfile(user.http);
    const issued = await issue(user, (await create(user, body(customer))).id);
    expect(issued.amountDue).toBe(3750.99);

    const partial = await pay(user, issued.id, 1000.5, "2026-11-01");
    expect(partial.status).toBe(201);
    expect(partial.body).toMatchObject({ status: "sent", amountPaid: 1000.5, amountDue: 2750.49 });
    expect(partial.body.payments).toMatchObject([{ amount: 1000.5, paidOn: "2026-11-01" }]);

    const above = await pay(user, issued.id, 2750.5);
    expect([above.status, above.body.error]).toEqual([400, INVOICE_LIFECYCLE_MESSAGES.paymentAboveDue("2750.49 CZK")]);

    const rest = await user.http.post<{ result: { data: Invoice } }>("/api/trpc/invoices.recordPayment", {
      id: issued.id,
      amount: 2750.49,
      paidOn: TODAY,
    });
    expect(rest.status).toBe(200);
    expect(rest.body.result.data).toMatchObject({ status: "paid", amountPaid: 3750.99, amountDue: 0 });
    expect(rest.body.result.data.payments).toHaveLength(2);

    const more = await pay(user, issued.id, 1);
    expect([more.status, more.body.error]).toEqual([409, INVOICE_LIFECYCLE_MESSAGES.alreadyPaid]);
  });

  it.each([
    [0, TODAY, `amount: ${INVOICE_LIFECYCLE_MESSAGES.paymentAmountInvalid}`],
    [10.001, TODAY, `amount: ${INVOICE_LIFECYCLE_MESSAGES.paymentAmountInvalid}`],
    ["10", TODAY, `amount: ${INVOICE_LIFECYCLE_MESSAGES.paymentAmountInvalid}`],
    [10, "", `paidOn: ${INVOICE_LIFECYCLE_MESSAGES.paidOnRequired}`],
    [10, "2026-02-30", `paidOn: ${INVOICE_LIFECYCLE_MESSAGES.paidOnInvalid}`],
    [10, "2999-01-01", INVOICE_LIFECYCLE_MESSAGES.paidOnFuture],
  ])("refuses a payment of %j on %j with 400 and its message", async (amount, paidOn, message) => {
    await setUpSupplierProfile(user.http);
    const issued = await issue(user, (await create(user, body(customer))).id);
    const res = await pay(user, issued.id, amount, paidOn);
    expect([res.status, res.body.error]).toEqual([400, message]);
    if (paidOn === "") {
      const absent = await user.http.post<ErrorBody>(`/api/v1/crm/invoices/${issued.id}/payments`, { amount });
      expect([absent.status, absent.body.error]).toEqual([400, message]);
    }
    expect((await user.http.get<Invoice>(`/api/v1/crm/invoices/${issued.id}`)).body).toEqual(issued);
  });

  it("refuses a payment of a draft (409) and changes nothing", async () => {
    const draft = await create(user, body(customer));
    const res = await pay(user, draft.id, 10);
    expect([res.status, res.body.error]).toEqual([409, INVOICE_LIFECYCLE_MESSAGES.paymentOnDraft]);
    expect((await user.http.get<Invoice>(`/api/v1/crm/invoices/${draft.id}`)).body).toEqual(draft);
  });

  it("reads an issued invoice past its due date as overdue until it is paid, in the list too", async () => {
    await setUpSupplierProfile(user.http);
    // Issued in January 2020 (a document's due date is never before its issue date, issue 36 item 6).
    const draft = await create(user, body(customer, { issueDate: "2020-01-17", dueDate: "2020-01-31" }));
    const issued = await issue(user, draft.id);
    expect(issued.status).toBe("overdue");
    expect((await pay(user, issued.id, 100)).body.status).toBe("overdue");
    const listed = (await user.http.get<{ invoices: Invoice[] }>("/api/v1/crm/invoices")).body.invoices;
    expect(listed.find((invoice) => invoice.id === issued.id)?.status).toBe("overdue");
    expect((await pay(user, issued.id, 3650.99)).body.status).toBe("paid");
  });

  it("the status call of the first API issues the draft and records a payment of what is due", async () => {
    await setUpSupplierProfile(user.http);
    const draft = await create(user, body(customer));
    const sent = await user.http.post<Invoice>(`/api/v1/crm/invoices/${draft.id}/status`, { status: "sent" });
    expect(sent.body).toMatchObject({ status: "sent", issueDate: TODAY, isTaxDocument: true });
    expect(sent.body.supplierSnapshot).not.toBeNull();
    const paid = await user.http.post<Invoice>(`/api/v1/crm/invoices/${draft.id}/status`, { status: "paid" });
    expect(paid.body).toMatchObject({ status: "paid", amountDue: 0, payments: [{ amount: 3750.99, paidOn: TODAY }] });
    const undone = await user.http.post<Invoice>(`/api/v1/crm/invoices/${draft.id}/status`, { status: "sent" });
    expect(undone.body).toMatchObject({ status: "sent", amountDue: 3750.99, payments: [] });
  });
});

describe("credit notes (opravné daňové doklady)", () => {
  it("cancels a whole issued invoice in its own series, linked both ways, issued like an invoice", async () => {
    const own = await signUpInNewOrganization(app);
    await setUpSupplierProfile(own.http);
    const ownCustomer = await setUpCustomer(own);
    const invoice = await issue(own, (await create(own, body(ownCustomer))).id);

    const created = await own.http.post<Invoice>(`/api/v1/crm/invoices/${invoice.id}/credit-notes`, {
      reason: "Zakázka zrušena",
    });
    expect(created.status).toBe(201);
    const note = created.body;
    expect(note).toMatchObject({
      kind: "credit_note",
      invoiceNumber: `D${YEAR}-0001`,
      status: "draft",
      originalInvoiceId: invoice.id,
      creditReason: "Zakázka zrušena",
      variableSymbol: invoice.variableSymbol,
      subtotal: -3099.99,
      tax: -651,
      total: -3750.99,
      billingSnapshot: invoice.billingSnapshot,
    });
    expect(note.items.map((item) => item.unitPrice)).toEqual([-1500, -99.99]);
    const linked = (await own.http.get<Invoice>(`/api/v1/crm/invoices/${invoice.id}`)).body;
    expect(linked).toMatchObject({ creditNoteIds: [note.id], amountDue: 3750.99, status: "sent" });

    // Nothing remains to credit: a second one is refused at the rate.
    const more = await own.http.post<ErrorBody>(`/api/v1/crm/invoices/${invoice.id}/credit-notes`, {
      reason: "Ještě jednou",
      items: [{ description: "Sleva", quantity: 1, unitPrice: -1 }],
    });
    expect([more.status, more.body.error]).toEqual([
      400,
      INVOICE_LIFECYCLE_MESSAGES.creditAboveRemaining(invoice.invoiceNumber, 21, "0.00 CZK"),
    ]);

    const issuedNote = await issue(own, note.id);
    expect(issuedNote).toMatchObject({ status: "sent", isTaxDocument: true, issueDate: TODAY });
    expect(issuedNote.supplierSnapshot).not.toBeNull();
    // Fully credited: nothing is due, the invoice is settled.
    expect((await own.http.get<Invoice>(`/api/v1/crm/invoices/${invoice.id}`)).body).toMatchObject({
      amountDue: 0,
      status: "paid",
    });
    const payNote = await pay(own, note.id, 1);
    expect([payNote.status, payNote.body.error]).toEqual([409, INVOICE_LIFECYCLE_MESSAGES.paymentOnCreditNote]);
  });

  it("credits part of an invoice per rate, up to what remains, and lowers what is due once issued", async () => {
    await setUpSupplierProfile(user.http);
    const invoice = await issue(
      user,
      (
        await create(
          user,
          body(customer, {
            items: [
              { description: "Licence", quantity: 1, unitPrice: 1000, vatRate: 21 },
              { description: "Kniha", quantity: 1, unitPrice: 100, vatRate: 12 },
            ],
          }),
        )
      ).id,
    );
    const credit = (items: unknown[]) =>
      user.http.post<Invoice & ErrorBody>(`/api/v1/crm/invoices/${invoice.id}/credit-notes`, {
        reason: "Sleva",
        items,
      });
    const tooMuch = await credit([{ description: "Kniha", quantity: 1, unitPrice: -100.01, vatRate: 12 }]);
    expect([tooMuch.status, tooMuch.body.error]).toEqual([
      400,
      INVOICE_LIFECYCLE_MESSAGES.creditAboveRemaining(invoice.invoiceNumber, 12, "100.00 CZK"),
    ]);
    const wrongRate = await credit([{ description: "X", quantity: 1, unitPrice: -1, vatRate: 0 }]);
    expect(wrongRate.body.error).toBe(INVOICE_LIFECYCLE_MESSAGES.creditVatRateUnknown(1, 0));
    const positive = await credit([{ description: "X", quantity: 1, unitPrice: 5 }]);
    expect(positive.body.error).toBe(INVOICE_LIFECYCLE_MESSAGES.creditItemNegative(1));
    const noReason = await user.http.post<ErrorBody>(`/api/v1/crm/invoices/${invoice.id}/credit-notes`, {
      reason: "  ",
    });
    expect([noReason.status, noReason.body.error]).toEqual([
      400,
      `reason: ${INVOICE_LIFECYCLE_MESSAGES.creditReasonRequired}`,
    ]);

    const note = await credit([{ description: "Sleva na licenci", quantity: 2, unitPrice: -100 }]);
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ subtotal: -200, tax: -42, total: -242 });
    const whole = await user.http.post<ErrorBody>(`/api/v1/crm/invoices/${invoice.id}/credit-notes`, {
      reason: "Vše",
    });
    expect([whole.status, whole.body.error]).toEqual([400, INVOICE_LIFECYCLE_MESSAGES.creditItemsRequired]);
    const rest = await credit([{ description: "Zbytek", quantity: 1, unitPrice: -800, vatRate: 21 }]);
    expect(rest.status).toBe(201);
    const over = await credit([{ description: "Navíc", quantity: 1, unitPrice: -0.01, vatRate: 21 }]);
    expect(over.status).toBe(400);

    await issue(user, note.body.id);
    const after = (await user.http.get<Invoice>(`/api/v1/crm/invoices/${invoice.id}`)).body;
    expect(after).toMatchObject({ amountDue: 1322 - 242, creditNoteIds: [note.body.id, rest.body.id] });
    const edit = await user.http.put<ErrorBody>(`/api/v1/crm/invoices/${rest.body.id}`, body(customer));
    expect([edit.status, edit.body.error]).toEqual([409, INVOICE_LIFECYCLE_MESSAGES.creditNoteNotEditable]);
  });

  it("refuses a credit note of a draft or of a credit note (409), on tRPC too", async () => {
    const draft = await create(user, body(customer));
    const refused = await user.http.post<ErrorBody>(`/api/v1/crm/invoices/${draft.id}/credit-notes`, {
      reason: "Chyba",
    });
    expect([refused.status, refused.body.error]).toEqual([
      409,
      INVOICE_LIFECYCLE_MESSAGES.creditNoteNeedsIssuedInvoice,
    ]);
    const trpc = await user.http.post("/api/trpc/invoices.createCreditNote", { id: draft.id, reason: "Chyba" });
    expect(trpc.status).toBe(409);
    expect(trpc.text).toContain(INVOICE_LIFECYCLE_MESSAGES.creditNoteNeedsIssuedInvoice);
  });
});

describe("the new operations are isolated between organizations", () => {
  it("answers 404 to another organization and changes nothing", async () => {
    await setUpSupplierProfile(user.http);
    const invoice = await issue(user, (await create(user, body(customer))).id);
    const other = await signUpInNewOrganization(app);
    await setUpSupplierProfile(other.http);
    const calls = [
      () => other.http.post(`/api/v1/crm/invoices/${invoice.id}/issue`),
      () => other.http.post(`/api/v1/crm/invoices/${invoice.id}/payments`, { amount: 1, paidOn: TODAY }),
      () => other.http.post(`/api/v1/crm/invoices/${invoice.id}/credit-notes`, { reason: "Cizí" }),
      () => other.http.post("/api/trpc/invoices.issue", { id: invoice.id }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(404);
      expect(res.text).not.toContain("Odběratel");
    }
    expect((await user.http.get<Invoice>(`/api/v1/crm/invoices/${invoice.id}`)).body).toEqual(invoice);
  });
});
