/**
 * The benchmark dataset: 2 large organizations (10,000 contacts, 2,000 deals, 2,000 invoices each) and 20 small ones
 * (one user, one billable organization contact and one deal each, for the invoice-numbering benchmark).
 * Written with set-based SQL (generate_series), so it takes seconds on PostgreSQL and on PGlite alike.
 *
 *   tsx bench/seed.ts                       recreate the kancl_bench database on 127.0.0.1:5432 and seed it
 *   tsx bench/seed.ts --pglite <dir>        seed a fresh PGlite data directory instead
 */
import { mkdir, rm } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { businessDate } from "@kancl/shared";
import { Kysely, PGliteDialect, PostgresDialect } from "kysely";
import pg from "pg";
import { PGLITE_EXTENSIONS } from "../server/src/db/database";
import { migrateToLatest } from "../server/src/db/migrate";
import { hashPassword } from "../server/src/modules/auth/password";

export const BENCH_PASSWORD = "bench-password-1234";
export const BENCH_DATABASE = "kancl_bench";
export const ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";

/** One statement on the server's admin database (creating and dropping a benchmark's own database). */
export async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(statement).finally(() => admin.end());
}
export const benchDatabaseUrl = (name = BENCH_DATABASE) => `postgres://postgres@127.0.0.1:5432/${name}`;

export const SIZES = { contacts: 10_000, deals: 2_000, invoices: 2_000, smallOrgs: 20 } as const;

