import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrganization, signUp } from "../../../test/factories";
import { HttpClient } from "../../../test/http-client";
import { runAppJobsUntilSucceeded } from "../../../test/job-testing";
import { startTestApp, type TestApp } from "../../../test/test-app";
import { purgeExpiredJob } from "./purge-expired.job";

// The first user of the jobs engine: the recurring purge, run by a real worker over the real app's database.
let app: TestApp;
let orgId: string;

beforeAll(async () => {
  app = await startTestApp();
  orgId = (await createOrganization(app)).id;
});
afterAll(() => app?.close());

const tokensOf = async (userId: string) => {
  const rows = await app.database.db
    .selectFrom("refresh_tokens")
    .select(["rotated_at", "revoked_at"])
    .where("user_id", "=", userId)
    .execute();
  return rows.map((row) => (row.revoked_at ? "revoked" : row.rotated_at ? "rotated" : "live")).sort();
};

const idempotencyKeys = async () =>
  (await app.database.db.selectFrom("idempotency_keys").select("key").where("org_id", "=", orgId).execute())
    .map((row) => row.key)
    .sort();

describe("housekeeping.purge-expired", () => {
  it("deletes expired idempotency records and dead refresh tokens, and keeps everything still in use", async () => {
    // A signed-in user who refreshed once: a rotated token (kept to catch its theft) and a live one.
    const live = await signUp(app, orgId);
    const stolenCookie = live.http.cookieHeader; // the first refresh token, before it is rotated
    expect((await live.http.post("/api/v1/auth/refresh")).status).toBe(200);
    // A session whose 30 days are over, and one that was signed out.
    const expired = await signUp(app, orgId);
    await app.database.db
      .updateTable("refresh_tokens")
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where("user_id", "=", expired.user.id)
      .execute();
    const signedOut = await signUp(app, orgId);
    expect((await signedOut.http.post("/api/v1/auth/logout")).status).toBe(200);
    // Two Idempotency-Key records; one is made older than its 24 hours.
    const key = await live.http.post<{ secret: string }>("/api/v1/api-keys", { name: "Purge test" });
    const api = new HttpClient(app.baseUrl);
    const bearer = { authorization: `Bearer ${key.body.secret}` };
    for (const idempotencyKey of ["old-request", "recent-request"]) {
      const res = await api.post(
        "/api/v1/crm/deals",
        { title: idempotencyKey },
        {
          headers: { ...bearer, "idempotency-key": idempotencyKey },
        },
      );
      expect(res.status).toBe(201);
    }
    await sql`update idempotency_keys set created_at = now() - interval '25 hours'
      where org_id = ${orgId} and key = 'old-request'`.execute(app.database.db);
    expect(await tokensOf(live.user.id)).toEqual(["live", "rotated"]);
    expect(await tokensOf(expired.user.id)).toEqual(["live"]);
    expect(await tokensOf(signedOut.user.id)).toEqual(["revoked"]);
    expect(await idempotencyKeys()).toEqual(["old-request", "recent-request"]);

    // The app's worker, as index.ts starts it: the purge is due at its first start.
    expect(await runAppJobsUntilSucceeded(app, purgeExpiredJob.kind, 10_000)).toEqual(["succeeded"]);

    expect(await tokensOf(live.user.id)).toEqual(["live", "rotated"]);
    expect(await tokensOf(expired.user.id)).toEqual([]);
    expect(await tokensOf(signedOut.user.id)).toEqual([]);
    expect(await idempotencyKeys()).toEqual(["recent-request"]);

    // What was kept still works: the recent key replays, the live session refreshes, and the rotated token,
    // presented by a thief, is still recognised and revokes the family.
    const replay = await api.post(
      "/api/v1/crm/deals",
      { title: "recent-request" },
      {
        headers: { ...bearer, "idempotency-key": "recent-request" },
      },
    );
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect((await live.http.post("/api/v1/auth/refresh")).status).toBe(200);
    const thief = await new HttpClient(app.baseUrl).post("/api/v1/auth/refresh", undefined, {
      headers: { cookie: stolenCookie },
    });
    expect(thief.status).toBe(401);
    expect((await live.http.post("/api/v1/auth/refresh")).status).toBe(401);
  });
});
