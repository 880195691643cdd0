import {
  businessDate,
  type CompanyProfile,
  type Contact,
  DEMO_MESSAGES,
  type DemoStatus,
  type Invoice,
  isValidDic,
  isValidIco,
  type Overview,
} from "@kancl/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { signUpInNewOrganization } from "../../../test/factories";
import { useTestApp } from "../../../test/use-test-app";
import { validateIsdoc } from "../../../test/xml-schema";
import { DEMO_DEALS, DEMO_INVOICES, DEMO_ORGANIZATIONS, DEMO_PEOPLE } from "./demo-data";
import { DEMO_SUPPLIER_SNAPSHOT } from "./demo-supplier";

// Issue 25 item 6: demo data through the real services, counted, valid, and removable without touching anything else.
const { app, user } = useTestApp({ organizationName: "Kancelář Demo s.r.o." });

let invoices: Invoice[];
let contacts: Contact[];

beforeAll(async () => {
  const filled = await user.http.post<{ contacts: number; deals: number; invoices: number }>("/api/v1/demo-data");
  expect(filled.status, filled.text).toBe(201);
  expect(filled.body).toEqual({ contacts: 50, deals: 20, invoices: 30 });
  invoices = (await user.http.get<{ invoices: Invoice[] }>("/api/v1/crm/invoices")).body.invoices;
  contacts = (await user.http.get<{ contacts: Contact[] }>("/api/v1/crm/contacts")).body.contacts;
}, 120_000);

