import type { AuditEvent, AuditPage, Contact, Deal, Note, TimelinePage } from "@kancl/shared";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createContact,
  organizationBody,
  personBody,
  type SignedInUser,
  signUp,
  signUpInNewOrganization,
} from "../../../test/factories";
import { createKey, keyClient, signUpWithRole } from "../../../test/team-factories";
import { useTestApp } from "../../../test/use-test-app";

const { app, user } = useTestApp({ organizationName: "Audit s.r.o." });
let colleague: SignedInUser;
let stranger: SignedInUser;

beforeAll(async () => {
  colleague = await signUp(app, user.user.orgId, { name: "Petr Kolega" });
  stranger = await signUpInNewOrganization(app, "Cizí s.r.o.");
});

const auditOf = async (query: string, as: SignedInUser = user) => {
  const res = await as.http.get<AuditPage>(`/api/v1/settings/audit-log?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body.events;
};
const timelineOf = async (kind: "contacts" | "deals", id: string, query = "", as: SignedInUser = user) => {
  const res = await as.http.get<TimelinePage>(`/api/v1/crm/${kind}/${id}/timeline?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
};
const updateContact = (contact: Contact, changes: Record<string, unknown>, as: SignedInUser = user) =>
  as.http.put<Contact>(`/api/v1/crm/contacts/${contact.id}`, {
    type: contact.type,
    name: contact.name,
    email: contact.email ?? undefined,
    version: contact.version,
    ...changes,
  });
const countRows = async () => {
  const { rows } = await sql<{ count: number }>`select count(*) as count from audit_events`.execute(app.database.db);
  return Number(rows[0]?.count);
};

describe("the audit log", () => {
  it("records a create and an update with who, when, the request id and the field diff", async () => {
    const created = await user.http.post<Contact>("/api/v1/crm/contacts", personBody({ name: "Jan Novák" }), {
      headers: { "x-request-id": "req-create-1" },
    });
    expect(created.status).toBe(201);
    const updated = await updateContact(created.body, { name: "Jan Novák ml.", phone: "+420 777 123 456" });
    expect(updated.status, updated.text).toBe(200);

    const events = await auditOf(`recordId=${created.body.id}`);
    expect(events.map((e) => e.action)).toEqual(["update", "create"]);
    const [update, create] = events as [AuditEvent, AuditEvent];
    expect(create.requestId).toBe("req-create-1");
    expect(create.actor).toMatchObject({
      type: "user",
      userId: user.user.id,
      userName: user.user.name,
      apiKeyId: null,
    });
    expect(create.changes).toContainEqual({ field: "name", old: null, new: "Jan Novák" });
    expect(update.changes).toEqual([
      { field: "name", old: "Jan Novák", new: "Jan Novák ml." },
      { field: "phone", old: null, new: "+420 777 123 456" },
    ]);
    expect(update.recordLabel).toBe("Jan Novák ml.");
    // The record as it is now (issue 24: the screen names it and links to it while it exists).
    expect(create.recordNow).toBe("Jan Novák ml.");
    // Bookkeeping columns never appear.
    expect(update.changes.map((c) => c.field)).not.toContain("version");
    expect(update.changes.map((c) => c.field)).not.toContain("updatedAt");
  });

  it("says when a record is gone: recordNow is null once it is in the trash", async () => {
    const contact = await createContact(user.http, personBody({ name: "Brzy smazaný" }));
    expect((await user.http.delete(`/api/v1/crm/contacts/${contact.id}`)).status).toBe(200);
    const events = await auditOf(`recordId=${contact.id}`);
    expect(events.map((e) => [e.action, e.recordLabel, e.recordNow])).toEqual([
      ["delete", "Brzy smazaný", null],
      ["create", "Brzy smazaný", null],
    ]);
  });

  it("writes nothing for a failed update (409), and nothing when the transaction of a change rolls back", async () => {
    const contact = await createContact(user.http, personBody({ name: "Stale" }));
    await updateContact(contact, { name: "Fresh" });
    const before = await countRows();
    const stale = await updateContact(contact, { name: "Lost" });
    expect(stale.status).toBe(409);
    expect(await countRows()).toBe(before);

    await expect(
      app.database.db.transaction().execute(async (trx) => {
        await trx.updateTable("contacts").set({ name: "Rolled back" }).where("id", "=", contact.id).execute();
        // Another connection does not see it yet… (PGlite has one connection, which this transaction holds: asking
        // it from outside would wait for the transaction to end.)
        if (app.database.kind === "postgres") expect(await countRows()).toBe(before);
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await countRows()).toBe(before);
  });

  it("writes the audit row in the transaction of the change", async () => {
    const contact = await createContact(user.http, personBody({ name: "Same transaction" }));
    const txid = await app.database.db.transaction().execute(async (trx) => {
      await trx.updateTable("contacts").set({ name: "Same transaction 2" }).where("id", "=", contact.id).execute();
      const { rows } = await sql<{ txid: number }>`select txid_current() as txid`.execute(trx);
      return Number(rows[0]?.txid);
    });
    const { rows } = await sql<{ transaction_id: number; actor_type: string }>`
      select transaction_id, actor_type from audit_events where record_id = ${contact.id} and action = 'update'`.execute(
      app.database.db,
    );
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]?.transaction_id)).toBe(txid);
    expect(rows[0]?.actor_type).toBe("system");
  });

  it("cannot be changed: the database refuses UPDATE, DELETE and TRUNCATE of audit rows", async () => {
    await createContact(user.http, personBody({ name: "Immutable" }));
    const db = app.database.db;
    await expect(sql`update audit_events set action = 'delete'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_events`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_events`.execute(db)).rejects.toThrow(/append-only/);
    expect(await countRows()).toBeGreaterThan(0);
  });

  it("names the API key that made a change", async () => {
    const secret = await createKey(user, "read-write");
    const contact = await createContact(keyClient(app, secret), personBody({ name: "Via API" }));
    const [event] = await auditOf(`recordId=${contact.id}`);
    expect(event?.actor).toMatchObject({ type: "api_key", userId: user.user.id, apiKeyName: "read-write key" });
    expect(event?.actor.apiKeyId).toBeTruthy();
    const byKey = await auditOf(`apiKeyId=${event?.actor.apiKeyId}`);
    expect(byKey.every((e) => e.actor.type === "api_key")).toBe(true);
  });

  it("records deletes, restores and lifecycle changes; secrets never appear", async () => {
    const deal = await user.http.post<Deal>("/api/v1/crm/deals", { title: "Web", estimatedValue: 1000 });
    await user.http.put(`/api/v1/crm/deals/${deal.body.id}`, { title: "Web", status: "negotiation" });
    await user.http.post(`/api/v1/crm/deals/${deal.body.id}/mark-won`, { actualValue: 1200 });
    await user.http.delete(`/api/v1/crm/deals/${deal.body.id}`);
    const restored = await user.http.post(`/api/v1/crm/trash/${deal.body.id}/restore`);
    expect(restored.status, restored.text).toBe(200);
    const events = await auditOf(`recordId=${deal.body.id}`);
    expect(events.map((e) => e.action)).toEqual(["restore", "delete", "update", "update", "create"]);
    expect(events[2]?.changes).toContainEqual({ field: "status", old: "negotiation", new: "won" });

    await createKey(user, "read");
    const keys = await auditOf("recordType=api_key");
    expect(keys.length).toBeGreaterThan(0);
    expect(JSON.stringify(keys)).not.toMatch(/keyHash|key_hash/);
    const users = await auditOf("recordType=user");
    expect(JSON.stringify(users)).not.toMatch(/passwordHash|password_hash/);
  });

  it("filters by who, action and time, and pages newest first", async () => {
    await createContact(colleague.http, organizationBody({ name: "Colleague's" }));
    const mine = await auditOf(`userId=${colleague.user.id}`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.actor.userId === colleague.user.id)).toBe(true);
    expect((await auditOf("action=restore")).every((e) => e.action === "restore")).toBe(true);
    expect(await auditOf(`from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).toEqual([]);

    const first = await user.http.get<AuditPage>("/api/v1/settings/audit-log?limit=2");
    expect(first.body.events).toHaveLength(2);
    const second = await user.http.get<AuditPage>(`/api/v1/settings/audit-log?limit=2&cursor=${first.body.nextCursor}`);
    expect(Number(second.body.events[0]?.id)).toBeLessThan(Number(first.body.events[1]?.id));
  });

  it("is for owners and admins with a browser session; another organization's events never show", async () => {
    const member = await auditOfStatus(colleague);
    expect(member).toBe(403);
    const admin = await signUpWithRole(app, user, "admin");
    expect(await auditOfStatus(admin)).toBe(200);
    const secret = await createKey(user, "read-write");
    expect((await keyClient(app, secret).get("/api/v1/settings/audit-log")).status).toBe(403);

    await createContact(stranger.http, personBody({ name: "Stranger's secret" }));
    expect(JSON.stringify(await auditOf("limit=200"))).not.toContain("Stranger's secret");
    const theirs = await auditOf("", stranger);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((e) => e.actor.userId === user.user.id)).toBe(false);
  });

  it("exports the filtered log as CSV Czech Excel opens (BOM, semicolons)", async () => {
    const response = await fetch(new URL("/api/v1/settings/audit-log/export.csv?recordType=deal", app.baseUrl), {
      headers: { cookie: user.http.cookieHeader },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text.split("\r\n")[0]).toBe("Time;Who;API key;Record type;Record;Record ID;Action;Changes;Request ID");
    expect(text).toContain(";Deal;Web;");
    expect(text).toContain("status: negotiation → won");
    expect((await colleague.http.get("/api/v1/settings/audit-log/export.csv")).status).toBe(403);
  });
});

