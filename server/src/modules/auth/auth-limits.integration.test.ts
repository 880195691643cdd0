import { AUTH_MESSAGES } from "@kancl/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization, GOOD_PASSWORD, signUp, uniqueEmail } from "../../../test/factories";
import { HttpClient } from "../../../test/http-client";
import { startTestApp, type TestApp } from "../../../test/test-app";

// Brute-force limits (per account, per IP) and the CSRF rules, over HTTP.
let app: TestApp;
let orgId: string;

beforeAll(async () => {
  app = await startTestApp({
    settings: {
      rateLimits: {
        loginFailuresPerAccount: 3,
        authRequestsPerIp: 10_000,
        windowMs: 60_000,
        apiKeyRequestsPerMinute: 100,
      },
      appOrigins: ["https://partner.example.cz"],
    },
  });
  orgId = (await createOrganization(app)).id;
});
afterAll(() => app.close());

describe("failed logins per account", () => {
  it("answers 429 with Retry-After past the limit, even to the right password, and spares other accounts", async () => {
    const victim = await signUp(app, orgId);
    const bystander = await signUp(app, orgId);
    const http = new HttpClient(app.baseUrl);
    for (let attempt = 0; attempt < 3; attempt++) {
      const res = await http.post("/api/v1/auth/login", { email: victim.user.email, password: "Wrong-password-1" });
      expect(res.status).toBe(401);
    }
    const blocked = await http.post<{ error: string }>("/api/v1/auth/login", {
      email: victim.user.email,
      password: GOOD_PASSWORD,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe(AUTH_MESSAGES.tooManyAttempts);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const other = await http.post("/api/v1/auth/login", { email: bystander.user.email, password: GOOD_PASSWORD });
    expect(other.status).toBe(200);
  });

  it("counts the e-mail case-insensitively", async () => {
    const target = await signUp(app, orgId);
    const http = new HttpClient(app.baseUrl);
    for (const email of [target.user.email, target.user.email.toUpperCase(), ` ${target.user.email} `]) {
      await http.post("/api/v1/auth/login", { email, password: "Wrong-password-1" });
    }
    const res = await http.post("/api/v1/auth/login", { email: target.user.email, password: GOOD_PASSWORD });
    expect(res.status).toBe(429);
  });

  it("a successful login clears the failure count", async () => {
    const user = await signUp(app, orgId);
    const http = new HttpClient(app.baseUrl);
    await http.post("/api/v1/auth/login", { email: user.user.email, password: "Wrong-password-1" });
    await http.post("/api/v1/auth/login", { email: user.user.email, password: "Wrong-password-1" });
    expect((await http.post("/api/v1/auth/login", { email: user.user.email, password: GOOD_PASSWORD })).status).toBe(
      200,
    );
    await http.post("/api/v1/auth/login", { email: user.user.email, password: "Wrong-password-1" });
    await http.post("/api/v1/auth/login", { email: user.user.email, password: "Wrong-password-1" });
    expect((await http.post("/api/v1/auth/login", { email: user.user.email, password: GOOD_PASSWORD })).status).toBe(
      200,
    );
  });
});

// Issue 20, item 3: attempts are counted before the password is checked, per account and client address, under a
// much higher account-wide ceiling. The app trusts X-Forwarded-For here, so each test can speak from any address.
describe("login attempts per account and client address", () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp({
      trustProxy: true,
      settings: {
        rateLimits: {
          loginFailuresPerAccount: 10,
          loginFailuresPerAccountTotal: 25,
          authRequestsPerIp: 10_000,
          windowMs: 60_000,
          apiKeyRequestsPerMinute: 100,
        },
      },
    });
  });
  afterAll(() => proxied?.close());

  const loginFrom = (address: string, email: string, password: string) =>
    new HttpClient(proxied.baseUrl).post<{ error: string }>(
      "/api/v1/auth/login",
      { email, password },
      { headers: { "x-forwarded-for": address } },
    );
  const tally = (statuses: number[]) => {
    const counts: Record<number, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  };

  it("checks exactly 10 of 30 parallel wrong passwords; the other 20 answer 429", async () => {
    const victim = await signUp(proxied, (await createOrganization(proxied)).id);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => loginFrom("203.0.113.10", victim.user.email, `Wrong-password-${i}`)),
    );
    expect(tally(answers.map((res) => res.status))).toEqual({ 401: 10, 429: 20 });
  });

  it("lets the owner sign in from another address while an attacker is locked out, under an account-wide ceiling", async () => {
    const owner = await signUp(proxied, (await createOrganization(proxied)).id);
    const email = owner.user.email;
    const attacker: number[] = [];
    for (let i = 0; i < 12; i++) attacker.push((await loginFrom("203.0.113.20", email, "Wrong-password-1")).status);
    expect(attacker).toEqual([...Array(10).fill(401), 429, 429]);
    // The right password from the attacker's address is refused too: that address used up its attempts.
    expect((await loginFrom("203.0.113.20", email, GOOD_PASSWORD)).status).toBe(429);
    expect((await loginFrom("198.51.100.7", email, GOOD_PASSWORD)).status).toBe(200);

    // Guesses spread over many addresses stop at the account-wide ceiling (25), for everyone.
    const spread: number[] = [];
    for (const address of ["203.0.113.21", "203.0.113.22"]) {
      for (let i = 0; i < 10; i++) spread.push((await loginFrom(address, email, "Wrong-password-1")).status);
    }
    expect(tally(spread)).toEqual({ 401: 15, 429: 5 });
    const blocked = await loginFrom("198.51.100.8", email, GOOD_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe(AUTH_MESSAGES.tooManyAttempts);
  });
});