describe("the demo data", () => {
  it("has about 50 contacts with valid Czech IDs, links and a hierarchy", async () => {
    expect(DEMO_ORGANIZATIONS.length + DEMO_PEOPLE.length).toBe(50);
    expect(contacts).toHaveLength(50);
    const organizations = contacts.filter((c) => c.type === "organization");
    expect(organizations).toHaveLength(20);
    for (const organization of organizations) {
      expect(organization.billing?.email, organization.name).toMatch(/^fakturace@/);
      if (organization.address?.country !== "CZ") continue;
      expect(isValidIco(organization.registrationNumber ?? ""), organization.name).toBe(true);
      expect(isValidDic(organization.taxId ?? ""), organization.name).toBe(true);
      expect(organization.taxId).toBe(`CZ${organization.registrationNumber}`);
    }
    const people = contacts.filter((c) => c.type === "person");
    expect(people.every((p) => /^[a-z.]+@[a-z.-]+\.(cz|at)$/.test(p.email ?? ""))).toBe(true);
    const parent = organizations.find((o) => o.name === "Stavby Morava");
    const children = await user.http.get<{ children: Contact[] }>(`/api/v1/crm/contacts/${parent?.id}/children`);
    expect(children.body.children.map((c) => c.name).sort()).toEqual([
      "Stavby Morava – Olomouc",
      "Stavby Morava – Zlín",
    ]);
    const lucie = people.find((p) => p.name === "Lucie Marešová");
    const links = await user.http.get<{ organizations: { role: string; isPrimary: boolean }[] }>(
      `/api/v1/crm/contacts/${lucie?.id}/organizations`,
    );
    expect(links.body.organizations).toHaveLength(2);
  });

  it("has 20 deals across every status", async () => {
    const deals = (await user.http.get<{ deals: { status: string }[] }>("/api/v1/crm/deals")).body.deals;
    expect(deals).toHaveLength(DEMO_DEALS.length);
    const byStatus: Record<string, number> = {};
    for (const deal of deals) byStatus[deal.status] = (byStatus[deal.status] ?? 0) + 1;
    expect(byStatus).toEqual({
      lead: 5,
      negotiation: 5,
      won: 7,
      lost: 3,
    });
  });

  it("has 30 invoices and a credit note across statuses, numbered without gaps", async () => {
    expect(DEMO_INVOICES).toHaveLength(30);
    const ofKind = invoices.filter((i) => i.kind === "invoice");
    expect(ofKind).toHaveLength(30);
    const notes = invoices.filter((i) => i.kind === "credit_note");
    expect(notes).toHaveLength(1);
    expect(notes[0]?.total).toBeLessThan(0);
    const count = (status: string) => ofKind.filter((i) => i.status === status).length;
    expect({ draft: count("draft"), paid: count("paid"), sent: count("sent"), overdue: count("overdue") }).toEqual({
      draft: 5,
      paid: 17,
      sent: 2,
      overdue: 6,
    });
    const partlyPaid = ofKind.filter((i) => i.amountPaid > 0 && i.amountDue > 0);
    expect(partlyPaid).toHaveLength(3);
    const euro = ofKind.filter((i) => i.currency === "EUR");
    expect(euro.map((i) => i.status).sort()).toEqual(["draft", "paid"]);
    // Numbered in the series of each one's issue year (issue 36 item 6; a draft: this year), each without gaps.
    const byYear = new Map<string, number[]>();
    for (const invoice of ofKind) {
      const year = invoice.invoiceNumber.slice(0, 4);
      expect(year).toBe((invoice.issueDate ?? businessDate()).slice(0, 4));
      byYear.set(year, [...(byYear.get(year) ?? []), Number(invoice.invoiceNumber.slice(5))]);
    }
    for (const numbers of byYear.values()) {
      expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    }
    expect([...byYear.values()].flat()).toHaveLength(30);
    // The VAT is the services' own: every issued CZK invoice's total is its subtotal plus its tax.
    for (const invoice of ofKind) expect(invoice.total).toBeCloseTo(invoice.subtotal + invoice.tax, 2);
  });

  it("exports every issued document as ISDOC valid against the official schema, and as CSV", async () => {
    const issued = invoices.filter((i) => i.status !== "draft");
    expect(issued).toHaveLength(26);
    for (const invoice of issued) {
      const res = await user.http.get<string>(`/api/v1/crm/invoices/${invoice.id}/isdoc`);
      expect(res.status, invoice.invoiceNumber).toBe(200);
      expect(validateIsdoc(res.text).errors, invoice.invoiceNumber).toEqual([]);
    }
    const csv = await fetch(new URL("/api/v1/crm/invoices/export.csv", app.baseUrl), {
      headers: { cookie: user.http.cookieHeader },
    });
    expect(csv.status).toBe(200);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(1 + 31);
  }, 120_000);

  it("issues its invoices from a fictional supplier marked as demo, and never writes the company profile", async () => {
    const profile = await user.http.get<CompanyProfile>("/api/v1/settings/company");
    // The organization saved no profile: the demo left it so (issue 34 item 11).
    expect(profile.body).toMatchObject({ version: 0, legalName: null, bankAccount: null, footerText: null });
    expect(profile.body.missingForIssuing).toContain("legalName");
    const issued = invoices.find((i) => i.status !== "draft") as Invoice;
    const isdoc = await user.http.get<string>(`/api/v1/crm/invoices/${issued.id}/isdoc`);
    expect(isdoc.text).toContain(DEMO_SUPPLIER_SNAPSHOT.legalName);
    expect(isdoc.text).toContain(DEMO_SUPPLIER_SNAPSHOT.registrationNumber);
    expect(DEMO_SUPPLIER_SNAPSHOT.legalName).toMatch(/\(demo\)$/);
    expect(DEMO_SUPPLIER_SNAPSHOT.footerText).toContain("Kancl demo data");
    const status = await user.http.get<DemoStatus>("/api/v1/demo-data");
    expect(status.body).toEqual({
      present: true,
      counts: { contacts: 50, deals: 20, invoices: 31 },
      companyProfile: false,
    });
  });

  it("agrees with the lists its overview figures link to", async () => {
    const overview = (await user.http.get<Overview>("/api/v1/overview")).body;
    const listCount = async (query: string) =>
      (await user.http.get<{ invoices: unknown[] }>(`/api/v1/crm/invoices?${query}`)).body.invoices.length;
    expect(overview.invoices.overdue.count).toBe(await listCount("status=overdue&kind=invoice"));
    expect(overview.invoices.overdue.count).toBe(6);
    expect(overview.invoices.unpaid.count).toBe(await listCount("status=sent&kind=invoice"));
    expect(overview.invoices.drafts.count).toBe(await listCount("status=draft"));
    for (const month of overview.revenue.months) {
      const [year, m] = month.month.split("-").map(Number) as [number, number];
      const last = new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
      const listed = await listCount(`status=paid&kind=invoice&issuedFrom=${month.month}-01&issuedTo=${last}`);
      expect(month.count, month.month).toBe(listed);
    }
    expect(overview.revenue.months.reduce((sum, m) => sum + m.count, 0)).toBe(17);
    for (const stage of overview.pipeline) {
      const deals = await user.http.get<{ deals: unknown[] }>(`/api/v1/crm/deals?status=${stage.status}`);
      expect(stage.count, stage.status).toBe(deals.body.deals.length);
    }
  });

  it("is refused a second time (409)", async () => {
    const again = await user.http.post<{ error: string }>("/api/v1/demo-data");
    expect([again.status, again.body.error]).toEqual([409, DEMO_MESSAGES.alreadyPresent]);
  });
});

