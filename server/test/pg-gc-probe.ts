/**
 * Measures how much of a query's result survives young-generation garbage collection (server/src/db/pg-client.ts).
 * Run in a fresh process so no earlier work shapes the heap: 200 warm-up queries, then 1,500 queries of 50 rows
 * each, one at a time, under v8's GCProfiler. Prints {scavenges, allocatedBytes, promotedBytes} as JSON.
 *
 *   tsx server/test/pg-gc-probe.ts <postgres url> [--client pg|kancl]
 *
 * With `--client pg` (node-postgres's own Client) about 15 % of the allocated bytes get promoted; with the
 * product's PgClient, well under 1 %.
 */
import v8 from "node:v8";
import pg from "pg";
import { PgClient } from "../src/db/pg-client";

const [url, flag, which] = process.argv.slice(2);
if (!url) throw new Error("usage: pg-gc-probe.ts <postgres url> [--client pg|kancl]");
const Client = flag === "--client" && which === "pg" ? pg.Client : PgClient;

const SQL =
  "select g as id, repeat('x', 200) || g as name, now() as at from generate_series(1, 50) g where $1::int > 0";
const pool = new pg.Pool({ connectionString: url, max: 1, Client });
const client = await pool.connect();
const queries = async (count: number) => {
  for (let i = 0; i < count; i++) {
    const { rows } = await client.query(SQL, [i + 1]);
    if (rows.length !== 50) throw new Error(`expected 50 rows, got ${rows.length}`);
  }
};

await queries(200);
const profiler = new v8.GCProfiler();
profiler.start();
await queries(1_500);
const { statistics } = profiler.stop();
client.release();
await pool.end();

type Spaces = { spaceName: string; spaceUsedSize: number }[];
const used = (spaces: Spaces, name: string) => spaces.find((space) => space.spaceName === name)?.spaceUsedSize ?? 0;
let scavenges = 0;
let allocatedBytes = 0;
let promotedBytes = 0;
for (const gc of statistics) {
  if (gc.gcType !== "Scavenge") continue;
  scavenges++;
  allocatedBytes += used(gc.beforeGC.heapSpaceStatistics, "new_space");
  promotedBytes +=
    used(gc.afterGC.heapSpaceStatistics, "old_space") - used(gc.beforeGC.heapSpaceStatistics, "old_space");
}
console.log(JSON.stringify({ scavenges, allocatedBytes, promotedBytes }));
