import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userMessage } from "../../test/chat-client";
import {
  createContact,
  createOrganization,
  organizationBody,
  personBody,
  type SignedInUser,
  signUp,
} from "../../test/factories";
import { HttpClient, type HttpResponse } from "../../test/http-client";
import { startTestApp, TEST_ADMIN_TOKEN, type TestApp } from "../../test/test-app";

// Issue 20, item 5: hostile JSON and text at the edge. Deeply nested bodies overflowed the stack (500), and a NUL
// character or a lone surrogate in a text field, a query or a path parameter reached PostgreSQL (500 "invalid byte
// sequence for encoding UTF8: 0x00"). Every one must answer 400 {error} naming the field, with nothing changed.
let app: TestApp;
let user: SignedInUser;
let anonymous: HttpClient;
let admin: HttpClient;

const JSON_TYPE = { "content-type": "application/json" };
const TOO_DEEP = "Request body is nested too deeply (at most 32 levels)";
const INPUT_TOO_DEEP = "input: nested too deeply (at most 32 levels)";
const NUL = "must not contain a NUL character";
const LONE_SURROGATE = "must not contain a lone surrogate (malformed Unicode)";

/** 5,000 nested arrays: 10 kB, far below the 1 MB body limit. */
const deepArrays = (levels = 5000) => `${"[".repeat(levels)}${"]".repeat(levels)}`;
/** A value nested `levels` deep (objects and arrays alternating), as JSON text. */
const nested = (levels: number, leaf = "1") => {
  let text = leaf;
  for (let level = 1; level <= levels; level++) text = level % 2 ? `[${text}]` : `{"a":${text}}`;
  return text;
};

beforeAll(async () => {
  app = await startTestApp();
  const org = await createOrganization(app);
  user = await signUp(app, org.id);
  anonymous = new HttpClient(app.baseUrl);
  admin = new HttpClient(app.baseUrl);
  const request = admin.request.bind(admin);
  admin.request = (method, path, options = {}) =>
    request(method, path, { ...options, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, ...options.headers } });
});
afterAll(() => app.close());

/** The number of contacts and deals the user's organization has: hostile requests must change neither. */
async function counts() {
  const contacts = await user.http.get<{ contacts: unknown[] }>("/api/v1/crm/contacts");
  const deals = await user.http.get<{ deals: unknown[] }>("/api/v1/crm/deals");
  return { contacts: contacts.body.contacts.length, deals: deals.body.deals.length };
}

/** The `error` text of a REST answer, or of tRPC's envelope (single or batched). */
function errorOf(res: HttpResponse): string | undefined {
  const body = (Array.isArray(res.body) ? res.body[0] : res.body) as { error?: unknown } | undefined;
  const error = body?.error;
  if (typeof error === "string") return error;
  if (error && typeof error === "object" && typeof (error as { error?: unknown }).error === "string")
    return (error as { error: string }).error;
  return undefined;
}

function expect400(res: HttpResponse, message: string, label: string) {
  expect(res.status, `${label}: ${res.text.slice(0, 200)}`).toBe(400);
  expect(errorOf(res), label).toBe(message);
}

describe("deeply nested JSON", () => {
  it("answers 400 with a plain message on login, REST, tRPC and chat, without a session", async () => {
    const before = await counts();
    const targets: [HttpClient, string][] = [
      [anonymous, "/api/v1/auth/login"],
      [anonymous, "/api/v1/crm/contacts"],
      [user.http, "/api/v1/crm/contacts"],
      [user.http, "/api/trpc/contacts.create"],
      [user.http, "/api/trpc/contacts.create?batch=1"],
      [user.http, "/api/v1/ai/chat"],
    ];
    for (const [client, url] of targets) {
      for (const body of [
        deepArrays(),
        `{"0":${deepArrays()}}`,
        `{"id":"${randomUUID()}","messages":[${deepArrays()}]}`,
        nested(33),
      ]) {
        const res = await client.request("POST", url, { rawBody: body, headers: JSON_TYPE });
        expect400(res, TOO_DEEP, `${url} ${body.slice(0, 20)}…`);
      }
    }
    expect(await counts()).toEqual(before);
  });

  it("accepts 32 levels: the limit is not in the way of real bodies", async () => {
    const res = await user.http.request("POST", "/api/v1/crm/contacts", {
      rawBody: `{"type":"person","name":"Deep","email":"deep@example.cz","phone":${nested(31, '"1"')}}`,
      headers: JSON_TYPE,
    });
    // Refused by the schema (phone is text), not by the depth limit.
    expect(res.status).toBe(400);
    expect(errorOf(res)).toMatch(/^phone: /);
  });

  it("answers deep tRPC GET input and deep query strings with 4xx, never 5xx", async () => {
    const input = (text: string) => `/api/trpc/contacts.list?input=${text}`;
    expect400(await user.http.get(input(deepArrays())), INPUT_TOO_DEEP, "tRPC input");
    expect400(
      await user.http.get(`/api/trpc/contacts.list?batch=1&input={"0":${deepArrays()}}`),
      INPUT_TOO_DEEP,
      "batch",
    );
    for (const url of [
      `/api/v1/crm/contacts?q${"[a]".repeat(2000)}=1`,
      `/api/v1/crm/contacts?${"q[]=1&".repeat(1500)}`,
      `/api/v1/crm/contacts?q=${deepArrays(3000)}`,
      `/api/v1/crm/contacts?${"x".repeat(20_000)}=1`,
    ]) {
      // Unchecked against the API document: Node's HTTP parser may answer first (431 for a 20,000-character query),
      // a protocol answer no operation documents.
      const res = await user.http.get(url, { unchecked: true });
      expect(res.status, url.slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.status, url.slice(0, 60)).toBeLessThan(500);
    }
  });
});

