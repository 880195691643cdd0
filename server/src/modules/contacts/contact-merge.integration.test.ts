import { beforeAll, describe, expect, it } from "vitest";
import { createContact, organizationBody, personBody, signUpInNewOrganization } from "../../../test/factories";
import type { HttpClient } from "../../../test/http-client";
import { useTestApp } from "../../../test/use-test-app";

// Issue 24 item 3: duplicates (409 naming the other contact unless allowDuplicate) and the merge of two contacts
// (decision 103), on both surfaces and both databases.
const { app, user } = useTestApp();

type Contact = { id: string; version: number; name: string; parentOrganizationId: string | null };

const post = (http: HttpClient, body: object) =>
  http.post<Contact & { error?: string; duplicate?: unknown }>("/api/v1/crm/contacts", body);

describe("duplicates", () => {
  it("a second live contact with the same IČO or e-mail answers 409 naming the first, unless allowDuplicate", async () => {
    const first = await createContact<Contact>(
      user.http,
      organizationBody({ name: "Dup Org", legalName: "Dup Org s.r.o.", registrationNumber: "27082440" }),
    );
    const again = await post(user.http, organizationBody({ name: "Dup Again", registrationNumber: "270 82 440" }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      error: "A contact with this IČO already exists: Dup Org",
      duplicate: { id: first.id, name: "Dup Org", field: "registrationNumber" },
    });
    const trpc = await user.http.post<{ error: { json?: unknown; duplicate?: unknown } }>(
      "/api/trpc/contacts.create",
      organizationBody({ name: "Dup Again", registrationNumber: "27082440" }),
    );
    expect(trpc.status).toBe(409);
    expect(JSON.stringify(trpc.body)).toContain(first.id);
    const allowed = await post(
      user.http,
      organizationBody({ name: "Dup Again", registrationNumber: "27082440", allowDuplicate: true }),
    );
    expect(allowed.status).toBe(201);

    const person = await createContact<Contact>(user.http, personBody({ email: "dup-person@example.cz" }));
    const samePerson = await post(user.http, personBody({ name: "Other", email: "DUP-person@example.cz" }));
    expect(samePerson.status).toBe(409);
    expect(samePerson.body.duplicate).toEqual({ id: person.id, name: person.name, field: "email" });
  });

  it("an edit checks only a changed IČO or e-mail; a contact in the trash is no duplicate", async () => {
    const a = await createContact<Contact>(user.http, personBody({ name: "Edit A", email: "edit-a@example.cz" }));
    const b = await createContact<Contact>(user.http, personBody({ name: "Edit B", email: "edit-b@example.cz" }));
    const clash = await user.http.put<{ duplicate?: { id: string } }>(`/api/v1/crm/contacts/${b.id}`, {
      type: "person",
      name: "Edit B",
      email: "edit-a@example.cz",
      version: b.version,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.duplicate?.id).toBe(a.id);
    const same = await user.http.put(`/api/v1/crm/contacts/${b.id}`, {
      type: "person",
      name: "Edit B renamed",
      email: "edit-b@example.cz",
      version: b.version,
    });
    expect(same.status).toBe(200);
    await user.http.delete(`/api/v1/crm/contacts/${a.id}`);
    expect((await post(user.http, personBody({ email: "edit-a@example.cz" }))).status).toBe(201);
  });

  it("another organization's contacts are never duplicates", async () => {
    const other = await signUpInNewOrganization(app);
    await createContact(user.http, personBody({ email: "shared@example.cz" }));
    expect((await post(other.http, personBody({ email: "shared@example.cz" }))).status).toBe(201);
  });
});

describe("merge", () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const org = async (name: string, parentOrganizationId?: string) =>
      (
        await createContact<Contact>(
          user.http,
          organizationBody({ name, legalName: `${name} s.r.o.`, parentOrganizationId }),
        )
      ).id;
    ids.kept = await org("Merge Kept");
    ids.other = await org("Merge Other");
    ids.child = await org("Merge Child", ids.other);
    ids.shared = (await createContact<Contact>(user.http, personBody({ name: "Shared Person" }))).id;
    ids.person = (await createContact<Contact>(user.http, personBody({ name: "Only Other's Person" }))).id;
    for (const [person, organization] of [
      [ids.shared, ids.kept],
      [ids.shared, ids.other],
      [ids.person, ids.other],
    ] as const) {
      const link = await user.http.post(`/api/v1/crm/contacts/${person}/organizations`, {
        organizationId: organization,
        role: "Employee",
      });
      expect(link.status).toBe(201);
    }
    ids.deal = (
      await user.http.post<{ id: string }>("/api/v1/crm/deals", { title: "Merge deal", billingContactId: ids.other })
    ).body.id;
  });

  it("previews what moves, then moves it in one transaction and puts the other contact in the trash", async () => {
    const preview = await user.http.get<{ moves: Record<string, number>; mergedAway: { id: string } }>(
      `/api/v1/crm/contacts/${ids.kept}/merge/${ids.other}`,
    );
    expect(preview.status).toBe(200);
    expect(preview.body.mergedAway.id).toBe(ids.other);
    expect(preview.body.moves).toEqual({
      links: 2,
      duplicateLinks: 1,
      children: 1,
      deals: 1,
      draftInvoices: 0,
      issuedInvoices: 0,
      projects: 0,
    });

    const merged = await user.http.post<{ contact: { id: string }; moved: { deals: number } }>(
      `/api/v1/crm/contacts/${ids.kept}/merge/${ids.other}`,
    );
    expect(merged.status, merged.text).toBe(200);
    expect(merged.body.contact.id).toBe(ids.kept);

    expect((await user.http.get(`/api/v1/crm/contacts/${ids.other}`)).status).toBe(404);
    const trash = await user.http.get<{ items: { id: string }[] }>("/api/v1/crm/trash");
    expect(JSON.stringify(trash.body)).toContain(ids.other);
    const deal = await user.http.get<{ billingContact: { id: string } | null }>(`/api/v1/crm/deals/${ids.deal}`);
    expect(deal.body.billingContact?.id).toBe(ids.kept);
    const child = await user.http.get<Contact>(`/api/v1/crm/contacts/${ids.child}`);
    expect(child.body.parentOrganizationId).toBe(ids.kept);
    const people = await user.http.get<{ people: { person: { id: string } }[] }>(
      `/api/v1/crm/contacts/${ids.kept}/people`,
    );
    expect(people.body.people.map((p) => p.person.id).sort()).toEqual([ids.shared, ids.person].sort());
  });

  it("refuses a merge with itself or of a person into an organization (400), and another organization's (404)", async () => {
    expect((await user.http.post(`/api/v1/crm/contacts/${ids.kept}/merge/${ids.kept}`)).status).toBe(400);
    expect((await user.http.post(`/api/v1/crm/contacts/${ids.kept}/merge/${ids.person}`)).status).toBe(400);
    const other = await signUpInNewOrganization(app);
    const theirs = await createContact<Contact>(other.http, organizationBody({ name: "Theirs" }));
    expect((await user.http.get(`/api/v1/crm/contacts/${ids.kept}/merge/${theirs.id}`)).status).toBe(404);
    expect((await other.http.post(`/api/v1/crm/contacts/${theirs.id}/merge/${ids.kept}`)).status).toBe(404);
    expect((await user.http.get(`/api/v1/crm/contacts/${ids.kept}`)).status).toBe(200);
  });

  it("merges on tRPC too", async () => {
    const a = await createContact<Contact>(user.http, personBody({ name: "Trpc A" }));
    const b = await createContact<Contact>(user.http, personBody({ name: "Trpc B" }));
    const res = await user.http.post("/api/trpc/contacts.merge", { id: a.id, otherId: b.id });
    expect(res.status, res.text).toBe(200);
    expect((await user.http.get(`/api/v1/crm/contacts/${b.id}`)).status).toBe(404);
  });
});
