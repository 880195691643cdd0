import { AUTH_MESSAGES, type User, userSchema } from "@kancl/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization, GOOD_PASSWORD, signUp, uniqueEmail } from "../../../test/factories";
import { HttpClient } from "../../../test/http-client";
import { startTestApp, type TestApp } from "../../../test/test-app";

let app: TestApp;
let orgId: string;

beforeAll(async () => {
  app = await startTestApp();
  orgId = (await createOrganization(app, "Acme s.r.o.")).id;
});
afterAll(() => app.close());

const register = (http: HttpClient, body: Record<string, unknown>) =>
  http.post<{ user: User; error: string }>("/api/v1/auth/register", {
    email: uniqueEmail(),
    password: GOOD_PASSWORD,
    name: "Petr Svoboda",
    orgId,
    ...body,
  });

const cookieLines = (headers: Headers) => headers.getSetCookie();

describe("register", () => {
  it("creates the account (201) and answers the user object without any secret", async () => {
    const http = new HttpClient(app.baseUrl);
    const res = await register(http, { email: "  Petr.Svoboda@Example.CZ " });
    expect(res.status).toBe(201);
    expect(userSchema.strict().parse(res.body.user)).toMatchObject({
      name: "Petr Svoboda",
      email: "petr.svoboda@example.cz",
      orgId,
      organizationName: "Acme s.r.o.",
    });
    expect(res.text).not.toMatch(/argon2|password/i);
  });

  it("refuses a second account with the same e-mail in any letter case (409)", async () => {
    const http = new HttpClient(app.baseUrl);
    const email = uniqueEmail("dup");
    expect((await register(http, { email })).status).toBe(201);
    const again = await register(http, { email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: AUTH_MESSAGES.emailTaken,
      message: expect.any(String),
      code: "CONFLICT",
      data: expect.anything(),
    });
  });

  it("answers 400 'Unknown organization ID' for an unknown or malformed organization ID", async () => {
    const http = new HttpClient(app.baseUrl);
    for (const badOrgId of ["3f1c2b9e-0000-4000-8000-000000000000", "not-an-id", "'; drop table users; --"]) {
      const res = await register(http, { orgId: badOrgId });
      expect(res.status, badOrgId).toBe(400);
      expect(res.body.error).toBe(AUTH_MESSAGES.unknownOrganization);
    }
  });

  it.each([
    ["Short1!", AUTH_MESSAGES.passwordTooShort],
    ["alllowercase-1", AUTH_MESSAGES.passwordUppercase],
    ["ALLUPPERCASE-1", AUTH_MESSAGES.passwordLowercase],
    ["No-Digits-Here", AUTH_MESSAGES.passwordNumber],
    ["NoSpecials1234", AUTH_MESSAGES.passwordSpecial],
    [`Aa1!${"x".repeat(125)}`, AUTH_MESSAGES.passwordTooLong],
  ])("enforces the password rules on the server: %s", async (password, message) => {
    const res = await register(new HttpClient(app.baseUrl), { password });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`password: ${message}`);
  });

  it("names the field of an invalid e-mail and creates nothing", async () => {
    const res = await register(new HttpClient(app.baseUrl), { email: "not-an-email" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`email: ${AUTH_MESSAGES.invalidEmail}`);
  });
});