/** What both pg.Pool/Client and PGlite offer. */
export interface Query {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface SeededOrg {
  id: string;
  email: string;
  /** A person contact (get-by-id benchmark). */
  personId: string;
  /** An organization contact with billing details and a deal of its own (invoice benchmark). */
  billingContactId: string;
  dealId: string;
}

export interface SeedInfo {
  password: string;
  large: SeededOrg[];
  small: SeededOrg[];
}

/** Exported for bench/search.ts, which grows an organization with the same shape. */
export const FIRST = [
  "Jana",
  "Petr",
  "Marie",
  "Jan",
  "Eva",
  "Tomáš",
  "Hana",
  "Martin",
  "Lucie",
  "Jiří",
  "Kateřina",
  "Pavel",
  "Lenka",
  "Josef",
  "Věra",
  "Michal",
  "Alena",
  "David",
  "Zuzana",
  "Jakub",
  "Tereza",
  "Lukáš",
  "Barbora",
  "Ondřej",
  "Klára",
];
export const LAST = [
  "Novák",
  "Svoboda",
  "Novotný",
  "Dvořák",
  "Černý",
  "Procházka",
  "Kučera",
  "Veselý",
  "Horák",
  "Němec",
  "Marek",
  "Pospíšil",
  "Pokorný",
  "Hájek",
  "Král",
  "Jelínek",
  "Růžička",
  "Beneš",
  "Fiala",
  "Sedláček",
  "Doležal",
  "Zeman",
  "Kolář",
  "Navrátil",
  "Čermák",
  "Urban",
  "Vaněk",
  "Blažek",
  "Kříž",
  "Kovář",
  "Bartoš",
  "Vlček",
  "Polák",
  "Musil",
];
export const COMPANY = [
  "Alfa",
  "Beta",
  "Cesta",
  "Delta",
  "Elektro",
  "Forma",
  "Global",
  "Horizont",
  "Inter",
  "Jasan",
  "Kovo",
  "Lesy",
  "Metal",
  "Nord",
  "Omega",
  "Praha",
  "Quantum",
  "Rapid",
  "Stavby",
  "Tech",
  "Union",
  "Vltava",
  "West",
  "Xeno",
  "Zenit",
];
export const POSITION = ["Jednatel", "Obchodník", "Účetní", "Nákupčí", "Projektový manažer", "Ředitel", "Asistentka"];
const ASCII = ["áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ", "acdeeinorstuuyzACDEEINORSTUUYZ"];

const one = async (db: Query, text: string, params: unknown[] = []) => (await db.query(text, params)).rows[0] ?? {};

async function insertOrganization(db: Query, name: string): Promise<string> {
  return String((await one(db, "insert into organizations (name) values ($1) returning id", [name])).id);
}

async function insertUser(db: Query, orgId: string, email: string, passwordHash: string): Promise<void> {
  await db.query("insert into users (org_id, email, name, password_hash) values ($1, $2, $3, $4)", [
    orgId,
    email,
    "Bench User",
    passwordHash,
  ]);
}

/** One billable organization contact and a deal for it: what an invoice needs. */
async function insertBillable(db: Query, orgId: string, tag: string): Promise<{ contactId: string; dealId: string }> {
  const contactId = String(
    (
      await one(
        db,
        `insert into contacts (org_id, type, name, legal_name, tax_id, registration_number, billing)
         values ($1, 'organization', $2, $2 || ' s.r.o.', 'CZ12345678', '12345678',
                 jsonb_build_object('name', $2 || ' s.r.o.', 'email', 'fakturace@example.cz', 'address', 'Dlouhá 1, 110 00 Praha'))
         returning id`,
        [orgId, `Odběratel ${tag}`],
      )
    ).id,
  );
  const dealId = String(
    (
      await one(
        db,
        `insert into deals (org_id, title, status, billing_contact_id, estimated_value, currency)
         values ($1, $2, 'won', $3, 100000, 'CZK') returning id`,
        [orgId, `Zakázka ${tag}`, contactId],
      )
    ).id,
  );
  return { contactId, dealId };
}

/** 10,000 contacts (70 % persons), 2,000 deals and 2,000 invoices with items, numbered like the product numbers them. */
async function seedLargeOrganization(db: Query, orgId: string, year: number): Promise<void> {
  const n = SIZES.contacts;
  await db.query(
    `insert into contacts (org_id, type, name, email, phone, position, legal_name, tax_id, registration_number,
                           address, billing, created_at, updated_at)
     select $1::uuid,
            case when i % 10 < 7 then 'person' else 'organization' end,
            case when i % 10 < 7 then f.v || ' ' || l.v else c.v || ' ' || l.v || ' ' || i end,
            case when i % 10 < 7 then lower(translate(f.v || '.' || l.v, $5, $6)) || i || '@example.cz'
                 else 'info' || i || '@' || lower(translate(c.v, $5, $6)) || '.cz' end,
            '+420 6' || lpad((i * 7919 % 100000000)::text, 8, '0'),
            case when i % 10 < 7 then p.v end,
            case when i % 10 >= 7 then c.v || ' ' || l.v || ' ' || i || ' s.r.o.' end,
            case when i % 10 >= 7 then 'CZ' || lpad((10000000 + i * 4973 % 89999999)::text, 8, '0') end,
            case when i % 10 >= 7 then lpad((20000000 + i * 3571 % 79999999)::text, 8, '0') end,
            case when i % 10 >= 7 then jsonb_build_object('street', 'Vinohradská ' || i, 'city', 'Praha',
                                                          'postalCode', '120 00', 'country', 'CZ') end,
            case when i % 10 >= 7 then jsonb_build_object('name', c.v || ' ' || l.v || ' ' || i || ' s.r.o.',
                                                          'email', 'fakturace' || i || '@example.cz',
                                                          'address', 'Vinohradská ' || i || ', 120 00 Praha') end,
            now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
     from generate_series(1, ${n}) as i
     cross join lateral (select ($2::text[])[1 + i % cardinality($2::text[])] as v) f
     cross join lateral (select ($3::text[])[1 + (i / 7) % cardinality($3::text[])] as v) l
     cross join lateral (select ($4::text[])[1 + (i / 3) % cardinality($4::text[])] as v) c
     cross join lateral (select ($7::text[])[1 + i % cardinality($7::text[])] as v) p`,
    [orgId, FIRST, LAST, COMPANY, ASCII[0], ASCII[1], POSITION],
  );
  await db.query(
    `with billable as (
       select id, row_number() over (order by id) as rn, count(*) over () as total
       from contacts where org_id = $1 and type = 'organization')
     insert into deals (org_id, title, status, billing_contact_id, estimated_value, actual_value, currency, source,
                        created_at, updated_at)
     select $1, 'Zakázka ' || i,
            (array['lead', 'negotiation', 'won', 'lost'])[1 + i % 4],
            b.id, 1000 + i * 37 % 500000, case when i % 4 = 2 then 1000 + i * 37 % 500000 end, 'CZK', 'web',
            now() - (i || ' hours')::interval, now() - (i || ' hours')::interval
     from generate_series(1, ${SIZES.deals}) as i
     join billable b on b.rn = 1 + i % b.total`,
    [orgId],
  );
  await db.query(
    `with numbered as (
       select d.id as deal_id, d.billing_contact_id, row_number() over (order by d.created_at, d.id) as i
       from deals d where d.org_id = $1),
     priced as (
       select n.*, c.billing, c.tax_id, c.registration_number, (1000 + n.i * 53 % 90000)::numeric(14, 2) as price
       from numbered n join contacts c on c.org_id = $1 and c.id = n.billing_contact_id
       where n.i <= ${SIZES.invoices})
     insert into invoices (org_id, invoice_number, deal_id, billing_contact_id, billing_snapshot, due_date, tax_rate,
                           currency, subtotal, tax, total, status, created_at, updated_at)
     select $1, $2::int || '-' || lpad(i::text, 4, '0'), deal_id, billing_contact_id,
            jsonb_build_object('name', billing->>'name', 'email', billing->>'email', 'address', billing->>'address',
                               'taxId', tax_id, 'registrationNumber', registration_number),
            current_date + 14, 21, 'CZK', price, round(price * 0.21, 2), price + round(price * 0.21, 2),
            (array['draft', 'sent', 'paid'])[1 + i % 3], now() - (i || ' hours')::interval, now()
     from priced`,
    [orgId, year],
  );
  await db.query(
    `insert into invoice_items (org_id, invoice_id, position, description, quantity, unit_price, total, vat_rate)
     select org_id, id, 1, 'Služby podle smlouvy', 1, subtotal, subtotal, tax_rate from invoices where org_id = $1`,
    [orgId],
  );
  await db.query("insert into invoice_counters (org_id, year, last_number) values ($1, $2, $3)", [
    orgId,
    year,
    SIZES.invoices,
  ]);
}

export async function seed(db: Query): Promise<SeedInfo> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const year = Number(businessDate().slice(0, 4));
  const large: SeededOrg[] = [];
  for (const tag of ["a", "b"]) {
    const id = await insertOrganization(db, `Bench ${tag.toUpperCase()}`);
    const email = `bench-${tag}@example.cz`;
    await insertUser(db, id, email, passwordHash);
    await seedLargeOrganization(db, id, year);
    const { contactId, dealId } = await insertBillable(db, id, tag);
    const person = await one(
      db,
      "select id from contacts where org_id = $1 and type = 'person' order by lower(name), id offset 4321 limit 1",
      [id],
    );
    large.push({ id, email, personId: String(person.id), billingContactId: contactId, dealId });
  }
  const small: SeededOrg[] = [];
  for (let i = 1; i <= SIZES.smallOrgs; i++) {
    const id = await insertOrganization(db, `Bench small ${i}`);
    const email = `bench-small-${i}@example.cz`;
    await insertUser(db, id, email, passwordHash);
    const { contactId, dealId } = await insertBillable(db, id, `s${i}`);
    small.push({ id, email, personId: contactId, billingContactId: contactId, dealId });
  }
  // VACUUM as well as ANALYZE: otherwise autovacuum's pass over the freshly inserted tables can run during the
  // first benchmark (2026-11-23: benchmark 1 measured 0.42× right after seeding, 0.57× a minute later).
  await db.query("vacuum analyze");
  return { password: BENCH_PASSWORD, large, small };
}

/** Drops and recreates the benchmark database (never any other), migrates it with the product's migrations, seeds it. */
export async function seedPostgres(name = BENCH_DATABASE): Promise<SeedInfo> {
  if (!/^kancl_bench\w*$/.test(name)) throw new Error(`refusing to recreate database ${name}`);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: benchDatabaseUrl(name), max: 2 });
  try {
    const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    await migrateToLatest(db);
    return await seed(pool);
  } finally {
    await pool.end();
  }
}

/** A fresh PGlite data directory (what the server opens with DATA_DIR=<dir>: <dir>/pglite), migrated and seeded. */
export async function seedPglite(dataDir: string): Promise<SeedInfo> {
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create(`${dataDir}/pglite`, { extensions: PGLITE_EXTENSIONS });
  try {
    await migrateToLatest(new Kysely({ dialect: new PGliteDialect({ pglite }) }));
    return await seed(pglite);
  } finally {
    await pglite.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf("--pglite");
  const started = performance.now();
  const info = at > 0 ? await seedPglite(String(process.argv[at + 1])) : await seedPostgres();
  console.error(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(JSON.stringify(info));
}