describe("auth calls per IP", () => {
  it("answers 429 with Retry-After past the limit on every auth call", async () => {
    const limited = await startTestApp({
      settings: {
        rateLimits: {
          loginFailuresPerAccount: 100,
          authRequestsPerIp: 4,
          windowMs: 60_000,
          apiKeyRequestsPerMinute: 100,
        },
      },
    });
    try {
      const http = new HttpClient(limited.baseUrl);
      for (let i = 0; i < 4; i++) {
        const res = await http.post("/api/v1/auth/login", { email: uniqueEmail(), password: "Wrong-password-1" });
        expect(res.status).toBe(401);
      }
      for (const path of ["/api/v1/auth/login", "/api/v1/auth/refresh", "/api/v1/auth/register"]) {
        const res = await http.post<{ error: string }>(path, { email: uniqueEmail(), password: "x" });
        expect(res.status, path).toBe(429);
        expect(res.headers.get("retry-after"), path).toMatch(/^\d+$/);
      }
      // Reading the session is not an auth attempt and stays available.
      expect((await http.get("/api/v1/auth/me")).status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe("CSRF", () => {
  const login = (headers: Record<string, string>, rawBody?: string) =>
    new HttpClient(app.baseUrl).request<{ error: string }>("POST", "/api/v1/auth/login", {
      headers,
      rawBody: rawBody ?? JSON.stringify({ email: "x@example.cz", password: "Wrong-password-1" }),
    });

  it.each([
    ["application/x-www-form-urlencoded", "email=x%40example.cz&password=x"],
    ["text/plain", '{"email":"x@example.cz","password":"x"}'],
    ["multipart/form-data; boundary=x", "--x\r\nContent-Disposition: form-data; name=email\r\n\r\nx\r\n--x--"],
  ])("refuses a %s write with 415", async (contentType, body) => {
    const res = await login({ "content-type": contentType }, body);
    expect(res.status).toBe(415);
    expect(res.body.error).toContain("application/json");
  });

  it("refuses a write from a foreign Origin with 403 on both surfaces", async () => {
    const rest = await login({ "content-type": "application/json", origin: "https://evil.example.com" });
    expect(rest.status).toBe(403);
    expect(rest.body.error).toBe("Cross-origin request refused");
    const trpc = await new HttpClient(app.baseUrl).post("/api/trpc/auth.logout", undefined, {
      headers: { origin: "https://evil.example.com" },
    });
    expect(trpc.status).toBe(403);
  });

  it("accepts the app's own origin and the configured APP_ORIGINS", async () => {
    const own = await login({ "content-type": "application/json", origin: app.baseUrl });
    expect(own.status).toBe(401);
    const partner = await login({ "content-type": "application/json", origin: "https://partner.example.cz" });
    expect(partner.status).toBe(401);
  });

  it("accepts a body-less POST with or without a content type", async () => {
    const bare = await new HttpClient(app.baseUrl).request("POST", "/api/v1/auth/logout");
    expect(bare.status).toBe(200);
    const typed = await new HttpClient(app.baseUrl).request("POST", "/api/v1/auth/logout", {
      headers: { "content-type": "application/json" },
    });
    expect(typed.status).toBe(200);
  });

  it("accepts application/json with a charset and really reads the body", async () => {
    const user = await signUp(app, orgId);
    const res = await new HttpClient(app.baseUrl).request<{ user: { id: string } }>("POST", "/api/v1/auth/login", {
      headers: { "content-type": "application/json; charset=utf-8" },
      rawBody: JSON.stringify({ email: user.user.email, password: GOOD_PASSWORD }),
    });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.user.id);
  });
});
