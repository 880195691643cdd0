import { beforeAll, describe, expect, it } from "vitest";
import type { HttpClient } from "../http-client";
import { setUpSupplierProfile } from "../supplier-profile";
import { createKey, keyClient } from "../team-factories";
import { useTestApp } from "../use-test-app";
import { fetchDocument, operationsOf } from "./support/api-document";
import { seedTenant, type Tenant } from "./support/world";

// Issue 34 items 5 and 6: dates no calendar holds and numbers no column holds answered 500 (the database refused
// what the schema let through). Each must answer 400 naming the parameter, on a session and a read-only API key alike.
const { app, user } = useTestApp();

/** 30 February, year 0 and 31 April (with an offset): JavaScript's Date reads each as some other day. */
const IMPOSSIBLE_INSTANTS = ["2026-02-30T00:00:00Z", "0000-01-01T00:00:00Z", "2026-04-31T10:00:00+02:00"];
const IMPOSSIBLE_DATES = ["2026-02-30", "0000-01-01", "2026-04-31", "2025-02-29", "10000-01-01"];
/** Past int4 (versions, positions, limits), past a double's integers, the largest double, and a fraction. */
const HUGE_INTEGERS = [2 ** 31, 2 ** 53, 1e308, 1.5];

type ErrorBody = { error: string };

/** `status field` of an answer: the error's text up to its first colon names the field. */
const outcome = (res: { status: number; body: unknown; text: string }) =>
  res.status === 400 ? `400 ${(res.body as ErrorBody).error.split(":")[0]}` : `${res.status} ${res.text.slice(0, 120)}`;

let tenant: Tenant;
let http: HttpClient;
/** An issued invoice of the tenant: payments and credit notes need one. */
let issuedId: string;
beforeAll(async () => {
  tenant = await seedTenant(app, "ODDS");
  http = tenant.user.http;
  await setUpSupplierProfile(http);
  const draft = await http.post<{ id: string }>("/api/v1/crm/invoices", {
    dealId: tenant.ids.deal,
    billingContactId: tenant.ids.organization,
    items: [{ description: "Work", quantity: 1, unitPrice: 1000 }],
    dueDate: "2099-01-01",
  });
  if (draft.status !== 201) throw new Error(`invoice: ${draft.status} ${draft.text}`);
  const issued = await http.post(`/api/v1/crm/invoices/${draft.body.id}/issue`);
  if (issued.status !== 200) throw new Error(`issue: ${issued.status} ${issued.text}`);
  issuedId = draft.body.id;
}, 60_000);

