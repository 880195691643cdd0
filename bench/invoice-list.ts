import { businessDate } from "@kancl/shared";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { openDatabase } from "../server/src/db/database";
import { migrateToLatest } from "../server/src/db/migrate";
import { hashPassword } from "../server/src/modules/auth/password";
import { startBenchApp } from "./bench-app";
import { login, percentile, pinSelf } from "./lib";
import { ADMIN_URL, benchDatabaseUrl } from "./seed";

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const REQUESTS = option("requests", 200);
const WARMUP = 30;
const INVOICES = 20_000;
const CUSTOMERS = 200;
const DATABASE = "kancl_bench_invoices";
const PASSWORD = "bench-password-1234";

const pinned = pinSelf(1);
const log = (message: string) => console.error(`[invoice-list] ${message}`);

async function recreateDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
}

async function dropDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`).finally(() => admin.end());
}

/**
 * One organization's 20,000 invoices with set-based SQL: 200 customers; 10 % drafts, the rest issued over 690 days up to about today
 * (issue date, DUZP, variable symbol, frozen supplier), half of those paid (with their payment), a third of the
 * unpaid ones past due; 80 % CZK, 15 % EUR (with a rate), 5 % USD; two lines each, at 21 % and 12 %.
 */
async function seedOrganization(db: pg.Pool, tag: string, passwordHash: string): Promise<string> {
  const orgId = String(
    (await db.query("insert into organizations (name) values ($1) returning id", [`Bench list ${tag}`])).rows[0].id,
  );
  await db.query("insert into users (org_id, email, name, password_hash) values ($1, $2, 'Bench User', $3)", [
    orgId,
    `bench-list-${tag}@example.cz`,
    passwordHash,
  ]);
  await db.query(
    `insert into contacts (org_id, type, name, legal_name, tax_id, registration_number, billing)
     select $1, 'organization', 'Odběratel ' || i, 'Odběratel ' || i || ' s.r.o.',
            'CZ' || lpad((10000000 + i)::text, 8, '0'), lpad((10000000 + i)::text, 8, '0'),
            jsonb_build_object('name', 'Odběratel ' || i || ' s.r.o.', 'email', 'fakturace' || i || '@example.cz',
                               'address', 'Dlouhá ' || i || ', 110 00 Praha')
     from generate_series(1, ${CUSTOMERS}) as i`,
    [orgId],
  );
  await db.query(
    `insert into deals (org_id, title, status, billing_contact_id, estimated_value, currency)
     select $1, 'Zakázka ' || c.name, 'won', c.id, 100000, 'CZK' from contacts c where c.org_id = $1`,
    [orgId],
  );
  await db.query(
    `with customers as (
       select c.id as contact_id, d.id as deal_id, c.billing, c.tax_id, c.registration_number,
              row_number() over (order by c.id) - 1 as k
       from contacts c join deals d on d.org_id = c.org_id and d.billing_contact_id = c.id where c.org_id = $1),
     rows as (
       select i, (2025 + (i > ${INVOICES / 2})::int) as year,
              -- At least 4 digits, like the product numbers them (lpad would cut 10000 to 1000).
              to_char(((i - 1) % ${INVOICES / 2}) + 1, 'FM00000') as padded5,
              ((i - 1) % ${INVOICES / 2}) + 1 as seq,
              date '2025-01-02' + ((i * 690) / ${INVOICES}) as issued,
              (case when i % 20 < 16 then 'CZK' when i % 20 < 19 then 'EUR' else 'USD' end) as currency,
              (1000 + i * 53 % 90000)::numeric(14, 2) as a, (100 + i * 17 % 5000)::numeric(14, 2) as b
       from generate_series(1, ${INVOICES}) as i)
     insert into invoices (org_id, invoice_number, deal_id, billing_contact_id, billing_snapshot, due_date, tax_rate,
                           currency, subtotal, tax, total, status, created_at, updated_at, issue_date,
                           taxable_supply_date, issued_at, variable_symbol, exchange_rate, supplier_snapshot)
     select $1, r.year || '-' || r.padded, c.deal_id, c.contact_id,
            jsonb_build_object('name', c.billing->>'name', 'email', c.billing->>'email',
                               'address', c.billing->>'address', 'taxId', c.tax_id,
                               'registrationNumber', c.registration_number),
            r.issued + 14, 21, r.currency, r.a + r.b, round(r.a * 0.21, 2) + round(r.b * 0.12, 2),
            r.a + r.b + round(r.a * 0.21, 2) + round(r.b * 0.12, 2),
            case when r.i % 10 = 0 then 'draft' when r.i % 2 = 0 then 'paid' else 'sent' end,
            r.issued::timestamptz + interval '9 hours', r.issued::timestamptz + interval '9 hours',
            case when r.i % 10 <> 0 then r.issued end, case when r.i % 10 <> 0 then r.issued end,
            case when r.i % 10 <> 0 then r.issued::timestamptz + interval '9 hours' end,
            case when r.i % 10 <> 0 then r.year::text || r.padded end,
            case r.currency when 'EUR' then 25.085 when 'USD' then 23.41 end,
            case when r.i % 10 <> 0 then jsonb_build_object('legalName', 'Bench list ${tag} s.r.o.', 'street', 'Václavské náměstí 1',
              'city', 'Praha', 'postalCode', '110 00', 'country', 'CZ', 'registrationNumber', '27082440',
              'taxId', 'CZ27082440', 'vatPayer', true, 'bankAccount', '19-2000145399/0800', 'iban', null, 'bic', null,
              'email', null, 'phone', null, 'web', null, 'footerText', null) end
     from (select *, case when seq < 10000 then right(padded5, 4) else padded5 end as padded from rows) r
       join customers c on c.k = r.i % ${CUSTOMERS}`,
    [orgId],
  );
  await db.query(
    `insert into invoice_items (org_id, invoice_id, position, description, quantity, unit_price, total, vat_rate)
     select org_id, id, 1, 'Služby podle smlouvy', 1, subtotal - (subtotal % 1000), subtotal - (subtotal % 1000), 21
     from invoices where org_id = $1
     union all
     select org_id, id, 2, 'Materiál', 1, subtotal % 1000, subtotal % 1000, 12
     from invoices where org_id = $1 and subtotal % 1000 > 0`,
    [orgId],
  );
  await db.query(
    `insert into invoice_payments (org_id, invoice_id, amount, paid_on)
     select org_id, id, total, issue_date + 10 from invoices where org_id = $1 and status = 'paid'`,
    [orgId],
  );
  return orgId;
}

interface Shape {
  name: string;
  query: string;
}

async function main() {
  log(`seeding ${DATABASE}: 2 organizations × ${INVOICES} invoices`);
  await recreateDatabase();
  const url = benchDatabaseUrl(DATABASE);
  const seedPool = new pg.Pool({ connectionString: url, max: 2 });
  const started = performance.now();
  let orgId: string;
  try {
    await migrateToLatest(new Kysely({ dialect: new PostgresDialect({ pool: seedPool }) }));
    const passwordHash = await hashPassword(PASSWORD);
    orgId = await seedOrganization(seedPool, "a", passwordHash);
    await seedOrganization(seedPool, "b", passwordHash);
    await seedPool.query("vacuum analyze");
  } finally {
    await seedPool.end();
  }
  const seedSeconds = (performance.now() - started) / 1000;

  const database = await openDatabase({ kind: "postgres", url, poolSize: 10 });
  const { base, close } = await startBenchApp(database);
  const results: Record<string, { p50: number; p95: number; rows: number }> = {};
  let isdocExport: { documents: number; seconds: number; documentsPerSecond: number; megabytes: number } | undefined;
  try {
    const cookie = await login(base, "bench-list-a@example.cz", PASSWORD);
    const customer = String(
      (
        await database.db
          .selectFrom("contacts")
          .select("id")
          .where("org_id", "=", orgId)
          .orderBy("name")
          .limit(1)
          .executeTakeFirstOrThrow()
      ).id,
    );
    const get = async (query: string) => {
      const res = await fetch(`${base}/api/v1/crm/invoices?${query}`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`${query}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { invoices: unknown[]; nextCursor?: string | null };
    };
    const secondPage = (await get("status=sent&sort=total&order=desc&limit=50")).nextCursor ?? "";
    const shapes: Shape[] = [
      { name: "newest first", query: "limit=50" },
      { name: "overdue by due date", query: "status=overdue&sort=dueDate&order=asc&limit=50" },
      { name: "one customer by total", query: `billingContactId=${customer}&sort=total&order=desc&limit=50` },
      {
        name: "EUR issued in a quarter by number",
        query: "currency=EUR&issuedFrom=2026-01-01&issuedTo=2026-03-31&sort=invoiceNumber&order=asc&limit=50",
      },
      { name: "search a customer's name", query: `q=${encodeURIComponent("Odběratel 17")}&limit=50` },
      { name: "search a number", query: "q=2026-05&limit=50" },
      {
        name: "second page of sent by total",
        query: `status=sent&sort=total&order=desc&limit=50&cursor=${encodeURIComponent(secondPage)}`,
      },
    ];
    for (const shape of shapes) {
      let rows = 0;
      for (let i = 0; i < WARMUP; i++) rows = (await get(shape.query)).invoices.length;
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const t = performance.now();
        await get(shape.query);
        times.push(performance.now() - t);
      }
      results[shape.name] = {
        p50: Number(percentile(times, 50).toFixed(2)),
        p95: Number(percentile(times, 95).toFixed(2)),
        rows,
      };
      log(`${shape.name}: p50 ${results[shape.name]?.p50} ms, p95 ${results[shape.name]?.p95} ms (${rows} rows)`);
    }
    // The bulk ISDOC export end to end (issue 22's ≥ 500 documents/s, here with the database, the mapper and the
    // zip): every issued document of 2026 (about half the organization's), read to the end.
    const exportQuery = "issuedFrom=2026-01-01&sort=invoiceNumber&order=asc";
    const documents = Number(
      (
        await database.db
          .selectFrom("invoices")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("org_id", "=", orgId)
          .where("status", "<>", "draft")
          .where("issue_date", ">=", "2026-01-01")
          .executeTakeFirstOrThrow()
      ).n,
    );
    const exportStarted = performance.now();
    const zip = await fetch(`${base}/api/v1/crm/invoices/export.isdoc.zip?${exportQuery}`, { headers: { cookie } });
    const zipBytes = (await zip.arrayBuffer()).byteLength;
    const exportSeconds = (performance.now() - exportStarted) / 1000;
    if (zip.status !== 200) throw new Error(`export: ${zip.status}`);
    isdocExport = {
      documents,
      seconds: Number(exportSeconds.toFixed(2)),
      documentsPerSecond: Math.round(documents / exportSeconds),
      megabytes: Number((zipBytes / 1024 / 1024).toFixed(1)),
    };
    log(
      `export.isdoc.zip: ${documents} documents in ${exportSeconds.toFixed(1)} s (${isdocExport.documentsPerSecond}/s)`,
    );
  } finally {
    await close();
    if (!argv.includes("--keep")) await dropDatabase();
  }
  const worst = Math.max(...Object.values(results).map((r) => r.p50));
  console.log(
    JSON.stringify({
      invoices: INVOICES,
      organizations: 2,
      requests: REQUESTS,
      pinned,
      seedSeconds: Number(seedSeconds.toFixed(1)),
      worstP50: worst,
      shapes: results,
      isdocExport,
      date: businessDate(),
    }),
  );
}

await main();
