import { type Invitation, type InvitationPreview, TEAM_MESSAGES, type TeamUser, type User } from "@kancl/shared";
import { describe, expect, it } from "vitest";
import { GOOD_PASSWORD, signUpInNewOrganization, uniqueEmail } from "../../../test/factories";
import { HttpClient } from "../../../test/http-client";
import { signUpWithRole } from "../../../test/team-factories";
import { startTestApp } from "../../../test/test-app";
import { useTestApp } from "../../../test/use-test-app";
import type { InvitationMessage } from "./invitations.service";

// Issue 25 item 3 (decision 131): invitations by e-mail with a role, a single-use link that expires.
const { app, user: owner } = useTestApp({ organizationName: "Pozvánky s.r.o." });

type ErrorBody = { error: string };
type Created = { invitation: Invitation; link: string; emailed: boolean };

const invite = (http: HttpClient, email: string, role = "member") =>
  http.post<Created & ErrorBody>("/api/v1/settings/invitations", { email, role });
const tokenOf = (link: string) => link.replace(/^\/invite\//, "");
const anonymous = () => new HttpClient(app.baseUrl);
const preview = (token: string) => anonymous().get<InvitationPreview & ErrorBody>(`/api/v1/invitations/${token}`);
const accept = (token: string, name = "Pozvaná Kolegyně", password = GOOD_PASSWORD) =>
  anonymous().post<{ user: User } & ErrorBody>(`/api/v1/invitations/${token}/accept`, { name, password });
const pending = (http: HttpClient) => http.get<{ invitations: Invitation[] }>("/api/v1/settings/invitations");

describe("invitations", () => {
  it("invites by e-mail with a role; the invitee registers through the link into the organization, e-mail fixed", async () => {
    const email = uniqueEmail("kolegyne");
    const created = await invite(owner.http, email.toUpperCase(), "read-only");
    expect(created.status).toBe(201);
    expect(created.body.emailed).toBe(false);
    expect(created.body.link).toMatch(/^\/invite\/[\w-]{43}$/);
    expect(created.body.invitation).toMatchObject({ email, role: "read-only", invitedBy: owner.user.name });
    const expiresIn = Date.parse(created.body.invitation.expiresAt) - Date.parse(created.body.invitation.createdAt);
    // created_at is the database's clock, expiresAt the app's: the same moment give or take the round trip.
    expect(Math.abs(expiresIn - 7 * 24 * 60 * 60 * 1000)).toBeLessThan(5_000);
    expect((await pending(owner.http)).body.invitations.map((i) => i.id)).toContain(created.body.invitation.id);

    const token = tokenOf(created.body.link);
    const shown = await preview(token);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      organizationName: "Pozvánky s.r.o.",
      email,
      role: "read-only",
      expiresAt: created.body.invitation.expiresAt,
    });

    const accepted = await accept(token);
    expect(accepted.status).toBe(201);
    expect(accepted.body.user).toMatchObject({ email, orgId: owner.user.orgId, role: "read-only" });
    const http = anonymous();
    expect((await http.post("/api/v1/auth/login", { email, password: GOOD_PASSWORD })).status).toBe(200);
    expect((await http.get<User>("/api/v1/auth/me")).body).toMatchObject({ email, role: "read-only" });
    const listed = (await owner.http.get<{ users: TeamUser[] }>("/api/v1/settings/users")).body.users;
    expect(listed.find((u) => u.email === email)).toMatchObject({ role: "read-only", status: "active" });
    expect((await pending(owner.http)).body.invitations.map((i) => i.id)).not.toContain(created.body.invitation.id);

    // Single use: the link is spent.
    const again = await accept(token, "Someone Else");
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(TEAM_MESSAGES.invitationUsed);
    expect((await preview(token)).body.error).toBe(TEAM_MESSAGES.invitationUsed);
  });

  it("stores only the token's hash", async () => {
    const created = await invite(owner.http, uniqueEmail("hash"));
    const token = tokenOf(created.body.link);
    const row = await app.database.db
      .selectFrom("invitations")
      .selectAll()
      .where("id", "=", created.body.invitation.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify((await pending(owner.http)).body)).not.toContain(token);
  });

  it("answers a revoked, an expired, an unknown and a malformed token with a clear 4xx and changes nothing", async () => {
    const revokedInvitation = await invite(owner.http, uniqueEmail("revoked"));
    const revoke = await owner.http.delete(`/api/v1/settings/invitations/${revokedInvitation.body.invitation.id}`);
    expect(revoke.status).toBe(200);
    const expiredInvitation = await invite(owner.http, uniqueEmail("expired"));
    await app.database.db
      .updateTable("invitations")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", expiredInvitation.body.invitation.id)
      .execute();
    const usersBefore = (await owner.http.get<{ users: TeamUser[] }>("/api/v1/settings/users")).body.users.length;

    const cases: [string, number, string][] = [
      [tokenOf(revokedInvitation.body.link), 409, TEAM_MESSAGES.invitationRevoked],
      [tokenOf(expiredInvitation.body.link), 409, TEAM_MESSAGES.invitationExpired],
      ["A".repeat(43), 404, TEAM_MESSAGES.invitationNotFound],
    ];
    for (const [token, status, message] of cases) {
      const shown = await preview(token);
      expect([shown.status, shown.body.error]).toEqual([status, message]);
      const used = await accept(token);
      expect([used.status, used.body.error]).toEqual([status, message]);
    }
    const long = await accept("x".repeat(300));
    expect(long.status).toBe(400);
    expect(long.body.error).toMatch(/^token: /);
    const weak = await accept(tokenOf(expiredInvitation.body.link), "Slabé heslo", "short");
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatch(/^password: Password must be at least 12 characters long/);

    expect((await owner.http.get<{ users: TeamUser[] }>("/api/v1/settings/users")).body.users).toHaveLength(
      usersBefore,
    );
    // A revoked invitation cannot be revoked again, nor an unknown one.
    expect(
      (await owner.http.delete(`/api/v1/settings/invitations/${revokedInvitation.body.invitation.id}`)).status,
    ).toBe(404);
    expect((await owner.http.delete("/api/v1/settings/invitations/not-an-id")).status).toBe(404);
  });

  it("replaces an address's pending invitation with a new one; the old link stops working", async () => {
    const email = uniqueEmail("twice");
    const first = await invite(owner.http, email);
    const second = await invite(owner.http, email, "admin");
    expect((await accept(tokenOf(first.body.link))).status).toBe(409);
    const accepted = await accept(tokenOf(second.body.link));
    expect(accepted.body.user.role).toBe("admin");
  });

  it("refuses an address that has an account, owners invited by an admin, and members inviting", async () => {
    const taken = await invite(owner.http, owner.user.email);
    expect([taken.status, taken.body.error]).toEqual([409, TEAM_MESSAGES.invitationAlreadyMember]);
    const admin = await signUpWithRole(app, owner, "admin");
    const asOwner = await invite(admin.http, uniqueEmail("owner"), "owner");
    expect([asOwner.status, asOwner.body.error]).toEqual([403, TEAM_MESSAGES.ownerOnly]);
    expect((await invite(admin.http, uniqueEmail("admin"), "admin")).status).toBe(201);
    expect((await invite(owner.http, uniqueEmail("owner"), "owner")).status).toBe(201);
    const member = await signUpWithRole(app, owner, "member");
    expect((await invite(member.http, uniqueEmail("nope"))).status).toBe(403);
    expect((await pending(member.http)).status).toBe(403);
    const badRole = await invite(owner.http, uniqueEmail("bad"), "god");
    expect([badRole.status, badRole.body.error.startsWith("role: ")]).toEqual([400, true]);
    const badEmail = await invite(owner.http, "not-an-email");
    expect(badEmail.body.error).toBe("email: Please enter a valid email address");
  });

  it("keeps another organization's invitations out of reach: its admin cannot list or revoke them", async () => {
    const mine = await invite(owner.http, uniqueEmail("mine"));
    const other = await signUpInNewOrganization(app);
    expect((await pending(other.http)).body.invitations).toEqual([]);
    expect((await other.http.delete(`/api/v1/settings/invitations/${mine.body.invitation.id}`)).status).toBe(404);
    expect((await preview(tokenOf(mine.body.link))).status).toBe(200);
  });

  it("makes one account when one link is used twice at once", async () => {
    const created = await invite(owner.http, uniqueEmail("race"));
    const token = tokenOf(created.body.link);
    const answers = await Promise.all([accept(token, "První"), accept(token, "Druhý")]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it("leaves the address free when it registered meanwhile: 409, and the invitation stays unused", async () => {
    const email = uniqueEmail("meanwhile");
    const created = await invite(owner.http, email);
    const other = await signUpInNewOrganization(app);
    await anonymous().post("/api/v1/auth/register", {
      email,
      password: GOOD_PASSWORD,
      name: "Rychlejší",
      orgId: other.user.orgId,
    });
    const late = await accept(tokenOf(created.body.link));
    expect([late.status, late.body.error]).toEqual([409, "An account with this email already exists"]);
    expect((await pending(owner.http)).body.invitations.map((i) => i.id)).toContain(created.body.invitation.id);
  });
});

describe("sending invitations by e-mail (the mailer's seam)", () => {
  it("writes the invitation e-mail to the outbox with its token redacted; without SMTP the admin copies the link from the answer", async () => {
    const { http } = await signUpInNewOrganization(app, "Odchozí pošta s.r.o.");
    const email = uniqueEmail("outbox");
    const created = await http.post<Created>("/api/v1/settings/invitations", { email, role: "member" });
    expect(created.status, created.text).toBe(201);
    expect(created.body.emailed).toBe(false); // the test app has no SMTP server: the message waits in the outbox
    const outbox = await http.get<{ messages: { id: string; to: string; subject: string; status: string }[] }>(
      "/api/v1/settings/outbox",
    );
    const message = outbox.body.messages.find((m) => m.to === email);
    expect(message?.subject).toBe("You are invited to Odchozí pošta s.r.o. in Kancl");
    expect(message?.status).toBe("unsent");
    const full = await http.get<{ text: string; html: string; redacted: boolean }>(
      `/api/v1/settings/outbox/${message?.id}`,
    );
    expect(full.body.redacted).toBe(true);
    expect(full.body.text).toContain("/invite/[redacted]");
    expect(full.text).not.toContain(tokenOf(created.body.link));
  });

  it("hands the message to sendInvitation and says so; a failed send still answers the link", async () => {
    const sent: InvitationMessage[] = [];
    let fail = false;
    const mailing = await startTestApp({
      sendInvitation: async (message) => {
        if (fail) throw new Error("SMTP down");
        sent.push(message);
        return true;
      },
    });
    try {
      const { http, user } = await signUpInNewOrganization(mailing, "Poštovní a.s.");
      const email = uniqueEmail("mail");
      const created = await http.post<Created>("/api/v1/settings/invitations", { email, role: "member" });
      expect(created.body.emailed).toBe(true);
      expect(sent).toEqual([
        {
          orgId: user.orgId,
          email,
          organizationName: "Poštovní a.s.",
          invitedBy: user.name,
          role: "member",
          link: created.body.link,
          token: tokenOf(created.body.link),
          expiresAt: new Date(created.body.invitation.expiresAt),
        },
      ]);
      fail = true;
      const unsent = await http.post<Created>("/api/v1/settings/invitations", { email: uniqueEmail(), role: "member" });
      expect([unsent.status, unsent.body.emailed]).toEqual([201, false]);
      const token = tokenOf(unsent.body.link);
      expect((await new HttpClient(mailing.baseUrl).get(`/api/v1/invitations/${token}`)).status).toBe(200);
    } finally {
      await mailing.close();
    }
  });
});
