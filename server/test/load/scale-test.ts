/**
 * Scale-out run (issue 27 item 1, docs/reliability.md "Several app servers"): three app servers from the production
 * build behind HAProxy, one throwaway PostgreSQL, one throwaway Redis, a real SMTP server and a slow
 * OpenAI-compatible model on loopback.
 *
 *   npm run test:scale                      # 60 s of load (the long form)
 *   npm run test:scale -- --duration 15     # CI's short form
 *
 * (1) What several servers must agree on, asked of different servers on purpose: a session signed in on one is
 * valid on the others, a refresh on one and the reuse of the old refresh token on another revokes it everywhere,
 * a logout on one is refused on the others, failed logins spread over the three hit one limit, an Idempotency-Key
 * sent to all three creates one record, a PDF rendered by one downloads from another, a chat answer being
 * generated on one is resumed from another, background e-mails are sent exactly once. (2) 50 users through the
 * balancer, round-robin, with one server SIGKILLed a third of the way in and started again: no acknowledged write
 * lost, no partial invoice, no duplicate invoice number, errors only for the requests in flight on the killed server.
 * (3) Throughput of one server against three (a figure: the machine has two cores). Prints a table, ends with
 * "N passed, M failed", exits non-zero on a failure, and always removes what it started.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { REVOCATION_RECHECK_MS } from "../../src/modules/auth/session-revocations";
import { startSmtpTestServer } from "../smtp-test-server";
import { API, api, expectStatus, PASSWORD, sleep } from "./api";
import { createCleanup } from "./cleanup";
import { CONNECTIONS, LOAD_SECONDS, PDF_EVERY } from "./config";
import { checkInvoiceInvariants, verifyWrites } from "./database-checks";
import { BACKEND_HEADER, startLoadBalancer } from "./haproxy";
import { freshInvoice } from "./invoice-flows";
import { Report, seconds } from "./report";
import { checkBuild, type ServerProcess, startServer } from "./server-process";
import { startSlowModel } from "./slow-model";
import { createTempPostgres, freePort } from "./temp-postgres";
import { createTempRedis } from "./temp-redis";
import { LoadRecorder, seed, startLoad } from "./workload";

const SERVER_COUNT = 3;
/** Failed logins of one account (from one address) before the next attempt is refused, on every server together. */
const LOGIN_FAILURE_LIMIT = 5;
/** HAProxy's health check marks a dead server down after 2 failures 500 ms apart; requests in that window fail. */
const KILL_ERROR_WINDOW_MS = 3_000;

const report = new Report();
const { cleanups, cleanup } = createCleanup();