describe("impossible dates", () => {
  it("every list's updatedSince and /sync/deleted's since answer 400 naming the parameter (session and read-only key)", async () => {
    const document = await fetchDocument(app.baseUrl);
    const lists = operationsOf(document).filter(
      (op) => op.method === "GET" && op.queryParams.some((p) => p.name === "updatedSince" || p.name === "since"),
    );
    // Contacts, links, deals, invoices, projects, tasks and the tombstones, and the exports that filter alike.
    expect(lists.length).toBeGreaterThanOrEqual(7);
    const readOnly = keyClient(app, await createKey(user, "read"));
    const actual: string[] = [];
    const expected: string[] = [];
    for (const op of lists) {
      const name = op.queryParams.some((p) => p.name === "since") ? "since" : "updatedSince";
      for (const value of IMPOSSIBLE_INSTANTS) {
        for (const [who, client] of [
          ["session", user.http],
          ["read-only key", readOnly],
        ] as const) {
          const res = await client.get(`/api/v1${op.path}?${name}=${encodeURIComponent(value)}`);
          actual.push(`${op.path} ${name}=${value} (${who}): ${outcome(res)}`);
          expected.push(`${op.path} ${name}=${value} (${who}): 400 ${name}`);
        }
      }
    }
    expect(actual).toEqual(expected);
  });

  it("a paging cursor carrying an impossible instant answers 400 naming the cursor on every list sorted by time", async () => {
    const actual: string[] = [];
    const lists = [
      "/crm/contacts?sort=updatedAt",
      "/crm/contacts?sort=createdAt",
      "/crm/deals?sort=updatedAt",
      "/crm/invoices?sort=updatedAt",
      "/crm/invoices?sort=createdAt",
      "/projects?sort=updatedAt",
      "/projects/tasks",
      "/crm/relationships",
      "/sync/deleted?since=2026-01-01T00:00:00Z",
    ];
    for (const list of lists) {
      for (const instant of ["2026-02-30T00:00:00.000000Z", "0000-01-01T00:00:00Z", "2026-04-31T23:59:59.999999Z"]) {
        const cursor = Buffer.from(JSON.stringify([instant, tenant.ids.person])).toString("base64url");
        const res = await http.get(`/api/v1${list}&limit=2&cursor=${cursor}`.replace(/^([^?]*)&/, "$1?"));
        actual.push(`${list} ${instant}: ${outcome(res)}`);
      }
    }
    expect(actual).toEqual(actual.map((line) => line.replace(/: [^:]*$/, ": 400 cursor")));
  });

  it("the audit log's range, an API key's expiry, project, task, payment, credit-note and invoice dates answer 400 naming the field", async () => {
    const { ids } = tenant;
    const invoiceBody = {
      dealId: ids.deal,
      billingContactId: ids.organization,
      items: [{ description: "Work", quantity: 1, unitPrice: 1000 }],
      dueDate: "2099-01-01",
    };
    const actual: string[] = [];
    const expected: string[] = [];
    const check = async (
      label: string,
      field: string,
      send: () => Promise<{ status: number; body: unknown; text: string }>,
    ) => {
      actual.push(`${label}: ${outcome(await send())}`);
      expected.push(`${label}: 400 ${field}`);
    };
    for (const value of IMPOSSIBLE_INSTANTS) {
      for (const field of ["from", "to"])
        await check(`audit ${field}=${value}`, field, () =>
          http.get(`/api/v1/settings/audit-log?${field}=${encodeURIComponent(value)}`),
        );
      await check(`api key expiresAt=${value}`, "expiresAt", () =>
        http.post("/api/v1/api-keys", { name: "Impossible", expiresAt: value }),
      );
    }
    // A real local time whose UTC instant is in year 10000: an answer could not write it back in four digits.
    await check("api key expiresAt in year 10000 UTC", "expiresAt", () =>
      http.post("/api/v1/api-keys", { name: "Impossible", expiresAt: "9999-12-31T23:59:59-12:00" }),
    );
    for (const value of IMPOSSIBLE_DATES) {
      for (const field of ["startDate", "dueDate"]) {
        await check(`project ${field}=${value}`, field, () =>
          http.request("PATCH", `/api/v1/projects/${ids.project}`, { body: { [field]: value } }),
        );
        await check(`task ${field}=${value}`, field, () =>
          http.request("PATCH", `/api/v1/projects/${ids.project}/tasks/${ids.projectTask}`, {
            body: { [field]: value },
          }),
        );
      }
      await check(`payment paidOn=${value}`, "paidOn", () =>
        http.post(`/api/v1/crm/invoices/${issuedId}/payments`, { amount: 1, paidOn: value }),
      );
      for (const field of ["issueDate", "taxableSupplyDate", "dueDate"]) {
        await check(`credit note ${field}=${value}`, field, () =>
          http.post(`/api/v1/crm/invoices/${issuedId}/credit-notes`, { reason: "Impossible", [field]: value }),
        );
        // The invoice form's own texts (spec §5) name the due date in words.
        await check(
          `invoice ${field}=${value}`,
          field === "dueDate" ? "Due date must be a real date (YYYY-MM-DD)" : field,
          () => http.post("/api/v1/crm/invoices", { ...invoiceBody, [field]: value }),
        );
      }
    }
    expect(actual).toEqual(expected);
  });
});