describe("login, me, refresh, logout", () => {
  it("signs in with HttpOnly SameSite=Lax path-scoped cookies; me answers the user on both surfaces", async () => {
    const { http, user } = await signUp(app, orgId, { name: "Eva Malá" });
    const me = await http.get<User>("/api/v1/auth/me");
    expect(me.status).toBe(200);
    expect(me.body).toEqual(user);
    const trpcMe = await http.get<{ result: { data: User } }>("/api/trpc/auth.me");
    expect(trpcMe.body.result.data).toEqual(user);

    const login = await http.post("/api/v1/auth/login", { email: user.email, password: GOOD_PASSWORD });
    const [access, refresh] = cookieLines(login.headers);
    expect(access).toMatch(/^kancl_session=[^;]+; Max-Age=900; Path=\/api; HttpOnly; SameSite=Lax$/);
    expect(refresh).toMatch(/^kancl_refresh=[^;]+; Max-Age=\d+; Path=\/api\/v1\/auth; HttpOnly; SameSite=Lax$/);
  });

  it("answers 401 {error} without a session or with a forged token", async () => {
    const anonymous = await new HttpClient(app.baseUrl).get<{ error: string }>("/api/v1/auth/me");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe(AUTH_MESSAGES.notSignedIn);
    const forged = await new HttpClient(app.baseUrl).get("/api/v1/auth/me", {
      headers: { cookie: "kancl_session=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0." },
    });
    expect(forged.status).toBe(401);
  });

  it("answers wrong password and unknown e-mail alike, in similar time", async () => {
    const { user } = await signUp(app, orgId);
    const http = new HttpClient(app.baseUrl);
    const time = async (email: string) => {
      const started = performance.now();
      const res = await http.post<{ error: string }>("/api/v1/auth/login", { email, password: "Wrong-password-1" });
      return { res, ms: performance.now() - started };
    };
    await time(uniqueEmail("warmup"));
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round++) {
      const a = await time(user.email);
      const b = await time(uniqueEmail("nobody"));
      expect(a.res.status).toBe(401);
      expect(b.res.status).toBe(401);
      expect(a.res.body.error).toBe(AUTH_MESSAGES.invalidCredentials);
      expect(b.res.body.error).toBe(AUTH_MESSAGES.invalidCredentials);
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[1] ?? 0;
    // Both paths run one argon2id verification; without the dummy hash the unknown e-mail would answer ~100x faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
  });

  it("rotates the refresh token; replaying a used one revokes the whole family (401)", async () => {
    const { http, user } = await signUp(app, orgId);
    const login = await http.post("/api/v1/auth/login", { email: user.email, password: GOOD_PASSWORD });
    const firstRefresh = cookieLines(login.headers)[1]?.split(";")[0] ?? "";

    const rotated = await http.post<{ user: User }>("/api/v1/auth/refresh");
    expect(rotated.status).toBe(200);
    expect(rotated.body.user).toEqual(user);
    const secondRefresh = cookieLines(rotated.headers)[1]?.split(";")[0] ?? "";
    expect(secondRefresh).not.toBe(firstRefresh);

    const thief = new HttpClient(app.baseUrl);
    const replay = await thief.post<{ error: string }>("/api/v1/auth/refresh", undefined, {
      headers: { cookie: firstRefresh },
    });
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe(AUTH_MESSAGES.sessionExpired);
    // The legitimate holder of the newest token is signed out too.
    const owner = await http.post("/api/v1/auth/refresh");
    expect(owner.status).toBe(401);
  });

  it("refresh without a cookie answers 401 and clears the cookies", async () => {
    const res = await new HttpClient(app.baseUrl).post("/api/v1/auth/refresh");
    expect(res.status).toBe(401);
    expect(cookieLines(res.headers).every((line) => line.includes("Max-Age=0"))).toBe(true);
  });

  it("logout revokes the session and clears the cookies; it succeeds without a session too", async () => {
    const { http } = await signUp(app, orgId);
    const res = await http.post("/api/v1/auth/logout");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(cookieLines(res.headers)).toHaveLength(2);
    expect((await http.get("/api/v1/auth/me")).status).toBe(401);
    expect((await http.post("/api/v1/auth/refresh")).status).toBe(401);
    expect((await new HttpClient(app.baseUrl).post("/api/v1/auth/logout")).status).toBe(200);
  });

  it("logs in over tRPC as well", async () => {
    const { user } = await signUp(app, orgId);
    const http = new HttpClient(app.baseUrl);
    const res = await http.post<{ result: { data: { user: User } } }>("/api/trpc/auth.login", {
      email: user.email,
      password: GOOD_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.result.data.user.id).toBe(user.id);
    expect((await http.get("/api/trpc/auth.me")).status).toBe(200);
  });
});

describe("secure cookies behind a proxy", () => {
  it("marks cookies Secure only when a trusted proxy says the request was HTTPS", async () => {
    const proxied = await startTestApp({ trustProxy: "loopback" });
    try {
      const org = await createOrganization(proxied);
      const { user } = await signUp(proxied, org.id);
      const http = new HttpClient(proxied.baseUrl);
      const https = await http.post(
        "/api/v1/auth/login",
        { email: user.email, password: GOOD_PASSWORD },
        {
          headers: { "x-forwarded-proto": "https" },
        },
      );
      expect(cookieLines(https.headers).every((line) => line.includes("; Secure"))).toBe(true);
      const plain = await http.post("/api/v1/auth/login", { email: user.email, password: GOOD_PASSWORD });
      expect(cookieLines(plain.headers).some((line) => line.includes("Secure"))).toBe(false);
    } finally {
      await proxied.close();
    }
  });

  it("ignores X-Forwarded-Proto from an untrusted client", async () => {
    const { user } = await signUp(app, orgId);
    const res = await new HttpClient(app.baseUrl).post(
      "/api/v1/auth/login",
      { email: user.email, password: GOOD_PASSWORD },
      { headers: { "x-forwarded-proto": "https" } },
    );
    expect(cookieLines(res.headers).some((line) => line.includes("Secure"))).toBe(false);
  });
});
