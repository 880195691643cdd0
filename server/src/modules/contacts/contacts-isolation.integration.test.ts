import type { Contact, Relationship } from "@kancl/shared";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createContact,
  organizationBody,
  personBody,
  type SignedInUser,
  signUpInNewOrganization,
} from "../../../test/factories";
import { useTestApp } from "../../../test/use-test-app";

// Organization B's user calls every contacts endpoint with organization A's ids: 404 for ids in the path,
// 400 for ids in the body, never A's data — and A's records are unchanged afterwards.
const { app, user: a } = useTestApp({ organizationName: "A" });
let b: SignedInUser;
let aPerson: Contact;
let aOrg: Contact;
let aChild: Contact;
let aLink: Relationship;
let bPerson: Contact;
let bOrg: Contact;

async function snapshotOfA() {
  const ids = [aPerson.id, aOrg.id, aChild.id];
  const contacts = await Promise.all(ids.map((id) => a.http.get(`/api/v1/crm/contacts/${id}`)));
  const links = await a.http.get(`/api/v1/crm/contacts/${aPerson.id}/organizations`);
  return JSON.stringify([contacts.map((c) => c.body), links.body]);
}

beforeAll(async () => {
  b = await signUpInNewOrganization(app, "B");
  aPerson = await createContact(a.http, personBody({ name: "A person" }));
  aOrg = await createContact(a.http, organizationBody({ name: "A org" }));
  aChild = await createContact(a.http, organizationBody({ name: "A child", parentOrganizationId: aOrg.id }));
  aLink = (
    await a.http.post<Relationship>(`/api/v1/crm/contacts/${aPerson.id}/organizations`, {
      organizationId: aOrg.id,
      role: "Employee",
    })
  ).body;
  bPerson = await createContact(b.http, personBody({ name: "B person" }));
  bOrg = await createContact(b.http, organizationBody({ name: "B org" }));
});

describe("contacts are isolated between organizations", () => {
  it("answers 404 for another organization's ids in the path, on every endpoint", async () => {
    const before = await snapshotOfA();
    const calls: [string, () => Promise<{ status: number; text: string }>][] = [
      ["get", () => b.http.get(`/api/v1/crm/contacts/${aPerson.id}`)],
      ["update", () => b.http.put(`/api/v1/crm/contacts/${aPerson.id}`, { ...personBody(), version: 1 })],
      ["delete", () => b.http.delete(`/api/v1/crm/contacts/${aOrg.id}`)],
      ["organizations", () => b.http.get(`/api/v1/crm/contacts/${aPerson.id}/organizations`)],
      [
        "link",
        () => b.http.post(`/api/v1/crm/contacts/${aPerson.id}/organizations`, { organizationId: bOrg.id, role: "X" }),
      ],
      ["update link", () => b.http.put(`/api/v1/crm/contacts/${aPerson.id}/organizations/${aLink.id}`, { role: "X" })],
      [
        "update link (own person)",
        () => b.http.put(`/api/v1/crm/contacts/${bPerson.id}/organizations/${aLink.id}`, { role: "X" }),
      ],
      ["unlink", () => b.http.delete(`/api/v1/crm/contacts/${aPerson.id}/organizations/${aLink.id}`)],
      ["people", () => b.http.get(`/api/v1/crm/contacts/${aOrg.id}/people`)],
      ["children", () => b.http.get(`/api/v1/crm/contacts/${aOrg.id}/children`)],
      ["hierarchy", () => b.http.get(`/api/v1/crm/contacts/${aChild.id}/hierarchy`)],
      ["set parent", () => b.http.put(`/api/v1/crm/contacts/${aChild.id}/parent`, { parentOrganizationId: null })],
      [
        "trpc get",
        () => b.http.get(`/api/trpc/contacts.get?input=${encodeURIComponent(JSON.stringify({ id: aOrg.id }))}`),
      ],
    ];
    for (const [name, call] of calls) {
      const res = await call();
      expect(res.status, name).toBe(404);
      for (const secret of ["A person", "A org", "A child", aPerson.email ?? ""])
        expect(res.text, name).not.toContain(secret);
    }
    expect(await snapshotOfA()).toBe(before);
  });

  it("refuses another organization's ids in the body (400) and changes nothing", async () => {
    const before = await snapshotOfA();
    const calls: [string, () => Promise<{ status: number; text: string }>][] = [
      [
        "link to A's organization",
        () => b.http.post(`/api/v1/crm/contacts/${bPerson.id}/organizations`, { organizationId: aOrg.id, role: "X" }),
      ],
      [
        "relationship with A's person",
        () =>
          b.http.post("/api/v1/crm/relationships/person-organization", {
            personId: aPerson.id,
            organizationId: bOrg.id,
            role: "X",
          }),
      ],
      [
        "create under A's parent",
        () => b.http.post("/api/v1/crm/contacts", organizationBody({ parentOrganizationId: aOrg.id })),
      ],
      [
        "set parent to A's organization",
        () => b.http.put(`/api/v1/crm/contacts/${bOrg.id}/parent`, { parentOrganizationId: aOrg.id }),
      ],
    ];
    for (const [name, call] of calls) {
      const res = await call();
      expect(res.status, name).toBe(400);
      expect(res.text, name).not.toContain("A org");
    }
    expect(await snapshotOfA()).toBe(before);
    const bList = await b.http.get<{ contacts: Contact[] }>("/api/v1/crm/contacts");
    expect(bList.body.contacts.map((c) => c.name).sort()).toEqual(["B org", "B person"]);
  });

  it("never lists or finds another organization's contacts", async () => {
    const search = await b.http.get<{ contacts: Contact[] }>("/api/v1/crm/contacts?q=A%20pers");
    expect(search.body.contacts).toEqual([]);
  });
});

describe("the database refuses cross-tenant references", () => {
  it("rejects a direct INSERT linking organization B's person to organization A's organization", async () => {
    const { sql } = await import("kysely");
    const bOrgId = b.user.orgId;
    await expect(
      sql`insert into person_organization_links (org_id, person_id, organization_id, role)
          values (${bOrgId}, ${bPerson.id}, ${aOrg.id}, 'X')`.execute(app.database.db),
    ).rejects.toThrow(/foreign key/);
    await expect(
      sql`update contacts set parent_organization_id = ${aOrg.id} where id = ${bOrg.id}`.execute(app.database.db),
    ).rejects.toThrow(/foreign key/);
  });
});
