import type { CompanyProfile, Invoice } from "@kancl/shared";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { hashTenantRows } from "../../../test/reliability/support/tenant-rows";
import { useTestApp } from "../../../test/use-test-app";

// Issue 34 item 11: demo data never touches the organization's own settings, and removing it removes exactly what it
// added. An organization with its real profile (a real IČO, its account and register entry) and records of its own
// is fingerprinted — every row of every tenant table, the organization's row — then filled with the demo and emptied
// of it again: every fingerprint is the same. Left out, by their nature: the audit log (append-only: it records the
// fill and the removal), the jobs table (runs of the demo invoices' PDF renders) and the sync tombstones (deletions
// an integrator must hear of).
const { app, user } = useTestApp({ organizationName: "Skutečná firma s.r.o." });

const LOGS = new Set(["audit_events", "jobs", "sync_tombstones"]);

const own = {
  legalName: "Skutečná firma s.r.o.",
  street: "Náměstí Míru 7",
  city: "Brno",
  postalCode: "602 00",
  country: "CZ",
  registrationNumber: "27082440",
  taxId: "CZ27082440",
  vatPayer: true,
  bankAccount: "2701000002/2010",
  email: "fakturace@skutecna.cz",
  footerText: "Zapsáno v obchodním rejstříku vedeném Krajským soudem v Brně, oddíl C, vložka 1",
  version: 0,
};

async function fingerprint(orgId: string) {
  const rows = await hashTenantRows(app.database.db, orgId);
  for (const table of LOGS) delete rows[table];
  return rows;
}

describe("demo data and the organization's own data", () => {
  it("leaves the organization as it was after a fill and a removal: profile, settings, counters and every row", async () => {
    const orgId = user.user.orgId;
    expect((await user.http.put<CompanyProfile>("/api/v1/settings/company", own)).status).toBe(200);
    expect((await user.http.put("/api/v1/settings/language", { language: "cs" })).status).toBe(200);
    const customer = await user.http.post<{ id: string }>("/api/v1/crm/contacts", {
      type: "organization",
      name: "Vlastní zákazník",
      legalName: "Vlastní zákazník s.r.o.",
      billing: { name: "Vlastní zákazník s.r.o.", email: "f@zakaznik.cz", address: "Brno" },
    });
    const deal = await user.http.post<{ id: string }>("/api/v1/crm/deals", {
      title: "Vlastní obchod",
      billingContactId: customer.body.id,
    });
    const invoice = await user.http.post<Invoice>("/api/v1/crm/invoices", {
      dealId: deal.body.id,
      billingContactId: customer.body.id,
      items: [{ description: "Práce", quantity: 1, unitPrice: 100 }],
      dueDate: "2099-01-01",
    });
    expect(invoice.status).toBe(201);
    const profile = (await user.http.get<CompanyProfile>("/api/v1/settings/company")).body;
    const before = await fingerprint(orgId);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(["company_profiles", "invoice_counters", "contacts", "deals", "invoices", "demo_records"]),
    );

    const filled = await user.http.post("/api/v1/demo-data");
    expect(filled.status, filled.text).toBe(201);
    // While the demo is there the profile is the organization's own, unchanged: invoices are issued with its account.
    expect((await user.http.get<CompanyProfile>("/api/v1/settings/company")).body).toEqual(profile);
    const removed = await user.http.delete("/api/v1/demo-data");
    expect(removed.status, removed.text).toBe(200);

    expect((await user.http.get<CompanyProfile>("/api/v1/settings/company")).body).toEqual(profile);
    expect(await fingerprint(orgId)).toEqual(before);
    // The next own invoice continues the organization's own numbering.
    const next = await user.http.post<Invoice>("/api/v1/crm/invoices", {
      dealId: deal.body.id,
      billingContactId: customer.body.id,
      items: [{ description: "Další práce", quantity: 1, unitPrice: 100 }],
      dueDate: "2099-01-01",
    });
    expect(next.body.invoiceNumber).toMatch(/^\d{4}-0002$/);
    const counters = await sql<{ last_number: number }>`
      select last_number from invoice_counters where org_id = ${orgId}`.execute(app.database.db);
    expect(counters.rows.map((row) => Number(row.last_number))).toEqual([2]);
  }, 180_000);
});
