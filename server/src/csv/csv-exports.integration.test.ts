import type { Contact, Deal, Invoice } from "@kancl/shared";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { createContact, organizationBody } from "../../test/factories";
import { setUpSupplierProfile } from "../../test/supplier-profile";
import { useTestApp } from "../../test/use-test-app";
import { FORMULA_TRIGGERS } from "./write-csv";

// Issue 34 item 2: a name with a formula after a line break, in every list export (contacts, deals, invoices, the
// audit log) and a client's X-Request-Id shaped like a formula in the audit log's export.

const { user } = useTestApp({ organizationName: "Vzorce s.r.o." });
const HOSTILE = "Jan Novak\n=cmd|' /C calc'!A0";
const GUARDED = "Jan Novak\n'=cmd|' /C calc'!A0";

let contact: Contact;

beforeAll(async () => {
  await setUpSupplierProfile(user.http);
  contact = await createContact(
    user.http,
    organizationBody({
      name: HOSTILE,
      legalName: HOSTILE,
      billing: { name: HOSTILE, email: "fakturace@example.cz", address: "Praha" },
    }),
  );
  const deal = await user.http.post<Deal>(
    "/api/v1/crm/deals",
    { title: HOSTILE, billingContactId: contact.id, source: "@SUM(1+1)" },
    { headers: { "x-request-id": "-A1" } },
  );
  expect(deal.status, deal.text).toBe(201);
  const invoice = await user.http.post<Invoice>("/api/v1/crm/invoices", {
    dealId: deal.body.id,
    billingContactId: contact.id,
    items: [{ description: "Práce", quantity: 1, unitPrice: 100 }],
    dueDate: "2099-12-31",
  });
  expect(invoice.status, invoice.text).toBe(201);
});

async function exported(path: string): Promise<{ raw: string; rows: string[][] }> {
  const res = await user.http.get<string>(`/api/v1${path}`);
  expect(res.status, res.text).toBe(200);
  return { raw: res.text, rows: parse(res.text, { bom: true, delimiter: ";" }) as string[][] };
}

/** Every line of the file (as a reader that ignores quotes would split it) and of every cell. */
function formulaLines(raw: string, rows: string[][]): string[] {
  const lines = [
    ...raw.split(/\r\n|\n|\r/).map((line) => line.replace(/^"/, "")),
    ...rows.flat().flatMap((cell) => cell.split(/\r\n|\n|\r/)),
    ...rows.flat(),
  ];
  return lines.filter((line) => FORMULA_TRIGGERS.some((trigger) => line.startsWith(trigger)));
}

describe("CSV exports and formulas after a line break", () => {
  it.each([
    ["contacts", "/crm/contacts/export.csv", 1],
    ["deals", "/crm/deals/export.csv", 0],
    ["invoices", "/crm/invoices/export.csv", 3],
  ])("the %s export quotes the cell, keeps one row per record and guards the formula", async (_, path, column) => {
    const { raw, rows } = await exported(path);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[column]).toBe(GUARDED);
    expect(formulaLines(raw, rows)).toEqual([]);
  });

  it("the audit log's export guards its cells and keeps no formula-shaped X-Request-Id", async () => {
    const { raw, rows } = await exported("/settings/audit-log/export.csv?recordType=deal");
    const header = rows[0] ?? [];
    const created = rows.find((row) => row[header.indexOf("Action")] === "Created");
    expect(created, raw).toBeDefined();
    expect(created?.[header.indexOf("Record")]).toBe(GUARDED);
    expect(created?.[header.indexOf("Request ID")]).toMatch(/^[0-9a-f-]{36}$/);
    expect(created?.[header.indexOf("Changes")]).toContain("\ntitle: — → Jan Novak\n'=cmd|' /C calc'!A0");
    expect(formulaLines(raw, rows)).toEqual([]);
  });

  it("takes an X-Request-Id only in its safe form", async () => {
    const ids = async (sent: string) =>
      (await user.http.get("/api/health", { headers: { "x-request-id": sent } })).headers.get("x-request-id");
    expect(await ids("trace-123:a.b_c")).toBe("trace-123:a.b_c");
    expect(await ids("A".repeat(128))).toBe("A".repeat(128));
    for (const hostile of ["-A1", "=1+1", "@SUM(A1)", "+1", "a b", "a;b", "A".repeat(129), "_x"]) {
      expect(await ids(hostile)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});
