import { setTimeout as sleep } from "node:timers/promises";
import type { OutboxMessage } from "@kancl/shared";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization, type SignedInUser, signUp } from "../../test/factories";
import { FAST_MAIL_RETRY, type MailTestApp, startAppWithSmtp } from "../../test/mail-testing";
import { testSettings } from "../../test/test-app";
import { createMailer, NO_SMTP_REASON, SEAL_UNREADABLE_REASON } from "./mailer";

// The mail engine end to end: the outbox in the real database, delivery by the jobs engine, nodemailer talking
// SMTP to a real server on loopback (smtp-server) that refuses, goes down and comes back.
let env: MailTestApp;
let orgId: string;
let admin: SignedInUser;

beforeAll(async () => {
  env = await startAppWithSmtp({ smtpServer: { credentials: { user: "kancl", pass: "s3cret:p@ss" } } });
  orgId = (await createOrganization(env.app)).id;
  admin = await signUp(env.app, orgId);
});
afterAll(() => env?.close());

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await sleep(25);
  }
}

const outboxMessage = (id: string) => admin.http.get<OutboxMessage>(`/api/v1/settings/outbox/${id}`);
const enqueue = (mail: { to: string; subject: string; text: string; html?: string; secrets?: string[] }) =>
  env.app.database.db.transaction().execute((trx) => env.app.services.mail.enqueue(trx, { orgId, ...mail }));

