import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContact, personBody, signUpInNewOrganization } from "../../test/factories";
import { HttpClient } from "../../test/http-client";
import { startTestApp, type TestApp } from "../../test/test-app";
import { clientAppRouter } from "./client-app";

// The error contract of spec §8 on both surfaces, and serving the built client from the same port.
let app: TestApp;
let http: HttpClient;
let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), "kancl-client-"));
  await mkdir(path.join(clientDir, "assets"));
  await writeFile(path.join(clientDir, "index.html"), "<!doctype html><title>Kancl</title><div id=root></div>");
  await writeFile(path.join(clientDir, "assets", "app-abc123.js"), "console.log('app')");
  // What the client build writes next to each chunk (client/vite.config.ts).
  await writeFile(path.join(clientDir, "assets", "app-abc123.js.br"), brotliCompressSync("console.log('app')"));
  await writeFile(path.join(clientDir, "assets", "app-abc123.js.gz"), gzipSync("console.log('app')"));
  // Source maps stay on disk for tools (client/vite.config.ts builds them "hidden"), but are not served.
  await writeFile(path.join(clientDir, "assets", "app-abc123.js.map"), '{"version":3,"sources":["src/main.tsx"]}');
  await writeFile(path.join(clientDir, "app.css.map"), '{"version":3,"sources":["src/index.css"]}');
  app = await startTestApp({ clientDir });
  http = new HttpClient(app.baseUrl);
});
afterAll(() => app.close());

