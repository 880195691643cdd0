import { createHmac } from "node:crypto";
import type { Contact, WebhookDelivery, WebhookEndpoint } from "@kancl/shared";
import { sql } from "kysely";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContact, organizationBody, personBody, signUpInNewOrganization } from "../../../test/factories";
import { setUpSupplierProfile } from "../../../test/supplier-profile";
import { createKey, keyClient, signUpWithRole } from "../../../test/team-factories";
import { startTestApp } from "../../../test/test-app";
import { useTestApp } from "../../../test/use-test-app";
import { startWebhookReceiver, type WebhookReceiver } from "../../../test/webhook-receiver";
import { createJobWorker } from "../../jobs/job-worker";
import { WEBHOOK_RETRY_DELAYS_MS } from "./webhooks.service";

// Webhooks over HTTP against the real database, delivered by the app's own job worker to a real receiver on
// loopback (allowed here by configuration, as WEBHOOKS_ALLOW_PRIVATE_TARGETS=true would).
const { app, user: owner } = useTestApp({
  settings: { webhooks: { allowPrivateTargets: true, disableAfterFailures: 3, timeoutMs: 2_000 } },
});

type Created = { webhook: WebhookEndpoint; secret: string };
type ErrorBody = { error: string };

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver?.close());

async function register(events: string[], url = receiver.url): Promise<Created> {
  const created = await owner.http.post<Created>("/api/v1/webhooks", { url, events, description: "CRM sync" });
  if (created.status !== 201) throw new Error(`webhook create failed: ${created.status} ${created.text}`);
  return created.body;
}

const deliveriesOf = async (webhookId: string) =>
  (await owner.http.get<{ deliveries: WebhookDelivery[] }>(`/api/v1/webhooks/${webhookId}/deliveries`)).body.deliveries;

/** Runs the app's job worker (every handler, as index.ts starts it) until `done` holds. */
async function runJobsUntil(done: () => Promise<boolean>, timeoutMs = 15_000) {
  const worker = createJobWorker({
    db: app.database.db,
    logger: pino({ level: "silent" }),
    handlers: app.services.jobHandlers,
    pollIntervalMs: 50,
  });
  worker.start();
  try {
    const deadline = Date.now() + timeoutMs;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error("timed out waiting for the jobs");
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    await worker.stop();
  }
}

/** The queued delivery jobs' delays from now, in seconds (the database's clock). */
async function queuedDelaysSeconds(): Promise<number[]> {
  const { rows } = await sql<{ seconds: number }>`
    select extract(epoch from run_at - now())::float8 as seconds from jobs
    where kind = 'webhooks.deliver' and state = 'queued' order by run_at`.execute(app.database.db);
  return rows.map((row) => Number(row.seconds));
}

/** Time passes: every queued delivery job is due now. */
const advanceToQueuedJobs = () =>
  sql`update jobs set run_at = now() where kind = 'webhooks.deliver' and state = 'queued'`.execute(app.database.db);

const verify = (secret: string, header: string, body: string) => {
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header) ?? [];
  return v1 === createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
};