/** A cookie jar of one user: every `name=value` the server set, sent back as the Cookie header. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }
  get header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  copy() {
    const other = new Jar();
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }
}

async function signIn(baseUrl: string, email: string): Promise<Jar> {
  const login = await api(baseUrl, "POST", "/auth/login", { body: { email, password: PASSWORD } });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  return new Jar().take(login.headers);
}

async function main() {
  const started = Date.now();
  console.log(
    `Kancl scale-out run: ${SERVER_COUNT} app servers behind HAProxy, ${CONNECTIONS} users, ${LOAD_SECONDS} s\n`,
  );
  const buildProblem = checkBuild();
  if (buildProblem?.includes("missing")) {
    report.check("setup", "production build present", false, buildProblem);
    return;
  }
  if (buildProblem) console.warn(`warning: ${buildProblem}`);

  const postgres = await createTempPostgres({ port: 5560 });
  cleanups.push(() => postgres.destroy());
  const redis = await createTempRedis({ port: 6390 });
  cleanups.push(() => redis.destroy());
  const smtp = await startSmtpTestServer();
  cleanups.push(() => void smtp.close());
  const model = await startSlowModel({ wordMs: 150, words: 20 });
  cleanups.push(() => void model.close());
  const workDir = mkdtempSync(path.join(os.tmpdir(), "kancl-scale-"));
  cleanups.push(() => {
    if (report.failed) console.log(`server logs kept in ${workDir}`);
    else rmSync(workDir, { recursive: true, force: true });
  });

  const adminToken = randomBytes(24).toString("hex");
  const lbPort = await freePort(3800);
  const ports: number[] = [];
  for (let i = 0; i < SERVER_COUNT; i++) ports.push(await freePort((ports.at(-1) ?? 3810) + 1));
  // The same configuration on every server, as a deployment would have it; only the data directory differs (it
  // holds nothing the servers share: with DATABASE_URL and REDIS_URL set, nothing of theirs is kept there).
  const env = (index: number) => ({
    NODE_ENV: "production",
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    SESSION_SECRET: "scale-test-session-secret-0123456789abcdef",
    ADMIN_TOKEN: adminToken,
    LOG_LEVEL: "warn",
    DATA_DIR: path.join(workDir, `data-s${index + 1}`),
    APP_URL: `http://127.0.0.1:${lbPort}`,
    TRUST_PROXY: "loopback",
    // Every virtual user comes from 127.0.0.1: the per-IP and per-key limits are raised for the run.
    AUTH_REQUESTS_PER_IP: "100000",
    API_KEY_REQUESTS_PER_MINUTE: "1000000",
    AUTH_LOGIN_FAILURES_PER_ACCOUNT: String(LOGIN_FAILURE_LIMIT),
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: model.baseUrl,
    AI_MODEL: "slow",
    SMTP_URL: smtp.url,
    JOBS_POLL_INTERVAL_SECONDS: "1",
  });
  const logOf = (index: number) => path.join(workDir, `s${index + 1}.log`);
  const start = (index: number) =>
    startServer({ port: ports[index] as number, env: env(index), logFile: logOf(index) });

  // The first server migrates the empty database; the other two start together against the migrated one.
  const servers: ServerProcess[] = [await start(0)];
  servers.push(...(await Promise.all([start(1), start(2)])));
  cleanups.push(() => {
    for (const server of servers) server.kill("SIGKILL");
  });
  const balancer = await startLoadBalancer({
    port: lbPort,
    dir: workDir,
    servers: ports.map((port, index) => ({ name: `s${index + 1}`, port })),
  });
  cleanups.push(() => balancer.destroy());
  console.log(
    `servers ${servers.map((s) => s.baseUrl).join(", ")}; HAProxy on ${balancer.baseUrl}; logs in ${workDir}`,
  );
  const url = (index: number) => (servers[index] as ServerProcess).baseUrl;

  try {
    await sharedStatePhase(url, balancer.baseUrl, adminToken, smtp, model.words, postgres.url);
  } catch (error) {
    report.check("shared state", "phase completed", false, error instanceof Error ? error.message : String(error));
  }

  try {
    await killPhase(servers, start, balancer.baseUrl, adminToken, postgres.url);
  } catch (error) {
    report.check("kill", "phase completed", false, error instanceof Error ? error.message : String(error));
  }

  await Promise.all(servers.map((server) => server.stop()));
  report.figure("run time (without build)", seconds(Date.now() - started));
}

/** Phase 1: each shared state asked of a different server than the one that made it. */
async function sharedStatePhase(
  url: (index: number) => string,
  balancerUrl: string,
  adminToken: string,
  smtp: Awaited<ReturnType<typeof startSmtpTestServer>>,
  words: readonly string[],
  databaseUrl: string,
) {
  const phase = "shared state";
  console.log(`[${phase}] every question asked of another server than the one that answered first`);

  // Round-robin: 30 requests through the balancer reach all three servers.
  const spread = new Map<string, number>();
  for (let i = 0; i < 30; i++) {
    const res = await fetch(`${balancerUrl}/api/health`);
    const backend = res.headers.get(BACKEND_HEADER) ?? "?";
    spread.set(backend, (spread.get(backend) ?? 0) + 1);
  }
  const spreadText = [...spread].map(([name, n]) => `${name} ${n}`).join(", ");
  report.check(phase, "the balancer spreads requests over all three servers", spread.size === 3, spreadText);

  // An organization and a user: created on s1, registered on s2, signed in on s3.
  const org = await expectStatus<{ id: string }>(
    201,
    api(url(0), "POST", "/admin/organizations", { bearer: adminToken, body: { name: "Scale s.r.o." } }),
    "create organization",
  );
  const email = `scale-${randomUUID().slice(0, 8)}@example.cz`;
  await expectStatus(
    201,
    api(url(1), "POST", "/auth/register", { body: { email, password: PASSWORD, name: "Škála", orgId: org.id } }),
    "register",
  );
  const jar = await signIn(url(2), email);
  const me = await Promise.all([0, 1, 2].map((i) => api(url(i), "GET", "/auth/me", { cookie: jar.header })));
  report.check(
    phase,
    "a session signed in on s3 is valid on s1, s2 and s3",
    me.every((res) => res.status === 200),
    me.map((res) => res.status).join(", "),
  );

  // Refresh on s1 works on s3. Then the old refresh token is reused on s2 (theft, decision 020): the session ends
  // on s2 at once and on s3 — which has just trusted the newest access token — within REVOCATION_RECHECK_MS.
  const beforeRefresh = jar.copy();
  const refreshed = await api(url(0), "POST", "/auth/refresh", { cookie: jar.header, body: {} });
  jar.take(refreshed.headers);
  const afterRefresh = await api(url(2), "GET", "/auth/me", { cookie: jar.header });
  const reuse = await api(url(1), "POST", "/auth/refresh", { cookie: beforeRefresh.header, body: {} });
  const reuseSeen = await revokedWithin(url(2), jar.header);
  report.check(
    phase,
    `refresh on s1 works on s3; reusing the old refresh token on s2 ends the session on s3 within ${REVOCATION_RECHECK_MS} ms`,
    refreshed.status === 200 && afterRefresh.status === 200 && reuse.status === 401 && reuseSeen.ok,
    `refresh ${refreshed.status}, me ${afterRefresh.status}, reuse ${reuse.status}, refused on s3 after ${reuseSeen.ms} ms`,
  );

  // A logout on s1 is refused on s1 at once and on s2, which had just trusted the session, within the bound.
  const session = await signIn(url(0), email);
  const trusted = await api(url(1), "GET", "/auth/me", { cookie: session.header });
  const logout = await api(url(0), "POST", "/auth/logout", { cookie: session.header, body: {} });
  const onS1 = await api(url(0), "GET", "/auth/me", { cookie: session.header });
  const logoutSeen = await revokedWithin(url(1), session.header);
  report.check(
    phase,
    `a logout on s1 is refused there at once and on s2 within ${REVOCATION_RECHECK_MS} ms`,
    trusted.status === 200 && logout.status < 300 && onS1.status === 401 && logoutSeen.ok,
    `before ${trusted.status}, logout ${logout.status}, s1 ${onS1.status}, refused on s2 after ${logoutSeen.ms} ms`,
  );

  // The organization's owner, signed in once more for the rest of the phase.
  const worker = await signIn(url(1), email);

  // Failed logins of a colleague's account, spread over the three servers, count against one limit.
  const colleague = `scale-${randomUUID().slice(0, 8)}@example.cz`;
  await expectStatus(
    201,
    api(url(0), "POST", "/auth/register", {
      body: { email: colleague, password: PASSWORD, name: "Kolega", orgId: org.id },
    }),
    "register a colleague",
  );
  const failures: number[] = [];
  for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
    const attempt = { email: colleague, password: "wrong-Password-1" };
    failures.push((await api(url(i % 3), "POST", "/auth/login", { body: attempt })).status);
  }
  const locked = await api(url(LOGIN_FAILURE_LIMIT % 3), "POST", "/auth/login", {
    body: { email: colleague, password: PASSWORD },
  });
  report.check(
    phase,
    `${LOGIN_FAILURE_LIMIT} failed logins over s1–s3 lock the account on the next server`,
    failures.every((status) => status === 401) && locked.status === 429,
    `failures ${failures.join(", ")}; then the right password: ${locked.status}`,
  );

  // One Idempotency-Key sent to all three servers creates one contact; each answer is the same.
  const key = randomUUID();
  const name = `Idempotentní ${key.slice(0, 8)}`;
  const answers: { status: number; id: string | undefined; error?: string }[] = [];
  for (const i of [0, 1, 2]) {
    const res = await fetch(`${url(i)}${API}/crm/contacts`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: worker.header, "idempotency-key": key },
      body: JSON.stringify({ type: "person", name, email: `${key}@example.cz` }),
    });
    const body = (await res.json()) as { id?: string; error?: string };
    answers.push({ status: res.status, id: body.id, error: body.error });
  }
  const stored = await countRows(databaseUrl, "select count(*) as n from contacts where name = $1", [name]);
  report.check(
    phase,
    "one Idempotency-Key sent to s1, s2 and s3 creates one contact, answered alike",
    answers.every((a) => a.status === 201 && a.id === answers[0]?.id) && stored === 1,
    `${answers.map((a) => a.error ?? a.status).join(", ")}; ids ${new Set(answers.map((a) => a.id)).size}; rows ${stored}`,
  );

  // A PDF rendered on s2 downloads from s3 and from s1.
  const customer = await expectStatus<{ id: string }>(
    201,
    api(url(0), "POST", "/crm/contacts", {
      cookie: worker.header,
      body: {
        type: "organization",
        name: "Odběratel Škála s.r.o.",
        legalName: "Odběratel Škála s.r.o.",
        billing: { name: "Odběratel Škála s.r.o.", email: "fakturace@example.cz", address: "Příčná 5\nPraha 1" },
      },
    }),
    "create customer",
  );
  const loadUser = { index: 0, orgId: org.id, cookie: worker.header, customerId: customer.id };
  const invoiceId = await freshInvoice({ baseUrl: url(0) } as ServerProcess, loadUser);
  const link = await api<{ downloadUrl?: string }>(url(1), "POST", `/crm/invoices/${invoiceId}/generate-pdf`, {
    cookie: worker.header,
    body: {},
    timeoutMs: 60_000,
  });
  const downloads = await Promise.all(
    [2, 0].map((i) => api<Buffer>(url(i), "GET", link.body.downloadUrl ?? "/missing", { cookie: worker.header })),
  );
  const isPdf = (body: unknown) => Buffer.isBuffer(body) && body.subarray(0, 5).toString() === "%PDF-";
  report.check(
    phase,
    "a PDF rendered on s2 downloads from s3 and s1",
    link.status === 200 && downloads.every((res) => res.status === 200 && isPdf(res.body)),
    `render ${link.status}; downloads ${downloads.map((res) => `${res.status}${isPdf(res.body) ? " PDF" : ""}`).join(", ")}`,
  );

  // A chat answer being generated on s1 is resumed from s2, from its start, to its end.
  const chatId = randomUUID();
  const asked = fetch(`${url(0)}${API}/ai/chat`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: worker.header },
    body: JSON.stringify({
      id: chatId,
      conversationId: chatId,
      trigger: "submit-message",
      messages: [{ id: randomUUID(), role: "user", parts: [{ type: "text", text: "Řekni dvacet slov." }] }],
    }),
  }).then(async (res) => ({ status: res.status, text: answerText(await res.text()) }));
  await sleep(800);
  const resumed = await fetch(`${url(1)}${API}/ai/chat/${chatId}/stream`, { headers: { cookie: worker.header } });
  const resumedText = answerText(await resumed.text());
  const original = await asked;
  const whole = words.join(" ");
  report.check(
    phase,
    "a chat answer generated on s1 is resumed from s2, whole",
    original.status === 200 && resumed.status === 200 && resumedText === whole && original.text === whole,
    `s1 ${original.status} (${original.text.split(" ").length} words), s2 resume ${resumed.status} (${resumedText ? resumedText.split(" ").length : 0} words)`,
  );

  // Background jobs: ten invitations (each an e-mail job) through the balancer; each e-mail arrives exactly once.
  const invited = Array.from({ length: 10 }, (_, i) => `pozvany-${i}-${randomUUID().slice(0, 6)}@example.cz`);
  for (const address of invited) {
    await expectStatus(
      201,
      api(balancerUrl, "POST", "/settings/invitations", {
        cookie: worker.header,
        body: { email: address, role: "member" },
      }),
      "invite",
    );
  }
  const before = smtp.received.length;
  await smtp.waitFor(before + invited.length, 30_000).catch(() => undefined);
  // A few more poll intervals of all three workers: a second delivery of any job would arrive meanwhile.
  await sleep(4_000);
  const delivered = smtp.received.filter((mail) => invited.some((address) => mail.envelopeTo.includes(address)));
  const perAddress = invited.map((address) => delivered.filter((mail) => mail.envelopeTo.includes(address)).length);
  report.check(
    phase,
    "10 invitation e-mails queued through the balancer arrive exactly once each (3 job workers)",
    perAddress.every((n) => n === 1),
    `${delivered.length} delivered; per address ${perAddress.join(",")}`,
  );
}

