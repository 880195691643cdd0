import { randomUUID } from "node:crypto";
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userMessage } from "../../test/chat-client";
import { createContact, createOrganization, personBody, type SignedInUser, signUp } from "../../test/factories";
import { scriptedModel } from "../../test/scripted-model";
import { startTestApp, type TestApp } from "../../test/test-app";
import { COMPRESSION_THRESHOLD_BYTES } from "./compression";

// JSON answers of the API are compressed for clients that accept it; streams and small answers are not.
let app: TestApp;
let user: SignedInUser;

beforeAll(async () => {
  app = await startTestApp({
    chatModel: scriptedModel({ toolCall: () => ({ text: "Dobrý den." }), answer: () => "" }),
  });
  user = await signUp(app, (await createOrganization(app)).id);
  for (let i = 0; i < 12; i++) await createContact(user.http, personBody({ name: `Kontakt ${i}` }));
});
afterAll(() => app.close());

/** A GET with node:http, which (unlike fetch) sends no Accept-Encoding of its own and does not decompress. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
    const req = request(
      new URL(path, app.baseUrl),
      { headers: { cookie: user.http.cookieHeader, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

describe("compression of the API's JSON answers", () => {
  const list = "/api/v1/crm/contacts?limit=50";

  it("sends brotli or gzip as accepted, with the same JSON as an uncompressed answer", async () => {
    const plain = await rawGet(list, {});
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.bytes.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const json = JSON.parse(plain.bytes.toString("utf8")) as { contacts: unknown[] };
    expect(json.contacts).toHaveLength(12);

    const br = await rawGet(list, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString("utf8"))).toEqual(json);

    const gzip = await rawGet(list, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.bytes).toString("utf8"))).toEqual(json);

    const identity = await rawGet(list, { "accept-encoding": "identity" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.bytes.equals(plain.bytes)).toBe(true);
  });

  it("compresses the tRPC surface the app itself calls", async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { limit: 50 } }));
    const res = await rawGet(`/api/trpc/contacts.list?batch=1&input=${input}`, { "accept-encoding": "br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
  });

  it("leaves answers under the threshold as they are", async () => {
    const res = await rawGet("/api/v1/auth/me", { "accept-encoding": "br" });
    expect(res.status).toBe(200);
    expect(res.bytes.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });

  it("never compresses the assistant's event stream, which must reach the client as it is written", async () => {
    const chatId = randomUUID();
    const res = await user.http.post(
      "/api/v1/ai/chat",
      {
        id: chatId,
        conversationId: chatId,
        messages: [userMessage("Ahoj")],
        trigger: "submit-message",
      },
      { headers: { "accept-encoding": "gzip, deflate, br" } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.text).toContain(`"delta":"den."`);
  });

  it("keeps errors readable: a 404 {error} of another organization's record is JSON as before", async () => {
    const other = await signUp(app, (await createOrganization(app)).id);
    const theirs = await createContact(other.http, personBody());
    const res = await user.http.get<{ error: string }>(`/api/v1/crm/contacts/${theirs.id}`, {
      headers: { "accept-encoding": "br" },
    });
    expect(res.status).toBe(404);
    expect(res.body.error).toBeTruthy();
  });
});
