import { setTimeout as sleep } from "node:timers/promises";
import { ACCOUNT_MESSAGES, type AccountSession, AUTH_MESSAGES, type OutboxSummary } from "@kancl/shared";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization, GOOD_PASSWORD, type SignedInUser, signUp, uniqueEmail } from "../../../test/factories";
import { HttpClient } from "../../../test/http-client";
import { firstLink, type MailTestApp, startAppWithSmtp } from "../../../test/mail-testing";
import type { ReceivedMail } from "../../../test/smtp-test-server";
import { PASSWORD_CHANGED_SUBJECT, PASSWORD_RESET_SUBJECT } from "./password-reset-mails";

// Accounts over HTTP (issue 25, decision 141): password reset by e-mail through a real SMTP server on loopback,
// password change, and the sessions list.
const NEW_PASSWORD = "Nove-Heslo-2026!";
const APP_URL = "http://kancl.test:8080";
let env: MailTestApp;
let orgId: string;

beforeAll(async () => {
  env = await startAppWithSmtp({
    settings: {
      appUrl: APP_URL,
      rateLimits: {
        loginFailuresPerAccount: 10,
        authRequestsPerIp: 10_000,
        windowMs: 900_000,
        apiKeyRequestsPerMinute: 10_000,
        passwordResetsPerEmail: 3,
        passwordResetsPerIp: 1_000,
      },
    },
  });
  orgId = (await createOrganization(env.app)).id;
});
afterAll(() => env?.close());

type Message = { message: string };
type ErrorBody = { error: string };

const anonymous = () => new HttpClient(env.app.baseUrl);
const login = (email: string, password: string, userAgent = "Vitest") => {
  const http = anonymous();
  return http
    .post("/api/v1/auth/login", { email, password }, { headers: { "user-agent": userAgent } })
    .then((answer) => ({ http, status: answer.status }));
};
const me = (http: HttpClient) => http.get("/api/v1/auth/me").then((answer) => answer.status);
const refresh = (http: HttpClient) => http.post("/api/v1/auth/refresh").then((answer) => answer.status);

async function mailTo(address: string, subject: string, timeoutMs = 10_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = env.smtp.received.find((mail) => mail.to === address && mail.subject === subject);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no "${subject}" for ${address}`);
    await sleep(25);
  }
}

const tokenOf = (mail: ReceivedMail) => {
  const link = firstLink(mail.text);
  expect(link.startsWith(`${APP_URL}/reset-password#token=`)).toBe(true);
  return new URL(link).hash.replace("#token=", "");
};

async function requestReset(email: string, http = anonymous()) {
  return http.post<Message>("/api/v1/auth/password-reset/request", { email });
}

