import type { ApiKey, Contact } from "@kancl/shared";
import { describe, expect, it } from "vitest";
import { createContact, personBody, signUp, signUpInNewOrganization } from "../../../test/factories";
import { HttpClient } from "../../../test/http-client";
import { startTestApp, TEST_ADMIN_TOKEN } from "../../../test/test-app";
import { useTestApp } from "../../../test/use-test-app";

const { app, user: owner } = useTestApp({
  settings: {
    rateLimits: {
      loginFailuresPerAccount: 10,
      authRequestsPerIp: 10_000,
      windowMs: 900_000,
      apiKeyRequestsPerMinute: 30,
    },
  },
});

type Created = { apiKey: ApiKey; secret: string };
type ErrorBody = { error: string };

const keyClient = (secret: string) => {
  const http = new HttpClient(app.baseUrl);
  return {
    get: <T>(path: string) => http.get<T>(path, { headers: { authorization: `Bearer ${secret}` } }),
    post: <T>(path: string, body?: unknown, headers: Record<string, string> = {}) =>
      http.post<T>(path, body, { headers: { authorization: `Bearer ${secret}`, ...headers } }),
    request: <T>(method: string, path: string) =>
      http.request<T>(method, path, { headers: { authorization: `Bearer ${secret}` } }),
  };
};

describe("API keys", () => {
  it("creates a key (secret shown once, prefixed kancl_), lists it without the secret, and authenticates with it", async () => {
    const created = await owner.http.post<Created>("/api/v1/api-keys", { name: "Účetní systém" });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^kancl_[\w-]{43}$/);
    expect(created.body.apiKey).toMatchObject({
      name: "Účetní systém",
      revokedAt: null,
      expiresAt: null,
      lastUsedAt: null,
    });
    expect(created.body.secret.startsWith(created.body.apiKey.prefix.replace("…", ""))).toBe(true);

    const list = await owner.http.get<{ apiKeys: ApiKey[] }>("/api/v1/api-keys");
    expect(list.body.apiKeys.map((k) => k.id)).toContain(created.body.apiKey.id);
    expect(list.text).not.toContain(created.body.secret);

    const key = keyClient(created.body.secret);
    const contact = await key.post<Contact>("/api/v1/crm/contacts", personBody({ name: "Přes klíč" }));
    expect(contact.status).toBe(201);
    const mine = await owner.http.get<Contact>(`/api/v1/crm/contacts/${contact.body.id}`);
    expect(mine.body.name).toBe("Přes klíč");
    const used = await owner.http.get<{ apiKeys: ApiKey[] }>("/api/v1/api-keys");
    expect(used.body.apiKeys.find((k) => k.id === created.body.apiKey.id)?.lastUsedAt).not.toBeNull();
  });

  it("refuses a revoked, an expired, an unknown and a malformed key with 401", async () => {
    const created = await owner.http.post<Created>("/api/v1/api-keys", { name: "Short-lived" });
    expect((await owner.http.delete(`/api/v1/api-keys/${created.body.apiKey.id}`)).status).toBe(200);
    const revoked = await keyClient(created.body.secret).get<ErrorBody>("/api/v1/crm/contacts");
    expect(revoked.status).toBe(401);
    expect(revoked.body.error).toBe("Invalid, revoked or expired API key");

    const soon = await owner.http.post<Created>("/api/v1/api-keys", {
      name: "Expiring",
      expiresAt: new Date(Date.now() + 1500).toISOString(),
    });
    expect((await keyClient(soon.body.secret).get("/api/v1/crm/contacts")).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await keyClient(soon.body.secret).get("/api/v1/crm/contacts")).status).toBe(401);

    expect((await keyClient(`kancl_${"x".repeat(43)}`).get("/api/v1/crm/contacts")).status).toBe(401);
    expect((await keyClient("not-a-key").get("/api/v1/crm/contacts")).status).toBe(401);
    const past = await owner.http.post<ErrorBody>("/api/v1/api-keys", {
      name: "Past",
      expiresAt: "2020-01-01T00:00:00Z",
    });
    expect(past.status).toBe(400);
  });

  it("never works on the admin API or for managing keys, and needs no CSRF origin", async () => {
    const created = await owner.http.post<Created>("/api/v1/api-keys", { name: "Limited" });
    const key = keyClient(created.body.secret);
    expect((await key.get("/api/v1/admin/organizations")).status).toBe(401);
    // A valid key is known, but may not manage keys: 403 saying so (issue 20, item 8), on every key operation.
    const answers = [
      await key.post<ErrorBody>("/api/v1/api-keys", { name: "Minted by a key" }),
      await key.get<ErrorBody>("/api/v1/api-keys"),
      await key.request<ErrorBody>("DELETE", `/api/v1/api-keys/${created.body.apiKey.id}`),
    ];
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe("API keys cannot manage API keys: sign in to Kancl to do that");
    }
    expect((await key.get("/api/v1/crm/contacts")).status, "the key was not revoked").toBe(200);
    const foreignOrigin = await key.post<Contact>("/api/v1/crm/contacts", personBody(), {
      origin: "https://elsewhere.example",
    });
    expect(foreignOrigin.status).toBe(201);
    expect(TEST_ADMIN_TOKEN).toBeTruthy();
  });

  it("only its owner can revoke a key (404 for anyone else)", async () => {
    const created = await owner.http.post<Created>("/api/v1/api-keys", { name: "Mine" });
    const stranger = await signUpInNewOrganization(app);
    expect((await stranger.http.delete(`/api/v1/api-keys/${created.body.apiKey.id}`)).status).toBe(404);
    expect((await keyClient(created.body.secret).get("/api/v1/crm/contacts")).status).toBe(200);
  });

  it("limits calls per key with 429 and Retry-After", async () => {
    const created = await owner.http.post<Created>("/api/v1/api-keys", { name: "Busy" });
    const key = keyClient(created.body.secret);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 32; i++) {
      const res = await key.get("/api/v1/crm/contacts?limit=1");
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get("retry-after");
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it("sees 404 for another organization's records", async () => {
    const stranger = await signUpInNewOrganization(app);
    const theirKey = (await stranger.http.post<Created>("/api/v1/api-keys", { name: "Theirs" })).body.secret;
    const mine = await createContact(owner.http, personBody({ name: "Jen můj" }));
    const res = await keyClient(theirKey).get<ErrorBody>(`/api/v1/crm/contacts/${mine.id}`);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain("Jen můj");
  });
});

