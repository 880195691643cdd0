import { businessDate, type Contact, type Deal, INVOICE_LIST_MESSAGES, type Invoice } from "@kancl/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { createContact, organizationBody, type SignedInUser, signUpInNewOrganization } from "../../../test/factories";
import { setUpSupplierProfile } from "../../../test/supplier-profile";
import { useTestApp } from "../../../test/use-test-app";

// Issue 22 item 6 (the API): the invoice list's filters, search, sort and keyset paging, and its CSV export.

const { app, user } = useTestApp({ organizationName: "Seznam faktur s.r.o." });
type ErrorBody = { error: string };
type List = { invoices: Invoice[]; nextCursor?: string | null };
const YEAR = businessDate().slice(0, 4);

async function customer(name: string, taxId?: string): Promise<{ contact: Contact; deal: Deal }> {
  const contact = await createContact(
    user.http,
    organizationBody({
      name,
      legalName: name,
      ...(taxId ? { taxId, registrationNumber: taxId.slice(2) } : {}),
      billing: { name, email: "fakturace@example.cz", address: "Praha" },
    }),
  );
  const deal = await user.http.post<Deal>("/api/v1/crm/deals", {
    title: `Zakázka ${name}`,
    billingContactId: contact.id,
  });
  return { contact, deal: deal.body };
}

async function invoice(
  of: { contact: Contact; deal: Deal },
  unitPrice: number,
  extra: Record<string, unknown> = {},
): Promise<Invoice> {
  const res = await user.http.post<Invoice>("/api/v1/crm/invoices", {
    dealId: of.deal.id,
    billingContactId: of.contact.id,
    items: [{ description: "Práce", quantity: 1, unitPrice }],
    dueDate: "2099-12-31",
    ...extra,
  });
  if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
  return res.body;
}

const issue = async (id: string) => {
  const res = await user.http.post<Invoice>(`/api/v1/crm/invoices/${id}/issue`);
  if (res.status !== 200) throw new Error(`${res.status} ${res.text}`);
  return res.body;
};

const list = (query: Record<string, string> = {}) =>
  user.http.get<List & ErrorBody>(`/api/v1/crm/invoices?${new URLSearchParams(query)}`);
const numbers = async (query: Record<string, string>) => (await list(query)).body.invoices.map((i) => i.invoiceNumber);

let acmeId: string;

beforeAll(async () => {
  await setUpSupplierProfile(user.http);
  const acme = await customer("Acme Česko s.r.o.", "CZ27082440");
  const zeta = await customer('=Zeta; "uvozovky" a.s.');
  acmeId = acme.contact.id;
  // 0001 draft (Acme, CZK 100) · 0002 overdue (Zeta, 300) · 0003 sent (Acme, EUR 200) · 0004 paid (Zeta, 50)
  const draft = await invoice(acme, 100);
  const overdue = await issue((await invoice(zeta, 300, { dueDate: "2026-01-31", issueDate: "2026-01-10" })).id);
  const eur = await issue(
    (await invoice(acme, 200, { currency: "EUR", exchangeRate: 25, issueDate: "2026-02-10", variableSymbol: "777001" }))
      .id,
  );
  const paid = await issue((await invoice(zeta, 50, { issueDate: "2026-03-10" })).id);
  await user.http.post(`/api/v1/crm/invoices/${paid.id}/payments`, { amount: 60.5, paidOn: "2026-03-11" });
  const note = await user.http.post(`/api/v1/crm/invoices/${eur.id}/credit-notes`, { reason: "Sleva" });
  if (note.status !== 201 || !draft || !overdue) throw new Error(`credit note: ${note.status} ${note.text}`);
});

