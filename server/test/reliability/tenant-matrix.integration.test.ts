import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProcedureMeta } from "../../src/trpc/init";
import { appRouter } from "../../src/trpc/router";
import type { HttpClient, HttpResponse } from "../http-client";
import { startTestApp, type TestApp } from "../test-app";
import {
  type ApiDocument,
  fetchDocument,
  fillPath,
  type JsonSchema,
  type Operation,
  operationsOf,
  queryString,
  resolveSchema,
} from "./support/api-document";
import { OPERATION_FIXTURES, type TenantFixture } from "./support/operation-fixtures";
import { hashTenantRows } from "./support/tenant-rows";
import { seedTenant, type Tenant } from "./support/world";

// Item 1 of the reliability issue: the cross-tenant matrix, generated from the served OpenAPI document and the tRPC
// router. For every operation, organization B (as a signed-in user and as an API key) calls it with organization A's
// ids in the path, query and body — on both surfaces. Every call must be refused (404 for ids in the path, 400 for
// ids in a body; a chat id is per user, so A's reads to B as one nobody uses) with none of A's data in the answer, and A's rows must be byte-for-byte unchanged afterwards.
// The fixtures (the `tenant` part of support/operation-fixtures.ts, one table with the role matrix) only say which kind
// of record a parameter names; the calls are generated from the document. An operation (or procedure) without a
// fixture fails the first test: a new endpoint cannot skip the matrix.

/** Procedures that are on the tRPC surface only (none today); each needs a fixture like the operations' (support/operation-fixtures.ts). */
const TRPC_ONLY_FIXTURES: Record<string, TenantFixture> = {};

interface Procedure {
  path: string;
  type: "query" | "mutation";
  meta?: ProcedureMeta;
}

function procedures(): Procedure[] {
  const all = appRouter._def.procedures as unknown as Record<string, { _def: { type: string; meta?: ProcedureMeta } }>;
  return Object.entries(all).map(([path, procedure]) => ({
    path,
    type: procedure._def.type as Procedure["type"],
    meta: procedure._def.meta,
  }));
}

/** Property names of a request body that look like references to records. */
function idLikeProperties(document: ApiDocument, schema: JsonSchema | undefined): string[] {
  const found = new Set<string>();
  const walk = (node: JsonSchema | undefined, depth: number) => {
    if (!node || depth > 6) return;
    const resolved = resolveSchema(document, node);
    for (const [name, property] of Object.entries(resolved.properties ?? {})) {
      const target = resolveSchema(document, property);
      const uuid = [target, ...(target.anyOf ?? []), ...(target.oneOf ?? [])].some((s) => s.format === "uuid");
      if (uuid || name === "id" || /Id$/.test(name)) found.add(name);
      walk(target, depth + 1);
      walk(target.items, depth + 1);
    }
    for (const part of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])])
      walk(part, depth + 1);
  };
  walk(schema, 0);
  return [...found].sort();
}

/** One call of the matrix: where to send it, what to send, and the answer expected from a session and a key. */
interface Probe {
  label: string;
  method: string;
  /** REST path (with query) under /api/v1. */
  url: string;
  /** The same call as a tRPC input, when the operation is a procedure. */
  input: Record<string, unknown> | undefined;
  body?: Record<string, unknown>;
  expected: number[];
}

let app: TestApp;
let document: ApiDocument;
let a: Tenant;
let b: Tenant;
const figures = { restOperations: 0, procedures: 0, probes: 0, requests: 0, unscoped: 0 };

beforeAll(async () => {
  app = await startTestApp();
  document = await fetchDocument(app.baseUrl);
  a = await seedTenant(app, "ALPHA");
  b = await seedTenant(app, "BRAVO");
}, 120_000);
afterAll(async () => {
  console.log(
    `[tenant matrix] ${figures.restOperations} REST operations + ${figures.procedures} tRPC procedures, ${figures.unscoped} unscoped by design; ${figures.probes} probes; ${figures.requests} requests, all refused without organization A's data`,
  );
  await app?.close();
});