describe("a REST body that is not a JSON object", () => {
  it("answers 400 naming the body for a number, a string, an array, true or null, and changes nothing", async () => {
    const organization = await createContact(user.http, organizationBody({ name: "Tělo s.r.o." }));
    const project = await user.http.post<{ id: string }>("/api/v1/projects", {
      name: "Tělo",
      clientId: organization.id,
    });
    const board = await user.http.get<{ columns: { id: string; name: string }[] }>(
      `/api/v1/projects/${project.body.id}/board`,
    );
    const column = board.body.columns[0] as { id: string; name: string };
    const before = await counts();
    // A PATCH of optional fields only (a number used to be "change nothing") and one with a nullable field (500).
    for (const path of [
      `/api/v1/projects/${project.body.id}/columns/${column.id}`,
      `/api/v1/projects/${project.body.id}`,
    ]) {
      for (const body of ["42", '"text"', "[]", "[{}]", "true", "null"]) {
        const res = await user.http.request("PATCH", path, { rawBody: body, headers: JSON_TYPE });
        expect400(res, "body: must be a JSON object", `PATCH ${path} with ${body}`);
      }
    }
    const created = await user.http.request("POST", "/api/v1/crm/contacts", { rawBody: "[1]", headers: JSON_TYPE });
    expect400(created, "body: must be a JSON object", "POST contacts with an array");
    expect(await counts()).toEqual(before);
    const after = await user.http.get<{ columns: { id: string; name: string }[] }>(
      `/api/v1/projects/${project.body.id}/board`,
    );
    expect(after.body.columns[0]?.name).toBe(column.name);
  });
});