describe("webhook endpoints", () => {
  it("are created with a secret shown once, listed, read, changed and deleted", async () => {
    const created = await register(["contact.created", "deal.updated", "contact.created"]);
    expect(created.secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(created.webhook).toMatchObject({
      url: receiver.url,
      events: ["contact.created", "deal.updated"],
      description: "CRM sync",
      enabled: true,
      disabledReason: null,
      consecutiveFailures: 0,
      secretHint: `…${created.secret.slice(-4)}`,
    });
    const list = await owner.http.get<{ webhooks: WebhookEndpoint[] }>("/api/v1/webhooks");
    expect(list.body.webhooks.map((webhook) => webhook.id)).toContain(created.webhook.id);
    expect(list.text).not.toContain(created.secret);

    const changed = await owner.http.request<WebhookEndpoint>("PATCH", `/api/v1/webhooks/${created.webhook.id}`, {
      body: { events: ["invoice.paid"], enabled: false },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ events: ["invoice.paid"], enabled: false, url: receiver.url });
    expect((await owner.http.get<WebhookEndpoint>(`/api/v1/webhooks/${created.webhook.id}`)).body.enabled).toBe(false);

    const rotated = await owner.http.post<Created>(`/api/v1/webhooks/${created.webhook.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).not.toBe(created.secret);

    expect((await owner.http.delete(`/api/v1/webhooks/${created.webhook.id}`)).status).toBe(200);
    expect((await owner.http.get<ErrorBody>(`/api/v1/webhooks/${created.webhook.id}`)).body).toMatchObject({
      error: "Webhook not found",
    });
  });

  it("refuses a bad URL or events with 400 naming the field", async () => {
    const cases: [unknown, RegExp][] = [
      [{ url: "ftp://example.cz/x", events: ["contact.created"] }, /^url: /],
      [{ url: "https://user:pw@example.cz/x", events: ["contact.created"] }, /^url: .*user name or password/],
      [{ url: "not a url", events: ["contact.created"] }, /^url: /],
      [{ url: `https://example.cz/${"a".repeat(2_100)}`, events: ["contact.created"] }, /^url: .*2000/],
      [{ url: "https://example.cz/x", events: [] }, /^events: /],
      [{ url: "https://example.cz/x", events: ["contact.exploded"] }, /^events/],
      [{ url: "https://example.cz/x", events: ["contact.created"], secret: "mine" }, /secret/],
      // Not coerced: "false" (any string) once became true (the REST adapter's coercion, shared/src/json-only.ts).
      [{ url: "https://example.cz/x", events: ["contact.created"], enabled: "false" }, /^enabled: /],
      [{ url: "https://example.cz/x", events: ["contact.created"], enabled: { nested: "object" } }, /^enabled: /],
    ];
    for (const [body, message] of cases) {
      const answer = await owner.http.post<ErrorBody>("/api/v1/webhooks", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error, JSON.stringify(body)).toMatch(message);
    }
    const created = await owner.http.post<Created>("/api/v1/webhooks", {
      url: "https://example.cz/x",
      events: ["contact.created"],
    });
    const patched = await owner.http.request<ErrorBody>("PATCH", `/api/v1/webhooks/${created.body.webhook.id}`, {
      body: { enabled: "false" },
    });
    expect([patched.status, patched.body.error]).toEqual([400, expect.stringMatching(/^enabled: /)]);
    await owner.http.delete(`/api/v1/webhooks/${created.body.webhook.id}`);
  });
});

describe("delivery", () => {
  it("sends a subscribed event, signed, in the transaction of the change; unsubscribed events are not sent", async () => {
    const { webhook, secret } = await register(["contact.created"]);
    receiver.received.length = 0;
    const contact = await createContact<Contact>(owner.http, personBody({ name: "Webhook Petr" }));
    await owner.http.put(`/api/v1/crm/contacts/${contact.id}`, personBody({ name: "Webhook Petr II" }));
    await runJobsUntil(async () => (await deliveriesOf(webhook.id)).every((d) => d.state === "succeeded"));

    const deliveries = await deliveriesOf(webhook.id);
    expect(deliveries).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0];
    const event = JSON.parse(got?.body ?? "{}");
    expect(event).toMatchObject({
      type: "contact.created",
      data: {
        recordType: "contact",
        recordId: contact.id,
        action: "create",
        label: "Webhook Petr",
        actor: { type: "user", userId: owner.user.id },
      },
    });
    expect(event.data.changes.name).toEqual([null, "Webhook Petr"]);
    expect(got?.headers["kancl-event-id"]).toBe(event.id);
    expect(got?.headers["kancl-event-type"]).toBe("contact.created");
    expect(verify(secret, String(got?.headers["kancl-signature"]), got?.body ?? "")).toBe(true);
    expect(verify("whsec_wrong", String(got?.headers["kancl-signature"]), got?.body ?? "")).toBe(false);
    expect(deliveries[0]).toMatchObject({
      eventId: event.id,
      eventType: "contact.created",
      state: "succeeded",
      attempts: 1,
      lastStatusCode: 200,
      requestBody: got?.body,
      attemptLog: [{ attempt: 1, manual: false, statusCode: 200, responseBody: "ok", succeeded: true, error: null }],
    });
    await owner.http.delete(`/api/v1/webhooks/${webhook.id}`);
  });

  it("retries a failing delivery on the schedule (1 min, then 5 min …) until it succeeds", async () => {
    const { webhook } = await register(["deal.created", "contact.deleted"]);
    receiver.received.length = 0;
    receiver.script.push({ status: 500, body: "down" }, { status: 503, body: "still down" });
    const contact = await createContact<Contact>(owner.http, personBody({ name: "Smazat" }));
    await owner.http.delete(`/api/v1/crm/contacts/${contact.id}`);

    await runJobsUntil(async () => (await deliveriesOf(webhook.id))[0]?.attempts === 1);
    let [delivery] = await deliveriesOf(webhook.id);
    expect(delivery).toMatchObject({ eventType: "contact.deleted", state: "pending", lastStatusCode: 500 });
    expect(WEBHOOK_RETRY_DELAYS_MS.slice(0, 2)).toEqual([60_000, 300_000]);
    let [delay] = await queuedDelaysSeconds();
    expect(delay).toBeGreaterThan(60 - 10);
    expect(delay).toBeLessThanOrEqual(60);

    await advanceToQueuedJobs();
    await runJobsUntil(async () => (await deliveriesOf(webhook.id))[0]?.attempts === 2);
    [delay] = await queuedDelaysSeconds();
    expect(delay).toBeGreaterThan(300 - 10);
    expect(delay).toBeLessThanOrEqual(300);

    await advanceToQueuedJobs();
    await runJobsUntil(async () => (await deliveriesOf(webhook.id))[0]?.state === "succeeded");
    [delivery] = await deliveriesOf(webhook.id);
    expect(delivery?.attemptLog.map((a) => [a.attempt, a.statusCode, a.responseBody, a.error])).toEqual([
      [1, 500, "down", "HTTP 500"],
      [2, 503, "still down", "HTTP 503"],
      [3, 200, "ok", null],
    ]);
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    expect(await queuedDelaysSeconds()).toEqual([]);
    const endpoint = (await owner.http.get<WebhookEndpoint>(`/api/v1/webhooks/${webhook.id}`)).body;
    expect(endpoint.consecutiveFailures).toBe(0);
    await owner.http.delete(`/api/v1/webhooks/${webhook.id}`);
  });

  it("disables an endpoint after repeated failures (saying why), and an admin re-enables it and redelivers", async () => {
    const { webhook } = await register(["contact.created"]);
    receiver.defaultAnswer = { status: 500, body: "broken" };
    try {
      await createContact<Contact>(owner.http, personBody({ name: "Nikdy nedoručeno" }));
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        await runJobsUntil(async () => (await deliveriesOf(webhook.id))[0]?.attempts === attempt);
        await advanceToQueuedJobs();
      }
      const disabled = (await owner.http.get<WebhookEndpoint>(`/api/v1/webhooks/${webhook.id}`)).body;
      expect(disabled).toMatchObject({ enabled: false, consecutiveFailures: 3 });
      expect(disabled.disabledReason).toBe("Disabled after 3 failed deliveries in a row; the last: HTTP 500");
      const [delivery] = await deliveriesOf(webhook.id);
      expect(delivery).toMatchObject({ state: "failed", attempts: 3, nextAttemptAt: null });
      expect(await queuedDelaysSeconds()).toEqual([]);

      // A disabled endpoint gets no new events.
      await createContact<Contact>(owner.http, personBody({ name: "Po vypnutí" }));
      expect(await deliveriesOf(webhook.id)).toHaveLength(1);

      receiver.defaultAnswer = { status: 204 };
      const enabled = await owner.http.request<WebhookEndpoint>("PATCH", `/api/v1/webhooks/${webhook.id}`, {
        body: { enabled: true },
      });
      expect(enabled.body).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });

      const redelivered = await owner.http.post<WebhookDelivery>(
        `/api/v1/webhooks/${webhook.id}/deliveries/${delivery?.id}/redeliver`,
      );
      expect(redelivered.status).toBe(200);
      await runJobsUntil(async () => (await deliveriesOf(webhook.id))[0]?.state === "succeeded");
      const [after] = await deliveriesOf(webhook.id);
      expect(after?.attemptLog.at(-1)).toMatchObject({ attempt: 4, manual: true, statusCode: 204, succeeded: true });
    } finally {
      receiver.defaultAnswer = { status: 200, body: "ok" };
      await owner.http.delete(`/api/v1/webhooks/${webhook.id}`);
    }
  });

  it("sends a ping on request", async () => {
    const { webhook, secret } = await register(["task.created"]);
    receiver.received.length = 0;
    const ping = await owner.http.post<WebhookDelivery>(`/api/v1/webhooks/${webhook.id}/test`);
    expect(ping.body).toMatchObject({ eventType: "ping", state: "pending", attempts: 0 });
    await runJobsUntil(async () => receiver.received.length === 1);
    const got = receiver.received[0];
    expect(JSON.parse(got?.body ?? "{}")).toMatchObject({ type: "ping", data: { webhookId: webhook.id } });
    expect(verify(secret, String(got?.headers["kancl-signature"]), got?.body ?? "")).toBe(true);
    await owner.http.delete(`/api/v1/webhooks/${webhook.id}`);
  });
});