/** The probes of one operation: A's ids in the path (one at a time and all at once), in the body, in the query. */
function probesOf(operation: Operation, fixture: Extract<TenantFixture, { scope: "tenant" }>): Probe[] {
  const probes: Probe[] = [];
  const own = b.ids;
  const baseBody = fixture.body?.(own);
  const pathOf = (foreign: Set<string>) =>
    Object.fromEntries(
      operation.pathParams.map((name) => {
        const kind = fixture.path?.[name];
        if (!kind) throw new Error(`${operation.operationId}: no fixture for path parameter ${name}`);
        return [name, (foreign.has(name) ? a.ids : own)[kind]];
      }),
    );
  const make = (
    label: string,
    params: Record<string, string>,
    body: Record<string, unknown> | undefined,
    expected: number[],
    query: Record<string, string> = {},
  ): Probe => ({
    label: `${operation.key} ${label}`,
    method: operation.method,
    url: `/api/v1${fillPath(operation.path, params)}${queryString(query)}`,
    input:
      operation.method === "GET" || body || Object.keys(params).length ? { ...params, ...query, ...body } : undefined,
    body,
    expected,
  });

  if (operation.pathParams.length) {
    const subsets =
      operation.pathParams.length > 1
        ? [...operation.pathParams.map((p) => [p]), operation.pathParams]
        : [operation.pathParams];
    for (const subset of subsets)
      make &&
        probes.push(
          make(`with A's ${subset.join("+")} in the path`, pathOf(new Set(subset)), baseBody, [
            fixture.foreignPathStatus ?? 404,
          ]),
        );
  }
  for (const [property, spec] of Object.entries(fixture.bodyIds ?? {})) {
    if (spec === "not-a-tenant-id") continue;
    const body = { ...baseBody, [property]: a.ids[spec.kind] };
    probes.push(make(`with A's ${spec.kind} as body.${property}`, pathOf(new Set()), body, [spec.status ?? 400]));
  }
  for (const query of fixture.query?.(a.ids) ?? []) {
    probes.push(
      make(`with A's ids in the query ${Object.keys(query).join(",")}`, pathOf(new Set()), baseBody, [200, 400], query),
    );
  }
  return probes;
}

function assertNoDataOf(owner: Tenant, res: HttpResponse, sent: string, label: string) {
  const hidden = [...owner.secrets, ...Object.values(owner.ids).filter((id) => !sent.includes(id))];
  for (const secret of hidden)
    expect(res.text.includes(secret), `${label}: answer contains A's "${secret}"`).toBe(false);
}

async function callRest(client: HttpClient, probe: Probe) {
  figures.requests++;
  return client.request(probe.method, probe.url, probe.body !== undefined ? { body: probe.body } : {});
}

async function callTrpc(client: HttpClient, procedure: Procedure, input: Record<string, unknown> | undefined) {
  figures.requests++;
  if (procedure.type === "query") {
    const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return client.get(`/api/trpc/${procedure.path}${query}`);
  }
  return client.post(`/api/trpc/${procedure.path}`, input ?? {});
}

