/**
 * Benchmark 14: search over 100,000 contacts on PostgreSQL (issue 24 item 1, decision 100). The benchmark data of
 * bench/seed.ts, and the first large organization grown to 100,000 contacts with the same SQL shape (generate_series:
 * Czech first and last names, e-mails, phones, companies with IČO and DIČ). Times, one request at a time over HTTP
 * with a signed-in session:
 *   - GET /api/v1/crm/contacts?q=…&limit=50 (the contacts list's first page, the pickers' search),
 *   - GET /api/v1/search?q=…&limit=5 (the palette's),
 * for 2-letter and 3-letter fragments, whole words (accents or not), an e-mail start and digits; and side by side,
 * straight on the database, the search before decision 100: a prefix of name, e-mail, legal name or tax ID with
 * `lower(x) LIKE 'q%'` on the text_pattern_ops indexes (still there), first page of 50 by name. Prints one JSON line.
 *
 *   tsx bench/search.ts [--requests 100] [--keep] [--reuse] [--no-old]
 *
 * --keep leaves the database; --reuse measures over the database a run with --keep left (not seeded again: seeding
 * and growing take minutes); --no-old skips the old prefix SQL (~3 minutes at 100,000 contacts).
 */
import { businessDate } from "@kancl/shared";
import pg from "pg";
import { openDatabase } from "../server/src/db/database";
import { startBenchApp } from "./bench-app";
import { login, percentile, pinSelf } from "./lib";
import {
  ADMIN_URL,
  BENCH_PASSWORD,
  benchDatabaseUrl,
  COMPANY,
  FIRST,
  LAST,
  POSITION,
  type SeedInfo,
  seedPostgres,
} from "./seed";

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const REQUESTS = option("requests", 100);
const WARMUP = 10;
const DATABASE = "kancl_bench_search";
const CONTACTS = 100_000;
const REUSE = argv.includes("--reuse");
const OLD = !argv.includes("--no-old");

const pinned = pinSelf(1);
const log = (message: string) => console.error(`[search] ${message}`);

/** The queries, by kind: what people type. */
const QUERIES: Record<string, string[]> = {
  twoLetters: ["no", "dv", "ja", "ov", "ká", "pr"],
  threeLetters: ["nov", "dvo", "jan", "ová", "sta", "hor"],
  words: ["novák", "novak", "Svoboda", "procházka", "Kateřina", "zenit"],
  emailStart: ["jana.", "info12"],
  digits: ["777", "2000"],
};

/** Grows the organization to CONTACTS contacts with the seed's shape and names (70 % persons; seed.ts's lists). */
async function growOrganization(pool: pg.Pool, orgId: string) {
  const have = Number((await pool.query("select count(*) from contacts where org_id = $1", [orgId])).rows[0].count);
  await pool.query(
    `insert into contacts (org_id, type, name, email, phone, position, legal_name, tax_id, registration_number,
                           address, created_at, updated_at)
     select $1::uuid,
            case when i % 10 < 7 then 'person' else 'organization' end,
            case when i % 10 < 7 then f.v || ' ' || l.v else c.v || ' ' || l.v || ' ' || i end,
            case when i % 10 < 7 then lower(translate(f.v || '.' || l.v, 'áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ',
                                                      'acdeeinorstuuyzACDEEINORSTUUYZ')) || i || '@example.cz'
                 else 'info' || i || '@' || lower(c.v) || '.cz' end,
            '+420 6' || lpad((i * 7919 % 100000000)::text, 8, '0'),
            case when i % 10 < 7 then p.v end,
            case when i % 10 >= 7 then c.v || ' ' || l.v || ' ' || i || ' s.r.o.' end,
            case when i % 10 >= 7 then 'CZ' || lpad((10000000 + i * 4973 % 89999999)::text, 8, '0') end,
            case when i % 10 >= 7 then lpad((20000000 + i * 3571 % 79999999)::text, 8, '0') end,
            case when i % 10 >= 7 then jsonb_build_object('city', 'Praha', 'country', 'CZ') end,
            now() - (i || ' seconds')::interval, now() - (i || ' seconds')::interval
     from generate_series($5::int + 1, $6::int) as i
     cross join lateral (select ($2::text[])[1 + i % cardinality($2::text[])] as v) f
     cross join lateral (select ($3::text[])[1 + (i / 7) % cardinality($3::text[])] as v) l
     cross join lateral (select ($4::text[])[1 + (i / 3) % cardinality($4::text[])] as v) c
     cross join lateral (select ($7::text[])[1 + i % cardinality($7::text[])] as v) p`,
    [orgId, FIRST, LAST, COMPANY, have, CONTACTS, POSITION],
  );
}

/** The search before decision 100 (server/src/db/like-pattern.ts and the contacts repository of that commit). */
const OLD_PREFIX_SQL = `
  select c.id, c.name from contacts c
  where c.org_id = $1 and c.deleted_at is null
    and (lower(c.name) like $2 or lower(c.email) like $2 or lower(c.legal_name) like $2 or lower(c.tax_id) like $2)
  order by lower(c.name), c.id limit 50`;
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface Figures {
  p50: number;
  p99: number;
  /** Matches of the first query of the kind (list: of the first page). */
  found: number;
}

