import { COMPANY_MESSAGES, TEAM_MESSAGES } from "@kancl/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProcedureMeta } from "../../src/trpc/init";
import { API_KEYS_CANNOT_ADMINISTER, API_KEYS_CANNOT_MANAGE_KEYS } from "../../src/trpc/procedures";
import { appRouter } from "../../src/trpc/router";
import type { SignedInUser } from "../factories";
import type { HttpResponse } from "../http-client";
import { createKey, keyClient, signUpWithRole } from "../team-factories";
import { startTestApp, type TestApp } from "../test-app";
import {
  type ApiDocument,
  fetchDocument,
  fillPath,
  type Operation,
  operationsOf,
  queryString,
} from "./support/api-document";
import {
  type Access,
  appliesRoles,
  type Call,
  type Caller,
  makeRoleWorld,
  OPERATION_FIXTURES,
  type RoleWorld,
  storedProfile,
} from "./support/operation-fixtures";
import { hashTenantRows } from "./support/tenant-rows";
import { seedTenant, type Tenant } from "./support/world";

// Issue 25 item 5: the role matrix, generated from the served OpenAPI document like the tenant matrix. Every operation
// is called by every kind of caller — an owner, an admin, a member and a read-only user (browser sessions), and API
// keys with the read and the read-write scope (a member's), and a read-only user's read-write key — each time with a
// fresh, valid request. What each may do is written per operation (not read from the code), so a procedure
// built on the wrong builder fails here: allowed calls answer 2xx, refused ones 403 with the rule's message on both
// surfaces, and a read-only user (or a read key) is refused every write. The rules are the `roles` part of
// support/operation-fixtures.ts, one table with the tenant matrix.

let app: TestApp;
let document: ApiDocument;
let org: Tenant;
let owner: SignedInUser;
let world: RoleWorld;
let callers: Caller[];
const figures = { operations: 0, calls: 0, allowed: 0, refused: 0 };

/** Whether the caller may make a call of this access, and if not, the message of the 403. */
function expectation(access: Access, caller: Caller): { allowed: true } | { allowed: false; error: string } {
  const isKey = caller.kind !== "session";
  switch (access) {
    case "read":
      return { allowed: true };
    case "write":
      if (caller.role === "read-only") return { allowed: false, error: TEAM_MESSAGES.readOnly };
      if (caller.kind === "read key") return { allowed: false, error: TEAM_MESSAGES.readKey };
      return { allowed: true };
    case "account":
      return isKey ? { allowed: false, error: API_KEYS_CANNOT_MANAGE_KEYS } : { allowed: true };
    case "admin":
      if (isKey) return { allowed: false, error: API_KEYS_CANNOT_ADMINISTER };
      if (caller.role !== "owner" && caller.role !== "admin") return { allowed: false, error: TEAM_MESSAGES.adminOnly };
      return { allowed: true };
    case "integration-admin":
      if (caller.role !== "owner" && caller.role !== "admin") return { allowed: false, error: TEAM_MESSAGES.adminOnly };
      return { allowed: true };
  }
}

interface Procedure {
  path: string;
  type: "query" | "mutation";
}

function proceduresByRoute(): Map<string, Procedure> {
  const all = appRouter._def.procedures as unknown as Record<string, { _def: { type: string; meta?: ProcedureMeta } }>;
  const result = new Map<string, Procedure>();
  for (const [path, procedure] of Object.entries(all)) {
    const openapi = procedure._def.meta?.openapi;
    if (openapi)
      result.set(`${openapi.method} ${openapi.path}`, { path, type: procedure._def.type as Procedure["type"] });
  }
  return result;
}

/** A caller of the same kind as `caller`, made for one call that acts on its own account. */
async function freshCallerLike(caller: Caller): Promise<Caller> {
  const user =
    caller.role === "owner" ? await signUpWithRole(app, owner, "owner") : await signUpWithRole(app, owner, caller.role);
  const http =
    caller.kind === "session"
      ? user.http
      : keyClient(app, await createKey(user, caller.kind === "read key" ? "read" : "read-write"));
  return { ...caller, user, http };
}

