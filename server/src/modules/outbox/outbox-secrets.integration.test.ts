import { setTimeout as sleep } from "node:timers/promises";
import type { OutboxMessage, OutboxSummary } from "@kancl/shared";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_PASSWORD, type SignedInUser, signUpInNewOrganization, uniqueEmail } from "../../../test/factories";
import { HttpClient } from "../../../test/http-client";
import { capturedLogger } from "../../../test/log-capture";
import { FAST_MAIL_RETRY, firstLink, type MailTestApp, startAppWithSmtp } from "../../../test/mail-testing";
import type { ReceivedMail } from "../../../test/smtp-test-server";
import { signUpWithRole } from "../../../test/team-factories";
import { PASSWORD_RESET_SUBJECT } from "../auth/password-reset-mails";

// Issue 34 item 1 (decision 142): an admin took over the owner's account by reading a password-reset link in
// Settings → Outbox. A one-time link is meant for its recipient alone: after a reset request and an invitation, no
// surface an admin reads (the outbox's list and message on REST and tRPC, a retry's answer, the audit log and its
// export), no log line and no table of the database holds a usable token — and the real mails, delivered to a real
// SMTP server on loopback, still carry links that work.
const APP_URL = "http://kancl.test:8080";
const NEW_PASSWORD = "Prevzaty-Ucet-2026!";
const log = capturedLogger();
let env: MailTestApp;
let owner: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  env = await startAppWithSmtp({ logger: log.logger, settings: { appUrl: APP_URL } });
  owner = await signUpInNewOrganization(env.app, "Převzetí s.r.o.");
  admin = await signUpWithRole(env.app, owner, "admin");
});
afterAll(() => env?.close());

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

const mailTo = (address: string, subject: string) =>
  until(
    async () => env.smtp.received.find((mail) => mail.to === address && mail.subject === subject),
    (mail): mail is ReceivedMail => mail !== undefined,
    `"${subject}" to ${address}`,
  ) as Promise<ReceivedMail>;

const trpcQuery = (http: HttpClient, path: string, input: unknown) =>
  http.get(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);

/** Every text of every row of every table: the outbox, jobs, the audit log, webhook events and deliveries … */
async function everyStoredText(): Promise<string> {
  const { db } = env.app.database;
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db);
  const texts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(db);
    texts.push(...rows.rows.map((row) => row.row));
  }
  return texts.join("\n");
}

describe("one-time links in the outbox", () => {
  it("are readable by no admin, log or table, while the delivered mails' links reset the password and accept the invitation", async () => {
    // An invitation (the owner sees its link once, in the answer: the invitee's to pass on) …
    const inviteeEmail = uniqueEmail("invitee");
    const invited = await owner.http.post<{ link: string }>("/api/v1/settings/invitations", {
      email: inviteeEmail,
      role: "owner",
    });
    expect(invited.status, invited.text).toBe(201);
    const invitationMail = await mailTo(inviteeEmail, "You are invited to Převzetí s.r.o. in Kancl");
    const invitationToken = new URL(firstLink(invitationMail.text)).pathname.replace("/invite/", "");
    expect(invitationToken).toMatch(/^[\w-]{43}$/);

    // … and an anonymous reset of the owner's password, whose mail the SMTP server refuses until every attempt
    // failed: the message waits as failed, for an admin's "Send again".
    env.smtp.refuseNext(FAST_MAIL_RETRY.maxAttempts);
    const asked = await new HttpClient(env.app.baseUrl).post("/api/v1/auth/password-reset/request", {
      email: owner.user.email,
    });
    expect(asked.status).toBe(200);
    const failed = await until(
      () => admin.http.get<{ messages: OutboxSummary[] }>("/api/v1/settings/outbox?status=failed"),
      (answer) => answer.body.messages.some((message) => message.subject === PASSWORD_RESET_SUBJECT),
      "the reset mail to fail",
    );
    const resetId = failed.body.messages.find((message) => message.subject === PASSWORD_RESET_SUBJECT)?.id ?? "";
    const retried = await admin.http.post<OutboxMessage>(`/api/v1/settings/outbox/${resetId}/retry`);
    expect(retried.status).toBe(200);
    const resetMail = await mailTo(owner.user.email, PASSWORD_RESET_SUBJECT);
    const resetLink = firstLink(resetMail.text);
    const resetToken = new URL(resetLink).hash.replace("#token=", "");
    expect(resetToken).toMatch(/^[\w-]{43}$/);

    // What the admin reads, on every surface.
    const answers: string[] = [retried.text];
    const list = await admin.http.get<{ messages: OutboxSummary[] }>("/api/v1/settings/outbox");
    answers.push(list.text);
    for (const status of ["queued", "sent", "failed", "unsent"]) {
      answers.push((await admin.http.get(`/api/v1/settings/outbox?status=${status}`)).text);
    }
    let cursor: string | null = null;
    do {
      const page: { body: { nextCursor: string | null }; text: string } = await admin.http.get(
        `/api/v1/settings/outbox?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      answers.push(page.text);
      cursor = page.body.nextCursor;
    } while (cursor);
    answers.push((await trpcQuery(admin.http, "outbox.list", {})).text);
    expect(list.body.messages.map((message) => message.subject)).toEqual(
      expect.arrayContaining([PASSWORD_RESET_SUBJECT, "You are invited to Převzetí s.r.o. in Kancl"]),
    );
    for (const { id } of list.body.messages) {
      const message = await admin.http.get<OutboxMessage>(`/api/v1/settings/outbox/${id}`);
      answers.push(message.text, (await trpcQuery(admin.http, "outbox.get", { id })).text);
      if (message.body.subject === PASSWORD_RESET_SUBJECT) {
        expect(message.body).toMatchObject({ redacted: true, status: "sent" });
        expect(message.body.text).toContain(`${APP_URL}/reset-password#token=[redacted]`);
        expect(message.body.html).toContain(`${APP_URL}/reset-password#token=[redacted]`);
      }
    }
    answers.push((await admin.http.get("/api/v1/settings/audit-log")).text);
    answers.push((await admin.http.get("/api/v1/settings/audit-log/export.csv")).text);
    const read = answers.join("\n");
    expect(read).toContain("/invite/[redacted]");
    for (const token of [resetToken, invitationToken]) {
      expect(read).not.toContain(token);
      expect(await everyStoredText()).not.toContain(token);
    }

    // The real mails work: the delivered reset link sets the owner's password, the invitation link registers.
    const reset = await new HttpClient(env.app.baseUrl).post("/api/v1/auth/password-reset", {
      token: resetToken,
      password: NEW_PASSWORD,
    });
    expect(reset.status, reset.text).toBe(200);
    const signIn = await new HttpClient(env.app.baseUrl).post("/api/v1/auth/login", {
      email: owner.user.email,
      password: NEW_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const accepted = await new HttpClient(env.app.baseUrl).post(`/api/v1/invitations/${invitationToken}/accept`, {
      name: "Nová Majitelka",
      password: GOOD_PASSWORD,
    });
    expect(accepted.status, accepted.text).toBe(201);

    // Nothing of it in the log: the mail engine's lines, the jobs', and the request lines (the accept's path too).
    expect(log.text()).toContain(`"outboxId"`);
    expect(log.text()).toContain("/api/v1/invitations/[redacted]/accept");
    for (const token of [resetToken, invitationToken]) expect(log.text()).not.toContain(token);
  });
});