const round = (value: number) => Number(value.toFixed(2));

async function timeAll(queries: string[], run: (q: string) => Promise<number>): Promise<Figures> {
  const samples: number[] = [];
  let found = -1;
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const q = queries[i % queries.length] as string;
    const started = performance.now();
    const count = await run(q);
    if (i >= WARMUP) samples.push(performance.now() - started);
    if (found < 0) found = count;
  }
  return { p50: round(percentile(samples, 50)), p99: round(percentile(samples, 99)), found };
}

/** The kept database's first large organization (the grown one) and its user, as seedPostgres answered them. */
async function kept(url: string): Promise<SeedInfo> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const { rows } = await pool.query(
      `select o.id, u.email from organizations o join users u on u.org_id = o.id
       where o.id = (select org_id from contacts group by org_id order by count(*) desc limit 1) limit 1`,
    );
    if (!rows[0]) throw new Error(`${DATABASE} has no grown organization: run once with --keep`);
    const org = { id: rows[0].id, email: rows[0].email, personId: "", billingContactId: "", dealId: "" };
    return { password: BENCH_PASSWORD, large: [org], small: [] };
  } finally {
    await pool.end();
  }
}

async function main() {
  const url = benchDatabaseUrl(DATABASE);
  let seeded: SeedInfo;
  if (REUSE) {
    seeded = await kept(url);
    log(`reusing ${DATABASE}`);
  } else {
    log(`seeding ${DATABASE}: the benchmark data, the first organization grown to ${CONTACTS} contacts`);
    seeded = await seedPostgres(DATABASE);
    const seedPool = new pg.Pool({ connectionString: url, max: 2 });
    try {
      const started = performance.now();
      await growOrganization(seedPool, (seeded.large[0] as SeedInfo["large"][number]).id);
      await seedPool.query("vacuum analyze");
      log(`grown in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      await seedPool.end();
    }
  }
  const [orgA] = seeded.large as [SeedInfo["large"][number]];

  const database = await openDatabase({ kind: "postgres", url, poolSize: 10 });
  const { base, close } = await startBenchApp(database);
  const rawPool = new pg.Pool({ connectionString: url, max: 1 });
  const result: Record<string, Record<string, Figures>> = {};
  try {
    const cookie = await login(base, orgA.email, seeded.password);
    const getJson = async (path: string) => {
      const res = await fetch(`${base}${path}`, { headers: { cookie } });
      const body = (await res.json()) as Record<string, unknown[]>;
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
      return body;
    };
    for (const [kind, queries] of Object.entries(QUERIES)) {
      result[kind] = {
        list: await timeAll(
          queries,
          async (q) =>
            (await getJson(`/api/v1/crm/contacts?q=${encodeURIComponent(q)}&limit=50`)).contacts?.length ?? 0,
        ),
        search: await timeAll(
          queries,
          async (q) => (await getJson(`/api/v1/search?q=${encodeURIComponent(q)}&limit=5`)).results?.length ?? 0,
        ),
        ...(OLD && {
          oldPrefixSql: await timeAll(
            queries,
            async (q) => (await rawPool.query(OLD_PREFIX_SQL, [orgA.id, likePrefix(q)])).rows.length,
          ),
        }),
      };
      log(`${kind}: ${JSON.stringify(result[kind])}`);
    }
    // The search operation kind by kind (it asks one after another), for the words: which kind costs what.
    const perType: Record<string, Figures> = {};
    for (const type of ["contact", "deal", "invoice", "project", "task"]) {
      perType[type] = await timeAll(
        QUERIES.words as string[],
        async (q) =>
          (await getJson(`/api/v1/search?q=${encodeURIComponent(q)}&limit=5&types=${type}`)).results?.length ?? 0,
      );
    }
    result.searchWordsByType = perType;
    log(`search by type (words): ${JSON.stringify(perType)}`);
    // The plan of a common three-letter substring's candidates, for the record.
    const plan = await rawPool.query(
      `explain (analyze, buffers, costs off)
       select id from contacts where org_id = $1 and deleted_at is null and search_text like '%' || kancl_search_norm($2) || '%'
       order by search_name limit 50`,
      [orgA.id, "nov"],
    );
    log(`plan of a 3-letter substring:\n${plan.rows.map((row) => row["QUERY PLAN"]).join("\n")}`);
  } finally {
    await rawPool.end();
    await close();
    if (!argv.includes("--keep") && !REUSE) {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${DATABASE} with (force)`).finally(() => admin.end());
    }
  }
  console.log(
    JSON.stringify({
      contacts: CONTACTS,
      requests: REQUESTS,
      result,
      pinned,
      loadAverage: (await import("node:os")).loadavg().map((l) => Number(l.toFixed(1))),
      date: businessDate(),
    }),
  );
}

await main();
