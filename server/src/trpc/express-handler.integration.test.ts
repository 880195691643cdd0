import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as trpcExpress from "@trpc/server/adapters/express";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization, personBody, signUp } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/test-app";
import { finalErrorHandler } from "../http/errors";
import { jsonBody, MAX_BODY_BYTES } from "../http/json-body";
import { createErrorReporter } from "./adapter-hooks";
import { contextFactory } from "./context";
import { copyBody } from "./express-handler";
import { appRouter } from "./router";

let app: TestApp;
let reference: { url: string; close(): Promise<void> };
let cookie: string;

const listen = async (handler: express.Express) => {
  const server = await new Promise<Server>((resolve) => {
    const listening = handler.listen(0, "127.0.0.1", () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

beforeAll(async () => {
  app = await startTestApp();
  const org = await createOrganization(app);
  const { http, user, password } = await signUp(app, org.id);
  await http.post("/api/v1/crm/contacts", personBody({ name: "Petr Svoboda" }));
  const login = await fetch(`${app.baseUrl}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: user.email, password }),
  });
  cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

  // tRPC's own Express adapter over the same services and database: what the product's handler must match.
  const adapter = express();
  adapter.use(
    "/api/trpc",
    jsonBody(),
    trpcExpress.createExpressMiddleware({
      router: appRouter,
      createContext: contextFactory(app.services),
      maxBodySize: MAX_BODY_BYTES,
      onError: createErrorReporter(app.services.logger),
    }),
  );
  adapter.use(finalErrorHandler);
  reference = await listen(adapter);
});

afterAll(async () => {
  await reference?.close();
  await app?.close();
});

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** The same request to the product (our handler) and to tRPC's adapter. */
async function both(path: string, init: RequestInit = {}) {
  const answers = await Promise.all(
    [app.baseUrl, reference.url].map(async (base) => {
      const response = await fetch(`${base}${path}`, init);
      return {
        status: response.status,
        contentType: response.headers.get("content-type"),
        body: await response.text(),
      };
    }),
  );
  return { ours: answers[0], theirs: answers[1] };
}

describe("the /api/trpc handler answers exactly as tRPC's Express adapter", () => {
  const signedIn = () => ({ headers: { cookie } });
  const cases: [string, () => [string, RequestInit]][] = [
    ["a query", () => ["/api/trpc/auth.me", signedIn()]],
    ["a query without a session (401)", () => ["/api/trpc/auth.me", {}]],
    [
      "a batch of queries",
      () => [`/api/trpc/auth.me,contacts.list?batch=1&input=${input({ 0: {}, 1: { limit: 5 } })}`, signedIn()],
    ],
    ["invalid input (400)", () => [`/api/trpc/contacts.list?input=${input({ limit: 0 })}`, signedIn()]],
    ["an unknown procedure (404)", () => ["/api/trpc/contacts.nope", signedIn()]],
    ["a mutation over GET (405)", () => ["/api/trpc/contacts.create", signedIn()]],
    [
      "a malformed JSON body",
      () => [
        "/api/trpc/contacts.create",
        { method: "POST", headers: { cookie, "content-type": "application/json" }, body: "{nope" },
      ],
    ],
    [
      "a body past the size limit (413)",
      () => [
        "/api/trpc/contacts.create",
        {
          method: "POST",
          headers: { cookie, "content-type": "application/json" },
          body: JSON.stringify({ name: "x".repeat(MAX_BODY_BYTES) }),
        },
      ],
    ],
    [
      "a streamed batch (JSON Lines)",
      () => [
        `/api/trpc/auth.me,contacts.list?batch=1&input=${input({ 0: {}, 1: {} })}`,
        { headers: { cookie, "trpc-accept": "application/jsonl" } },
      ],
    ],
  ];

  it.each(cases)("%s", async (_name, request) => {
    const [path, init] = request();
    const { ours, theirs } = await both(path, init);
    expect(ours).toEqual(theirs);
  });

  it("a mutation: same status and answer", async () => {
    const post = (base: string) =>
      fetch(`${base}/api/trpc/contacts.create`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify(personBody({ name: "Eva Malá" })),
      });
    const [ours, theirs] = await Promise.all([post(app.baseUrl), post(reference.url)]);
    expect(ours.status).toBe(theirs.status);
    const keysOf = async (response: Response) =>
      Object.keys(((await response.json()) as { result: { data: Record<string, unknown> } }).result.data).sort();
    expect(await keysOf(ours)).toEqual(await keysOf(theirs));
  });
});

describe("copyBody", () => {
  it("writes every chunk, waits for the socket, and stops reading when the client goes away", async () => {
    let pulled = 0;
    let cancelled = false;
    const server = express();
    server.get("/slow", async (_req, res) => {
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          pulled++;
          await new Promise((resolve) => setTimeout(resolve, 20));
          controller.enqueue(new TextEncoder().encode(`chunk ${pulled}\n`));
        },
        cancel() {
          cancelled = true;
        },
      });
      await copyBody(body, res);
      res.end();
    });
    const slow = await listen(server);
    try {
      const abort = new AbortController();
      const response = await fetch(`${slow.url}/slow`, { signal: abort.signal });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toContain("chunk 1");
      abort.abort();
      await expect.poll(() => cancelled).toBe(true);
      const pulledWhenCancelled = pulled;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(pulled).toBe(pulledWhenCancelled);
    } finally {
      await slow.close();
    }
  });
});
