import { loadavg } from "node:os";
import type { UpdateContactInput } from "@kancl/shared";
import { sql } from "kysely";
import pg from "pg";
import { runAsActor } from "../server/src/db/audit-context";
import { openDatabase } from "../server/src/db/database";
import { migrateToLatest } from "../server/src/db/migrate";
import { createContactsService } from "../server/src/modules/contacts/contacts.service";
import { percentile } from "./lib";
import { ADMIN_URL, benchDatabaseUrl } from "./seed";

/**
 * Benchmark 16 (issue 24): what the audit write adds to a contact update on PostgreSQL. The contacts service's update
 * (BEGIN + actor settings, read, versioned UPDATE, read, COMMIT), side by side in alternating blocks: with the audit
 * (the trigger on, the actor set as a request sets it) and without (the trigger disabled, no actor: the update as it
 * was before the audit log). Own database: kancl_bench_history.
 */
const argv = process.argv.slice(2);
const UPDATES = Number(argv[argv.indexOf("--updates") + 1] || 600);
const DATABASE = "kancl_bench_history";
const BLOCK = 50;
const log = (message: string) => console.error(`[audit-write] ${message}`);

async function withAdmin(text: string) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(text).finally(() => admin.end());
}

await withAdmin(`drop database if exists ${DATABASE} with (force)`);
await withAdmin(`create database ${DATABASE}`);
const handle = await openDatabase({ kind: "postgres", url: benchDatabaseUrl(DATABASE), poolSize: 4 });
try {
  await migrateToLatest(handle.db);
  const db = handle.db;
  const org = await db
    .insertInto("organizations")
    .values({ name: "Bench history" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto("users")
    .values({ org_id: org.id, email: "bench-history@example.cz", name: "Bench", password_hash: "x" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const contacts = createContactsService(db);
  const contact = await contacts.create(org.id, {
    type: "person",
    name: "Jan Novák",
    email: "jan@example.cz",
  } as never);
  let version = contact.version;
  const actor = { userId: user.id, requestId: "bench-history" };
  const update = async (i: number) => {
    const input = { type: "person", name: `Jan Novák ${i}`, email: "jan@example.cz", version } as UpdateContactInput;
    const started = performance.now();
    const updated = await contacts.update(org.id, contact.id, input);
    const took = performance.now() - started;
    version = updated.version;
    return took;
  };
  const withAudit: number[] = [];
  const without: number[] = [];
  for (let i = 0; i < 100; i++) await update(i); // warm-up
  for (let block = 0; block < (2 * UPDATES) / BLOCK; block++) {
    const audited = block % 2 === 0;
    await sql`alter table contacts ${sql.raw(audited ? "enable" : "disable")} trigger contacts_audit`.execute(db);
    for (let i = 0; i < BLOCK; i++) {
      const took = audited ? await runAsActor(actor, () => update(i)) : await update(i);
      (audited ? withAudit : without).push(took);
    }
  }
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from audit_events`.execute(db);
  const result = {
    updates: UPDATES,
    withAudit: { p50: percentile(withAudit, 50), p95: percentile(withAudit, 95) },
    without: { p50: percentile(without, 50), p95: percentile(without, 95) },
    auditRows: rows[0]?.n,
    loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
  };
  log(JSON.stringify(result));
  console.log(JSON.stringify(result));
} finally {
  await handle.close();
  await withAdmin(`drop database if exists ${DATABASE} with (force)`);
}