describe("invoice events", () => {
  it("an invoice marked sent, then paid, raises invoice.sent and invoice.paid (besides invoice.updated)", async () => {
    await setUpSupplierProfile(owner.http);
    const { webhook } = await register(["invoice.sent", "invoice.paid"]);
    const customer = await createContact<Contact>(
      owner.http,
      organizationBody({
        name: "Odběratel s.r.o.",
        billing: { name: "Odběratel s.r.o.", email: "faktury@odberatel.cz", address: "Dlouhá 1\n110 00 Praha 1" },
      }),
    );
    const deal = await owner.http.post<{ id: string }>("/api/v1/crm/deals", {
      title: "Zakázka",
      billingContactId: customer.id,
    });
    const invoice = await owner.http.post<{ id: string }>("/api/v1/crm/invoices", {
      dealId: deal.body.id,
      billingContactId: customer.id,
      items: [{ description: "Práce", quantity: 1, unitPrice: 1000 }],
      dueDate: "2099-12-31",
      taxRate: 21,
      currency: "CZK",
    });
    expect(invoice.status).toBe(201);
    for (const status of ["sent", "paid"]) {
      const changed = await owner.http.post(`/api/v1/crm/invoices/${invoice.body.id}/status`, { status });
      expect(changed.status, changed.text).toBe(200);
    }
    const deliveries = await deliveriesOf(webhook.id);
    expect(deliveries.map((d) => d.eventType).sort()).toEqual(["invoice.paid", "invoice.sent"]);
    expect(JSON.parse(deliveries[0]?.requestBody ?? "{}").data).toMatchObject({
      recordType: "invoice",
      recordId: invoice.body.id,
    });
    await owner.http.delete(`/api/v1/webhooks/${webhook.id}`);
  });
});

