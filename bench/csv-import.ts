import { withIcoCheckDigit } from "@kancl/shared";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { openDatabase } from "../server/src/db/database";
import { migrateToLatest } from "../server/src/db/migrate";
import { hashPassword } from "../server/src/modules/auth/password";
import { startBenchApp } from "./bench-app";
import { login, pinSelf } from "./lib";
import { ADMIN_URL, benchDatabaseUrl } from "./seed";

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const ROWS = option("rows", 10_000);
const LARGE_ROWS = 50_000;
const DATABASE = "kancl_bench_csv_import";
const PASSWORD = "bench-password-1234";
const MAPPING = JSON.stringify({
  name: 0,
  legalName: 1,
  registrationNumber: 2,
  email: 3,
  phone: 4,
  street: 5,
  city: 6,
  postalCode: 7,
});

pinSelf(1);
const log = (message: string) => console.error(`[csv-import] ${message}`);

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** The CSV file, row by row, as bytes made while they are sent (Windows-1250 would do as well; UTF-8 with a BOM). */
function csvStream(rows: number, offset: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i === 0)
        controller.enqueue(encoder.encode("\uFEFFNázev;Obchodní firma;IČO;E-mail;Telefon;Ulice;Město;PSČ\r\n"));
      const lines: string[] = [];
      for (const end = Math.min(rows, i + 500); i < end; i++) {
        const n = offset + i;
        lines.push(
          `Účetní kancelář ${n};Účetní kancelář ${n} s.r.o.;${withIcoCheckDigit(String(1_000_000 + n))};` +
            `info${n}@kancelar.cz;+420 601 ${String(n % 1000).padStart(3, "0")} 000;Dlouhá ${n % 200};Říčany;251 01\r\n`,
        );
      }
      controller.enqueue(encoder.encode(lines.join("")));
      if (i >= rows) controller.close();
    },
  });
}

async function post(base: string, cookie: string, path: string, body: ReadableStream<Uint8Array>) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method: "POST",
    headers: { "content-type": "text/csv", cookie, origin: base },
    body,
    duplex: "half",
  } as RequestInit);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.text();
}

/** Peak RSS growth (MB) while `run` runs, sampled every 20 ms, over the RSS just before it (after a GC). */
async function measured<T>(run: () => Promise<T>): Promise<{ value: T; seconds: number; peakRssGrowthMb: number }> {
  globalThis.gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  const started = performance.now();
  try {
    const value = await run();
    return { value, seconds: (performance.now() - started) / 1000, peakRssGrowthMb: (peak - before) / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

async function main() {
  log(`creating ${DATABASE}`);
  await admin(`drop database if exists ${DATABASE} with (force)`);
  await admin(`create database ${DATABASE}`);
  const url = benchDatabaseUrl(DATABASE);
  const seedPool = new pg.Pool({ connectionString: url, max: 2 });
  let orgId: string;
  try {
    await migrateToLatest(new Kysely({ dialect: new PostgresDialect({ pool: seedPool }) }));
    const passwordHash = await hashPassword(PASSWORD);
    const orgs = await seedPool.query(
      "insert into organizations (name) values ('Import A'), ('Import B') returning id",
    );
    orgId = orgs.rows[0].id;
    await seedPool.query(
      "insert into users (org_id, email, name, password_hash) values ($1, 'bench-import@example.cz', 'Bench', $2)",
      [orgId, passwordHash],
    );
    await seedPool.query(
      `insert into contacts (org_id, type, name, legal_name, email)
       select $1, 'organization', 'Jiná firma ' || i, 'Jiná firma ' || i || ' s.r.o.', 'info' || i || '@kancelar.cz'
       from generate_series(1, 10000) as i`,
      [orgs.rows[1].id],
    );
    await seedPool.query("vacuum analyze");
  } finally {
    await seedPool.end();
  }

  const database = await openDatabase({ kind: "postgres", url, poolSize: 10 });
  const { base, close } = await startBenchApp(database);
  try {
    const cookie = await login(base, "bench-import@example.cz", PASSWORD);
    // A warm-up import of 500 rows (other IČOs), so the first timed call does not pay for JIT and connections.
    await post(base, cookie, `/crm/contacts/import?mapping=${MAPPING}&dryRun=false`, csvStream(500, 900_000));

    log(`${ROWS} rows: inspect, dry run, import`);
    const wizard = await measured(async () => {
      const t0 = performance.now();
      const inspection = JSON.parse(await post(base, cookie, "/crm/contacts/import/inspect", csvStream(ROWS, 0)));
      const t1 = performance.now();
      const dry = JSON.parse(await post(base, cookie, `/crm/contacts/import?mapping=${MAPPING}`, csvStream(ROWS, 0)));
      const t2 = performance.now();
      const lines = (
        await post(base, cookie, `/crm/contacts/import?mapping=${MAPPING}&dryRun=false`, csvStream(ROWS, 0))
      )
        .trim()
        .split("\n");
      const t3 = performance.now();
      const done = JSON.parse(lines.at(-1) ?? "{}");
      if (inspection.rowCount !== ROWS || dry.summary.create !== ROWS || done.summary?.create !== ROWS) {
        throw new Error(`unexpected: ${inspection.rowCount} ${JSON.stringify(dry.summary)} ${lines.at(-1)}`);
      }
      return {
        inspect: (t1 - t0) / 1000,
        dryRun: (t2 - t1) / 1000,
        import: (t3 - t2) / 1000,
        progressEvents: lines.length - 1,
      };
    });

    log(`${LARGE_ROWS} rows: import, for the memory curve`);
    const large = await measured(async () => {
      const lines = await post(
        base,
        cookie,
        `/crm/contacts/import?mapping=${MAPPING}&dryRun=false`,
        csvStream(LARGE_ROWS, 100_000),
      );
      return JSON.parse(lines.trim().split("\n").at(-1) ?? "{}").summary;
    });
    const small = await measured(() =>
      post(base, cookie, `/crm/contacts/import?mapping=${MAPPING}&dryRun=false`, csvStream(ROWS, 200_000)),
    );
    const round = (n: number, digits = 2) => Number(n.toFixed(digits));
    console.log(
      JSON.stringify({
        rows: ROWS,
        endToEndSeconds: round(wizard.seconds),
        steps: Object.fromEntries(
          Object.entries(wizard.value).map(([name, value]) => [name, name === "progressEvents" ? value : round(value)]),
        ),
        peakRssGrowthMb: {
          [`import of ${ROWS}`]: round(small.peakRssGrowthMb, 1),
          [`import of ${LARGE_ROWS}`]: round(large.peakRssGrowthMb, 1),
        },
        largeImportSeconds: round(large.seconds),
        largeSummary: large.value,
      }),
    );
  } finally {
    await close();
    if (!argv.includes("--keep")) await admin(`drop database if exists ${DATABASE} with (force)`);
  }
}

await main();
