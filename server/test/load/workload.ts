import { randomUUID } from "node:crypto";
import { withIcoCheckDigit } from "@kancl/shared";
import autocannon, { type AutocannonRequest, type AutocannonResult, type Instance } from "autocannon";
import { API, api, expectStatus, mapLimit, PASSWORD, SESSION_COOKIE } from "./api";
import { percentile } from "./report";

/** A signed-in user of the load: its session cookie and the customer (with billing details) it invoices. */
export interface LoadUser {
  index: number;
  orgId: string;
  cookie: string;
  customerId: string;
}

export interface SeedOptions {
  organizations: number;
  usersPerOrganization: number;
  /** Contacts each user creates up front, so lists and searches have something to page through. */
  contactsPerUser: number;
}

const SURNAMES = ["Novák", "Svoboda", "Novotný", "Dvořák", "Černý", "Procházka", "Kučera", "Veselý", "Horák", "Němec"];

/**
 * Organizations through the admin API, users through register + login (their session cookies), and per user a
 * customer organization with billing details, a deal and a handful of contacts.
 */
export async function seed(baseUrl: string, adminToken: string, options: SeedOptions): Promise<LoadUser[]> {
  const orgIds = await mapLimit(Array.from({ length: options.organizations }), 4, async (_, i) => {
    const org = await expectStatus<{ id: string }>(
      201,
      api(baseUrl, "POST", "/admin/organizations", { bearer: adminToken, body: { name: `Load test ${i + 1}` } }),
      "create organization",
    );
    return org.id;
  });
  const slots = orgIds.flatMap((orgId) => Array.from({ length: options.usersPerOrganization }, () => orgId));
  // Password hashing (argon2) dominates here: two at a time keeps the 2-core machine responsive.
  return mapLimit(slots, 2, async (orgId, index) => {
    const email = `load-${index}-${randomUUID().slice(0, 8)}@example.cz`;
    await expectStatus(
      201,
      api(baseUrl, "POST", "/auth/register", { body: { email, password: PASSWORD, name: `Uživatel ${index}`, orgId } }),
      "register",
    );
    const login = await api(baseUrl, "POST", "/auth/login", { body: { email, password: PASSWORD } });
    const session = login.headers
      .getSetCookie()
      .map((line) => line.split(";")[0] ?? "")
      .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`));
    if (login.status !== 200 || !session) throw new Error(`login failed: ${login.status}`);
    const customer = await expectStatus<{ id: string }>(
      201,
      api(baseUrl, "POST", "/crm/contacts", {
        cookie: session,
        body: {
          type: "organization",
          name: `Odběratel ${index} s.r.o.`,
          legalName: `Odběratel ${index} s.r.o.`,
          taxId: `CZ${withIcoCheckDigit(String(1_000_000 + index))}`,
          billing: { name: `Odběratel ${index} s.r.o.`, email: "fakturace@example.cz", address: "Příčná 5\nPraha 1" },
        },
      }),
      "create customer",
    );
    for (let c = 0; c < options.contactsPerUser; c++) {
      await expectStatus(
        201,
        api(baseUrl, "POST", "/crm/contacts", { cookie: session, body: personBody(index, c) }),
        "seed contact",
      );
    }
    return { index, orgId, cookie: session, customerId: customer.id };
  });
}

function personBody(userIndex: number, n: number) {
  const surname = SURNAMES[(userIndex + n) % SURNAMES.length] ?? "Novák";
  return {
    type: "person",
    name: `Jan ${surname} ${n}`,
    email: `jan.${n}.${randomUUID().slice(0, 8)}@example.cz`,
    phone: "+420 777 000 000",
  };
}

export type WriteKind = "contact" | "deal" | "invoice";

/** A write the server answered 2xx: it must be in the database afterwards, at least at this version. */
export interface AcknowledgedWrite {
  kind: WriteKind;
  id: string;
  version: number;
  at: number;
}

export interface ResponseSample {
  at: number;
  status: number;
  ms: number;
}

/** Everything the load saw, for the checks: per-step statuses, the response timeline, the acknowledged writes. */
export class LoadRecorder {
  readonly writes: AcknowledgedWrite[] = [];
  readonly responses: ResponseSample[] = [];
  readonly errors: { at: number; message: string }[] = [];
  readonly statusesByStep = new Map<string, Map<number, number>>();
  readonly latenciesByStep = new Map<string, number[]>();
  /** Non-2xx answers whose body is not JSON {error: string}. */
  readonly malformedErrorBodies: { step: string; status: number; body: string }[] = [];
  pdfsRequested = 0;

  countStatus(step: string, status: number, ms: number) {
    const byStatus = this.statusesByStep.get(step) ?? new Map<number, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    this.statusesByStep.set(step, byStatus);
    const latencies = this.latenciesByStep.get(step) ?? [];
    latencies.push(ms);
    this.latenciesByStep.set(step, latencies);
  }

  /** "contacts.create  p50 12 ms  p99 80 ms  201×120 503×4" lines, for the report. */
  describeSteps(): string[] {
    return [...this.statusesByStep].map(([step, byStatus]) => {
      const latencies = this.latenciesByStep.get(step) ?? [];
      const statuses = [...byStatus]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(" ");
      const p = (q: number) => `${percentile(latencies, q).toFixed(0)} ms`.padStart(8);
      return `${step.padEnd(18)} p50 ${p(50)}  p99 ${p(99)}  ${statuses}`;
    });
  }
}

interface Context extends Record<string, unknown> {
  u: number;
  /** This cycle's number (all users count together): names the records and picks the PDF cycles. */
  cycle?: number;
  contactBody?: Record<string, unknown>;
  contact?: { id: string; version: number; email: string };
  deal?: { id: string; version: number };
  invoice?: { id: string; version: number };
  pdfUrl?: string;
  /** What the request in flight is (a step may send one of two requests), and when it was built. */
  label?: string;
  sentAt?: number;
}

interface Step {
  name: string;
  /** The request to send, or undefined when an earlier step of this cycle failed (the cycle starts over). */
  build(ctx: Context, user: LoadUser): { method: string; path: string; body?: unknown; label?: string } | undefined;
  /** Called with the parsed body of a 2xx answer. */
  onOk?(ctx: Context, body: Record<string, unknown>): void;
}

const invoiceBody = (user: LoadUser, dealId: string, unitPrice: number) => ({
  dealId,
  billingContactId: user.customerId,
  items: [
    { description: "Konzultace", quantity: 2, unitPrice },
    { description: "Cestovné", quantity: 1, unitPrice: 99.99 },
  ],
  dueDate: "2099-12-31",
  taxRate: 21,
  currency: "CZK",
});

const SEARCH_PREFIXES = ["Jan", "Nov", "Dvo", "Odb", "jan."];

export interface LoadOptions {
  baseUrl: string;
  users: LoadUser[];
  durationSeconds: number;
  connections: number;
  recorder: LoadRecorder;
  /** One cycle in this many renders a PDF (the invoice was just updated, so it is a fresh render). */
  pdfEvery: number;
}

/**
 * The mix of one signed-in user's cycle (16 requests): who am I, list and search contacts, create, read and update
 * a contact, list, create, update and read a deal, list invoices, create, read and update an invoice, and now and
 * then render its PDF and download it (otherwise: the deal's invoices and the customer). Each autocannon connection
 * is one user doing one request at a time, so a user never races itself.
 */
export function steps(recorder: LoadRecorder, pdfEvery: number): Step[] {
  let cycle = 0;
  const ack = (kind: WriteKind, body: Record<string, unknown>) => {
    const entity = { id: String(body.id), version: Number(body.version) };
    recorder.writes.push({ kind, ...entity, at: Date.now() });
    return entity;
  };
  return [
    { name: "auth.me", build: () => ({ method: "GET", path: "/auth/me" }) },
    { name: "contacts.list", build: () => ({ method: "GET", path: "/crm/contacts?limit=50" }) },
    {
      name: "contacts.search",
      build: (_ctx, user) => ({
        method: "GET",
        path: `/crm/contacts?q=${encodeURIComponent(SEARCH_PREFIXES[user.index % SEARCH_PREFIXES.length] ?? "Jan")}&limit=20`,
      }),
    },
    {
      name: "contacts.create",
      build: (ctx, user) => {
        ctx.cycle = cycle++;
        const body = personBody(user.index, ctx.cycle);
        ctx.contactBody = body;
        return { method: "POST", path: "/crm/contacts", body };
      },
      onOk: (ctx, body) => {
        ctx.contact = { ...ack("contact", body), email: String(body.email) };
      },
    },
    {
      name: "contacts.get",
      build: (ctx) => ctx.contact && { method: "GET", path: `/crm/contacts/${ctx.contact.id}` },
    },
    {
      name: "contacts.update",
      build: (ctx) =>
        ctx.contact && {
          method: "PUT",
          path: `/crm/contacts/${ctx.contact.id}`,
          body: {
            ...ctx.contactBody,
            phone: "+420 602 123 456",
            position: "Nákupčí",
            version: ctx.contact.version,
          },
        },
      onOk: (_ctx, body) => {
        ack("contact", body);
      },
    },
    { name: "deals.list", build: () => ({ method: "GET", path: "/crm/deals?limit=50" }) },
    {
      name: "deals.create",
      build: (ctx, user) => ({
        method: "POST",
        path: "/crm/deals",
        body: {
          title: `Zakázka ${ctx.cycle}`,
          billingContactId: user.customerId,
          estimatedValue: 12_500,
          currency: "CZK",
        },
      }),
      onOk: (ctx, body) => {
        ctx.deal = ack("deal", body);
      },
    },
    {
      name: "deals.update",
      build: (ctx, user) =>
        ctx.deal && {
          method: "PUT",
          path: `/crm/deals/${ctx.deal.id}`,
          body: {
            title: `Zakázka ${ctx.cycle} (jednání)`,
            status: "negotiation",
            currency: "CZK",
            billingContactId: user.customerId,
            estimatedValue: 15_000,
            version: ctx.deal.version,
          },
        },
      onOk: (_ctx, body) => {
        ack("deal", body);
      },
    },
    { name: "deals.get", build: (ctx) => ctx.deal && { method: "GET", path: `/crm/deals/${ctx.deal.id}` } },
    { name: "invoices.list", build: () => ({ method: "GET", path: "/crm/invoices" }) },
    {
      name: "invoices.create",
      build: (ctx, user) =>
        ctx.deal && { method: "POST", path: "/crm/invoices", body: invoiceBody(user, ctx.deal.id, 1500) },
      onOk: (ctx, body) => {
        ctx.invoice = ack("invoice", body);
      },
    },
    { name: "invoices.get", build: (ctx) => ctx.invoice && { method: "GET", path: `/crm/invoices/${ctx.invoice.id}` } },
    {
      name: "invoices.update",
      build: (ctx, user) =>
        ctx.invoice &&
        ctx.deal && {
          method: "PUT",
          path: `/crm/invoices/${ctx.invoice.id}`,
          body: { ...invoiceBody(user, ctx.deal.id, 1750), version: ctx.invoice.version },
        },
      onOk: (ctx, body) => {
        ctx.invoice = ack("invoice", body);
      },
    },
    {
      name: "invoices.pdf",
      build: (ctx) => {
        if (!ctx.invoice || !ctx.deal) return undefined;
        if ((ctx.cycle ?? 1) % pdfEvery !== 0) {
          return { method: "GET", path: `/crm/deals/${ctx.deal.id}/invoices`, label: "deals.invoices" };
        }
        recorder.pdfsRequested++;
        return { method: "POST", path: `/crm/invoices/${ctx.invoice.id}/generate-pdf`, body: {} };
      },
      onOk: (ctx, body) => {
        if (typeof body.downloadUrl === "string") ctx.pdfUrl = body.downloadUrl;
      },
    },
    {
      name: "invoices.download",
      build: (ctx, user) =>
        ctx.pdfUrl
          ? { method: "GET", path: ctx.pdfUrl }
          : { method: "GET", path: `/crm/contacts/${user.customerId}`, label: "customer.get" },
    },
  ];
}

function isErrorBody(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    return typeof parsed.error === "string" && parsed.error.length > 0;
  } catch {
    return false;
  }
}

export interface RunningLoad {
  instance: Instance;
  done: Promise<AutocannonResult>;
}

/** Starts the mix: one autocannon connection per user, each doing its cycle over and over. */
export function startLoad(options: LoadOptions): RunningLoad {
  const { baseUrl, users, recorder } = options;
  const cycleSteps = steps(recorder, options.pdfEvery);
  const requests: AutocannonRequest[] = cycleSteps.map((step) => ({
    setupRequest: (request, context) => {
      const ctx = context as Context;
      const user = users[ctx.u];
      // autocannon builds the first request once before setupClient binds the user: a placeholder, rebuilt there.
      if (!user) return { ...request, method: "GET", path: "/api/health" };
      const built = step.build(ctx, user);
      if (!built) return undefined;
      ctx.label = built.label ?? step.name;
      ctx.sentAt = performance.now();
      const headers: Record<string, string> = { cookie: user.cookie };
      if (built.body !== undefined) headers["content-type"] = "application/json";
      // Keep autocannon's defaults (hostname and port make the Host header).
      return {
        ...request,
        method: built.method,
        path: built.path.startsWith("/api") ? built.path : `${API}${built.path}`,
        headers,
        body: built.body === undefined ? "" : JSON.stringify(built.body),
      };
    },
    onResponse: (status, body, context) => {
      const ctx = context as Context;
      const label = ctx.label ?? step.name;
      recorder.countStatus(label, status, ctx.sentAt === undefined ? 0 : performance.now() - ctx.sentAt);
      if (status >= 200 && status < 300) {
        if (step.onOk && label === step.name) step.onOk(ctx, JSON.parse(body) as Record<string, unknown>);
      } else if (!isErrorBody(body)) {
        recorder.malformedErrorBodies.push({ step: label, status, body: body.slice(0, 200) });
      }
    },
  }));

  let nextUser = 0;
  let resolveDone: (result: AutocannonResult) => void = () => {};
  let rejectDone: (error: Error) => void = () => {};
  const done = new Promise<AutocannonResult>((resolve, reject) => {
    resolveDone = resolve;
    rejectDone = reject;
  });
  const instance = autocannon(
    {
      url: baseUrl,
      connections: options.connections,
      duration: options.durationSeconds,
      timeout: 10,
      requests,
      // Bind each connection to one user for the whole run: autocannon clones initialContext at every new
      // cycle, so the user index goes there (the first request is rebuilt with it before anything is sent).
      setupClient: (client) => {
        const iterator = client.requestIterator;
        iterator.initialContext = { u: nextUser++ % users.length };
        iterator.resetContext();
        iterator.setRequests(iterator.requests);
      },
    },
    (error, result) => (error ? rejectDone(error) : resolveDone(result)),
  );
  instance.on("response", (_client, status, _bytes, ms) => {
    recorder.responses.push({ at: Date.now(), status, ms });
  });
  instance.on("reqError", (error) => {
    recorder.errors.push({ at: Date.now(), message: error.message });
  });
  return { instance, done };
}