describe("invoice.overdue", () => {
  it("announces an issued invoice past its due date once (per due date), not a paid one", async () => {
    await setUpSupplierProfile(owner.http);
    const { webhook } = await register(["invoice.overdue"]);
    const customer = await createContact<Contact>(
      owner.http,
      organizationBody({
        name: "Dlužník s.r.o.",
        billing: { name: "Dlužník s.r.o.", email: "faktury@dluznik.cz", address: "Krátká 2\n110 00 Praha 1" },
      }),
    );
    const deal = await owner.http.post<{ id: string }>("/api/v1/crm/deals", {
      title: "Pozdě",
      billingContactId: customer.id,
    });
    const invoiceIds: string[] = [];
    for (const status of ["sent", "paid"]) {
      const invoice = await owner.http.post<{ id: string; invoiceNumber: string }>("/api/v1/crm/invoices", {
        dealId: deal.body.id,
        billingContactId: customer.id,
        items: [{ description: "Práce", quantity: 1, unitPrice: 500 }],
        dueDate: "2099-12-31",
        taxRate: 21,
        currency: "CZK",
      });
      await owner.http.post(`/api/v1/crm/invoices/${invoice.body.id}/status`, { status: "sent" });
      if (status === "paid")
        await owner.http.post(`/api/v1/crm/invoices/${invoice.body.id}/status`, { status: "paid" });
      invoiceIds.push(invoice.body.id);
    }
    // Time passes: the job runs on days after both due dates (an issued invoice's due date can no longer be moved,
    // decision 204, so the days move instead).
    expect(await app.services.webhooks.announceOverdueInvoices("2100-01-01")).toBe(1);
    expect(await app.services.webhooks.announceOverdueInvoices("2100-01-02")).toBe(0);
    const deliveries = await deliveriesOf(webhook.id);
    expect(deliveries.map((d) => d.eventType)).toEqual(["invoice.overdue"]);
    expect(JSON.parse(deliveries[0]?.requestBody ?? "{}")).toMatchObject({
      type: "invoice.overdue",
      data: { recordType: "invoice", recordId: invoiceIds[0], action: "overdue", dueDate: "2099-12-31" },
    });
    await owner.http.delete(`/api/v1/webhooks/${webhook.id}`);
  });
});

describe("retention", () => {
  it("forgets events older than 30 days with their deliveries and log, and keeps newer ones", async () => {
    const { webhook } = await register(["contact.created"]);
    await createContact<Contact>(owner.http, personBody({ name: "Stará" }));
    await createContact<Contact>(owner.http, personBody({ name: "Nová" }));
    const both = await deliveriesOf(webhook.id);
    const older = both.find((d) => d.requestBody.includes("Stará"));
    const newer = both.find((d) => d.requestBody.includes("Nová"));
    await sql`update webhook_events set created_at = now() - interval '31 days' where id = ${older?.eventId}`.execute(
      app.database.db,
    );
    expect(await app.services.webhooks.purgeOldEvents()).toBeGreaterThanOrEqual(1);
    expect((await deliveriesOf(webhook.id)).map((d) => d.id)).toEqual([newer?.id]);
    await owner.http.delete(`/api/v1/webhooks/${webhook.id}`);
  });
});

