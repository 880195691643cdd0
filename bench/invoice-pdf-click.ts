/**
 * Benchmark 13b, in its own process: the "PDF" click as the user waits for it (POST …/generate-pdf, then GET the
 * download URL it answers), over HTTP against the product's app on a fresh PostgreSQL database
 * (`kancl_bench_pdf_click`), with the background job worker running as in production.
 *
 * - before: a click that renders — what every invoice's first click after a change cost before issue 22 (the
 *   renderer was called on the click). Measured as the click on a draft, which is still printed afresh on every
 *   click (decision 095), on the product's current page with its "Koncept" watermark.
 * - issued: the click on an issued, unpaid invoice with its QR code, whose file the `invoices.render-pdf` job made
 *   when it was issued (decision 099): the click reads it from the database.
 *
 * Each invoice is clicked as a draft, then issued, and clicked again once its background render is stored; the
 * first WARMUP invoices are not counted. Prints one JSON line.
 *
 *   node --import tsx bench/invoice-pdf-click.ts [--invoices N] [--keep]
 */
import { pino } from "pino";
import { openDatabase } from "../server/src/db/database";
import { migrateToLatest } from "../server/src/db/migrate";
import { createJobWorker } from "../server/src/jobs/job-worker";
import { hashPassword } from "../server/src/modules/auth/password";
import { COMPLETE_SUPPLIER } from "../server/test/supplier-profile";
import { startBenchApp } from "./bench-app";
import { login, median, percentile, pinSelf, sleep } from "./lib";
import { adminQuery, benchDatabaseUrl } from "./seed";

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const INVOICES = option("invoices", 60);
const WARMUP = 5;
const DATABASE = "kancl_bench_pdf_click";
const PASSWORD = "bench-password-1234";
const EMAIL = "bench-pdf-click@example.cz";

pinSelf(1);
const log = (message: string) => console.error(`[invoice-pdf-click] ${message}`);

async function main() {
  await adminQuery(`drop database if exists ${DATABASE} with (force)`);
  await adminQuery(`create database ${DATABASE}`);
  const database = await openDatabase({ kind: "postgres", url: benchDatabaseUrl(DATABASE), poolSize: 10 });
  await migrateToLatest(database.db);
  const org = await database.db
    .insertInto("organizations")
    .values({ name: "Bench PDF" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto("users")
    .values({ org_id: org.id, email: EMAIL, name: "Bench User", password_hash: await hashPassword(PASSWORD) })
    .execute();

  const logger = pino({ level: "silent" });
  const { services, base, close } = await startBenchApp(database, logger);
  const worker = createJobWorker({ db: database.db, logger, handlers: services.jobHandlers, pollIntervalMs: 50 });
  worker.start();
  const before: number[] = [];
  const issued: number[] = [];
  let pdfKb = { before: 0, issued: 0 };
  try {
    const cookie = await login(base, EMAIL, PASSWORD);
    const headers = { cookie, origin: base, "content-type": "application/json" };
    const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const res = await fetch(`${base}/api/v1${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    const profile = await call<{ version: number }>("GET", "/settings/company");
    await call("PUT", "/settings/company", { ...COMPLETE_SUPPLIER, version: profile.version });
    const customer = await call<{ id: string }>("POST", "/crm/contacts", {
      type: "organization",
      name: "Odběratel",
      legalName: "Odběratel s.r.o.",
      registrationNumber: "27082440",
      taxId: "CZ27082440",
      billing: { name: "Odběratel s.r.o.", email: "fakturace@odberatel.cz", address: "Dlouhá 1, 110 00 Praha" },
    });
    const deal = await call<{ id: string }>("POST", "/crm/deals", { title: "Zakázka", billingContactId: customer.id });

    /** The click: generate-pdf, then the download it names, read to the end. Answers its time and size. */
    const click = async (invoiceId: string) => {
      const started = performance.now();
      const { downloadUrl } = await call<{ downloadUrl: string }>("POST", `/crm/invoices/${invoiceId}/generate-pdf`);
      const res = await fetch(new URL(downloadUrl, base), { headers: { cookie } });
      const bytes = (await res.arrayBuffer()).byteLength;
      if (res.status !== 200) throw new Error(`download: ${res.status}`);
      return { ms: performance.now() - started, kb: bytes / 1024 };
    };
    const stored = async (invoiceId: string, version: number) =>
      (await database.db
        .selectFrom("invoice_pdfs")
        .select("version")
        .where("invoice_id", "=", invoiceId)
        .where("version", "=", version)
        .executeTakeFirst()) !== undefined;

    for (let i = 0; i < INVOICES + WARMUP; i++) {
      const invoice = await call<{ id: string }>("POST", "/crm/invoices", {
        dealId: deal.id,
        billingContactId: customer.id,
        items: [
          { description: "Vývoj a správa webu", quantity: 12, unitPrice: 1450, vatRate: 21 },
          { description: "Odborná literatura", quantity: 2, unitPrice: 890, vatRate: 12 },
        ],
        dueDate: "2099-01-15",
      });
      const asDraft = await click(invoice.id);
      const done = await call<{ id: string; version: number }>("POST", `/crm/invoices/${invoice.id}/issue`, {});
      const waitStarted = performance.now();
      while (!(await stored(done.id, done.version))) {
        if (performance.now() - waitStarted > 30_000) throw new Error("the background render did not come");
        await sleep(20);
      }
      await sleep(150); // separate clicks, as a user's are
      const asIssued = await click(done.id);
      if (i >= WARMUP) {
        before.push(asDraft.ms);
        issued.push(asIssued.ms);
        pdfKb = { before: asDraft.kb, issued: asIssued.kb };
      }
    }
  } finally {
    await worker.stop();
    await close();
    if (!argv.includes("--keep")) await adminQuery(`drop database if exists ${DATABASE} with (force)`);
  }
  const beforeP50 = median(before);
  const issuedP50 = median(issued);
  log(`click that renders p50 ${beforeP50.toFixed(1)} ms; issued click p50 ${issuedP50.toFixed(1)} ms`);
  console.log(
    JSON.stringify({
      clicks: before.length,
      beforeP50Ms: Number(beforeP50.toFixed(2)),
      beforeP90Ms: Number(percentile(before, 90).toFixed(2)),
      issuedP50Ms: Number(issuedP50.toFixed(2)),
      issuedP90Ms: Number(percentile(issued, 90).toFixed(2)),
      ratio: Number((issuedP50 / beforeP50).toFixed(2)),
      pdfKb: { before: Math.round(pdfKb.before), issued: Math.round(pdfKb.issued) },
    }),
  );
}

await main();