describe("numbers no column holds", () => {
  it("a version of 2^31 or more (or a fraction) answers 400 naming version on projects, tasks, notes, deals, contacts, invoices and the company profile", async () => {
    const { ids } = tenant;
    const company = await http.get<Record<string, unknown>>("/api/v1/settings/company");
    const writes: [string, (version: number) => Promise<{ status: number; body: unknown; text: string }>][] = [
      [
        "project",
        (version) => http.request("PATCH", `/api/v1/projects/${ids.project}`, { body: { name: "P", version } }),
      ],
      [
        "task",
        (version) =>
          http.request("PATCH", `/api/v1/projects/${ids.project}/tasks/${ids.projectTask}`, {
            body: { title: "T", version },
          }),
      ],
      ["note", (version) => http.request("PATCH", `/api/v1/crm/notes/${ids.note}`, { body: { body: "N", version } })],
      ["deal", (version) => http.put(`/api/v1/crm/deals/${ids.deal}`, { title: "D", version })],
      [
        "contact",
        (version) =>
          http.put(`/api/v1/crm/contacts/${ids.person}`, { type: "person", name: "C", email: "c@example.cz", version }),
      ],
      [
        "invoice",
        (version) =>
          http.put(`/api/v1/crm/invoices/${ids.invoice}`, {
            dealId: ids.deal,
            billingContactId: ids.organization,
            items: [{ description: "Work", quantity: 1, unitPrice: 1 }],
            dueDate: "2099-01-01",
            version,
          }),
      ],
      [
        "company profile",
        (version) =>
          http.put("/api/v1/settings/company", {
            legalName: company.body.legalName,
            country: "CZ",
            version,
          }),
      ],
    ];
    const actual: string[] = [];
    for (const [what, send] of writes) {
      for (const version of [2 ** 31, 2 ** 31 + 1, 2 ** 53, 1e308, 1.5]) {
        actual.push(`${what} version=${version}: ${outcome(await send(version))}`);
      }
    }
    expect(actual).toEqual(actual.map((line) => line.replace(/: .*$/, ": 400 version")));
  });

  it("WIP limits, task positions, page sizes and payment, credit-note, deal and invoice amounts past their bounds answer 400 naming the field", async () => {
    const { ids } = tenant;
    const actual: string[] = [];
    const expected: string[] = [];
    const check = async (
      label: string,
      field: string,
      send: () => Promise<{ status: number; body: unknown; text: string }>,
    ) => {
      actual.push(`${label}: ${outcome(await send())}`);
      expected.push(`${label}: 400 ${field}`);
    };
    for (const n of HUGE_INTEGERS) {
      await check(`wipLimit=${n}`, "wipLimit", () =>
        http.request("PATCH", `/api/v1/projects/${ids.project}/columns/${ids.projectColumn}`, {
          body: { wipLimit: n },
        }),
      );
      await check(`move index=${n}`, "index", () =>
        http.post(`/api/v1/projects/${ids.project}/tasks/${ids.projectTask}/move`, {
          columnId: ids.projectColumn,
          index: n,
        }),
      );
      for (const path of [
        "/crm/contacts",
        "/crm/deals",
        "/crm/invoices",
        "/projects",
        "/projects/tasks",
        "/crm/relationships",
        "/settings/audit-log",
        "/settings/outbox",
        "/sync/deleted?since=2026-01-01T00:00:00Z",
      ]) {
        await check(`${path} limit=${n}`, "limit", () =>
          http.get(`/api/v1${path}${path.includes("?") ? "&" : "?"}limit=${n}`),
        );
      }
    }
    // numeric(14,2): below 10^12, at most 2 decimals.
    for (const amount of [1e12, 2 ** 53, 1e308, 0.001, 12.345]) {
      await check(`deal estimatedValue=${amount}`, "estimatedValue", () =>
        http.post("/api/v1/crm/deals", { title: "Huge", estimatedValue: amount }),
      );
      await check(`deal actualValue=${amount}`, "actualValue", () =>
        http.post(`/api/v1/crm/deals/${ids.deal2}/mark-won`, { actualValue: amount }),
      );
      await check(`payment amount=${amount}`, "amount", () =>
        http.post(`/api/v1/crm/invoices/${issuedId}/payments`, { amount, paidOn: "2026-01-01" }),
      );
    }
    for (const n of [1e12, 1e308, -1e308]) {
      await check(`invoice unitPrice=${n}`, "Item 1", () =>
        http.post("/api/v1/crm/invoices", {
          dealId: ids.deal,
          billingContactId: ids.organization,
          items: [{ description: "Huge", quantity: 1, unitPrice: n }],
        }),
      );
      await check(`invoice quantity=${n}`, "Item 1", () =>
        http.post("/api/v1/crm/invoices", {
          dealId: ids.deal,
          billingContactId: ids.organization,
          items: [{ description: "Huge", quantity: n, unitPrice: 1 }],
        }),
      );
      await check(`credit note unitPrice=${n}`, "Item 1", () =>
        http.post(`/api/v1/crm/invoices/${issuedId}/credit-notes`, {
          reason: "Huge",
          items: [{ description: "Huge", quantity: 1, unitPrice: n }],
        }),
      );
      await check(`credit note quantity=${n}`, "Item 1", () =>
        http.post(`/api/v1/crm/invoices/${issuedId}/credit-notes`, {
          reason: "Huge",
          items: [{ description: "Huge", quantity: n, unitPrice: -1 }],
        }),
      );
    }
    expect(actual).toEqual(expected);
  });
});