describe("transactions", () => {
  it("no event is sent for a change that was refused", async () => {
    const { webhook } = await register(["contact.created"]);
    const refused = await owner.http.post("/api/v1/crm/contacts", { ...personBody(), email: "not-an-email" });
    expect(refused.status).toBe(400);
    expect(await deliveriesOf(webhook.id)).toEqual([]);
    await owner.http.delete(`/api/v1/webhooks/${webhook.id}`);
  });
});

describe("who may manage webhooks", () => {
  it("another organization's endpoint and deliveries answer 404", async () => {
    const { webhook } = await register(["contact.created"]);
    await owner.http.post(`/api/v1/webhooks/${webhook.id}/test`);
    const [delivery] = await deliveriesOf(webhook.id);
    const outsider = await signUpInNewOrganization(app);
    const base = `/api/v1/webhooks/${webhook.id}`;
    for (const [method, path, body] of [
      ["GET", base, undefined],
      ["PATCH", base, { enabled: false }],
      ["DELETE", base, undefined],
      ["POST", `${base}/rotate-secret`, undefined],
      ["GET", `${base}/deliveries`, undefined],
      ["POST", `${base}/deliveries/${delivery?.id}/redeliver`, undefined],
      ["POST", `${base}/test`, undefined],
    ] as const) {
      const answer = await outsider.http.request<ErrorBody>(method, path, { body });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.text).not.toContain(receiver.url);
    }
    const theirs = await outsider.http.get<{ webhooks: WebhookEndpoint[] }>("/api/v1/webhooks");
    expect(theirs.body.webhooks).toEqual([]);
    // The owner's own other endpoint cannot reach this delivery either.
    const other = await register(["deal.created"]);
    const crossed = await owner.http.post<ErrorBody>(
      `/api/v1/webhooks/${other.webhook.id}/deliveries/${delivery?.id}/redeliver`,
    );
    expect(crossed.body).toMatchObject({ error: "Webhook delivery not found" });
    expect((await owner.http.get(`/api/v1/webhooks/${webhook.id}`)).status).toBe(200);
  });

  it("members get 403; an admin's read-write key may manage them", async () => {
    const member = await signUpWithRole(app, owner, "member");
    expect((await member.http.get("/api/v1/webhooks")).status).toBe(403);
    expect(
      (await member.http.post("/api/v1/webhooks", { url: receiver.url, events: ["contact.created"] })).status,
    ).toBe(403);
    const key = keyClient(app, await createKey(owner, "read-write"));
    const created = await key.post<Created>("/api/v1/webhooks", { url: receiver.url, events: ["deal.created"] });
    expect(created.status).toBe(201);
    const readKey = keyClient(app, await createKey(owner, "read"));
    expect((await readKey.get("/api/v1/webhooks")).status).toBe(200);
    expect((await readKey.delete(`/api/v1/webhooks/${created.body.webhook.id}`)).status).toBe(403);
  });
});

describe("SSRF", () => {
  it("with private targets not allowed (the default), a delivery to loopback is refused and logged", async () => {
    const strict = await startTestApp();
    try {
      const admin = await signUpInNewOrganization(strict);
      receiver.received.length = 0;
      for (const url of [
        receiver.url,
        `http://localhost:${receiver.port}/x`,
        `http://[::ffff:127.0.0.1]:${receiver.port}/`,
      ]) {
        const created = await admin.http.post<Created>("/api/v1/webhooks", { url, events: ["contact.created"] });
        expect(created.status).toBe(201);
        await admin.http.post(`/api/v1/webhooks/${created.body.webhook.id}/test`);
        const worker = createJobWorker({
          db: strict.database.db,
          logger: pino({ level: "silent" }),
          handlers: strict.services.jobHandlers,
          pollIntervalMs: 50,
        });
        worker.start();
        let deliveries: WebhookDelivery[] = [];
        const deadline = Date.now() + 10_000;
        while (Date.now() < deadline) {
          deliveries = (
            await admin.http.get<{ deliveries: WebhookDelivery[] }>(
              `/api/v1/webhooks/${created.body.webhook.id}/deliveries`,
            )
          ).body.deliveries;
          if (deliveries[0]?.attempts === 1) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        await worker.stop();
        expect(deliveries[0], url).toMatchObject({ state: "failed", attempts: 1, lastStatusCode: null });
        expect(deliveries[0]?.lastError, url).toMatch(/^Refused: .*private or reserved address/);
      }
      expect(receiver.received).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});
