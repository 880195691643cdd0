/**
 * Benchmark 21 (issue 23): the pickers' search on PostgreSQL over an organization of 10,000 contacts (bench/seed.ts's
 * data). Times the request the contact picker sends as a user types — `GET /api/v1/crm/contacts?q=…&limit=20`, also
 * with `type=organization` as the billing-contact and parent pickers ask, and the deal picker's `GET
 * /api/v1/crm/deals?q=…&limit=20` — over HTTP with a signed-in session, for what people type: 2–3 letters, a whole
 * surname without its accents, a first name, digits of an IČO, the start of an e-mail. Prints one JSON line.
 *
 *   node --import tsx bench/picker-search.ts [--requests 30]   (per query; 14 queries)
 */
import os from "node:os";
import { openDatabase } from "../server/src/db/database";
import { startBenchApp } from "./bench-app";
import { login, percentile, pinSelf } from "./lib";
import { benchDatabaseUrl, seedPostgres } from "./seed";

const argv = process.argv.slice(2);
const REQUESTS = Number(argv[argv.indexOf("--requests") + 1] || 30);
const DATABASE = "kancl_bench_picker";
const log = (message: string) => console.error(`[picker-search] ${message}`);

/** What a user types into a picker, and the picker's request for it. */
const QUERIES: [string, string][] = [
  ["contacts", "no"],
  ["contacts", "nov"],
  ["contacts", "novak"],
  ["contacts", "Dvořák"],
  ["contacts", "jan"],
  ["contacts", "kat"],
  ["contacts", "ova"],
  ["contacts", "1234"],
  ["contacts", "jana."],
  ["organizations", "al"],
  ["organizations", "alfa"],
  ["organizations", "s.r.o"],
  ["deals", "za"],
  ["deals", "zakazka 12"],
];

async function main() {
  const pinned = pinSelf(1);
  log(`seeding ${DATABASE}: the benchmark data (10,000 contacts in the organization signed in to)`);
  const seeded = await seedPostgres(DATABASE);
  const [org] = seeded.large as [(typeof seeded.large)[number]];
  const database = await openDatabase({ kind: "postgres", url: benchDatabaseUrl(DATABASE), poolSize: 10 });
  const { base, close } = await startBenchApp(database);
  try {
    const cookie = await login(base, org.email, seeded.password);
    const url = (kind: string, q: string) => {
      const query = new URLSearchParams({
        q,
        limit: "20",
        ...(kind === "organizations" ? { type: "organization" } : {}),
      });
      return `${base}/api/v1/crm/${kind === "deals" ? "deals" : "contacts"}?${query}`;
    };
    const perQuery: Record<string, { p50: number; found: number }> = {};
    const all: number[] = [];
    for (const [kind, q] of QUERIES) {
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < REQUESTS + 5; i++) {
        const started = performance.now();
        const response = await fetch(url(kind, q), { headers: { cookie } });
        const body = (await response.json()) as { contacts?: unknown[]; deals?: unknown[] };
        const took = performance.now() - started;
        if (response.status !== 200) throw new Error(`${kind} ?q=${q}: ${response.status} ${JSON.stringify(body)}`);
        found = (body.contacts ?? body.deals ?? []).length;
        if (i >= 5) times.push(took); // the first few warm the plan cache
      }
      perQuery[`${kind}:${q}`] = { p50: Number(percentile(times, 50).toFixed(2)), found };
      all.push(...times);
    }
    const result = {
      contacts: 10_000,
      requests: all.length,
      p50: Number(percentile(all, 50).toFixed(2)),
      p95: Number(percentile(all, 95).toFixed(2)),
      slowestQueryP50: Math.max(...Object.values(perQuery).map((entry) => entry.p50)),
      perQuery,
      pinned,
      loadAverage: os.loadavg().map((value) => Number(value.toFixed(1))),
      date: new Date().toISOString().slice(0, 16),
    };
    log(JSON.stringify(result));
    console.log(JSON.stringify(result));
  } finally {
    await close();
  }
}

await main();