describe("the invoice list", () => {
  it("without parameters answers every invoice and credit note, newest first, as before", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.invoices.map((i) => i.invoiceNumber)).toEqual([
      `D${YEAR}-0001`,
      `${YEAR}-0004`,
      `${YEAR}-0003`,
      `${YEAR}-0002`,
      `${YEAR}-0001`,
    ]);
    expect(res.body).not.toHaveProperty("nextCursor");
    const trpc = await user.http.get<{ result: { data: List } }>("/api/trpc/invoices.list");
    expect(trpc.status).toBe(200);
    expect(trpc.body.result.data.invoices).toHaveLength(5);
  });

  it("filters by status (overdue follows from the due date), kind, customer, currency and issue dates", async () => {
    expect(await numbers({ status: "overdue" })).toEqual([`${YEAR}-0002`]);
    expect(await numbers({ status: "sent", kind: "invoice" })).toEqual([`${YEAR}-0003`]);
    expect(await numbers({ status: "paid" })).toEqual([`${YEAR}-0004`]);
    expect(await numbers({ status: "draft" })).toEqual([`D${YEAR}-0001`, `${YEAR}-0001`]);
    expect(await numbers({ kind: "credit_note" })).toEqual([`D${YEAR}-0001`]);
    expect(await numbers({ billingContactId: acmeId, kind: "invoice" })).toEqual([`${YEAR}-0003`, `${YEAR}-0001`]);
    expect(await numbers({ currency: "EUR" })).toEqual([`D${YEAR}-0001`, `${YEAR}-0003`]);
    expect(await numbers({ issuedFrom: "2026-02-01", issuedTo: "2026-03-10" })).toEqual([
      `${YEAR}-0004`,
      `${YEAR}-0003`,
    ]);
  });

  it("searches the number, the customer's name and the variable symbol by prefix", async () => {
    expect(await numbers({ q: `${YEAR}-000`, kind: "invoice", sort: "invoiceNumber", order: "asc" })).toEqual([
      `${YEAR}-0001`,
      `${YEAR}-0002`,
      `${YEAR}-0003`,
      `${YEAR}-0004`,
    ]);
    expect(await numbers({ q: "acme č", kind: "invoice" })).toEqual([`${YEAR}-0003`, `${YEAR}-0001`]);
    expect(await numbers({ q: "777" })).toEqual([`D${YEAR}-0001`, `${YEAR}-0003`]);
    expect(await numbers({ q: `${YEAR}0002` })).toEqual([`${YEAR}-0002`]);
    expect(await numbers({ q: "%" })).toEqual([]);
  });

  it("sorts by total, due date or number, and pages with a cursor through the same order", async () => {
    expect(await numbers({ sort: "total", order: "asc" })).toEqual([
      `D${YEAR}-0001`,
      `${YEAR}-0004`,
      `${YEAR}-0001`,
      `${YEAR}-0003`,
      `${YEAR}-0002`,
    ]);
    for (const sort of ["createdAt", "dueDate", "total", "invoiceNumber"]) {
      for (const order of ["asc", "desc"]) {
        const whole = await numbers({ sort, order });
        const paged: string[] = [];
        let cursor: string | null | undefined;
        do {
          const page = await list({ sort, order, limit: "2", ...(cursor ? { cursor } : {}) });
          expect(page.status).toBe(200);
          paged.push(...page.body.invoices.map((i) => i.invoiceNumber));
          cursor = page.body.nextCursor;
        } while (cursor);
        expect(paged, `${sort} ${order}`).toEqual(whole);
      }
    }
  });

  it.each([
    [{ status: "late" }, `status: ${INVOICE_LIST_MESSAGES.status}`],
    [{ kind: "receipt" }, `kind: ${INVOICE_LIST_MESSAGES.kind}`],
    [{ currency: "PLN" }, `currency: ${INVOICE_LIST_MESSAGES.currency}`],
    [{ billingContactId: "acme" }, `billingContactId: ${INVOICE_LIST_MESSAGES.billingContactId}`],
    [{ issuedFrom: "2026-13-01" }, `issuedFrom: ${INVOICE_LIST_MESSAGES.issuedFrom}`],
    [{ issuedTo: "x" }, `issuedTo: ${INVOICE_LIST_MESSAGES.issuedTo}`],
    [{ sort: "customer" }, `sort: ${INVOICE_LIST_MESSAGES.sort}`],
    [{ order: "up" }, `order: ${INVOICE_LIST_MESSAGES.order}`],
    [{ limit: "0" }, `limit: ${INVOICE_LIST_MESSAGES.limit}`],
    [{ cursor: "nonsense" }, "cursor: Invalid cursor"],
    // A createdAt cursor is not a total: refused, not cast (no 500).
    [
      {
        sort: "total",
        cursor: Buffer.from(JSON.stringify(["2026-01-01T00:00:00.000Z", acmeId])).toString("base64url"),
      },
      "cursor: Invalid cursor",
    ],
  ])("refuses %j with 400 and its message", async (query, message) => {
    const res = await list(query as Record<string, string>);
    expect([res.status, res.body.error]).toEqual([400, message]);
  });
});

describe("the CSV export", () => {
  const exportCsv = async (as: SignedInUser, query: Record<string, string> = {}) => {
    const response = await fetch(
      new URL(`/api/v1/crm/invoices/export.csv?${new URLSearchParams(query)}`, app.baseUrl),
      {
        headers: { cookie: as.http.cookieHeader },
      },
    );
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it("is a file Czech Excel opens: UTF-8 with a BOM, semicolons, decimal commas, Czech dates, CRLF", async () => {
    const { response, bytes } = await exportCsv(user, { kind: "invoice", sort: "invoiceNumber", order: "asc" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="faktury-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe(
      "Číslo;Druh;Stav;Odběratel;IČO;DIČ;Datum vystavení;DUZP;Splatnost;Variabilní symbol;Měna;Základ;DPH;Celkem;Uhrazeno;Zbývá uhradit",
    );
    expect(lines[1]).toBe(
      `${YEAR}-0001;Faktura;Koncept;Acme Česko s.r.o.;27082440;CZ27082440;;;31.12.2099;${YEAR}0001;CZK;100,00;21,00;121,00;0,00;0,00`,
    );
    // A name with a semicolon and quotes is quoted; one that starts like a formula is defused.
    expect(lines[2]).toBe(
      `${YEAR}-0002;Faktura;Po splatnosti;"'=Zeta; ""uvozovky"" a.s.";;;10.1.2026;10.1.2026;31.1.2026;${YEAR}0002;CZK;300,00;63,00;363,00;0,00;363,00`,
    );
    expect(lines[3]).toContain(";777001;EUR;200,00;42,00;242,00;0,00;242,00");
    expect(lines[4]).toContain(";Uhrazena;");
    expect(lines).toHaveLength(6);
    expect(lines[5]).toBe("");
  });

  it("applies the filters, answers 400 to a bad one, and shows another organization only its own", async () => {
    const overdue = await exportCsv(user, { status: "overdue" });
    expect(overdue.bytes.toString("utf8").trim().split("\r\n")).toHaveLength(2);
    const bad = await exportCsv(user, { status: "late" });
    expect(bad.response.status).toBe(400);
    expect(JSON.parse(bad.bytes.toString("utf8"))).toEqual({ error: `status: ${INVOICE_LIST_MESSAGES.status}` });
    const other = await signUpInNewOrganization(app);
    const theirs = await exportCsv(other, { billingContactId: acmeId });
    expect(theirs.response.status).toBe(200);
    expect(theirs.bytes.toString("utf8").trim().split("\r\n")).toHaveLength(1);
    expect((await fetch(new URL("/api/v1/crm/invoices/export.csv", app.baseUrl))).status).toBe(401);
  });
});
