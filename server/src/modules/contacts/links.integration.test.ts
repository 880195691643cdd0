import { CONTACT_MESSAGES, type Contact, type Relationship } from "@kancl/shared";
import { describe, expect, it } from "vitest";
import { createContact, organizationBody, personBody } from "../../../test/factories";
import { useTestApp } from "../../../test/use-test-app";

const { user } = useTestApp();

type ErrorBody = { error: string };
type PersonOrganizations = { organizations: { id: string; role: string; isPrimary: boolean; organization: Contact }[] };
type OrganizationPeople = { people: { id: string; role: string; isPrimary: boolean; person: Contact }[] };

async function personAndOrgs(count: number) {
  const person = await createContact(user.http, personBody());
  const orgs: Contact[] = [];
  for (let i = 0; i < count; i++) orgs.push(await createContact(user.http, organizationBody({ name: `Org ${i}` })));
  return { person, orgs };
}

describe("person–organization links", () => {
  it("links through both endpoints and lists them from both sides", async () => {
    const { person, orgs } = await personAndOrgs(2);
    const first = await user.http.post<Relationship>(`/api/v1/crm/contacts/${person.id}/organizations`, {
      organizationId: orgs[0]?.id,
      role: " Account manager ",
      isPrimary: true,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      personId: person.id,
      organizationId: orgs[0]?.id,
      role: "Account manager",
      isPrimary: true,
    });
    const second = await user.http.post<Relationship>("/api/v1/crm/relationships/person-organization", {
      personId: person.id,
      organizationId: orgs[1]?.id,
      role: "Employee",
    });
    expect(second.status).toBe(201);
    expect(second.body.isPrimary).toBe(false);

    const organizations = await user.http.get<PersonOrganizations>(`/api/v1/crm/contacts/${person.id}/organizations`);
    expect(organizations.body.organizations.map((l) => [l.organization.name, l.role, l.isPrimary])).toEqual([
      ["Org 0", "Account manager", true],
      ["Org 1", "Employee", false],
    ]);
    const people = await user.http.get<OrganizationPeople>(`/api/v1/crm/contacts/${orgs[0]?.id}/people`);
    expect(people.body.people).toEqual([
      {
        id: first.body.id,
        role: "Account manager",
        isPrimary: true,
        person: expect.objectContaining({ id: person.id }),
      },
    ]);
  });

  it("refuses a duplicate link with 409", async () => {
    const { person, orgs } = await personAndOrgs(1);
    const body = { organizationId: orgs[0]?.id, role: "Employee" };
    expect((await user.http.post(`/api/v1/crm/contacts/${person.id}/organizations`, body)).status).toBe(201);
    const again = await user.http.post<ErrorBody>(`/api/v1/crm/contacts/${person.id}/organizations`, body);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(CONTACT_MESSAGES.duplicateLink);
  });

  it("refuses person-to-person links, an organization as the person, and an empty role (400)", async () => {
    const { person, orgs } = await personAndOrgs(1);
    const other = await createContact(user.http, personBody());
    const personToPerson = await user.http.post<ErrorBody>(`/api/v1/crm/contacts/${person.id}/organizations`, {
      organizationId: other.id,
      role: "Friend",
    });
    expect(personToPerson.status).toBe(400);
    expect(personToPerson.body.error).toBe(CONTACT_MESSAGES.linkNeedsOrganization);
    const orgAsPerson = await user.http.post<ErrorBody>("/api/v1/crm/relationships/person-organization", {
      personId: orgs[0]?.id,
      organizationId: orgs[0]?.id,
      role: "Self",
    });
    expect(orgAsPerson.status).toBe(400);
    expect(orgAsPerson.body.error).toBe(CONTACT_MESSAGES.linkNeedsPerson);
    const noRole = await user.http.post<ErrorBody>(`/api/v1/crm/contacts/${person.id}/organizations`, {
      organizationId: orgs[0]?.id,
      role: "   ",
    });
    expect(noRole.status).toBe(400);
    expect(noRole.body.error).toBe(`role: ${CONTACT_MESSAGES.roleRequired}`);
  });

  it("keeps one primary link per person: setting another primary clears the first", async () => {
    const { person, orgs } = await personAndOrgs(2);
    const a = await user.http.post<Relationship>(`/api/v1/crm/contacts/${person.id}/organizations`, {
      organizationId: orgs[0]?.id,
      role: "Employee",
      isPrimary: true,
    });
    const b = await user.http.post<Relationship>(`/api/v1/crm/contacts/${person.id}/organizations`, {
      organizationId: orgs[1]?.id,
      role: "Advisor",
    });
    const made = await user.http.put<Relationship>(`/api/v1/crm/contacts/${person.id}/organizations/${b.body.id}`, {
      organizationId: orgs[1]?.id,
      isPrimary: true,
    });
    expect(made.status).toBe(200);
    expect(made.body.isPrimary).toBe(true);
    const links = await user.http.get<PersonOrganizations>(`/api/v1/crm/contacts/${person.id}/organizations`);
    expect(links.body.organizations.filter((l) => l.isPrimary).map((l) => l.id)).toEqual([b.body.id]);
    expect(links.body.organizations.find((l) => l.id === a.body.id)?.isPrimary).toBe(false);
  });

  it("edits the role, refuses an empty one, and removes links", async () => {
    const { person, orgs } = await personAndOrgs(1);
    const link = await user.http.post<Relationship>(`/api/v1/crm/contacts/${person.id}/organizations`, {
      organizationId: orgs[0]?.id,
      role: "Employee",
    });
    const path = `/api/v1/crm/contacts/${person.id}/organizations/${link.body.id}`;
    const renamed = await user.http.put<Relationship>(path, { organizationId: orgs[0]?.id, role: "Director" });
    expect(renamed.body.role).toBe("Director");
    expect((await user.http.put(path, { role: "" })).status).toBe(400);
    expect((await user.http.put(path, {})).status).toBe(400);
    expect((await user.http.delete(path)).status).toBe(200);
    expect((await user.http.delete(path)).status).toBe(404);
    const links = await user.http.get<PersonOrganizations>(`/api/v1/crm/contacts/${person.id}/organizations`);
    expect(links.body.organizations).toEqual([]);
  });

  it("answers 404 for a relationship of another person", async () => {
    const { person, orgs } = await personAndOrgs(1);
    const other = await createContact(user.http, personBody());
    const link = await user.http.post<Relationship>(`/api/v1/crm/contacts/${person.id}/organizations`, {
      organizationId: orgs[0]?.id,
      role: "Employee",
    });
    const res = await user.http.delete(`/api/v1/crm/contacts/${other.id}/organizations/${link.body.id}`);
    expect(res.status).toBe(404);
  });
});

describe("strict JSON types in bodies", () => {
  it('refuses isPrimary "false" instead of reading it as true', async () => {
    const person = await createContact(user.http, personBody());
    const organization = await createContact(user.http, organizationBody());
    const res = await user.http.post<ErrorBody>(`/api/v1/crm/contacts/${person.id}/organizations`, {
      organizationId: organization.id,
      role: "Employee",
      isPrimary: "false",
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^isPrimary: /);
  });
});