beforeAll(async () => {
  app = await startTestApp();
  document = await fetchDocument(app.baseUrl);
  org = await seedTenant(app, "ROLES");
  owner = org.user;
  world = makeRoleWorld(app, org, owner);
  const admin = await signUpWithRole(app, owner, "admin");
  const member = await signUpWithRole(app, owner, "member");
  const reader = await signUpWithRole(app, owner, "read-only");
  callers = [
    { name: "owner", role: "owner", kind: "session", http: owner.http, user: owner },
    { name: "admin", role: "admin", kind: "session", http: admin.http, user: admin },
    { name: "member", role: "member", kind: "session", http: member.http, user: member },
    { name: "read-only user", role: "read-only", kind: "session", http: reader.http, user: reader },
    {
      name: "read key",
      role: "member",
      kind: "read key",
      http: keyClient(app, await createKey(member, "read")),
      user: member,
    },
    {
      name: "read-write key",
      role: "member",
      kind: "read-write key",
      http: keyClient(app, await createKey(member, "read-write")),
      user: member,
    },
    {
      name: "read-only user's read-write key",
      role: "read-only",
      kind: "read-write key",
      http: keyClient(app, await createKey(reader, "read-write")),
      user: reader,
    },
  ];
}, 120_000);

afterAll(async () => {
  console.log(
    `[role matrix] ${figures.operations} operations × ${callers?.length ?? 0} callers: ${figures.calls} calls, ${figures.allowed} allowed, ${figures.refused} refused as expected`,
  );
  await app?.close();
});

async function callRest(caller: Caller, operation: Operation, call: Call) {
  figures.calls++;
  const url = `/api/v1${fillPath(operation.path, call.path ?? {})}${queryString(call.query ?? {})}`;
  if (call.csv !== undefined) {
    return caller.http.request(operation.method, url, { rawBody: call.csv, headers: { "content-type": "text/csv" } });
  }
  return caller.http.request(operation.method, url, call.body !== undefined ? { body: call.body } : {});
}

async function callTrpc(caller: Caller, procedure: Procedure, call: Call) {
  figures.calls++;
  const input = { ...call.path, ...call.query, ...(call.body as object | undefined) };
  const hasInput = Object.keys(input).length > 0;
  if (procedure.type === "query") {
    const query = hasInput ? `?input=${encodeURIComponent(JSON.stringify(input))}` : "";
    return caller.http.get(`/api/trpc/${procedure.path}${query}`);
  }
  return caller.http.post(`/api/trpc/${procedure.path}`, hasInput ? input : {});
}

const errorOf = (res: HttpResponse) =>
  typeof res.body === "object" && res.body !== null
    ? ((res.body as { error?: unknown }).error ?? (res.body as { error?: { message?: unknown } }).error)
    : undefined;

