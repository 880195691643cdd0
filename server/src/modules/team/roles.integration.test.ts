import { randomUUID } from "node:crypto";
import { type Contact, type Deal, TEAM_MESSAGES, type TeamUser, type User } from "@kancl/shared";
import { describe, expect, it } from "vitest";
import { ask } from "../../../test/chat-client";
import { GOOD_PASSWORD, personBody, signUp, signUpInNewOrganization, uniqueEmail } from "../../../test/factories";
import { HttpClient } from "../../../test/http-client";
import { createKey, keyClient, signUpWithRole } from "../../../test/team-factories";
import { startTestApp } from "../../../test/test-app";
import { useTestApp } from "../../../test/use-test-app";
import { API_KEYS_CANNOT_ADMINISTER } from "../../trpc/procedures";

// Issue 25 item 5 (decision 130): roles, enforced in the procedure builders; deactivation; API key scopes.
const { app, user: owner } = useTestApp();

type ErrorBody = { error: string };
const users = (http: HttpClient) => http.get<{ users: TeamUser[] }>("/api/v1/settings/users");
const setRole = (http: HttpClient, id: string, role: string) =>
  http.put<TeamUser & ErrorBody>(`/api/v1/settings/users/${id}/role`, { role });

describe("roles", () => {
  it("makes the first user of an organization its owner and the next one who registers with its ID a member", async () => {
    expect(owner.user.role).toBe("owner");
    expect((await owner.http.get<User>("/api/v1/auth/me")).body.role).toBe("owner");
    const email = uniqueEmail("second");
    const registered = await new HttpClient(app.baseUrl).post<{ user: User }>("/api/v1/auth/register", {
      email,
      password: GOOD_PASSWORD,
      name: "Druhý",
      orgId: owner.user.orgId,
    });
    expect(registered.status).toBe(201);
    expect(registered.body.user.role).toBe("member");
    const listed = (await users(owner.http)).body.users.find((u) => u.email === email);
    expect(listed).toMatchObject({ name: "Druhý", role: "member", status: "active" });
  });

  it("lets a read-only user read everything and refuses every write with 403, on REST and tRPC", async () => {
    const contact = await owner.http.post<Contact>("/api/v1/crm/contacts", personBody({ name: "Viditelný" }));
    const reader = await signUpWithRole(app, owner, "read-only");
    expect((await reader.http.get<User>("/api/v1/auth/me")).body.role).toBe("read-only");
    expect((await reader.http.get(`/api/v1/crm/contacts/${contact.body.id}`)).status).toBe(200);
    expect((await reader.http.get("/api/v1/crm/deals")).status).toBe(200);

    const rest = await reader.http.post<ErrorBody>("/api/v1/crm/contacts", personBody());
    expect(rest.status).toBe(403);
    expect(rest.body.error).toBe(TEAM_MESSAGES.readOnly);
    const trpc = await reader.http.post<{ error: { message: string } }>("/api/trpc/contacts.create", personBody());
    expect(trpc.status).toBe(403);
    expect(trpc.text).toContain(TEAM_MESSAGES.readOnly);
    const del = await reader.http.delete(`/api/v1/crm/contacts/${contact.body.id}`);
    expect(del.status).toBe(403);
    expect((await owner.http.get(`/api/v1/crm/contacts/${contact.body.id}`)).status).toBe(200);

    // Their own account stays theirs: a key can be made, but it never exceeds the role.
    const secret = await createKey(reader, "read-write");
    const key = keyClient(app, secret);
    expect((await key.get("/api/v1/crm/contacts")).status).toBe(200);
    const byKey = await key.post<ErrorBody>("/api/v1/crm/contacts", personBody());
    expect(byKey.status).toBe(403);
    expect(byKey.body.error).toBe(TEAM_MESSAGES.readOnly);
  });

  it("gives a read-scoped key reads only, and a read-write key of a member what the member may do", async () => {
    const member = await signUpWithRole(app, owner, "member");
    const read = keyClient(app, await createKey(member, "read"));
    const write = keyClient(app, await createKey(member, "read-write"));
    const listed = await member.http.get<{ apiKeys: { scope: string }[] }>("/api/v1/api-keys");
    expect(listed.body.apiKeys.map((k) => k.scope).sort()).toEqual(["read", "read-write"]);
    expect((await read.get("/api/v1/crm/contacts")).status).toBe(200);
    const refused = await read.post<ErrorBody>("/api/v1/crm/contacts", personBody());
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(TEAM_MESSAGES.readKey);
    expect((await write.post("/api/v1/crm/contacts", personBody())).status).toBe(201);
    // Administration needs a browser session even for an owner's key.
    const ownerKey = keyClient(app, await createKey(owner, "read-write"));
    const admin = await ownerKey.get<ErrorBody>("/api/v1/settings/users");
    expect(admin.status).toBe(403);
    expect(admin.body.error).toBe(API_KEYS_CANNOT_ADMINISTER);
  });

  it("keeps members and read-only users out of Settings → Users; a member cannot raise their own role", async () => {
    const member = await signUpWithRole(app, owner, "member");
    const reader = await signUpWithRole(app, owner, "read-only");
    for (const who of [member, reader]) {
      const list = await users(who.http);
      expect(list.status).toBe(403);
      expect((list.body as unknown as ErrorBody).error).toBe(TEAM_MESSAGES.adminOnly);
      const raise = await setRole(who.http, who.user.id, "admin");
      expect(raise.status).toBe(403);
      expect((await invite(who.http)).status).toBe(403);
    }
    expect((await member.http.get<User>("/api/v1/auth/me")).body.role).toBe("member");
    expect((await reader.http.get<User>("/api/v1/auth/me")).body.role).toBe("read-only");
  });

  it("lets an admin change roles but only an owner make owners or touch an owner", async () => {
    const admin = await signUpWithRole(app, owner, "admin");
    const member = await signUpWithRole(app, owner, "member");
    const demoted = await setRole(admin.http, member.user.id, "read-only");
    expect(demoted.status).toBe(200);
    expect(demoted.body).toMatchObject({ id: member.user.id, role: "read-only", status: "active" });
    // The change applies to the member's very next request.
    const write = await member.http.post<ErrorBody>("/api/v1/crm/contacts", personBody());
    expect(write.status).toBe(403);
    expect(write.body.error).toBe(TEAM_MESSAGES.readOnly);
    expect((await setRole(admin.http, member.user.id, "member")).status).toBe(200);
    expect((await member.http.post("/api/v1/crm/contacts", personBody())).status).toBe(201);

    for (const attempt of [
      setRole(admin.http, member.user.id, "owner"),
      setRole(admin.http, admin.user.id, "owner"),
      setRole(admin.http, owner.user.id, "member"),
      admin.http.post(`/api/v1/settings/users/${owner.user.id}/deactivate`),
    ]) {
      const answer = (await attempt) as { status: number; body: ErrorBody };
      expect(answer.status).toBe(403);
      expect(answer.body.error).toBe(TEAM_MESSAGES.ownerOnly);
    }
    expect((await owner.http.get<User>("/api/v1/auth/me")).body.role).toBe("owner");
    const promoted = await setRole(owner.http, admin.user.id, "owner");
    expect(promoted.body.role).toBe("owner");
    expect((await setRole(owner.http, admin.user.id, "admin")).body.role).toBe("admin");
  });

  it("refuses to demote, deactivate or let leave the last owner; with two owners one may go", async () => {
    const { http, user } = await signUpInNewOrganization(app);
    for (const attempt of [
      setRole(http, user.id, "admin"),
      http.post(`/api/v1/settings/users/${user.id}/deactivate`),
      http.post("/api/v1/account/leave"),
    ]) {
      const answer = (await attempt) as { status: number; body: ErrorBody };
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe(TEAM_MESSAGES.lastOwner);
    }
    expect((await http.get<User>("/api/v1/auth/me")).body.role).toBe("owner");

    const second = await signUp(app, user.orgId);
    expect((await setRole(http, second.user.id, "owner")).status).toBe(200);
    expect((await setRole(http, user.id, "admin")).body.role).toBe("admin");
    // Now the second owner is the last one.
    const last = await second.http.post<ErrorBody>("/api/v1/account/leave");
    expect(last.status).toBe(409);
    expect((await setRole(second.http, user.id, "owner")).status).toBe(200);
    const left = await second.http.post("/api/v1/account/leave");
    expect(left.status).toBe(200);
    expect((await second.http.get("/api/v1/auth/me")).status).toBe(401);
    const gone = (await users(http)).body.users.find((u) => u.id === second.user.id);
    expect(gone?.status).toBe("deactivated");
  });

  it("serializes two owners demoting each other: one succeeds, the other is refused (no longer an owner, or the last)", async () => {
    const first = await signUpInNewOrganization(app);
    const second = await signUp(app, first.user.orgId);
    await setRole(first.http, second.user.id, "owner");
    const answers = await Promise.all([
      setRole(first.http, second.user.id, "member"),
      setRole(second.http, first.user.id, "member"),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const owners = (await users(answers[0].status === 200 ? first.http : second.http)).body.users.filter(
      (u) => u.role === "owner",
    );
    expect(owners).toHaveLength(1);
  });

  it("answers 404 for a user of another organization and for an id that is not one", async () => {
    const other = await signUpInNewOrganization(app);
    for (const id of [other.user.id, randomUUID(), "not-a-uuid"]) {
      const answer = await setRole(owner.http, id, "member");
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe(TEAM_MESSAGES.userNotFound);
      expect((await owner.http.post(`/api/v1/settings/users/${id}/deactivate`)).status).toBe(404);
      expect((await owner.http.post(`/api/v1/settings/users/${id}/reactivate`)).status).toBe(404);
    }
    expect((await other.http.get<User>("/api/v1/auth/me")).body.role).toBe("owner");
    const bad = await setRole(owner.http, owner.user.id, "superuser");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^role: /);
  });
});

describe("deactivation", () => {
  it("cuts off a live session and an API key at once, refuses sign-in and refresh; reactivation lets them back", async () => {
    const member = await signUpWithRole(app, owner, "member", { email: uniqueEmail("leaving") });
    const key = keyClient(app, await createKey(member, "read-write"));
    expect((await member.http.get("/api/v1/crm/contacts")).status).toBe(200);
    expect((await key.get("/api/v1/crm/contacts")).status).toBe(200);

    const deactivated = await owner.http.post<TeamUser>(`/api/v1/settings/users/${member.user.id}/deactivate`);
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.status).toBe("deactivated");

    const session = await member.http.get<ErrorBody>("/api/v1/crm/contacts");
    expect(session.status).toBe(401);
    const byKey = await key.get<ErrorBody>("/api/v1/crm/contacts");
    expect(byKey.status).toBe(401);
    expect(byKey.body.error).toBe(TEAM_MESSAGES.deactivated);
    expect((await key.post("/api/v1/crm/contacts", personBody())).status).toBe(401);
    expect((await member.http.post("/api/v1/auth/refresh")).status).toBe(401);
    const login = await new HttpClient(app.baseUrl).post<ErrorBody>("/api/v1/auth/login", {
      email: member.user.email,
      password: member.password,
    });
    expect(login.status).toBe(403);
    expect(login.body.error).toBe(TEAM_MESSAGES.deactivated);

    expect((await owner.http.post(`/api/v1/settings/users/${member.user.id}/reactivate`)).status).toBe(200);
    const again = new HttpClient(app.baseUrl);
    expect(
      (await again.post("/api/v1/auth/login", { email: member.user.email, password: member.password })).status,
    ).toBe(200);
    expect((await again.get("/api/v1/crm/contacts")).status).toBe(200);
    // The old session stays ended; the key works again (it was never revoked).
    expect((await member.http.get("/api/v1/crm/contacts")).status).toBe(401);
    expect((await key.get("/api/v1/crm/contacts")).status).toBe(200);
  });

  it("is seen by another app server over the same database within the recheck bound", async () => {
    const member = await signUpWithRole(app, owner, "member");
    const second = await startTestApp({ database: app.database });
    try {
      const there = new HttpClient(second.baseUrl);
      const cookie = member.http.cookieHeader;
      const me = () => there.get("/api/v1/crm/contacts", { headers: { cookie } });
      expect((await me()).status).toBe(200);
      await owner.http.post(`/api/v1/settings/users/${member.user.id}/deactivate`);
      const at = performance.now();
      let status = 200;
      while (status !== 401 && performance.now() - at < 5_000) {
        status = (await me()).status;
        if (status !== 401) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(status).toBe(401);
      expect(performance.now() - at).toBeLessThan(1_500);
    } finally {
      await second.close();
    }
  });
});

describe("the assistant obeys the role", () => {
  it("does not carry out a confirmed change for a read-only user", async () => {
    const deal = await owner.http.post<Deal>("/api/v1/crm/deals", {
      title: "Pouze čtení",
      status: "negotiation",
      currency: "CZK",
    });
    const reader = await signUpWithRole(app, owner, "read-only");
    const chatId = randomUUID();
    const proposal = await ask(reader.http, chatId, "Označ obchod Pouze čtení jako vyhraný za 1 000 Kč");
    expect(proposal.status).toBe(200);
    expect(proposal.text).toContain("Mám to provést? ano/ne");
    const yes = await ask(reader.http, chatId, "ano");
    expect(yes.text).toBe(`Nepodařilo se to: ${TEAM_MESSAGES.readOnly}`);
    expect((await owner.http.get<Deal>(`/api/v1/crm/deals/${deal.body.id}`)).body.status).toBe("negotiation");
  });
});

function invite(http: HttpClient) {
  return http.post("/api/v1/settings/invitations", { email: uniqueEmail("invited"), role: "member" });
}
