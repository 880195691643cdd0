import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import createClient, { type Middleware } from "openapi-fetch";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobWorker } from "../../src/jobs/job-worker";
import { createOrganization, type SignedInUser, signUp } from "../factories";
import { startTestApp, type TestApp } from "../test-app";
import { validateIsdoc } from "../xml-schema";
import { GENERATED_TYPES_FILE, typesFromDocument } from "./generate-types";
import type { paths } from "./kancl-api";
import {
  kanclClient,
  RateLimitPacer,
  type RecordType,
  type SyncedRecord,
  type SyncState,
  type SyncStore,
  syncOnce,
  updateTask,
  WebhookSync,
} from "./sync-loop";

// An integrator's view: a client generated from the served OpenAPI document, an API key and nothing else.
// Every response of the scenario is validated against the document's own response schemas.
let app: TestApp;
let document: { paths: Record<string, Record<string, OperationObject>> } & Record<string, unknown>;
let apiKey: string;
let owner: Awaited<ReturnType<typeof signUp>>;

interface OperationObject {
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

beforeAll(async () => {
  app = await startTestApp();
  document = (await (await fetch(new URL("/api/v1/openapi.json", app.baseUrl))).json()) as typeof document;
  // A person creates the key once in Settings (a browser session); from then on the integration uses the key only.
  owner = await signUp(app, (await createOrganization(app, "Integrátor s.r.o.")).id);
  apiKey = (await owner.http.post<{ secret: string }>("/api/v1/api-keys", { name: "ERP sync" })).body.secret;
}, 60_000);
afterAll(() => app.close());

/** Validates every JSON response against the schema the document gives for its path, method and status. */
function schemaValidator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: "kancl-openapi", components: document.components });
  const withRefs = (schema: unknown) =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"kancl-openapi#/components/'));
  const checked: string[] = [];
  const middleware: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      const method = request.method.toLowerCase();
      const operation = document.paths[schemaPath]?.[method];
      const described = operation?.responses[String(response.status)];
      expect(described, `${method.toUpperCase()} ${schemaPath} ${response.status} is documented`).toBeTruthy();
      const schema = described?.content?.["application/json"]?.schema;
      if (schema && response.headers.get("content-type")?.includes("application/json")) {
        const validate = ajv.compile(withRefs(schema));
        const body = await response.clone().json();
        expect(validate(body), `${method.toUpperCase()} ${schemaPath}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      }
      checked.push(`${method.toUpperCase()} ${schemaPath} ${response.status}`);
      return undefined;
    },
  };
  return { middleware, checked };
}

describe("the API contract", () => {
  it("the committed typed client matches the served document", async () => {
    const expected = await typesFromDocument(document);
    expect(await readFile(GENERATED_TYPES_FILE, "utf8"), "run `npm run api:types -w server`").toBe(expected);
  });

  it("runs the integrator scenario with an API key alone, every response matching the document", async () => {
    const validator = schemaValidator();
    const api = createClient<paths>({
      baseUrl: new URL("/api/v1", app.baseUrl).toString(),
      headers: { authorization: `Bearer ${apiKey}` },
    });
    api.use(validator.middleware);

    const organization = await api.POST("/crm/contacts", {
      body: {
        type: "organization",
        name: "Zákazník a.s.",
        legalName: "Zákazník a.s.",
        registrationNumber: "12345679",
        billing: { name: "Zákazník a.s.", email: "faktury@zakaznik.cz", address: "Dlouhá 1, Praha" },
      },
      params: { header: { "Idempotency-Key": "scenario-org-1" } },
    });
    expect(organization.response.status).toBe(201);
    const orgId = organization.data?.id as string;

    const person = await api.POST("/crm/contacts", {
      body: { type: "person", name: "Petra Kupcová", email: "petra@zakaznik.cz" },
    });
    const personId = person.data?.id as string;
    const link = await api.POST("/crm/contacts/{personId}/organizations", {
      params: { path: { personId } },
      body: { organizationId: orgId, role: "Nákupčí", isPrimary: true },
    });
    expect(link.data?.isPrimary).toBe(true);
    const people = await api.GET("/crm/contacts/{organizationId}/people", {
      params: { path: { organizationId: orgId } },
    });
    expect(people.data?.people.map((p) => p.person.name)).toEqual(["Petra Kupcová"]);

    const deal = await api.POST("/crm/deals", {
      body: {
        title: "Roční licence",
        status: "negotiation",
        currency: "CZK",
        estimatedValue: 120000,
        billingContactId: orgId,
      },
    });
    const dealId = deal.data?.id as string;
    const invoice = await api.POST("/crm/invoices", {
      body: {
        dealId,
        billingContactId: orgId,
        items: [{ description: "Licence 2027", quantity: 1, unitPrice: 100000 }],
        dueDate: "2099-01-31",
        taxRate: 21,
        currency: "CZK",
      },
    });
    expect(invoice.data).toMatchObject({ subtotal: 100000, tax: 21000, total: 121000, status: "draft" });
    const invoiceId = invoice.data?.id as string;

    const pdfLink = await api.POST("/crm/invoices/{id}/generate-pdf", { params: { path: { id: invoiceId } } });
    const pdf = await fetch(new URL(pdfLink.data?.downloadUrl as string, app.baseUrl), {
      headers: { authorization: `Bearer ${apiKey}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");

    // Issuing needs the supplier's details the law requires (issue 22). Who the supplier is and where it is paid are
    // an owner's or an admin's to set, in Settings (issue 34 item 8): an API key is refused, the person saves them.
    const supplier = {
      legalName: "Integrátor s.r.o.",
      street: "Krátká 2",
      city: "Brno",
      postalCode: "602 00",
      country: "CZ",
      registrationNumber: "27082440",
      taxId: "CZ27082440",
      vatPayer: true,
      bankAccount: "19-2000145399/0800",
    };
    const byKey = await api.PUT("/settings/company", { body: { ...supplier, version: 0 } });
    expect(byKey.response.status).toBe(403);
    expect((await owner.http.put("/api/v1/settings/company", { ...supplier, version: 0 })).status).toBe(200);
    const profile = await api.GET("/settings/company");
    expect(profile.data?.bankAccount).toBe(supplier.bankAccount);

    const sent = await api.POST("/crm/invoices/{id}/status", {
      params: { path: { id: invoiceId } },
      body: { status: "sent" },
    });
    expect(sent.data?.status).toBe("sent");
    const partial = await api.POST("/crm/invoices/{id}/payments", {
      params: { path: { id: invoiceId } },
      body: { amount: 21000, paidOn: "2026-01-15" },
    });
    expect(partial.data).toMatchObject({ status: "sent", amountPaid: 21000, amountDue: 100000 });

    // Issue 22's scenario through the REST API alone: an EUR invoice with two VAT rates, issued, then credited.
    const eur = await api.POST("/crm/invoices", {
      body: {
        dealId,
        billingContactId: orgId,
        items: [
          { description: "Licence", quantity: 1, unitPrice: 1000, vatRate: 21 },
          { description: "Příručka", quantity: 2, unitPrice: 50, vatRate: 12 },
        ],
        dueDate: "2099-02-28",
        currency: "EUR",
        exchangeRate: 25.125,
        constantSymbol: "0308",
      },
    });
    expect(eur.response.status).toBe(201);
    const eurId = eur.data?.id as string;
    const issued = await api.POST("/crm/invoices/{id}/issue", { params: { path: { id: eurId } } });
    expect(issued.data).toMatchObject({ status: "sent", subtotal: 1100, tax: 222, total: 1322, isTaxDocument: true });
    expect(issued.data?.vatRecap.map((line) => [line.rate, line.baseCzk, line.vatCzk])).toEqual([
      [21, 25125, 5276.25],
      [12, 2512.5, 301.5],
    ]);
    const note = await api.POST("/crm/invoices/{id}/credit-notes", {
      params: { path: { id: eurId } },
      body: { reason: "Sleva", items: [{ description: "Sleva", quantity: 1, unitPrice: -100, vatRate: 21 }] },
    });
    expect(note.response.status).toBe(201);
    expect(note.data).toMatchObject({ kind: "credit_note", originalInvoiceId: eurId, total: -121 });
    const noteIssued = await api.POST("/crm/invoices/{id}/issue", {
      params: { path: { id: note.data?.id as string } },
    });
    expect(noteIssued.data?.status).toBe("sent");
    const corrected = await api.GET("/crm/invoices/{id}", { params: { path: { id: eurId } } });
    expect(corrected.data).toMatchObject({ amountDue: 1201, creditNoteIds: [note.data?.id] });
    // The accountant's files: each document as ISDOC (valid against the official schema), and both in one zip.
    for (const document of [issued.data, noteIssued.data]) {
      const isdoc = await api.GET("/crm/invoices/{id}/isdoc", {
        params: { path: { id: document?.id as string } },
        parseAs: "text",
      });
      expect(isdoc.response.headers.get("content-disposition")).toBe(
        `attachment; filename="${document?.invoiceNumber}.isdoc"`,
      );
      expect(validateIsdoc(isdoc.data as string).errors).toEqual([]);
    }
    const zip = await api.GET("/crm/invoices/export.isdoc.zip", {
      params: { query: { currency: "EUR" } },
      parseAs: "arrayBuffer",
    });
    expect(zip.response.headers.get("content-type")).toBe("application/zip");
    const bytes = Buffer.from(zip.data as ArrayBuffer);
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
    for (const document of [issued.data, noteIssued.data]) {
      expect(bytes.includes(`${document?.invoiceNumber}.isdoc`)).toBe(true);
    }
    const won = await api.POST("/crm/deals/{id}/mark-won", {
      params: { path: { id: dealId } },
      body: { actualValue: 121000 },
    });
    expect(won.data).toMatchObject({ status: "won", actualValue: 121000 });
    const dealInvoices = await api.GET("/crm/deals/{dealId}/invoices", { params: { path: { dealId } } });
    expect(dealInvoices.data?.invoices.map((i) => i.id).sort()).toEqual(
      [invoiceId, eurId, note.data?.id as string].sort(),
    );

    // Errors match the document too.
    const missing = await api.GET("/crm/deals/{id}", {
      params: { path: { id: "00000000-0000-4000-8000-000000000000" } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toMatchObject({ error: "Deal not found" });
    const invalid = await api.POST("/crm/deals", { body: { title: "" } });
    expect(invalid.response.status).toBe(400);

    expect(validator.checked.length).toBeGreaterThanOrEqual(12);
  }, 60_000);
});

// Issue 27 items 4–5: the sync loop of docs/integrations.md, run as written against the real app while a person
// changes records in the browser; the key's limit is low, so the loop meets its RateLimit fields and a 429.
describe("the integrator's sync loop (docs/integrations.md)", () => {
  const SYNCED_TYPES = ["contact", "deal", "invoice", "project", "task", "relationship"] as const;

  /** The integrator's copy: a map per type, the store the loop writes to, and what it holds as (id, updatedAt). */
  function integratorCopy() {
    const copy = new Map<RecordType, Map<string, SyncedRecord>>();
    const store: SyncStore = {
      upsert: (type, record) => {
        const records = copy.get(type) ?? new Map<string, SyncedRecord>();
        copy.set(type, records.set(record.id, record));
      },
      remove: (type, id) => void copy.get(type)?.delete(id),
    };
    const held = () =>
      Object.fromEntries(
        SYNCED_TYPES.map((type) => [
          type,
          [...(copy.get(type)?.values() ?? [])].map((r) => `${r.id} ${r.updatedAt}`).sort(),
        ]),
      );
    return { copy, store, held };
  }

  /** What the browser sees now, as (id, updatedAt) per type: the copy must hold the same. */
  async function browserView(browser: SignedInUser) {
    const lists = [
      ["contact", "/crm/contacts", "contacts"],
      ["deal", "/crm/deals", "deals"],
      ["invoice", "/crm/invoices", "invoices"],
      ["project", "/projects", "projects"],
      ["task", "/projects/tasks", "tasks"],
      ["relationship", "/crm/relationships", "relationships"],
    ] as const;
    const seen: Record<string, string[]> = {};
    for (const [type, path, key] of lists) {
      const res = await browser.http.get<Record<string, SyncedRecord[]>>(`/api/v1${path}`);
      seen[type] = (res.body[key] ?? []).map((r) => `${r.id} ${r.updatedAt}`).sort();
    }
    return seen;
  }

  it("the documentation quotes sync-loop.ts verbatim", async () => {
    const docs = await readFile(new URL("../../../docs/integrations.md", import.meta.url), "utf8");
    const code = await readFile(new URL("./sync-loop.ts", import.meta.url), "utf8");
    expect(docs.includes(`\`\`\`ts\n${code}\`\`\``), "paste server/test/contract/sync-loop.ts into the doc").toBe(true);
  });

  it("keeps a copy in step with the browser's changes, through pages, tombstones, a 409 and a 429", async () => {
    const limit = 6;
    const limited = await startTestApp({
      settings: {
        rateLimits: {
          loginFailuresPerAccount: 10,
          authRequestsPerIp: 10_000,
          windowMs: 900_000,
          apiKeyRequestsPerMinute: limit,
        },
      },
    });
    try {
      const browser = await signUp(limited, (await createOrganization(limited, "Synchronizace s.r.o.")).id);
      const created = await browser.http.post<{ secret: string; apiKey: { id: string } }>("/api/v1/api-keys", {
        name: "ERP sync",
      });
      const key = created.body;
      const post = async <T>(path: string, body: unknown) => {
        const res = await browser.http.post<T>(`/api/v1${path}`, body);
        if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`);
        return res.body;
      };
      const client = await post<{ id: string }>("/crm/contacts", {
        type: "organization",
        name: "Odběratel a.s.",
        legalName: "Odběratel a.s.",
        billing: { name: "Odběratel a.s.", email: "faktury@odberatel.cz", address: "Dlouhá 1, Praha" },
      });
      const people = [];
      for (const name of ["Anna", "Bedřich", "Cyril"])
        people.push(await post<{ id: string }>("/crm/contacts", { type: "person", name, email: `${name}@example.cz` }));
      for (const person of people.slice(0, 2))
        await post(`/crm/contacts/${person.id}/organizations`, { organizationId: client.id, role: "Nákup" });
      const deal = await post<{ id: string }>("/crm/deals", { title: "Licence", billingContactId: client.id });
      const draft = await post<{ id: string }>("/crm/invoices", {
        dealId: deal.id,
        billingContactId: client.id,
        items: [{ description: "Licence", quantity: 1, unitPrice: 1000 }],
        dueDate: "2099-01-31",
      });
      const project = await post<{ id: string }>("/projects", { name: "Zavedení", clientId: client.id });
      const tasks = [];
      for (const title of ["Analýza", "Import", "Školení"])
        tasks.push((await post<{ task: { id: string } }>(`/projects/${project.id}/tasks`, { title })).task);

      // The integrator: the documented client and loop; waiting for the window is the rate-limit store's reset.
      const api = kanclClient(limited.baseUrl, key.secret);
      const validator = schemaValidator();
      api.use(validator.middleware);
      const pacer = new RateLimitPacer(() => limited.services.rateLimitStore.reset(`api-key:${key.apiKey.id}`));
      const { copy, store, held } = integratorCopy();
      const truth = () => browserView(browser);

      let state = await syncOnce(api, store, { updatedSince: {} }, pacer, { pageSize: 2 });
      expect(held()).toEqual(await truth());
      expect(copy.get("contact")?.size).toBe(4);
      // 4 contacts in pages of 2, 3 tasks likewise: 8 requests, and the window of 6 ran out, and the loop waited for its reset
      // (RateLimit-Remaining 0 → RateLimit-Reset) instead of being refused.
      expect(pacer.waits.length).toBeGreaterThanOrEqual(1);
      expect(pacer.refusals).toBe(0);

      // The browser: a rename, a deletion of each kind, a new invoice and a task moved to another column.
      const renamed = await browser.http.put(`/api/v1/crm/contacts/${people[0]?.id}`, {
        type: "person",
        name: "Anna Nováková",
        email: "anna@example.cz",
        version: 1,
      });
      expect(renamed.status, renamed.text).toBe(200);
      expect((await browser.http.delete(`/api/v1/crm/contacts/${people[1]?.id}`)).status).toBe(200);
      expect((await browser.http.delete(`/api/v1/crm/invoices/${draft.id}`)).status).toBe(200);
      expect((await browser.http.delete(`/api/v1/projects/${project.id}/tasks/${tasks[2]?.id}`)).status).toBe(200);
      const second = await post<{ id: string }>("/crm/invoices", {
        dealId: deal.id,
        billingContactId: client.id,
        items: [{ description: "Podpora", quantity: 2, unitPrice: 500 }],
        dueDate: "2099-02-28",
      });
      const columns = await browser.http.get<{ columns: { id: string }[] }>(`/api/v1/projects/${project.id}/columns`);
      const moved = await browser.http.post(`/api/v1/projects/${project.id}/tasks/${tasks[0]?.id}/move`, {
        columnId: columns.body.columns[1]?.id,
      });
      expect(moved.status, moved.text).toBe(200);
      // Another process of the integrator uses up the key's window meanwhile: the loop's next request is a 429.
      for (let i = 0; i < limit; i++) {
        await fetch(new URL("/api/v1/crm/deals", limited.baseUrl), {
          headers: { authorization: `Bearer ${key.secret}` },
        });
      }

      state = await syncOnce(api, store, state, pacer, { pageSize: 2 });
      expect(pacer.refusals).toBeGreaterThanOrEqual(1);
      expect(held()).toEqual(await truth());
      expect(copy.get("invoice")?.has(second.id)).toBe(true);
      expect(copy.get("invoice")?.has(draft.id)).toBe(false);
      expect(copy.get("task")?.has(tasks[2]?.id as string)).toBe(false);

      // A write back with the version the integrator holds, after the browser changed the task: 409, re-read, done.
      // Bedřich's deletion took his link with it: a relationship tombstone.
      expect(copy.get("relationship")?.size).toBe(1);
      const heldTask = copy.get("task")?.get(tasks[1]?.id as string) as SyncedRecord & { version: number };
      const byBrowser = await browser.http.request("PATCH", `/api/v1/projects/${project.id}/tasks/${heldTask.id}`, {
        body: { title: "Import dat" },
      });
      expect(byBrowser.status).toBe(200);
      const written = await updateTask(api, pacer, { ...heldTask, projectId: project.id }, { priority: "high" });
      expect(written.conflicts).toBe(1);
      expect(written.task).toMatchObject({ title: "Import dat", priority: "high" });

      // Restored from the trash: the tombstone goes and the contact is back in its list with a newer updatedAt.
      const restored = await browser.http.post(`/api/v1/crm/trash/${people[1]?.id}/restore`);
      expect(restored.status, restored.text).toBe(200);
      expect((await browser.http.delete(`/api/v1/projects/${project.id}`)).status).toBe(200);
      state = await syncOnce(api, store, state, pacer, { pageSize: 2 });
      expect(held()).toEqual(await truth());
      expect(copy.get("contact")?.has(people[1]?.id as string)).toBe(true);
      // The restore put his link back: the copy has it again.
      expect(copy.get("relationship")?.size).toBe(2);
      expect(copy.get("project")?.size).toBe(0);
      expect(copy.get("task")?.size).toBe(0);
      expect(state.deletedSince).toEqual(expect.any(String));
      expect(validator.checked.some((line) => line.startsWith("GET /sync/deleted 200"))).toBe(true);
      expect(validator.checked.some((line) => line.endsWith(" 429"))).toBe(true);
    } finally {
      await limited.close();
    }
  }, 120_000);

  // Issue 27 "Done when": the loop is driven by signed webhooks — each verified event starts a run.
  it("starts a sync run on each signed webhook and stays in step with the browser; a forged event is refused", async () => {
    const hooked = await startTestApp({ settings: { webhooks: { allowPrivateTargets: true, timeoutMs: 5_000 } } });
    let sync: WebhookSync | undefined;
    // The integrator's endpoint: a real HTTP server on loopback, handing the raw body to WebhookSync.
    const endpoint = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const status = sync
          ? sync.receive(
              {
                signature: request.headers["kancl-signature"] as string,
                eventId: request.headers["kancl-event-id"] as string,
              },
              Buffer.concat(chunks),
            )
          : 503;
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
    const worker = createJobWorker({
      db: hooked.database.db,
      logger: pino({ level: "silent" }),
      handlers: hooked.services.jobHandlers,
      pollIntervalMs: 50,
    });
    try {
      const browser = await signUp(hooked, (await createOrganization(hooked, "Webhooky s.r.o.")).id);
      const key = (await browser.http.post<{ secret: string }>("/api/v1/api-keys", { name: "ERP" })).body.secret;
      const api = kanclClient(hooked.baseUrl, key);
      const pacer = new RateLimitPacer(async () => {});
      const { copy, store, held } = integratorCopy();

      // The integrator registers its endpoint with its own key and keeps the secret it is shown once.
      const url = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/kancl`;
      const events = [
        "contact.created",
        "contact.updated",
        "contact.deleted",
        "deal.created",
        "invoice.created",
      ] as const;
      const registered = await api.POST("/webhooks", { body: { url, events: [...events] } });
      expect(registered.response.status).toBe(201);
      let runs = 0;
      let state: SyncState = { updatedSince: {} };
      sync = new WebhookSync(registered.data?.secret as string, async () => {
        runs++;
        state = await syncOnce(api, store, state, pacer);
      });
      worker.start();

      // The browser works; the integrator does nothing but answer webhooks.
      const post = async <T>(path: string, body: unknown) => {
        const res = await browser.http.post<T>(`/api/v1${path}`, body);
        if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`);
        return res.body;
      };
      const anna = await post<{ id: string }>("/crm/contacts", {
        type: "person",
        name: "Anna",
        email: "anna@example.cz",
      });
      const firma = await post<{ id: string }>("/crm/contacts", {
        type: "organization",
        name: "Firma a.s.",
        legalName: "Firma a.s.",
        billing: { name: "Firma a.s.", email: "faktury@firma.cz", address: "Krátká 2, Brno" },
      });
      const renamed = await browser.http.put(`/api/v1/crm/contacts/${anna.id}`, {
        type: "person",
        name: "Anna Veselá",
        email: "anna@example.cz",
        version: 1,
      });
      expect(renamed.status, renamed.text).toBe(200);
      const deal = await post<{ id: string }>("/crm/deals", { title: "Servis", billingContactId: firma.id });
      await post("/crm/invoices", {
        dealId: deal.id,
        billingContactId: firma.id,
        items: [{ description: "Servis", quantity: 1, unitPrice: 900 }],
        dueDate: "2099-03-31",
      });
      const bedrich = await post<{ id: string }>("/crm/contacts", {
        type: "person",
        name: "Bedřich",
        email: "b@example.cz",
      });
      expect((await browser.http.delete(`/api/v1/crm/contacts/${bedrich.id}`)).status).toBe(200);

      // Within the deliveries' time the copy is the browser's view, without a timer of the integrator's.
      const deadline = Date.now() + 20_000;
      let inStep = false;
      while (!inStep && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        await sync.idle();
        inStep = JSON.stringify(held()) === JSON.stringify(await browserView(browser));
      }
      expect(held()).toEqual(await browserView(browser));
      expect(copy.get("contact")?.get(anna.id)).toMatchObject({ name: "Anna Veselá" });
      expect(copy.get("contact")?.has(bedrich.id)).toBe(false);
      expect(runs).toBeGreaterThanOrEqual(1);
      expect(sync.rejected).toBe(0);

      // A request that is not Kancl's (a body changed after signing) is refused and starts nothing.
      const delivered = await api.GET("/webhooks/{id}/deliveries", {
        params: { path: { id: registered.data?.webhook.id as string } },
      });
      expect(delivered.data?.deliveries.length).toBeGreaterThanOrEqual(events.length);
      const before = runs;
      const forged = await fetch(url, {
        method: "POST",
        headers: {
          "kancl-signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`,
          "kancl-event-id": "forged",
        },
        body: JSON.stringify({ type: "contact.deleted" }),
      });
      expect(forged.status).toBe(400);
      expect(sync.rejected).toBe(1);
      expect(runs).toBe(before);
    } finally {
      await worker.stop();
      endpoint.close();
      await hooked.close();
    }
  }, 120_000);
});