describe("error contract", () => {
  it("answers malformed JSON with 400 {error} on REST and tRPC", async () => {
    for (const url of ["/api/v1/health", "/api/trpc/system.version"]) {
      const res = await http.post<{ error: string }>(url, undefined, {
        rawBody: '{"name": ',
        headers: { "content-type": "application/json" },
      });
      expect(res.status, url).toBe(400);
      expect(res.body.error).toBe("Malformed JSON in request body");
    }
  });

  it("answers a body over 1 MB with 413 {error}", async () => {
    const big = JSON.stringify({ filler: "x".repeat(2 * 1024 * 1024) });
    const res = await http.post<{ error: string }>("/api/v1/health", undefined, {
      rawBody: big,
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(/too large/i);
  });

  it("answers a text/plain write with 415 {error}", async () => {
    const res = await http.post<{ error: string }>("/api/v1/health", undefined, {
      rawBody: "hello",
      headers: { "content-type": "text/plain" },
    });
    expect(res.status).toBe(415);
    expect(res.body.error).toContain("application/json");
  });

  it("answers unknown API paths with 404 JSON, never the app page", async () => {
    for (const url of ["/api/v1/nope", "/api/nope", "/api/v1/crm/nothing/here"]) {
      const res = await http.get<{ error: string }>(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get("content-type"), url).toContain("application/json");
      expect(res.body.error, url).toBe("Not found");
    }
  });

  it("answers an unknown tRPC procedure with 404 and the error text inside tRPC's error envelope", async () => {
    // tRPC's wire format nests the error shape under `error`; the shape carries the same `error` string.
    const res = await http.get<{ error: { error: string; data: { code: string } } }>("/api/trpc/nope.nothing");
    expect(res.status).toBe(404);
    expect(res.body.error.data.code).toBe("NOT_FOUND");
    expect(res.body.error.error).toMatch(/No procedure found/);
  });

  it("answers a method a path does not serve with 405 {error} and Allow naming those it serves (issue 42 item 3)", async () => {
    const res = await http.delete<{ error: string }>("/api/v1/system/version");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(res.body.error).toBe("Method DELETE is not allowed here: use GET, HEAD");
    // A path of two kinds of operation (a plain GET, the REST adapter's PUT and DELETE) lists all of them.
    const patch = await http.request<{ error: string }>("PATCH", "/api/v1/settings/company/logo");
    expect(patch.status).toBe(405);
    expect(patch.headers.get("allow")).toBe("GET, HEAD, PUT, DELETE");
    // A path the document does not have stays 404.
    expect((await http.delete("/api/v1/system/no-such-thing")).status).toBe(404);
  });

  it("answers OPTIONS with 204 and Allow listing every method the path serves (issue 42 item 3)", async () => {
    const logo = await http.request("OPTIONS", "/api/v1/settings/company/logo");
    expect(logo.status).toBe(204);
    expect(logo.headers.get("allow")).toBe("GET, HEAD, PUT, DELETE");
    const contact = await http.request("OPTIONS", `/api/v1/crm/contacts/${randomUUID()}`);
    expect(contact.headers.get("allow")).toBe("GET, HEAD, PUT, DELETE");
  });

  it("decodes path parameters before validating them (issue 42 item 2)", async () => {
    const user = await signUpInNewOrganization(app);
    const contact = await createContact<{ id: string }>(user.http, personBody());
    // The id's first character percent-encoded: the same contact, on the REST adapter and on a plain route.
    const encoded = `%${contact.id.charCodeAt(0).toString(16)}${contact.id.slice(1)}`;
    const res = await user.http.get<{ id: string }>(`/api/v1/crm/contacts/${encoded}`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(contact.id);
    // A stray % that does not decode is refused as it stands (a 4xx), never a 5xx.
    const stray = await user.http.get("/api/v1/crm/contacts/%E0%A4%A");
    expect(stray.status).toBeGreaterThanOrEqual(400);
    expect(stray.status).toBeLessThan(500);
  });

  it("answers invalid input with 400 and the validation message", async () => {
    // A query whose input must be empty (void), given an object. (Field naming is covered by the auth tests.)
    const res = await http.get<{ error: { error: string } }>(
      `/api/trpc/system.version?input=${encodeURIComponent(JSON.stringify({ x: 1 }))}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.error).toBe("Invalid input: expected void, received object");
  });

  it("never leaks a stack trace", async () => {
    const res = await http.post("/api/v1/health", undefined, {
      rawBody: "{",
      headers: { "content-type": "application/json" },
    });
    expect(res.text).not.toMatch(/\bat .+\.(ts|js):\d+/);
    expect(res.text).not.toContain("stack");
  });
});

describe("security and logging headers", () => {
  it("sets a CSP without remote origins and a request id", async () => {
    const res = await http.get("/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https?:/);
    expect(res.headers.get("x-request-id")).toMatch(/^[\w-]+$/);
    expect(res.headers.get("x-powered-by")).toBeNull();
  });

  it("echoes a well-formed incoming request id and replaces a malformed one", async () => {
    const kept = await http.get("/api/health", { headers: { "x-request-id": "trace-123" } });
    expect(kept.headers.get("x-request-id")).toBe("trace-123");
    const replaced = await http.get("/api/health", { headers: { "x-request-id": "bad id\twith spaces" } });
    expect(replaced.headers.get("x-request-id")).not.toContain(" ");
  });
});

describe("the built client", () => {
  it("serves index.html for client-side routes, uncached", async () => {
    for (const url of ["/", "/crm/contacts", "/nope"]) {
      const res = await http.get(url);
      expect(res.status, url).toBe(200);
      expect(res.text).toContain("<div id=root>");
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("serves hashed assets with long cache headers and 404s a missing one", async () => {
    const asset = await http.get("/assets/app-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    const missing = await http.get("/assets/missing.js");
    expect(missing.status).toBe(404);
  });

  it("serves an asset's precompressed twin in the encoding the browser accepts, and the plain file otherwise", async () => {
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["identity", null],
    ] as const) {
      const res = await fetch(new URL("/assets/app-abc123.js", app.baseUrl), {
        headers: { "accept-encoding": accept },
      });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get("content-encoding"), accept).toBe(encoding);
      expect(res.headers.get("content-type"), accept).toContain("javascript");
      expect(res.headers.get("vary"), accept).toContain("Accept-Encoding");
      expect(res.headers.get("cache-control"), accept).toContain("immutable");
      expect(await res.text(), accept).toBe("console.log('app')");
    }
    const twin = await fetch(new URL("/assets/app-abc123.js.br", app.baseUrl), {
      headers: { "accept-encoding": "br" },
    });
    expect(twin.headers.get("content-encoding")).toBeNull();
  });

  it("does not serve source maps (404, not the app page), whatever encoding the browser accepts", async () => {
    for (const url of ["/assets/app-abc123.js.map", "/app.css.map", "/assets/missing.js.map", "/nope.map"]) {
      for (const accept of ["gzip, deflate, br", "identity"]) {
        const res = await fetch(new URL(url, app.baseUrl), { headers: { "accept-encoding": accept } });
        expect(res.status, `${url} ${accept}`).toBe(404);
        expect(await res.text(), url).not.toContain("sources");
      }
    }
  });

  it("serves them with SERVE_SOURCE_MAPS (serveSourceMaps)", async () => {
    const withMaps = express().use(clientAppRouter(clientDir, { serveSourceMaps: true }));
    const server = await new Promise<Server>((resolve) => {
      const listening = withMaps.listen(0, "127.0.0.1", () => resolve(listening));
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/assets/app-abc123.js.map`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("src/main.tsx");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