const auditOfStatus = async (as: SignedInUser) => (await as.http.get("/api/v1/settings/audit-log")).status;

describe("notes and timelines", () => {
  it("adds, edits (with a version) and deletes your own notes; the timeline shows notes and field changes", async () => {
    const client = await createContact(user.http, organizationBody({ name: "Acme a.s." }));
    const note = await user.http.post<Note>("/api/v1/crm/notes", {
      subjectType: "contact",
      subjectId: client.id,
      body: "Called **Jana**: wants an offer.",
    });
    expect(note.status, note.text).toBe(201);
    expect(note.body).toMatchObject({ authorId: user.user.id, version: 1, edited: false });

    const edited = await user.http.request<Note>("PATCH", `/api/v1/crm/notes/${note.body.id}`, {
      body: { body: "Called **Jana**: wants an offer by Friday.", version: 1 },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ version: 2, edited: true });
    const stale = await user.http.request("PATCH", `/api/v1/crm/notes/${note.body.id}`, {
      body: { body: "Overwrite", version: 1 },
    });
    expect(stale.status).toBe(409);
    const notMine = await colleague.http.request("PATCH", `/api/v1/crm/notes/${note.body.id}`, {
      body: { body: "Mine now", version: 2 },
    });
    expect(notMine.status).toBe(403);
    expect((await colleague.http.delete(`/api/v1/crm/notes/${note.body.id}`)).status).toBe(403);

    const renamed = await updateContact(client, { name: "Acme Group a.s.", legalName: "Acme Group a.s." });
    expect(renamed.status, renamed.text).toBe(200);
    const deal = await user.http.post<Deal>("/api/v1/crm/deals", { title: "Acme web", billingContactId: client.id });
    await user.http.put(`/api/v1/crm/deals/${deal.body.id}`, {
      title: "Acme web",
      status: "negotiation",
      billingContactId: client.id,
    });
    await user.http.post(`/api/v1/crm/deals/${deal.body.id}/mark-lost`, {});

    const timeline = await timelineOf("contacts", client.id);
    const kinds = timeline.entries.map((e) =>
      e.kind === "note" ? "note" : `${e.event?.recordType}:${e.event?.action}`,
    );
    expect(kinds).toEqual(["deal:update", "deal:update", "deal:create", "contact:update", "note", "contact:create"]);
    expect(timeline.entries[0]?.event?.changes).toContainEqual({ field: "status", old: "negotiation", new: "lost" });
    expect(timeline.entries[3]?.event?.changes).toContainEqual({
      field: "name",
      old: "Acme a.s.",
      new: "Acme Group a.s.",
    });
    expect(timeline.entries[4]?.note?.body).toBe("Called **Jana**: wants an offer by Friday.");

    const dealTimeline = await timelineOf("deals", deal.body.id);
    expect(dealTimeline.entries).toHaveLength(3);

    expect((await user.http.delete(`/api/v1/crm/notes/${note.body.id}`)).status).toBe(200);
    const after = await timelineOf("contacts", client.id);
    expect(after.entries.some((e) => e.kind === "note")).toBe(false);
    // The note's every version stays in the audit log.
    const noteEvents = await auditOf(`recordId=${note.body.id}`);
    expect(noteEvents.map((e) => e.action)).toEqual(["delete", "update", "create"]);
    expect(noteEvents[1]?.changes).toContainEqual({
      field: "body",
      old: "Called **Jana**: wants an offer.",
      new: "Called **Jana**: wants an offer by Friday.",
    });
  });

  it("pages a long timeline by cursor", async () => {
    const contact = await createContact(user.http, personBody({ name: "Paged" }));
    for (let i = 0; i < 5; i++) {
      await user.http.post("/api/v1/crm/notes", { subjectType: "contact", subjectId: contact.id, body: `Note ${i}` });
    }
    const first = await timelineOf("contacts", contact.id, "limit=4");
    expect(first.entries.map((e) => e.note?.body)).toEqual(["Note 4", "Note 3", "Note 2", "Note 1"]);
    const second = await timelineOf("contacts", contact.id, `limit=4&cursor=${first.nextCursor}`);
    expect(second.entries.map((e) => e.note?.body ?? e.event?.action)).toEqual(["Note 0", "create"]);
    expect(second.nextCursor).toBeNull();
  });

  it("answers 404 for another organization's notes, timelines and summaries", async () => {
    const contact = await createContact(user.http, personBody({ name: "Private" }));
    const note = await user.http.post<Note>("/api/v1/crm/notes", {
      subjectType: "contact",
      subjectId: contact.id,
      body: "private",
    });
    expect((await stranger.http.get(`/api/v1/crm/contacts/${contact.id}/timeline`)).status).toBe(404);
    expect((await stranger.http.get(`/api/v1/crm/contacts/${contact.id}/summary`)).status).toBe(404);
    expect(
      (await stranger.http.request("PATCH", `/api/v1/crm/notes/${note.body.id}`, { body: { body: "x", version: 1 } }))
        .status,
    ).toBe(404);
    expect((await stranger.http.delete(`/api/v1/crm/notes/${note.body.id}`)).status).toBe(404);
    expect(
      (
        await stranger.http.post("/api/v1/crm/notes", {
          subjectType: "contact",
          subjectId: contact.id,
          body: "sneaky",
        })
      ).status,
    ).toBe(404);
  });

  it("sums a client's deals per currency on its summary", async () => {
    const client = await createContact(user.http, organizationBody({ name: "Summary s.r.o." }));
    await user.http.post("/api/v1/crm/deals", { title: "A", billingContactId: client.id, estimatedValue: 100.5 });
    await user.http.post("/api/v1/crm/deals", {
      title: "B",
      billingContactId: client.id,
      estimatedValue: 200,
      currency: "EUR",
    });
    await user.http.post("/api/v1/crm/deals", { title: "C", billingContactId: client.id, estimatedValue: 1 });
    const res = await user.http.get<import("@kancl/shared").ContactSummary>(
      `/api/v1/crm/contacts/${client.id}/summary`,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.deals).toHaveLength(3);
    expect(res.body.totals.openDeals).toEqual([
      { currency: "EUR", amount: "200.00" },
      { currency: "USD", amount: "101.50" },
    ]);
    expect(res.body.totals.open).toEqual([]);
  });
});