describe("removing the demo data", () => {
  it("is refused (409, naming what blocks it) while own records depend on demo records", async () => {
    const customer = contacts.find((c) => c.name === "Pivovar U Sedmi kohoutů");
    const deal = await user.http.post<{ id: string }>("/api/v1/crm/deals", {
      title: "Vlastní obchod",
      billingContactId: customer?.id,
    });
    expect(deal.status).toBe(201);
    const refused = await user.http.delete<{ error: string }>("/api/v1/demo-data");
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(DEMO_MESSAGES.inUse("1 of your own deals are billed to demo contacts"));
    expect((await user.http.get<DemoStatus>("/api/v1/demo-data")).body.counts.contacts).toBe(50);
    expect((await user.http.delete(`/api/v1/crm/deals/${deal.body.id}`)).status).toBe(200);
    // A deleted deal waits in the trash (restorable, still billed to the demo contact): it is emptied from there too.
    expect((await user.http.delete(`/api/v1/crm/trash/${deal.body.id}`)).status).toBe(200);
  });

  it("deletes only the demo records: own contacts and another organization stay", async () => {
    const own = await user.http.post<{ id: string }>("/api/v1/crm/contacts", {
      type: "person",
      name: "Vlastní kontakt",
      email: "vlastni@example.cz",
    });
    const other = await signUpInNewOrganization(app);
    await other.http.post("/api/v1/crm/contacts", { type: "person", name: "Cizí", email: "cizi@example.cz" });

    const removed = await user.http.delete<{ contacts: number; deals: number; invoices: number }>("/api/v1/demo-data");
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toEqual({ contacts: 50, deals: 20, invoices: 31 });

    const left = (await user.http.get<{ contacts: Contact[] }>("/api/v1/crm/contacts")).body.contacts;
    expect(left.map((c) => c.id)).toEqual([own.body.id]);
    expect((await user.http.get<{ deals: unknown[] }>("/api/v1/crm/deals")).body.deals).toEqual([]);
    expect((await user.http.get<{ invoices: unknown[] }>("/api/v1/crm/invoices")).body.invoices).toEqual([]);
    expect((await other.http.get<{ contacts: Contact[] }>("/api/v1/crm/contacts")).body.contacts).toHaveLength(1);
    const none = await user.http.get<DemoStatus>("/api/v1/demo-data");
    expect([none.status, none.body]).toEqual([
      200,
      { present: false, counts: { contacts: 0, deals: 0, invoices: 0 }, companyProfile: false },
    ]);

    // The numbering starts again: the next invoice is the series' first.
    const deal = await user.http.post<{ id: string }>("/api/v1/crm/deals", { title: "Po demu" });
    const customer = await user.http.post<{ id: string }>("/api/v1/crm/contacts", {
      type: "organization",
      name: "Zákazník",
      legalName: "Zákazník s.r.o.",
      billing: { name: "Zákazník s.r.o.", email: "f@zakaznik.cz", address: "Praha" },
    });
    const invoice = await user.http.post<Invoice>("/api/v1/crm/invoices", {
      dealId: deal.body.id,
      billingContactId: customer.body.id,
      items: [{ description: "Práce", quantity: 1, unitPrice: 100 }],
      dueDate: "2099-01-01",
    });
    expect(invoice.body.invoiceNumber).toMatch(/^\d{4}-0001$/);
    const nothing = await user.http.delete<{ error: string }>("/api/v1/demo-data");
    expect([nothing.status, nothing.body.error]).toEqual([404, DEMO_MESSAGES.nothingToRemove]);
  });
});
