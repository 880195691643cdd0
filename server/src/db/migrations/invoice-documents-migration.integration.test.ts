import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../database";
import { migrations } from "./index";

// Migration 2026-11-26-20 over invoices that existed before it: their lines carry the invoice's rate, sent ones keep
// their creation day as issue date and DUZP, the counter becomes the 'invoice' series, and the new checks hold.
let handle: DatabaseHandle;
const migrator = () =>
  new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations }, migrationTableSchema: "public" });

beforeAll(async () => {
  handle = await openDatabase({ kind: "pglite", dataDir: undefined });
  const before = await migrator().migrateTo("2026-11-26-10-company-profiles");
  expect(before.error).toBeUndefined();
});
afterAll(() => handle?.close());

describe("migration 2026-11-26-20-invoice-documents", () => {
  it("keeps existing invoices meaning what they meant", async () => {
    const db = handle.db;
    await sql`insert into organizations (id, name) values ('00000000-0000-4000-8000-000000000001', 'Stará s.r.o.')`.execute(
      db,
    );
    const org = "00000000-0000-4000-8000-000000000001";
    await sql`insert into contacts (id, org_id, type, name) values ('00000000-0000-4000-8000-000000000002', ${org}, 'organization', 'Zákazník')`.execute(
      db,
    );
    await sql`insert into deals (id, org_id, title, status, currency) values ('00000000-0000-4000-8000-000000000003', ${org}, 'Zakázka', 'lead', 'CZK')`.execute(
      db,
    );
    for (const [id, number, status, rate] of [
      ["00000000-0000-4000-8000-000000000010", "2026-0001", "sent", "12.00"],
      ["00000000-0000-4000-8000-000000000011", "2026-0002", "draft", "21.00"],
    ] as const) {
      await sql`insert into invoices (id, org_id, invoice_number, deal_id, billing_contact_id, billing_snapshot, due_date,
          tax_rate, currency, subtotal, tax, total, status, created_at)
        values (${id}, ${org}, ${number}, '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002',
          '{"name":"Zákazník"}', '2026-12-31', ${rate}, 'CZK', 100, 12, 112, ${status}, '2026-03-31T22:30:00Z')`.execute(
        db,
      );
      await sql`insert into invoice_items (org_id, invoice_id, position, description, quantity, unit_price, total)
        values (${org}, ${id}, 0, 'Práce', 1, 100, 100)`.execute(db);
    }
    await sql`insert into invoice_counters (org_id, year, last_number) values (${org}, 2026, 2)`.execute(db);

    const after = await migrator().migrateToLatest();
    expect(after.error).toBeUndefined();

    const invoices = await sql<Record<string, unknown>>`
      select invoice_number, kind, payment_method, reverse_charge, vat_payer, issue_date::text, taxable_supply_date::text,
        variable_symbol from invoices order by invoice_number`.execute(db);
    expect(invoices.rows).toEqual([
      // 22:30 UTC on 31 March is 1 April in Prague (summer time).
      {
        invoice_number: "2026-0001",
        kind: "invoice",
        payment_method: "bank_transfer",
        reverse_charge: false,
        vat_payer: true,
        issue_date: "2026-04-01",
        taxable_supply_date: "2026-04-01",
        variable_symbol: null,
      },
      {
        invoice_number: "2026-0002",
        kind: "invoice",
        payment_method: "bank_transfer",
        reverse_charge: false,
        vat_payer: true,
        issue_date: null,
        taxable_supply_date: null,
        variable_symbol: null,
      },
    ]);
    const rates = await sql<{ vat_rate: string }>`select vat_rate::text from invoice_items order by invoice_id`.execute(
      db,
    );
    expect(rates.rows.map((row) => row.vat_rate)).toEqual(["12.00", "21.00"]);
    const counters = await sql`select series, year, last_number from invoice_counters`.execute(db);
    expect(counters.rows).toEqual([{ series: "invoice", year: 2026, last_number: 2 }]);

    // The new checks: a credit note needs its invoice, an invoice cannot point at one, totals have their sign.
    const refused = (statement: ReturnType<typeof sql>) =>
      statement.execute(db).then(
        () => "stored",
        (error: { message: string }) => error.message,
      );
    expect(await refused(sql`update invoices set kind = 'credit_note' where invoice_number = '2026-0002'`)).toMatch(
      /invoices_credit_note_check/,
    );
    expect(await refused(sql`update invoices set total = -1 where invoice_number = '2026-0002'`)).toMatch(
      /invoices_sign_check/,
    );
    expect(await refused(sql`update invoices set variable_symbol = '12a' where invoice_number = '2026-0002'`)).toMatch(
      /variable_symbol/,
    );
  });
});
