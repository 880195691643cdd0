import { loadavg } from "node:os";
import { sql } from "kysely";
import { pino } from "pino";
import { openDatabase } from "../server/src/db/database";
import { migrateToLatest } from "../server/src/db/migrate";
import { createJobWorker } from "../server/src/jobs/job-worker";
import { hashPassword } from "../server/src/modules/auth/password";
import { startWebhookReceiver } from "../server/test/webhook-receiver";
import { startBenchApp } from "./bench-app";
import { login, percentile } from "./lib";
import { adminQuery, benchDatabaseUrl } from "./seed";

/**
 * Issue 27's webhook figure: 1,000 events to a slow receiver (200 ms per answer, on loopback) are delivered with none
 * lost, and the writes that cause them are not slowed. Contact updates over HTTP (PUT with a session, as a user
 * makes them) in alternating blocks of 50: with a webhook endpoint subscribed to contact.updated (each update also
 * writes the event, its delivery and a job in its own transaction) and with it subscribed to another event — while the app's
 * job worker (in this process, as a server runs it) delivers to the receiver the whole time. Then waits until every
 * delivery has an answer and counts what the receiver got. Own database: kancl_bench_webhooks, PostgreSQL.
 *
 *   node --import tsx bench/webhook-delivery.ts [--events 1000] [--concurrency 20]
 */
const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const EVENTS = option("events", 1000);
/** Jobs the worker runs at once (JOBS_CONCURRENCY): deliveries wait on the receiver, not on a core. */
const CONCURRENCY = option("concurrency", 20);
const RECEIVER_DELAY_MS = 200;
const BLOCK = 50;
const DATABASE = "kancl_bench_webhooks";
const log = (message: string) => console.error(`[webhook-delivery] ${message}`);

await adminQuery(`drop database if exists ${DATABASE} with (force)`);
await adminQuery(`create database ${DATABASE}`);
const handle = await openDatabase({ kind: "postgres", url: benchDatabaseUrl(DATABASE), poolSize: 10 });
const receiver = await startWebhookReceiver({ status: 200, body: "ok", delayMs: RECEIVER_DELAY_MS });
try {
  await migrateToLatest(handle.db);
  const db = handle.db;
  const org = await db
    .insertInto("organizations")
    .values({ name: "Bench webhooks" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const password = "Bench-webhooks-heslo-1";
  await db
    .insertInto("users")
    .values({
      org_id: org.id,
      email: "bench-webhooks@example.cz",
      name: "Bench",
      password_hash: await hashPassword(password),
      role: "owner",
    })
    .execute();
  const app = await startBenchApp(handle, undefined, { webhooks: { allowPrivateTargets: true } });
  const cookie = await login(app.base, "bench-webhooks@example.cz", password);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${app.base}/api/v1${path}`, {
      method,
      headers: { "content-type": "application/json", cookie, origin: app.base },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  const contact = await call("POST", "/crm/contacts", { type: "person", name: "Jan Novák", email: "jan@example.cz" });
  let version = contact.version as number;
  const { webhook } = await call("POST", "/webhooks", { url: receiver.url, events: ["contact.updated"] });
  // Subscribed to contact.updated or not (deal.created, which the run never causes). Disabling the endpoint instead
  // would fail its deliveries still waiting: a disabled endpoint is sent nothing.
  const subscribe = (subscribed: boolean) =>
    call("PATCH", `/webhooks/${webhook.id}`, { events: [subscribed ? "contact.updated" : "deal.created"] });

  const worker = createJobWorker({
    db,
    logger: pino({ level: "silent" }),
    handlers: app.services.jobHandlers,
    pollIntervalMs: 100,
    concurrency: CONCURRENCY,
  });
  worker.start();
  const put = async (i: number) => {
    const started = performance.now();
    const updated = await call("PUT", `/crm/contacts/${contact.id}`, {
      type: "person",
      name: `Jan Novák ${i}`,
      email: "jan@example.cz",
      version,
    });
    version = updated.version;
    return performance.now() - started;
  };
  await subscribe(false);
  for (let i = 0; i < 100; i++) await put(i); // warm-up, no events
  const withWebhook: number[] = [];
  const without: number[] = [];
  const started = Date.now();
  for (let block = 0; block < (2 * EVENTS) / BLOCK; block++) {
    const subscribed = block % 2 === 0;
    await subscribe(subscribed);
    for (let i = 0; i < BLOCK; i++) (subscribed ? withWebhook : without).push(await put(i));
  }
  const writesDone = Date.now();
  log(`${withWebhook.length + without.length} updates in ${writesDone - started} ms; waiting for the deliveries`);

  const pending = async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from jobs where kind = 'webhooks.deliver' and state in ('queued', 'running')`.execute(
      db,
    );
    return rows[0]?.n ?? 0;
  };
  const deadline = Date.now() + 600_000;
  while ((await pending()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
  const deliveredAt = Date.now();
  await worker.stop();
  const eventIds = new Set(receiver.received.map((request) => String(request.headers["kancl-event-id"])));
  const { rows: deliveries } = await sql<{ status: string; n: number }>`
    select state as status, count(*)::int as n from webhook_deliveries group by state`.execute(db);
  const { rows: errors } = await sql<{ error: string | null; n: number }>`
    select coalesce(error, 'HTTP ' || status_code) as error, count(*)::int as n from webhook_attempts
    where not succeeded group by 1 order by 2 desc limit 5`.execute(db);
  await app.close();
  const result = {
    events: EVENTS,
    receiverDelayMs: RECEIVER_DELAY_MS,
    workerConcurrency: CONCURRENCY,
    receivedRequests: receiver.received.length,
    distinctEventsReceived: eventIds.size,
    lost: EVENTS - eventIds.size,
    deliveriesByStatus: Object.fromEntries(deliveries.map((row) => [row.status, row.n])),
    failedAttempts: errors,
    lastDeliveryAfterWritesMs: deliveredAt - writesDone,
    update: {
      withWebhook: { p50: percentile(withWebhook, 50), p99: percentile(withWebhook, 99) },
      without: { p50: percentile(without, 50), p99: percentile(without, 99) },
    },
    ratio: {
      p50: percentile(withWebhook, 50) / percentile(without, 50),
      p99: percentile(withWebhook, 99) / percentile(without, 99),
    },
    loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
  };
  console.log(JSON.stringify(result));
} finally {
  await receiver.close();
  await handle.close().catch(() => undefined);
  await adminQuery(`drop database if exists ${DATABASE} with (force)`);
}
