import { CONTACT_MESSAGES, type Contact } from "@kancl/shared";
import { describe, expect, it } from "vitest";
import { createContact, organizationBody, personBody } from "../../../test/factories";
import { useTestApp } from "../../../test/use-test-app";

const { user } = useTestApp();

type ErrorBody = { error: string };
const org = (name: string, extra: Record<string, unknown> = {}) =>
  createContact(user.http, organizationBody({ name, legalName: `${name} s.r.o.`, ...extra }));
const setParent = (childId: string, parentOrganizationId: string | null) =>
  user.http.put<Contact & ErrorBody>(`/api/v1/crm/contacts/${childId}/parent`, { parentOrganizationId });

describe("organization hierarchy", () => {
  it("sets parents, lists children and answers the path from the top down to the contact", async () => {
    const holding = await org("Holding");
    const division = await org("Division", { parentOrganizationId: holding.id });
    const team = await org("Team");
    const moved = await setParent(team.id, division.id);
    expect(moved.status).toBe(200);
    expect(moved.body.parentOrganizationId).toBe(division.id);
    expect(moved.body.version).toBe(team.version + 1);

    const path = await user.http.get<{ path: { id: string; name: string }[] }>(
      `/api/v1/crm/contacts/${team.id}/hierarchy`,
    );
    expect(path.body.path).toEqual([
      { id: holding.id, name: "Holding" },
      { id: division.id, name: "Division" },
      { id: team.id, name: "Team" },
    ]);
    const children = await user.http.get<{ children: Contact[] }>(`/api/v1/crm/contacts/${holding.id}/children`);
    expect(children.body.children.map((c) => c.id)).toEqual([division.id]);

    expect((await setParent(team.id, null)).body.parentOrganizationId).toBeNull();
    const top = await user.http.get<{ path: unknown[] }>(`/api/v1/crm/contacts/${team.id}/hierarchy`);
    expect(top.body.path).toEqual([{ id: team.id, name: "Team" }]);
  });

  it("refuses itself (400), a descendant (409), a person as parent (400) and a person as child (400)", async () => {
    const a = await org("A");
    const b = await org("B", { parentOrganizationId: a.id });
    const c = await org("C", { parentOrganizationId: b.id });
    const person = await createContact(user.http, personBody());

    const self = await setParent(a.id, a.id);
    expect(self.status).toBe(400);
    expect(self.body.error).toBe(CONTACT_MESSAGES.parentIsSelf);
    const cycle = await setParent(a.id, c.id);
    expect(cycle.status).toBe(409);
    expect(cycle.body.error).toBe(CONTACT_MESSAGES.parentCycle);
    const personParent = await setParent(c.id, person.id);
    expect(personParent.status).toBe(400);
    expect(personParent.body.error).toBe(CONTACT_MESSAGES.parentMustBeOrganization);
    const personChild = await setParent(person.id, a.id);
    expect(personChild.status).toBe(400);
    expect(personChild.body.error).toBe(CONTACT_MESSAGES.parentOnlyForOrganizations);
    // The same rules through the contact update.
    const viaUpdate = await user.http.put<ErrorBody>(`/api/v1/crm/contacts/${a.id}`, {
      ...organizationBody({ name: "A", legalName: "A s.r.o." }),
      parentOrganizationId: c.id,
      version: a.version,
    });
    expect(viaUpdate.status).toBe(409);
    expect((await user.http.get<Contact>(`/api/v1/crm/contacts/${a.id}`)).body.parentOrganizationId).toBeNull();
  });

  it("never lets two opposite concurrent re-parentings make a cycle", async () => {
    for (let round = 0; round < 5; round++) {
      const x = await org(`X${round}`);
      const y = await org(`Y${round}`);
      const [one, two] = await Promise.all([setParent(x.id, y.id), setParent(y.id, x.id)]);
      expect([one.status, two.status].sort()).toEqual([200, 409]);
      const xNow = await user.http.get<Contact>(`/api/v1/crm/contacts/${x.id}`);
      const yNow = await user.http.get<Contact>(`/api/v1/crm/contacts/${y.id}`);
      expect(xNow.body.parentOrganizationId === y.id && yNow.body.parentOrganizationId === x.id).toBe(false);
    }
  });
});
