import { loadavg } from "node:os";
import type { UpdateContactInput } from "@kancl/shared";
import { sql } from "kysely";
import { runAsActor } from "../server/src/db/audit-context";
import { openDatabase } from "../server/src/db/database";
import { migrateToLatest } from "../server/src/db/migrate";
import { hashPassword } from "../server/src/modules/auth/password";
import { createContactsService } from "../server/src/modules/contacts/contacts.service";
import { startBenchApp } from "./bench-app";
import { login, percentile } from "./lib";
import { adminQuery, benchDatabaseUrl } from "./seed";

/**
 * Benchmark 16 (issue 24): what the audit write adds to a contact update on PostgreSQL. The contacts service's update
 * (BEGIN + actor settings, read, versioned UPDATE, read, COMMIT), side by side in alternating blocks: with the audit
 * (the trigger on, the actor set as a request sets it) and without (the trigger disabled, no actor: the update as it
 * was before the audit log). Then the same over HTTP — the request a user or an integrator makes (PUT
 * /api/v1/crm/contacts/{id} with a session: auth, validation, the update, the answer) — which is the figure the
 * issue's "contact update benchmark's p50" names. Own database: kancl_bench_history.
 */
const argv = process.argv.slice(2);
const UPDATES = Number(argv[argv.indexOf("--updates") + 1] || 600);
const DATABASE = "kancl_bench_history";
const BLOCK = 50;
const log = (message: string) => console.error(`[audit-write] ${message}`);

await adminQuery(`drop database if exists ${DATABASE} with (force)`);
await adminQuery(`create database ${DATABASE}`);
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
  // Over HTTP, in the same alternating blocks.
  const password = "Bench-history-heslo-1";
  await db
    .updateTable("users")
    .set({ password_hash: await hashPassword(password) })
    .where("id", "=", user.id)
    .execute();
  const app = await startBenchApp(handle);
  const cookie = await login(app.base, "bench-history@example.cz", password);
  const put = async (i: number) => {
    const started = performance.now();
    const response = await fetch(`${app.base}/api/v1/crm/contacts/${contact.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie, origin: app.base },
      body: JSON.stringify({ type: "person", name: `Jan Novák ${i}`, email: "jan@example.cz", version }),
    });
    const took = performance.now() - started;
    if (response.status !== 200) throw new Error(`PUT contact: ${response.status} ${await response.text()}`);
    version = ((await response.json()) as { version: number }).version;
    return took;
  };
  const httpWith: number[] = [];
  const httpWithout: number[] = [];
  for (let i = 0; i < 100; i++) await put(i); // warm-up
  for (let block = 0; block < (2 * UPDATES) / BLOCK; block++) {
    const audited = block % 2 === 0;
    await sql`alter table contacts ${sql.raw(audited ? "enable" : "disable")} trigger contacts_audit`.execute(db);
    for (let i = 0; i < BLOCK; i++) (audited ? httpWith : httpWithout).push(await put(i));
  }
  await sql`alter table contacts enable trigger contacts_audit`.execute(db);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from audit_events`.execute(db);
  await app.close();
  const result = {
    updates: UPDATES,
    withAudit: { p50: percentile(withAudit, 50), p95: percentile(withAudit, 95) },
    without: { p50: percentile(without, 50), p95: percentile(without, 95) },
    http: {
      withAudit: { p50: percentile(httpWith, 50), p95: percentile(httpWith, 95) },
      without: { p50: percentile(httpWithout, 50), p95: percentile(httpWithout, 95) },
    },
    auditRows: rows[0]?.n,
    loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
  };
  log(JSON.stringify(result));
  console.log(JSON.stringify(result));
} finally {
  await handle.close().catch(() => undefined);
  await adminQuery(`drop database if exists ${DATABASE} with (force)`);
}