describe("password reset", () => {
  it("mails a link that sets a new password once, ends every session, and the new password signs in", async () => {
    const user = await signUp(env.app, orgId, { email: uniqueEmail("reset") });
    const other = await login(user.user.email, GOOD_PASSWORD, "Firefox");
    expect(await me(user.http)).toBe(200);

    const asked = await requestReset(user.user.email.toUpperCase());
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    const mail = await mailTo(user.user.email, PASSWORD_RESET_SUBJECT);
    expect(mail.text).toContain("30 minutes");
    expect(mail.html).toContain(`${APP_URL}/reset-password#token=`);
    const token = tokenOf(mail);
    // Only the token's hash is stored.
    const stored = await env.app.database.db.selectFrom("password_reset_tokens").select("token_hash").execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const reset = await anonymous().post<Message>("/api/v1/auth/password-reset", { token, password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(ACCOUNT_MESSAGES.resetDone);

    // Every session ended: access tokens (at once) and refresh tokens.
    expect(await me(user.http)).toBe(401);
    expect(await me(other.http)).toBe(401);
    expect(await refresh(user.http)).toBe(401);
    expect(await refresh(other.http)).toBe(401);
    expect((await login(user.user.email, GOOD_PASSWORD)).status).toBe(401);
    expect((await login(user.user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await mailTo(user.user.email, PASSWORD_CHANGED_SUBJECT)).text).toContain("every session was signed out");

    // The link works once.
    const again = await anonymous().post<ErrorBody>("/api/v1/auth/password-reset", {
      token,
      password: "Jine-Heslo-2026!",
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(ACCOUNT_MESSAGES.resetTokenUsed);
    expect((await login(user.user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("answers an unknown address exactly like a known one, and mails nothing", async () => {
    const before = env.smtp.received.length;
    const unknown = await requestReset(uniqueEmail("nobody"));
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    const known = await requestReset((await signUp(env.app, orgId)).user.email);
    expect(known.body).toEqual(unknown.body);
    expect(Object.keys(Object.fromEntries(known.headers))).toEqual(Object.keys(Object.fromEntries(unknown.headers)));
    await env.smtp.waitFor(before + 1);
    await sleep(300);
    expect(env.smtp.received.length).toBe(before + 1);
  });

  it("refuses an expired, an unknown and a malformed token with 400 and changes nothing", async () => {
    const user = await signUp(env.app, orgId);
    await requestReset(user.user.email);
    const token = tokenOf(await mailTo(user.user.email, PASSWORD_RESET_SUBJECT));
    await env.app.database.db
      .updateTable("password_reset_tokens")
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where("user_id", "=", user.user.id)
      .execute();
    const expired = await anonymous().post<ErrorBody>("/api/v1/auth/password-reset", { token, password: NEW_PASSWORD });
    expect(expired).toMatchObject({ status: 400, body: { error: ACCOUNT_MESSAGES.resetTokenExpired } });
    for (const bad of [`${token}x`, "not-a-token", "a".repeat(43)]) {
      const answer = await anonymous().post<ErrorBody>("/api/v1/auth/password-reset", {
        token: bad,
        password: NEW_PASSWORD,
      });
      expect(answer).toMatchObject({ status: 400, body: { error: ACCOUNT_MESSAGES.resetTokenInvalid } });
    }
    expect(await me(user.http)).toBe(200);
    expect((await login(user.user.email, user.password)).status).toBe(200);
  });

  it("holds the password rules of registration, and a refused password leaves the link usable", async () => {
    const user = await signUp(env.app, orgId);
    await requestReset(user.user.email);
    const token = tokenOf(await mailTo(user.user.email, PASSWORD_RESET_SUBJECT));
    const weak = await anonymous().post<ErrorBody>("/api/v1/auth/password-reset", { token, password: "short" });
    expect(weak.status).toBe(400);
    expect(weak.body.error.startsWith(`password: ${AUTH_MESSAGES.passwordTooShort}`)).toBe(true);
    const ok = await anonymous().post("/api/v1/auth/password-reset", { token, password: NEW_PASSWORD });
    expect(ok.status).toBe(200);
  });

  it("limits requests per e-mail address (whether or not it has an account) and per client address", async () => {
    for (const email of [uniqueEmail("limited"), (await signUp(env.app, orgId)).user.email]) {
      for (let i = 0; i < 3; i += 1) expect((await requestReset(email)).status).toBe(200);
      const limited = await requestReset(email);
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ error: AUTH_MESSAGES.tooManyAttempts });
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // Per client address: a second app with a low limit, so this file's other tests keep theirs.
    const strict = await startAppWithSmtp({
      withoutSmtp: true,
      settings: {
        rateLimits: {
          loginFailuresPerAccount: 10,
          authRequestsPerIp: 10_000,
          windowMs: 900_000,
          apiKeyRequestsPerMinute: 10_000,
          passwordResetsPerIp: 2,
        },
      },
    });
    try {
      const http = new HttpClient(strict.app.baseUrl);
      for (let i = 0; i < 2; i += 1) {
        expect((await http.post("/api/v1/auth/password-reset/request", { email: uniqueEmail() })).status).toBe(200);
      }
      expect((await http.post("/api/v1/auth/password-reset/request", { email: uniqueEmail() })).status).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it("names the field of a bad request", async () => {
    const empty = await anonymous().post<ErrorBody>("/api/v1/auth/password-reset/request", { email: " " });
    expect(empty).toMatchObject({ status: 400, body: { error: `email: ${ACCOUNT_MESSAGES.emailRequired}` } });
    const invalid = await anonymous().post<ErrorBody>("/api/v1/auth/password-reset/request", { email: "jana@" });
    expect(invalid).toMatchObject({ status: 400, body: { error: `email: ${AUTH_MESSAGES.invalidEmail}` } });
  });
});

describe("password change", () => {
  it("needs the current password, keeps this session and ends the others", async () => {
    const user = await signUp(env.app, orgId);
    const other = await login(user.user.email, user.password);
    const wrong = await user.http.post<ErrorBody>("/api/v1/account/password", {
      currentPassword: "Wrong-Password-1",
      newPassword: NEW_PASSWORD,
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: ACCOUNT_MESSAGES.currentPasswordWrong } });
    const weak = await user.http.post<ErrorBody>("/api/v1/account/password", {
      currentPassword: user.password,
      newPassword: "nocapitals-123!",
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toBe(`newPassword: ${AUTH_MESSAGES.passwordUppercase}`);
    expect(await me(other.http)).toBe(200);

    const changed = await user.http.post("/api/v1/account/password", {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(await me(user.http)).toBe(200);
    expect(await refresh(user.http)).toBe(200);
    expect(await me(other.http)).toBe(401);
    expect(await refresh(other.http)).toBe(401);
    expect((await login(user.user.email, user.password)).status).toBe(401);
    expect((await login(user.user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("limits guesses of the current password like sign-ins", async () => {
    const user = await signUp(env.app, orgId);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const answer = await user.http.post("/api/v1/account/password", {
        currentPassword: `Wrong-Password-${i}`,
        newPassword: NEW_PASSWORD,
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("sessions", () => {
  let user: SignedInUser;
  let phone: HttpClient;

  beforeAll(async () => {
    user = await signUp(env.app, orgId);
    phone = (await login(user.user.email, user.password, "Mozilla/5.0 (iPhone)")).http;
  });

  const sessionsOf = (http: HttpClient) =>
    http.get<{ sessions: AccountSession[] }>("/api/v1/account/sessions").then((answer) => answer.body.sessions);

  it("lists the user's sessions with the device, the address, and the current one marked", async () => {
    const sessions = await sessionsOf(phone);
    expect(sessions).toHaveLength(2);
    const current = sessions.find((session) => session.current);
    expect(current).toMatchObject({
      userAgent: "Mozilla/5.0 (iPhone)",
      ipAddress: expect.stringContaining("127.0.0.1"),
    });
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(Date.parse(current?.lastUsedAt ?? "")).toBeGreaterThanOrEqual(Date.parse(current?.createdAt ?? ""));
    // The other user's list is their own.
    const stranger = await signUp(env.app, (await createOrganization(env.app)).id);
    const theirs = await sessionsOf(stranger.http);
    expect(theirs.map((session) => session.id)).not.toContain(current?.id);
  });

  it("signs one session out; another user's session answers 404 and stays", async () => {
    const stranger = await signUp(env.app, orgId);
    const [strangerSession] = await sessionsOf(stranger.http);
    const foreign = await phone.delete<ErrorBody>(`/api/v1/account/sessions/${strangerSession?.id}`);
    expect(foreign).toMatchObject({ status: 404, body: { error: ACCOUNT_MESSAGES.sessionNotFound } });
    expect(await me(stranger.http)).toBe(200);
    expect((await phone.delete(`/api/v1/account/sessions/not-a-uuid`)).status).toBe(404);

    const phoneSession = (await sessionsOf(phone)).find((session) => session.current);
    const ended = await user.http.delete(`/api/v1/account/sessions/${phoneSession?.id}`);
    expect(ended.status).toBe(200);
    expect(await me(phone)).toBe(401);
    expect(await refresh(phone)).toBe(401);
    expect(await me(user.http)).toBe(200);
    expect((await sessionsOf(user.http)).map((session) => session.id)).not.toContain(phoneSession?.id);
    expect((await user.http.delete(`/api/v1/account/sessions/${phoneSession?.id}`)).status).toBe(404);
  });

  it("signs out everywhere, this session included", async () => {
    const laptop = (await login(user.user.email, user.password)).http;
    const everywhere = await user.http.post("/api/v1/account/sign-out-everywhere");
    expect(everywhere.status).toBe(200);
    expect(await me(user.http)).toBe(401);
    expect(await me(laptop)).toBe(401);
    expect(await refresh(laptop)).toBe(401);
    expect((await login(user.user.email, user.password)).status).toBe(200);
  });

  it("is for browser sessions: an API key gets 403", async () => {
    const owner = await signUp(env.app, orgId);
    const key = await owner.http.post<{ secret: string }>("/api/v1/api-keys", { name: "Integrace" });
    const headers = { authorization: `Bearer ${key.body.secret}` };
    const http = anonymous();
    expect((await http.get("/api/v1/account/sessions", { headers })).status).toBe(403);
    expect((await http.post("/api/v1/account/sign-out-everywhere", undefined, { headers })).status).toBe(403);
    expect(
      (
        await http.post(
          "/api/v1/account/password",
          { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD },
          { headers },
        )
      ).status,
    ).toBe(403);
  });
});

describe("the outbox holds the reset mail", () => {
  it("lists it for the organization's owners and admins, not for its members or another organization", async () => {
    // The first user of a new organization is its owner (decision 130): the outbox is for owners and admins.
    const ownOrgId = (await createOrganization(env.app)).id;
    const user = await signUp(env.app, ownOrgId);
    const member = await signUp(env.app, ownOrgId);
    expect((await member.http.get("/api/v1/settings/outbox")).status).toBe(403);
    await requestReset(user.user.email);
    await mailTo(user.user.email, PASSWORD_RESET_SUBJECT);
    const list = await user.http.get<{ messages: OutboxSummary[] }>("/api/v1/settings/outbox");
    const mine = list.body.messages.find((message) => message.to === user.user.email);
    expect(mine).toMatchObject({ subject: PASSWORD_RESET_SUBJECT });
    const stranger = await signUp(env.app, (await createOrganization(env.app)).id);
    const theirs = await stranger.http.get<{ messages: OutboxSummary[] }>("/api/v1/settings/outbox");
    expect(theirs.body.messages).toEqual([]);
    expect((await stranger.http.get(`/api/v1/settings/outbox/${mine?.id}`)).status).toBe(404);
  });
});