describe("Idempotency-Key", () => {
  it("answers a retry with the first result and creates nothing new", async () => {
    const key = keyClient((await owner.http.post<Created>("/api/v1/api-keys", { name: "Retry" })).body.secret);
    const body = personBody({ name: "Jednou a dost" });
    const first = await key.post<Contact>("/api/v1/crm/contacts", body, { "idempotency-key": "create-jednou-1" });
    const retry = await key.post<Contact>("/api/v1/crm/contacts", body, { "idempotency-key": "create-jednou-1" });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    const all = await owner.http.get<{ contacts: Contact[] }>("/api/v1/crm/contacts?q=Jednou");
    expect(all.body.contacts).toHaveLength(1);

    const other = await key.post<ErrorBody>("/api/v1/crm/contacts", personBody({ name: "Jiné" }), {
      "idempotency-key": "create-jednou-1",
    });
    expect(other.status).toBe(422);
  });

  it("releases the key when the first request failed, and scopes keys per organization", async () => {
    const failed = await owner.http.post(
      "/api/v1/crm/contacts",
      { type: "person", name: "" },
      { headers: { "idempotency-key": "k-2" } },
    );
    expect(failed.status).toBe(400);
    const fixed = await owner.http.post<Contact>("/api/v1/crm/contacts", personBody({ name: "Opraveno" }), {
      headers: { "idempotency-key": "k-2" },
    });
    expect(fixed.status).toBe(201);
    const stranger = await signUpInNewOrganization(app);
    const theirs = await stranger.http.post<Contact>("/api/v1/crm/contacts", personBody({ name: "Jejich" }), {
      headers: { "idempotency-key": "k-2" },
    });
    expect(theirs.status).toBe(201);
    expect(theirs.body.name).toBe("Jejich");
  });
});

