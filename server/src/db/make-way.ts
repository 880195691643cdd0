import { sql } from "kysely";
import type { Database } from "./database";

/** A ping answered this fast found nobody ahead of it. */
const QUIET_MS = 5;

/**
 * Between two transactions of a long job (a CSV import's batches): lets the queries other requests queued meanwhile
 * run, and the ones each of them sends next, before the job's next transaction takes the database. PGlite serves one
 * query at a time in arrival order, so without this another request got one query per batch (a list of several
 * queries waited several batches: 17 s during a 10,000-row import on the loaded test machine). Pings the database
 * until a ping comes back at once (nobody was ahead of it) twice in a row, or `budgetMs` has passed; on PostgreSQL
 * (a pool) the first pings come back at once.
 */
export async function makeWay(db: Database, budgetMs: number): Promise<void> {
  const until = performance.now() + budgetMs;
  let quiet = 0;
  while (quiet < 2 && performance.now() < until) {
    await new Promise<void>((resolve) => setTimeout(resolve, 1));
    const started = performance.now();
    await sql`select 1`.execute(db);
    quiet = performance.now() - started < QUIET_MS ? quiet + 1 : 0;
  }
}