describe("the cross-tenant matrix", () => {
  it("has a fixture for every operation of the document and every tRPC procedure, and for each of their ids", () => {
    const operations = operationsOf(document);
    const missing = operations
      .filter((op) => !OPERATION_FIXTURES[op.operationId]?.tenant)
      .map((op) => `${op.key} (${op.operationId})`);
    expect(
      missing,
      "operations without a cross-tenant fixture: add one to OPERATION_FIXTURES (support/operation-fixtures.ts)",
    ).toEqual([]);
    const stale = Object.keys(OPERATION_FIXTURES).filter((id) => !operations.some((op) => op.operationId === id));
    expect(stale, "fixtures of operations that no longer exist").toEqual([]);

    const documented = new Set(operations.map((op) => op.key));
    const trpcOnly = procedures().filter(
      (p) => !(p.meta?.openapi && documented.has(`${p.meta.openapi.method} ${p.meta.openapi.path}`)),
    );
    expect(
      trpcOnly.filter((p) => !TRPC_ONLY_FIXTURES[p.path]).map((p) => p.path),
      "tRPC procedures without a fixture",
    ).toEqual([]);

    for (const op of operations) {
      const fixture = OPERATION_FIXTURES[op.operationId]?.tenant;
      if (fixture?.scope !== "tenant") {
        if (!(fixture?.scope === "unscoped" && fixture.tokenInPath)) {
          expect(op.pathParams, `${op.key} is not tenant-scoped but takes path parameters`).toEqual([]);
        }
        continue;
      }
      expect(Object.keys(fixture.path ?? {}).sort(), `${op.key}: path parameters`).toEqual([...op.pathParams].sort());
      expect(Object.keys(fixture.bodyIds ?? {}).sort(), `${op.key}: id-like body properties`).toEqual(
        idLikeProperties(document, op.bodySchema),
      );
      const idQuery = op.queryParams.filter((p) => /Id$|^id$/.test(p.name) || p.schema?.format === "uuid");
      expect(
        idQuery.map((p) => p.name),
        `${op.key}: id query parameters need a query fixture`,
      ).toEqual(idQuery.length && fixture.query ? idQuery.map((p) => p.name) : []);
    }
  });

  it("refuses organization A's ids to organization B on every operation, on both surfaces, as a user and as a key", async () => {
    const before = await hashTenantRows(app.database.db, a.orgId);
    const byRoute = new Map(
      procedures()
        .filter((p) => p.meta?.openapi)
        .map((p) => [`${p.meta?.openapi?.method} ${p.meta?.openapi?.path}`, p]),
    );
    const failures: string[] = [];
    const expectStatus = (res: HttpResponse, expected: number[], label: string) => {
      if (!expected.includes(res.status))
        failures.push(`${label}: ${res.status} (expected ${expected.join("/")}) ${res.text.slice(0, 200)}`);
    };

    for (const operation of operationsOf(document)) {
      const fixture = OPERATION_FIXTURES[operation.operationId]?.tenant;
      const procedure = byRoute.get(operation.key);
      figures.restOperations++;
      if (procedure) figures.procedures++;
      if (!fixture || fixture.scope === "unscoped") {
        figures.unscoped++;
        continue;
      }
      const callers: [string, HttpClient][] = [
        ["as B's user", b.user.http],
        ["as B's API key", b.key],
      ];
      if (fixture.scope === "own") {
        for (const [who, client] of callers) {
          const probe: Probe = {
            label: `${operation.key} ${who}`,
            method: operation.method,
            url: `/api/v1${operation.path}`,
            input: undefined,
            expected: [],
          };
          figures.probes++;
          const expected =
            fixture.sessionOnly && client === b.key
              ? [403]
              : (fixture.statuses ?? (operation.method === "POST" ? [200, 201] : [200]));
          const body =
            operation.operationId === "createApiKey" ? { name: "Matrix key" } : await fixture.prepare?.(client, b);
          const upload = fixture.upload?.(a);
          const rest = upload
            ? await client.request(probe.method, `${probe.url}${upload.query}`, {
                rawBody: upload.body,
                headers: { "content-type": upload.contentType },
              })
            : await callRest(client, { ...probe, body });
          expectStatus(rest, expected, probe.label);
          assertNoDataOf(a, rest, "", probe.label);
          if (procedure && operation.operationId !== "createApiKey") {
            const trpc = await callTrpc(client, procedure, await fixture.prepare?.(client, b));
            expectStatus(trpc, expected, `${probe.label} (tRPC)`);
            assertNoDataOf(a, trpc, "", `${probe.label} (tRPC)`);
          }
        }
        continue;
      }
      for (const probe of probesOf(operation, fixture)) {
        for (const [who, client] of callers) {
          figures.probes++;
          const expected = fixture.sessionOnly && client === b.key ? [403] : probe.expected;
          const label = `${probe.label} ${who}`;
          const sent = `${probe.url} ${JSON.stringify(probe.body ?? {})}`;
          const rest = await callRest(client, probe);
          expectStatus(rest, expected, label);
          assertNoDataOf(a, rest, sent, label);
          if (procedure) {
            const trpc = await callTrpc(client, procedure, probe.input);
            expectStatus(trpc, expected, `${label} (tRPC)`);
            assertNoDataOf(a, trpc, sent, `${label} (tRPC)`);
          }
        }
      }
    }
    for (const [path, fixture] of Object.entries(TRPC_ONLY_FIXTURES)) {
      throw new Error(`tRPC-only procedure ${path} (${fixture.scope}): write its probes here`);
    }

    expect(failures).toEqual([]);
    expect(await hashTenantRows(app.database.db, a.orgId), "organization A's rows changed").toEqual(before);
    // A still sees its own records: the probes did not break them.
    expect((await a.user.http.get(`/api/v1/crm/invoices/${a.ids.invoice}`)).status).toBe(200);
    expect((await a.key.get(`/api/v1/crm/contacts/${a.ids.child}/hierarchy`)).status).toBe(200);
    expect(figures.requests).toBeGreaterThan(200);
  }, 120_000);
});