// Issue 20, item 4: stored answers belong to the credential that made them, never hold a secret, and a request with
// Idempotency-Key counts once against its key's rate limit.
describe("Idempotency-Key per credential", () => {
  it("gives two users of one organization, sending the same key and body, each their own result", async () => {
    const colleague = await signUp(app, owner.user.orgId);
    // Two people creating the same person: the second is a duplicate the request accepts (decision 103).
    const body = { ...personBody({ name: "Stejný klíč" }), allowDuplicate: true };
    const mine = await owner.http.post<Contact>("/api/v1/crm/contacts", body, {
      headers: { "idempotency-key": "same-key-two-users" },
    });
    const theirs = await colleague.http.post<Contact>("/api/v1/crm/contacts", body, {
      headers: { "idempotency-key": "same-key-two-users" },
    });
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(theirs.body.id).not.toBe(mine.body.id);
    // Two API keys of one user are two credentials as well.
    const keys = await Promise.all(
      ["One", "Two"].map(async (name) => (await owner.http.post<Created>("/api/v1/api-keys", { name })).body.secret),
    );
    const viaKeys = await Promise.all(
      keys.map((secret) =>
        keyClient(secret).post<Contact>("/api/v1/crm/contacts", body, { "idempotency-key": "same-key-two-keys" }),
      ),
    );
    expect(viaKeys.map((res) => res.status)).toEqual([201, 201]);
    expect(viaKeys[0]?.body.id).not.toBe(viaKeys[1]?.body.id);
    // The same credential still gets its replay.
    const again = await colleague.http.post<Contact>("/api/v1/crm/contacts", body, {
      headers: { "idempotency-key": "same-key-two-users" },
    });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.id).toBe(theirs.body.id);
  });

  it("refuses Idempotency-Key on key creation (400) and stores no secret", async () => {
    const before = (await owner.http.get<{ apiKeys: ApiKey[] }>("/api/v1/api-keys")).body.apiKeys.length;
    const res = await owner.http.post<ErrorBody>(
      "/api/v1/api-keys",
      { name: "Retried" },
      { headers: { "idempotency-key": "create-key-1" } },
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      "Idempotency-Key is not accepted here: the answer holds a secret, which is never stored. Send the request without it.",
    );
    const stored = await app.database.db.selectFrom("idempotency_keys").select(["key", "response_body"]).execute();
    expect(stored.filter((row) => row.key === "create-key-1" || row.response_body?.includes("kancl_"))).toEqual([]);
    expect((await owner.http.get<{ apiKeys: ApiKey[] }>("/api/v1/api-keys")).body.apiKeys).toHaveLength(before);
  });

  it("counts a request with Idempotency-Key once against the key's limit (limit 4: 201 × 4, then 429)", async () => {
    const limited = await startTestApp({
      settings: {
        rateLimits: {
          loginFailuresPerAccount: 10,
          authRequestsPerIp: 10_000,
          windowMs: 900_000,
          apiKeyRequestsPerMinute: 4,
        },
      },
    });
    try {
      const user = await signUpInNewOrganization(limited);
      const secret = (await user.http.post<Created>("/api/v1/api-keys", { name: "Four a minute" })).body.secret;
      const http = new HttpClient(limited.baseUrl);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await http.post("/api/v1/crm/contacts", personBody({ name: `Kontakt ${i}` }), {
          headers: { authorization: `Bearer ${secret}`, "idempotency-key": `limit-${i}` },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