describe("the role matrix", () => {
  it("has a fixture for every operation of the document and every tRPC procedure", () => {
    const operations = operationsOf(document);
    expect(
      operations
        .filter((op) => !OPERATION_FIXTURES[op.operationId]?.roles)
        .map((op) => `${op.key} (${op.operationId})`),
      "operations without a role fixture: add one to OPERATION_FIXTURES (support/operation-fixtures.ts)",
    ).toEqual([]);
    expect(
      Object.keys(OPERATION_FIXTURES).filter((id) => !operations.some((op) => op.operationId === id)),
      "fixtures of operations that no longer exist",
    ).toEqual([]);
    const documented = new Set(operations.map((op) => op.key));
    expect(
      [...proceduresByRoute().keys()].filter((route) => !documented.has(route)),
      "tRPC procedures outside the document",
    ).toEqual([]);
  });

  it("allows and refuses every operation to every role and key scope as the rules say, on both surfaces", async () => {
    const byRoute = proceduresByRoute();
    const failures: string[] = [];
    for (const operation of operationsOf(document)) {
      const fixture = OPERATION_FIXTURES[operation.operationId]?.roles;
      if (!appliesRoles(fixture)) continue;
      figures.operations++;
      const procedure = byRoute.get(operation.key);
      for (const base of callers) {
        const caller = fixture.freshCaller ? await freshCallerLike(base) : base;
        const expected = expectation(fixture.access, caller);
        const label = `${operation.key} (${operation.operationId}) as ${caller.name}`;
        const rest = await callRest(caller, operation, (await fixture.call?.(caller, world)) ?? {});
        if (expected.allowed) {
          const ok = (rest.status >= 200 && rest.status < 300) || fixture.alsoAllowed?.includes(rest.status);
          if (!ok) failures.push(`${label}: ${rest.status}, expected 2xx — ${rest.text.slice(0, 200)}`);
          else figures.allowed++;
          continue;
        }
        if (rest.status !== 403 || errorOf(rest) !== expected.error) {
          failures.push(`${label}: ${rest.status} ${rest.text.slice(0, 200)}, expected 403 "${expected.error}"`);
        } else figures.refused++;
        if (procedure) {
          const trpc = await callTrpc(caller, procedure, (await fixture.call?.(caller, world)) ?? {});
          if (trpc.status !== 403 || !trpc.text.includes(expected.error)) {
            failures.push(`${label} (tRPC): ${trpc.status} ${trpc.text.slice(0, 200)}, expected 403`);
          } else figures.refused++;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(figures.refused).toBeGreaterThan(100);
  }, 300_000);

  it("leaves a read-only user's organization unchanged: every write it tried was refused", async () => {
    const reader = callers.find((c) => c.name === "read-only user") as Caller;
    // Every write's request is made first (fixtures create records as the owner), then the organization's rows are
    // fingerprinted, then the read-only user sends them all.
    const writes: [Operation, Call][] = [];
    for (const operation of operationsOf(document)) {
      const fixture = OPERATION_FIXTURES[operation.operationId]?.roles;
      if (appliesRoles(fixture) && fixture.access === "write")
        writes.push([operation, (await fixture.call?.(reader, world)) ?? {}]);
    }
    const before = await hashTenantRows(app.database.db, org.orgId);
    for (const [operation, call] of writes) {
      const res = await callRest(reader, operation, call);
      expect(res.status, operation.key).toBe(403);
    }
    expect(writes.length).toBeGreaterThanOrEqual(23);
    expect(await hashTenantRows(app.database.db, org.orgId)).toEqual(before);
  }, 120_000);
});

describe("the company profile's bank details and identity (issue 34 item 8)", () => {
  // Where invoices ask customers to pay, and who the supplier is: an owner or an admin in a browser session changes
  // them; every other caller — a member, a read-only user, any API key (an owner's and an admin's included) — gets
  // 403 naming the field, and the organization's rows stay as they were.
  const ACCOUNTS = ["2701000002/2010", "19-2000145399/0800"];
  let turn = 0;

  it("lets owners and admins in a session change the bank account, and refuses everyone else with nothing changed", async () => {
    const admin = callers.find((c) => c.name === "admin") as Caller;
    const adminKey: Caller = {
      name: "admin's read-write key",
      role: "admin",
      kind: "read-write key",
      http: keyClient(app, await createKey(admin.user, "read-write")),
      user: admin.user,
    };
    const ownerKey: Caller = {
      name: "owner's read-write key",
      role: "owner",
      kind: "read-write key",
      http: keyClient(app, await createKey(owner, "read-write")),
      user: owner,
    };
    const failures: string[] = [];
    for (const caller of [...callers, adminKey, ownerKey]) {
      const stored = await world.companyProfile();
      const bankAccount = ACCOUNTS.find((account) => account !== stored.bankAccount) as string;
      const body = { ...storedProfile(stored), bankAccount, iban: null };
      const allowed = caller.kind === "session" && (caller.role === "owner" || caller.role === "admin");
      const before = allowed ? undefined : await hashTenantRows(app.database.db, org.orgId);
      const res = await caller.http.put("/api/v1/settings/company", body);
      turn++;
      if (allowed) {
        if (res.status !== 200) failures.push(`${caller.name}: ${res.status} ${res.text.slice(0, 200)}, expected 200`);
        continue;
      }
      // Who may not write at all hears that rule; a writer hears that these fields are an owner's or an admin's.
      const writer = expectation("write", caller);
      const message = writer.allowed
        ? `bankAccount: ${caller.kind === "session" ? COMPANY_MESSAGES.protectedFields : COMPANY_MESSAGES.protectedFieldsKey}`
        : writer.error;
      if (res.status !== 403 || errorOf(res) !== message) {
        failures.push(`${caller.name}: ${res.status} ${res.text.slice(0, 200)}, expected 403 "${message}"`);
      }
      // A key's use stamps its last_used_at: every other row must be as it was.
      const { api_keys: _before, ...rest } = before ?? {};
      const { api_keys: _after, ...now } = await hashTenantRows(app.database.db, org.orgId);
      if (JSON.stringify(now) !== JSON.stringify(rest)) {
        failures.push(`${caller.name}: the refused change changed the organization's rows`);
      }
    }
    expect(failures).toEqual([]);
    expect(turn).toBe(callers.length + 2);
  }, 120_000);
});
