import {
  businessDate,
  type Contact,
  type Deal,
  INVOICE_LIFECYCLE_MESSAGES,
  INVOICE_MESSAGES,
  type Invoice,
  invoiceSchema,
  itemMessage,
  missingBillingMessage,
} from "@kancl/shared";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createContact,
  organizationBody,
  personBody,
  type SignedInUser,
  signUpInNewOrganization,
} from "../../../test/factories";
import { setUpSupplierProfile } from "../../../test/supplier-profile";
import { useTestApp } from "../../../test/use-test-app";

const { app, user } = useTestApp({ organizationName: "Dodavatel a.s." });
let customer: Contact;
let deal: Deal;

type ErrorBody = { error: string };
const YEAR = businessDate().slice(0, 4);

async function setUpCustomer(as: SignedInUser) {
  const contact = await createContact(
    as.http,
    organizationBody({
      name: "Žluťoučký kůň s.r.o.",
      legalName: "Žluťoučký kůň s.r.o.",
      taxId: "CZ27082440",
      registrationNumber: "27082440",
      billing: { name: "Žluťoučký kůň s.r.o.", email: "Fakturace@Kun.CZ", address: "Příčná 5\n110 00 Praha 1" },
      // Each test's customer is the same company again (decision 103: a second one with its IČO is said so).
      allowDuplicate: true,
    }),
  );
  const created = await as.http.post<Deal>("/api/v1/crm/deals", { title: "Koně", billingContactId: contact.id });
  return { contact, deal: created.body };
}

const invoiceBody = (overrides: Record<string, unknown> = {}) => ({
  dealId: deal.id,
  billingContactId: customer.id,
  items: [
    { description: "Konzultace", quantity: 2, unitPrice: 1500 },
    { description: "Cestovné", quantity: 1, unitPrice: 99.99 },
  ],
  dueDate: "2099-12-31",
  taxRate: 21,
  currency: "CZK",
  ...overrides,
});

const createInvoice = async (as: SignedInUser, body: Record<string, unknown>) => {
  const res = await as.http.post<Invoice>("/api/v1/crm/invoices", body);
  if (res.status !== 201) throw new Error(`create invoice failed: ${res.status} ${res.text}`);
  return res.body;
};

beforeAll(async () => {
  ({ contact: customer, deal } = await setUpCustomer(user));
  // Since issue 22, sending (issuing) an invoice needs the supplier's details the law requires.
  await setUpSupplierProfile(user.http);
});