describe("the mail engine", () => {
  it("delivers an enqueued message over SMTP (with the URL's credentials) and records it as sent", async () => {
    const before = env.smtp.received.length;
    const { id, status } = await enqueue({
      to: "jana@firma.cz",
      subject: "Faktura 2026-0001 — Žluťoučký kůň",
      text: "Dobrý den,\nodkaz: https://kancl.test/x#token=abc\n",
      html: "<p>Dobrý den</p>",
    });
    expect(status).toBe("queued");
    const [mail] = (await env.smtp.waitFor(before + 1)).slice(before);
    expect(mail).toMatchObject({
      envelopeTo: ["jana@firma.cz"],
      envelopeFrom: "kancl@kancl.test",
      user: "kancl",
      to: "jana@firma.cz",
      subject: "Faktura 2026-0001 — Žluťoučký kůň",
      messageId: `<${id}@kancl.test>`,
    });
    expect(mail?.text).toContain("odkaz: https://kancl.test/x#token=abc");
    expect(mail?.html).toContain("<p>Dobrý den</p>");
    const stored = await waitFor(
      () => outboxMessage(id),
      (answer) => answer.body.status === "sent",
    );
    expect(stored.body).toMatchObject({ attempts: 1, lastError: null, to: "jana@firma.cz" });
    expect(stored.body.sentAt).not.toBeNull();
  });

  it("writes nothing when the caller's transaction rolls back", async () => {
    const subject = `Rolled back ${Date.now()}`;
    await expect(
      env.app.database.db.transaction().execute(async (trx) => {
        await env.app.services.mail.enqueue(trx, { orgId, to: "x@firma.cz", subject, text: "…" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const rows = await env.app.database.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("subject", "=", subject)
      .execute();
    expect(rows).toEqual([]);
    const jobs = await env.app.database.db.selectFrom("jobs").select("id").where("kind", "=", "mail.deliver").execute();
    const outbox = await env.app.database.db.selectFrom("mail_outbox").select("id").execute();
    expect(jobs.length).toBe(outbox.length);
  });

  it("retries a message the server refuses (451) until it is delivered, counting the attempts", async () => {
    const before = env.smtp.received.length;
    env.smtp.refuseNext(2);
    const { id } = await enqueue({ to: "petr@firma.cz", subject: "Refused twice", text: "Třetí pokus." });
    const stored = await waitFor(
      () => outboxMessage(id),
      (answer) => answer.body.status === "sent",
    );
    expect(stored.body.attempts).toBe(3);
    const arrived = env.smtp.received.slice(before).filter((mail) => mail.subject === "Refused twice");
    expect(arrived).toHaveLength(1);
  });

  it("keeps a message failed with the last error after every attempt failed (server down), and sends it again on retry", async () => {
    await env.smtp.stop();
    const { id } = await enqueue({ to: "eva@firma.cz", subject: "While down", text: "…" });
    const failed = await waitFor(
      () => outboxMessage(id),
      (answer) => answer.body.status === "failed",
    );
    expect(failed.body.attempts).toBe(FAST_MAIL_RETRY.maxAttempts);
    expect(failed.body.lastError).toMatch(/ECONNREFUSED|connect/i);
    // The job is kept failed by the engine too, for inspection.
    const job = await env.app.database.db
      .selectFrom("jobs")
      .select(["state", "attempts"])
      .where("kind", "=", "mail.deliver")
      .where(({ eb, ref }) => eb(eb.fn("jsonb_extract_path_text", [ref("payload"), eb.val("messageId")]), "=", id))
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: "failed", attempts: FAST_MAIL_RETRY.maxAttempts });

    await env.smtp.restart();
    const before = env.smtp.received.length;
    const retried = await admin.http.post<OutboxMessage>(`/api/v1/settings/outbox/${id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.status).toBe("queued");
    const sent = await waitFor(
      () => outboxMessage(id),
      (answer) => answer.body.status === "sent",
    );
    expect(sent.body.attempts).toBe(FAST_MAIL_RETRY.maxAttempts + 1);
    expect(env.smtp.received.slice(before).map((mail) => mail.subject)).toContain("While down");
  });

  it("refuses what a feature must never hand over: several recipients, a subject with a line break", async () => {
    await expect(enqueue({ to: "a@x.cz, b@x.cz", subject: "Hi", text: "…" })).rejects.toThrow(/one e-mail address/);
    await expect(enqueue({ to: "a@x.cz", subject: "Hi\r\nBcc: b@x.cz", text: "…" })).rejects.toThrow(/one line/);
  });
});

describe("one-time secrets (decision 142)", () => {
  const SECRET = "Tajny_Token-0123456789abcdefghijklmnopqrstuv";
  const sealedBodyOf = (id: string) =>
    env.app.database.db
      .selectFrom("mail_outbox")
      .select(["sealed_body", "text_body", "html_body", "redacted"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  /** A mailer of another server without SMTP: it stores the message unsent, for "Send again" on this one. */
  const otherServer = (serverSecret: string) =>
    createMailer({
      db: env.app.database.db,
      logger: pino({ level: "silent" }),
      settings: { from: "Kancl <k@kancl.test>" },
      serverSecret,
    });

  it("stores the message with its secret redacted, delivers the real one, and drops the seal once sent", async () => {
    const before = env.smtp.received.length;
    const { id } = await enqueue({
      to: "jana@firma.cz",
      subject: "One-time link",
      text: `Open https://kancl.test/reset-password#token=${SECRET} once.`,
      html: `<a href="https://kancl.test/reset-password#token=${SECRET}">Open</a> ${encodeURIComponent(`${SECRET}+`)}`,
      secrets: [SECRET],
    });
    const stored = await sealedBodyOf(id);
    expect(stored.text_body).toBe("Open https://kancl.test/reset-password#token=[redacted] once.");
    expect(stored.html_body).toBe(
      '<a href="https://kancl.test/reset-password#token=[redacted]">Open</a> [redacted]%2B',
    );
    expect(stored.redacted).toBe(true);
    expect(stored.sealed_body).not.toContain(SECRET);
    const [mail] = (await env.smtp.waitFor(before + 1)).slice(before);
    expect(mail?.text).toContain(`#token=${SECRET} once.`);
    expect(mail?.html).toContain(`#token=${SECRET}`);
    const sent = await waitFor(
      () => outboxMessage(id),
      (answer) => answer.body.status === "sent",
    );
    expect(sent.body).toMatchObject({ redacted: true, text: stored.text_body, html: stored.html_body });
    expect((await sealedBodyOf(id)).sealed_body).toBeNull();
  });

  it("is delivered by another server with the same SESSION_SECRET (a restart), and fails clearly under another key", async () => {
    const sameKey = otherServer(testSettings().sessionSecret);
    const text = `Code: ${SECRET}`;
    const { id } = await env.app.database.db
      .transaction()
      .execute((trx) =>
        sameKey.enqueue(trx, { orgId, to: "petr@firma.cz", subject: "Sealed", text, secrets: [SECRET] }),
      );
    expect((await outboxMessage(id)).body).toMatchObject({
      status: "unsent",
      text: "Code: [redacted]",
      redacted: true,
    });
    const before = env.smtp.received.length;
    expect((await admin.http.post(`/api/v1/settings/outbox/${id}/retry`)).status).toBe(200);
    const [mail] = (await env.smtp.waitFor(before + 1)).slice(before);
    expect(mail?.text).toContain(text);

    const otherKey = otherServer("another-secret-of-at-least-32-characters!!");
    const { id: lost } = await env.app.database.db
      .transaction()
      .execute((trx) => otherKey.enqueue(trx, { orgId, to: "eva@firma.cz", subject: "Lost", text, secrets: [SECRET] }));
    expect((await admin.http.post(`/api/v1/settings/outbox/${lost}/retry`)).status).toBe(200);
    const failed = await waitFor(
      () => outboxMessage(lost),
      (answer) => answer.body.status === "failed",
    );
    expect(failed.body).toMatchObject({ lastError: SEAL_UNREADABLE_REASON, text: "Code: [redacted]" });
    expect(env.smtp.received.map((received) => received.subject)).not.toContain("Lost");
  });

  it("refuses a secret that is not in the text, is in the subject, or is too short to redact safely", async () => {
    await expect(enqueue({ to: "a@x.cz", subject: "Hi", text: "no secret", secrets: [SECRET] })).rejects.toThrow(
      /secret/,
    );
    await expect(enqueue({ to: "a@x.cz", subject: "Hi", text: "code 12", secrets: ["12"] })).rejects.toThrow(/secret/);
    await expect(
      enqueue({ to: "a@x.cz", subject: `Code ${SECRET}`, text: `Code ${SECRET}`, secrets: [SECRET] }),
    ).rejects.toThrow(/subject/);
  });
});

describe("without SMTP_URL", () => {
  it("keeps the message unsent in the outbox and logs a line without its body or link", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    const mailer = createMailer({
      db: env.app.database.db,
      logger,
      settings: { from: "Kancl <k@kancl.test>" },
      serverSecret: "a-test-secret-of-at-least-32-characters",
    });
    expect(mailer.configured).toBe(false);
    const { id, status } = await env.app.database.db.transaction().execute((trx) =>
      mailer.enqueue(trx, {
        orgId,
        to: "tomas@firma.cz",
        subject: "Reset",
        text: "https://kancl.test/r#token=SECRET",
      }),
    );
    expect(status).toBe("unsent");
    const row = await mailer.findById(orgId, id);
    expect(row).toMatchObject({
      status: "unsent",
      lastError: NO_SMTP_REASON,
      text: "https://kancl.test/r#token=SECRET",
    });
    expect(lines.join("")).toContain(id);
    expect(lines.join("")).toContain("no SMTP server is configured");
    expect(lines.join("")).not.toContain("SECRET");
    expect(lines.join("")).not.toContain("tomas@firma.cz");
  });
});
