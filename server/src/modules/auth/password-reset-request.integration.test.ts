import { setTimeout as sleep } from "node:timers/promises";
import { ACCOUNT_MESSAGES } from "@kancl/shared";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization, signUp, uniqueEmail } from "../../../test/factories";
import { HttpClient } from "../../../test/http-client";
import { startTestApp, type TestApp } from "../../../test/test-app";
import { createJobWorker } from "../../jobs/job-worker";
import { passwordResetLinkJob } from "./password-reset.job";

// Issue 34 item 7 (decision 142): the reset request's timing told which addresses have accounts (a known one cost a
// token, an outbox row and a job; an unknown one a lookup). Now the request does the same work for both — the rate
// limits and one job row — and answers; the lookup, the token and the e-mail happen in the job. Compared by what each
// request wrote, not by a stopwatch. The test app runs no job worker, so nothing moves until the test runs the jobs.
let app: TestApp;
let orgId: string;

beforeAll(async () => {
  app = await startTestApp();
  orgId = (await createOrganization(app)).id;
});
afterAll(() => app?.close());

/** How many rows of the tables a reset touches, and the reset jobs' payloads. */
async function snapshot() {
  const { db } = app.database;
  const count = async (table: "password_reset_tokens" | "mail_outbox" | "jobs") =>
    Number((await db.selectFrom(table).select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  const jobs = await db
    .selectFrom("jobs")
    .select(["kind", "payload", "state"])
    .where("kind", "=", passwordResetLinkJob.kind)
    .orderBy("created_at")
    .execute();
  return {
    tokens: await count("password_reset_tokens"),
    outbox: await count("mail_outbox"),
    jobs: await count("jobs"),
    resetJobs: jobs,
  };
}

const request = (email: string) =>
  new HttpClient(app.baseUrl).post<{ message: string }>("/api/v1/auth/password-reset/request", { email });

async function runResetJobs() {
  const worker = createJobWorker({
    db: app.database.db,
    logger: pino({ level: "silent" }),
    handlers: app.services.jobHandlers,
    pollIntervalMs: 50,
  });
  worker.start();
  try {
    const deadline = Date.now() + 15_000;
    while ((await snapshot()).resetJobs.some((job) => job.state !== "succeeded")) {
      if (Date.now() > deadline) throw new Error("the reset jobs did not finish");
      await sleep(25);
    }
  } finally {
    await worker.stop();
  }
}

describe("a password-reset request", () => {
  it("does the same work for a known and an unknown address: one job each, and no lookup result before the job", async () => {
    const known = (await signUp(app, orgId)).user.email;
    const unknown = uniqueEmail("nobody");

    const start = await snapshot();
    const knownAnswer = await request(known);
    const afterKnown = await snapshot();
    const unknownAnswer = await request(unknown);
    const afterUnknown = await snapshot();

    expect(knownAnswer.status).toBe(200);
    expect(unknownAnswer.body).toEqual(knownAnswer.body);
    expect(knownAnswer.body).toEqual({ message: ACCOUNT_MESSAGES.resetRequested });
    const knownWrote = {
      tokens: afterKnown.tokens - start.tokens,
      outbox: afterKnown.outbox - start.outbox,
      jobs: afterKnown.jobs - start.jobs,
    };
    const unknownWrote = {
      tokens: afterUnknown.tokens - afterKnown.tokens,
      outbox: afterUnknown.outbox - afterKnown.outbox,
      jobs: afterUnknown.jobs - afterKnown.jobs,
    };
    expect(knownWrote).toEqual({ tokens: 0, outbox: 0, jobs: 1 });
    expect(unknownWrote).toEqual(knownWrote);
    expect(afterUnknown.resetJobs.map((job) => job.payload)).toEqual([{ email: known }, { email: unknown }]);

    // The job does the rest: a token and a (redacted) e-mail for the account, nothing for the unknown address.
    await runResetJobs();
    const done = await snapshot();
    expect(done.tokens - afterUnknown.tokens).toBe(1);
    const mails = await app.database.db
      .selectFrom("mail_outbox")
      .select(["to_address", "redacted"])
      .where("org_id", "=", orgId)
      .execute();
    expect(mails).toEqual([{ to_address: known, redacted: true }]);
  });
});