describe("creating invoices", () => {
  it("computes every amount on the server and numbers it YYYY-NNNN from 0001", async () => {
    const invoice = await createInvoice(
      user,
      invoiceBody({ items: [...invoiceBody().items.map((i) => ({ ...i, total: 1 }))] }),
    );
    expect(invoiceSchema.strict().parse(invoice)).toMatchObject({
      invoiceNumber: `${YEAR}-0001`,
      status: "draft",
      subtotal: 3099.99,
      tax: 651,
      total: 3750.99,
      currency: "CZK",
      taxRate: 21,
      dueDate: "2099-12-31",
      items: [
        { description: "Konzultace", quantity: 2, unitPrice: 1500, total: 3000 },
        { description: "Cestovné", quantity: 1, unitPrice: 99.99, total: 99.99 },
      ],
      billingSnapshot: {
        name: "Žluťoučký kůň s.r.o.",
        email: "fakturace@kun.cz",
        address: "Příčná 5\n110 00 Praha 1",
        taxId: "CZ27082440",
        registrationNumber: "27082440",
      },
    });
    const second = await createInvoice(user, invoiceBody());
    expect(second.invoiceNumber).toBe(`${YEAR}-0002`);
  });

  it("rounds item totals to cents and tax half away from zero", async () => {
    const invoice = await createInvoice(
      user,
      invoiceBody({
        items: [
          { description: "A", quantity: 1.5, unitPrice: 0.33 },
          { description: "B", quantity: 1, unitPrice: 0 },
        ],
        taxRate: 21,
        currency: "EUR",
      }),
    );
    // 1.5 × 0.33 = 0.495 → 0.50; tax 0.50 × 21 % = 0.105 → 0.11
    expect(invoice).toMatchObject({ subtotal: 0.5, tax: 0.11, total: 0.61 });
    expect(invoice.items.map((i) => i.total)).toEqual([0.5, 0]);
  });

  it.each([
    [{ dealId: undefined }, INVOICE_MESSAGES.dealRequired],
    [{ dealId: "" }, INVOICE_MESSAGES.dealRequired],
    [{ billingContactId: undefined }, INVOICE_MESSAGES.billingContactRequired],
    [{ items: [] }, INVOICE_MESSAGES.itemsRequired],
    [{ items: [{ description: "  ", quantity: 1, unitPrice: 1 }] }, itemMessage.description(1)],
    [
      {
        items: [
          { description: "A", quantity: 1, unitPrice: 1 },
          { description: "B", quantity: 0, unitPrice: 1 },
        ],
      },
      itemMessage.quantity(2),
    ],
    [{ items: [{ description: "A", quantity: 1, unitPrice: -1 }] }, itemMessage.unitPrice(1)],
    [{ taxRate: 100.5 }, `taxRate: ${INVOICE_MESSAGES.taxRateRange}`],
    [{ taxRate: -1 }, `taxRate: ${INVOICE_MESSAGES.taxRateRange}`],
    [{ dueDate: undefined }, INVOICE_MESSAGES.dueDateRequired],
    [{ dueDate: "2026-02-30" }, INVOICE_MESSAGES.dueDateInvalid],
    [{ dealId: "00000000-0000-4000-8000-000000000000" }, INVOICE_MESSAGES.dealUnknown],
  ])("refuses %j with the spec's message and numbers nothing", async (override, message) => {
    const res = await user.http.post<ErrorBody>("/api/v1/crm/invoices", invoiceBody(override));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it("refuses a billing contact without billing information, naming it", async () => {
    const person = await createContact(user.http, personBody({ name: "Bez Fakturace" }));
    const res = await user.http.post<ErrorBody>("/api/v1/crm/invoices", invoiceBody({ billingContactId: person.id }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(missingBillingMessage("Bez Fakturace"));
  });

  it("numbers with no gap after refused creates", async () => {
    const before = (await user.http.get<{ invoices: Invoice[] }>("/api/v1/crm/invoices")).body.invoices.length;
    await user.http.post("/api/v1/crm/invoices", invoiceBody({ items: [] }));
    const next = await createInvoice(user, invoiceBody());
    expect(next.invoiceNumber).toBe(`${YEAR}-${String(before + 1).padStart(4, "0")}`);
  });

  it("gives 50 concurrent creates in one organization 50 distinct consecutive numbers", async () => {
    const racer = await signUpInNewOrganization(app);
    const setup = await setUpCustomer(racer);
    const body = { ...invoiceBody(), dealId: setup.deal.id, billingContactId: setup.contact.id };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => racer.http.post<Invoice>("/api/v1/crm/invoices", body)),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    const numbers = results.map((r) => r.body.invoiceNumber).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `${YEAR}-${String(i + 1).padStart(4, "0")}`));
  });
});

describe("drafts, statuses and the snapshot", () => {
  it("edits a draft (re-taking the snapshot), then freezes it once sent", async () => {
    const { contact, deal: ownDeal } = await setUpCustomer(user);
    const body = invoiceBody({ dealId: ownDeal.id, billingContactId: contact.id });
    const invoice = await createInvoice(user, body);
    await user.http.put(`/api/v1/crm/contacts/${contact.id}`, {
      ...organizationBody({ name: contact.name, legalName: contact.legalName }),
      billing: { name: "Nové jméno", email: "nova@kun.cz", address: "Nová 1" },
      version: contact.version,
    });
    const edited = await user.http.put<Invoice>(`/api/v1/crm/invoices/${invoice.id}`, { ...body, taxRate: 12 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ taxRate: 12, tax: 372, billingSnapshot: { name: "Nové jméno" }, version: 2 });

    const sent = await user.http.post<Invoice>(`/api/v1/crm/invoices/${invoice.id}/status`, { status: "sent" });
    expect(sent.body.status).toBe("sent");
    const refusedEdit = await user.http.put<ErrorBody>(`/api/v1/crm/invoices/${invoice.id}`, body);
    expect(refusedEdit.status).toBe(409);
    expect(refusedEdit.body.error).toBe(INVOICE_MESSAGES.onlyDraftsEditable);
    const refusedDelete = await user.http.delete<ErrorBody>(`/api/v1/crm/invoices/${invoice.id}`);
    expect(refusedDelete.status).toBe(409);
    expect(refusedDelete.body.error).toBe(INVOICE_MESSAGES.onlyDraftsDeletable);

    await user.http.delete(`/api/v1/crm/contacts/${contact.id}`);
    const after = await user.http.get<Invoice>(`/api/v1/crm/invoices/${invoice.id}`);
    expect(after.body.billingSnapshot.name).toBe("Nové jméno");
  });

  it("moves draft → sent → paid and paid → sent; never back to draft (issue 34 item 10)", async () => {
    const invoice = await createInvoice(user, invoiceBody());
    const status = (to: string) =>
      user.http.post<Invoice & ErrorBody>(`/api/v1/crm/invoices/${invoice.id}/status`, { status: to });
    expect((await status("paid")).status).toBe(409);
    expect((await status("sent")).body.status).toBe("sent");
    expect((await status("paid")).body.status).toBe("paid");
    const jump = await status("draft");
    expect(jump.status).toBe(409);
    expect(jump.body.error).toBe(INVOICE_LIFECYCLE_MESSAGES.issuedNotRevertible);
    const unpaid = await status("sent");
    expect(unpaid.body.status).toBe("sent");
    // An issued invoice with nothing paid or credited stays issued too: it is a tax document (the tRPC surface alike).
    const back = await status("draft");
    expect(back.status).toBe(409);
    expect(back.body.error).toBe(INVOICE_LIFECYCLE_MESSAGES.issuedNotRevertible);
    const trpc = await user.http.post<{ error: { message: string } }>("/api/trpc/invoices.setStatus", {
      id: invoice.id,
      status: "draft",
    });
    expect(trpc.status).toBe(409);
    expect(JSON.stringify(trpc.body)).toContain(INVOICE_LIFECYCLE_MESSAGES.issuedNotRevertible);
    const after = await user.http.get<Invoice>(`/api/v1/crm/invoices/${invoice.id}`);
    expect(after.body).toMatchObject({ status: "sent", version: unpaid.body.version });
    expect(after.body.issuedAt).not.toBeNull();
    expect((await status("overdue")).status).toBe(400);
  });

  it("reads a sent invoice past its due date as overdue", async () => {
    const invoice = await createInvoice(user, invoiceBody({ issueDate: "2020-01-17", dueDate: "2020-01-31" }));
    expect(invoice.status).toBe("draft");
    const sent = await user.http.post<Invoice>(`/api/v1/crm/invoices/${invoice.id}/status`, { status: "sent" });
    expect(sent.body.status).toBe("overdue");
  });

  it("deletes drafts (404 afterwards) and keeps a deal with invoices from being deleted", async () => {
    const { contact, deal: ownDeal } = await setUpCustomer(user);
    const invoice = await createInvoice(user, invoiceBody({ dealId: ownDeal.id, billingContactId: contact.id }));
    const dealInvoices = await user.http.get<{ invoices: Invoice[] }>(`/api/v1/crm/deals/${ownDeal.id}/invoices`);
    expect(dealInvoices.body.invoices.map((i) => i.id)).toEqual([invoice.id]);
    const refused = await user.http.delete<ErrorBody>(`/api/v1/crm/deals/${ownDeal.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("This deal has invoices and cannot be deleted");
    expect((await user.http.delete(`/api/v1/crm/invoices/${invoice.id}`)).status).toBe(200);
    expect((await user.http.get(`/api/v1/crm/invoices/${invoice.id}`)).status).toBe(404);
    expect((await user.http.delete(`/api/v1/crm/deals/${ownDeal.id}`)).status).toBe(200);
  });
});

describe("invoices are isolated between organizations", () => {
  it("answers 404 on every path (the PDF too) and 400 for foreign ids in a body", async () => {
    const other = await signUpInNewOrganization(app);
    const invoice = await createInvoice(user, invoiceBody());
    const before = JSON.stringify((await user.http.get(`/api/v1/crm/invoices/${invoice.id}`)).body);
    const calls: [string, () => Promise<{ status: number; text: string }>][] = [
      ["get", () => other.http.get(`/api/v1/crm/invoices/${invoice.id}`)],
      ["update", () => other.http.put(`/api/v1/crm/invoices/${invoice.id}`, invoiceBody())],
      ["delete", () => other.http.delete(`/api/v1/crm/invoices/${invoice.id}`)],
      ["status", () => other.http.post(`/api/v1/crm/invoices/${invoice.id}/status`, { status: "sent" })],
      ["generate pdf", () => other.http.post(`/api/v1/crm/invoices/${invoice.id}/generate-pdf`)],
      ["download pdf", () => other.http.get(`/api/v1/crm/invoices/${invoice.id}/pdf`)],
      ["deal invoices", () => other.http.get(`/api/v1/crm/deals/${deal.id}/invoices`)],
    ];
    for (const [name, call] of calls) {
      const res = await call();
      expect(res.status, name).toBe(404);
      expect(res.text, name).not.toContain("Žluťoučký");
    }
    const foreign = await other.http.post<ErrorBody>("/api/v1/crm/invoices", invoiceBody());
    expect(foreign.status).toBe(400);
    expect((await other.http.get<{ invoices: Invoice[] }>("/api/v1/crm/invoices")).body.invoices).toEqual([]);
    expect(JSON.stringify((await user.http.get(`/api/v1/crm/invoices/${invoice.id}`)).body)).toBe(before);
  });
});