/** The assistant's text in a UI message stream (its text deltas joined). */
function answerText(body: string): string {
  return body
    .split("\n")
    .filter((line) => line.startsWith("data: ") && !line.includes("[DONE]"))
    .map((line) => {
      try {
        return JSON.parse(line.slice(6)) as { type?: string; delta?: string };
      } catch {
        return {};
      }
    })
    .filter((chunk) => chunk.type === "text-delta")
    .map((chunk) => chunk.delta ?? "")
    .join("");
}

/** Asks baseUrl who the cookie's user is until it answers 401: within the recheck bound (plus a little slack)? */
async function revokedWithin(baseUrl: string, cookie: string): Promise<{ ok: boolean; ms: number }> {
  const since = performance.now();
  const bound = REVOCATION_RECHECK_MS + 500;
  while (performance.now() - since < 5_000) {
    if ((await api(baseUrl, "GET", "/auth/me", { cookie })).status === 401) {
      const ms = Math.round(performance.now() - since);
      return { ok: ms <= bound, ms };
    }
    await sleep(50);
  }
  return { ok: false, ms: Math.round(performance.now() - since) };
}

async function countRows(databaseUrl: string, sql: string, values: unknown[] = []): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>(sql, values)).rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** Phase 2: 50 users through the balancer; one server SIGKILLed a third of the way in, then started again. */
async function killPhase(
  servers: ServerProcess[],
  start: (index: number) => Promise<ServerProcess>,
  balancerUrl: string,
  adminToken: string,
  databaseUrl: string,
) {
  const phase = "kill";
  const users = await seed(balancerUrl, adminToken, {
    organizations: Math.max(1, Math.round(CONNECTIONS / 5)),
    usersPerOrganization: Math.min(5, CONNECTIONS),
    contactsPerUser: 4,
  });

  // Throughput of one server alone, then of the three behind the balancer (the same mix, 5 s each).
  const throughput = async (baseUrl: string) => {
    const result = await startLoad({
      baseUrl,
      users,
      durationSeconds: 5,
      connections: CONNECTIONS,
      recorder: new LoadRecorder(),
      pdfEvery: 1_000_000,
    }).done;
    return result.requests.average;
  };
  const one = await throughput((servers[0] as ServerProcess).baseUrl);
  const three = await throughput(balancerUrl);
  report.figure("throughput, 1 server direct", `${one.toFixed(0)} req/s`);
  report.figure("throughput, 3 servers via HAProxy", `${three.toFixed(0)} req/s (× ${(three / one).toFixed(2)})`);

  console.log(`\n[${phase}] ${users.length} users through the balancer for ${LOAD_SECONDS} s; s2 SIGKILLed at a third`);
  const recorder = new LoadRecorder();
  const run = startLoad({
    baseUrl: balancerUrl,
    users,
    durationSeconds: LOAD_SECONDS,
    connections: CONNECTIONS,
    recorder,
    pdfEvery: PDF_EVERY,
  });
  await sleep((LOAD_SECONDS * 1000) / 3);
  const victim = servers[1] as ServerProcess;
  const killedAt = Date.now();
  victim.kill("SIGKILL");
  const exit = await victim.exited;
  report.check(phase, "s2 SIGKILLed under load", exit.signal === "SIGKILL", `exit signal ${exit.signal}`);
  await sleep(2_000);
  servers[1] = await start(1);
  const backAt = Date.now();
  const result = await run.done;
  report.figure(
    "kill: requests through the balancer",
    `${result.requests.total} (${result.requests.average.toFixed(0)} req/s)`,
  );
  report.figure("kill: s2 down for", seconds(backAt - killedAt));

  const failedAnswers = recorder.responses.filter((r) => r.status >= 500);
  const failures = [...failedAnswers.map((r) => r.at), ...recorder.errors.map((e) => e.at)];
  const outside = failures.filter((at) => at < killedAt || at > killedAt + KILL_ERROR_WINDOW_MS);
  const clientErrors = recorder.responses.filter((r) => r.status >= 400 && r.status < 500).length;
  report.check(
    phase,
    `errors only while s2 died (within ${seconds(KILL_ERROR_WINDOW_MS)}, at most one per user)`,
    outside.length === 0 && failures.length <= CONNECTIONS && clientErrors === 0,
    `${failedAnswers.length} 5xx and ${recorder.errors.length} socket errors, ${outside.length} outside the window; ${clientErrors} 4xx`,
  );

  const verdict = await verifyWrites(databaseUrl, recorder.writes);
  report.check(
    phase,
    "every write answered 2xx is in the database",
    verdict.missing.length === 0 && verdict.stale.length === 0,
    `${verdict.checked} records, ${verdict.missing.length} missing, ${verdict.stale.length} at an older version`,
  );
  const invariants = await checkInvoiceInvariants(databaseUrl);
  const duplicates = await countRows(
    databaseUrl,
    `select count(*) as n from (select org_id, invoice_number from invoices where invoice_number is not null
       group by org_id, invoice_number having count(*) > 1) d`,
  );
  report.check(
    phase,
    "no partial invoice, no gap, no duplicate invoice number",
    invariants.violations.length === 0 && duplicates === 0,
    [...invariants.violations, `${invariants.invoices} invoices, ${duplicates} duplicate numbers`].join("; "),
  );

  // The restarted server takes requests again: the balancer's health check puts it back.
  await sleep(1_500);
  const seen = new Set<string>();
  for (let i = 0; i < 12; i++) {
    seen.add((await fetch(`${balancerUrl}/api/health`)).headers.get(BACKEND_HEADER) ?? "?");
  }
  report.check(phase, "the restarted s2 is back in the rotation", seen.has("s2"), [...seen].sort().join(", "));
}

main()
  .catch((error) => {
    report.check("setup", "run completed", false, error instanceof Error ? error.message : String(error));
  })
  .finally(() => {
    report.print();
    cleanup();
    process.exit(report.failed ? 1 : 0);
  });