describe("NUL characters and lone surrogates", () => {
  const badTexts = [
    ["a\u0000b", NUL],
    ["x\ud800", LONE_SURROGATE],
    ["\udc00y", LONE_SURROGATE],
  ] as const;

  it("in any text field of a body: 400 naming the field, nothing stored", async () => {
    const customer = await createContact(user.http, organizationBody({ name: "Hostile customer" }));
    const deal = await user.http.post<{ id: string }>("/api/v1/crm/deals", { title: "Hostile deal" });
    const before = await counts();
    for (const [bad, message] of badTexts) {
      const cases: [HttpClient, string, string, unknown, string][] = [
        [anonymous, "POST", "/api/v1/auth/login", { email: `a${bad}@b.cz`, password: "x" }, "email"],
        [anonymous, "POST", "/api/v1/auth/login", { email: "a@b.cz", password: `Secret-${bad}-12345` }, "password"],
        [
          anonymous,
          "POST",
          "/api/v1/auth/register",
          { email: "new@example.cz", password: "Correct-Horse-42", name: `Jana ${bad}`, orgId: randomUUID() },
          "name",
        ],
        [user.http, "POST", "/api/v1/crm/contacts", personBody({ name: `Jan ${bad}` }), "name"],
        [user.http, "POST", "/api/v1/crm/contacts", personBody({ phone: bad }), "phone"],
        [
          user.http,
          "POST",
          "/api/v1/crm/contacts",
          organizationBody({ address: { street: `Main ${bad}`, city: "Praha" } }),
          "address.street",
        ],
        [
          user.http,
          "POST",
          "/api/v1/crm/contacts",
          organizationBody({ billing: { name: "B", email: "b@b.cz", address: `Praha ${bad}` } }),
          "billing.address",
        ],
        [user.http, "POST", "/api/v1/crm/deals", { title: `Deal ${bad}` }, "title"],
        [user.http, "POST", "/api/v1/crm/deals", { title: "Deal", source: bad }, "source"],
        [
          user.http,
          "POST",
          "/api/v1/crm/invoices",
          {
            dealId: deal.body.id,
            billingContactId: customer.id,
            items: [
              { description: "ok", quantity: 1, unitPrice: 1 },
              { description: bad, quantity: 1, unitPrice: 1 },
            ],
            dueDate: "2099-01-01",
          },
          "items.1.description",
        ],
        [user.http, "POST", "/api/v1/api-keys", { name: `Key ${bad}` }, "name"],
        [admin, "POST", "/api/v1/admin/organizations", { name: `Org ${bad}` }, "name"],
        [
          user.http,
          "POST",
          "/api/v1/ai/chat",
          { id: randomUUID(), messages: [userMessage(`Find ${bad}`)] },
          "messages.0.parts.0.text",
        ],
        [user.http, "POST", "/api/trpc/deals.create", { title: `Deal ${bad}` }, "title"],
        [user.http, "POST", "/api/trpc/deals.create?batch=1", { 0: { title: `Deal ${bad}` } }, "0.title"],
      ];
      for (const [client, method, url, body, field] of cases) {
        const res = await client.request(method, url, { body });
        expect400(res, `${field}: ${message}`, `${url} ${field} ${JSON.stringify(bad)}`);
      }
      // A field name counts too (it would be stored inside a JSON column).
      const key = await user.http.post("/api/v1/crm/contacts", { ...personBody(), [`x${bad}`]: 1 });
      expect400(key, `${message.replace("must", "a field name must")}`, "field name");
    }
    expect(await counts()).toEqual(before);
  });

  it("in a query parameter, tRPC input or path parameter: 400 naming it", async () => {
    for (const [url, field] of [
      ["/api/v1/crm/contacts?q=%00", "q"],
      ["/api/v1/crm/deals?q=a%00", "q"],
      ["/api/v1/crm/contacts?cursor=%00", "cursor"],
      ["/api/v1/crm/contacts?type=person&q[x]=%00", "q.x"],
      ["/api/v1/crm/contacts/%00", "id"],
      [`/api/v1/crm/contacts/${randomUUID()}/organizations/%00`, "relationshipId"],
      ["/api/v1/crm/deals/%00/invoices", "dealId"],
      ["/api/v1/ai/chat/%00", "chatId"],
      ["/api/v1/ai/chat/a%00/stream", "chatId"],
      [`/api/v1/crm/invoices/${randomUUID()}/pdf?v=%00`, "v"],
      ["/api/v1/crm/invoices/%00/isdoc", "id"],
      ["/api/v1/crm/invoices/export.isdoc.zip?q=%00", "q"],
      ["/api/trpc/contacts.list?input=%7B%22q%22%3A%22%00%22%7D", "input"],
    ] as const) {
      expect400(await user.http.get(url), `${field}: ${NUL}`, url);
    }
    // A lone surrogate percent-encoded as UTF-8 is not UTF-8 at all: still a 4xx.
    for (const url of ["/api/v1/crm/contacts/%ED%A0%80", "/api/v1/ai/chat/%ED%A0%80"]) {
      const res = await user.http.get(url);
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
    }
    // Lone surrogates cannot be percent-encoded as UTF-8; in tRPC's JSON input they can.
    for (const [bad, message] of [
      ["\\u0000", NUL],
      ["\\ud800", LONE_SURROGATE],
    ] as const) {
      const input = encodeURIComponent(`{"q":"a${bad}"}`);
      expect400(await user.http.get(`/api/trpc/contacts.list?input=${input}`), `q: ${message}`, `tRPC ${bad}`);
      const batch = encodeURIComponent(`{"0":{"id":"${bad}"}}`);
      expect400(await user.http.get(`/api/trpc/contacts.get?batch=1&input=${batch}`), `0.id: ${message}`, "batch");
    }
  });

  it("leaves ordinary text alone: diacritics, emoji (surrogate pairs) and control characters other than NUL", async () => {
    const name = "Žluťoučký kůň 😀\u0001\t";
    const created = await createContact(user.http, personBody({ name }));
    expect(created.name).toBe(name.trim());
    const found = await user.http.get<{ contacts: { id: string }[] }>(
      `/api/v1/crm/contacts?q=${encodeURIComponent("Žluťoučký kůň 😀")}`,
    );
    expect(found.body.contacts.map((c) => c.id)).toContain(created.id);
  });
});
