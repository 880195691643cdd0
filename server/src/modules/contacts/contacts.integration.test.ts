import { CONTACT_MESSAGES, type Contact, CZECH_ID_MESSAGES, contactSchema } from "@kancl/shared";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createContact,
  organizationBody,
  personBody,
  type SignedInUser,
  signUpInNewOrganization,
} from "../../../test/factories";
import { HttpClient } from "../../../test/http-client";
import { useTestApp } from "../../../test/use-test-app";

const { app, user: alice } = useTestApp();

type ErrorBody = { error: string };

describe("create", () => {
  it("creates a person: trimmed, empty values dropped, version 1", async () => {
    const res = await alice.http.post<Contact>("/api/v1/crm/contacts", {
      type: "person",
      name: "  Jana Dvořáková ",
      email: " Jana@Example.CZ ",
      phone: "   ",
      position: " CFO ",
    });
    expect(res.status).toBe(201);
    const contact = contactSchema.strict().parse(res.body);
    expect(contact).toMatchObject({
      type: "person",
      name: "Jana Dvořáková",
      email: "jana@example.cz",
      phone: null,
      position: "CFO",
      legalName: null,
      address: null,
      billing: null,
      version: 1,
    });
  });

  it("creates an organization with address and billing (billing email lowercased)", async () => {
    const contact = await createContact(alice.http, {
      type: "organization",
      name: "Kancl Demo",
      legalName: "Kancl Demo a.s.",
      taxId: "CZ12345679",
      registrationNumber: "12345679",
      address: { street: "Václavské nám. 1", city: "Praha", postalCode: "110 00", country: "CZ", state: "" },
      billing: { name: "Kancl Demo a.s.", email: "Fakturace@Kancl.CZ", address: "Václavské nám. 1, Praha" },
    });
    expect(contact.address).toEqual({ street: "Václavské nám. 1", city: "Praha", postalCode: "110 00", country: "CZ" });
    expect(contact.billing).toEqual({
      name: "Kancl Demo a.s.",
      email: "fakturace@kancl.cz",
      address: "Václavské nám. 1, Praha",
    });
  });

  it.each([
    [{ type: "person", name: " ", email: "a@b.cz" }, `name: ${CONTACT_MESSAGES.nameRequired}`],
    [{ type: "person", name: "A" }, `email: ${CONTACT_MESSAGES.emailRequiredForPersons}`],
    [{ type: "person", name: "A", email: "nope" }, `email: ${CONTACT_MESSAGES.invalidEmail}`],
    [{ type: "organization", name: "A" }, `legalName: ${CONTACT_MESSAGES.legalNameRequired}`],
    [{ type: "person", name: "A", email: "a@b.cz", legalName: "X" }, "legalName: legalName is only for organizations"],
    [{ type: "person", name: "A", email: "a@b.cz", taxId: "1" }, "taxId: taxId is only for organizations"],
    [{ type: "organization", name: "A", legalName: "A", position: "CEO" }, "position: position is only for persons"],
    [
      { type: "organization", name: "A", legalName: "A", billing: { name: "A" } },
      `billing.email: ${CONTACT_MESSAGES.billingEmailRequired}; billing.address: ${CONTACT_MESSAGES.billingAddressRequired}`,
    ],
    // IČO and DIČ (decision 086): Czech values are checked, naming the field.
    [{ type: "organization", name: "A", legalName: "A", taxId: "CZ12345678" }, `taxId: ${CZECH_ID_MESSAGES.dic}`],
    [
      { type: "organization", name: "A", legalName: "A", registrationNumber: "12345678" },
      `registrationNumber: ${CZECH_ID_MESSAGES.icoOfContact}`,
    ],
    [
      { type: "organization", name: "A", legalName: "A", registrationNumber: "1234567", address: { country: "Česko" } },
      `registrationNumber: ${CZECH_ID_MESSAGES.icoOfContact}`,
    ],
    [
      {
        type: "organization",
        name: "A",
        legalName: "A",
        billing: { name: "A", email: "a@b.cz", address: "Praha", taxId: "cz 1234", registrationNumber: "27082441" },
      },
      `billing.taxId: ${CZECH_ID_MESSAGES.dic}; billing.registrationNumber: ${CZECH_ID_MESSAGES.icoOfContact}`,
    ],
    [{ type: "robot", name: "A" }, undefined],
    [{ type: "person", name: "A", email: "a@b.cz", nickname: "x" }, undefined],
  ])("refuses %j with 400 and creates nothing", async (body, message) => {
    const before = (await alice.http.get<{ contacts: Contact[] }>("/api/v1/crm/contacts")).body.contacts.length;
    const res = await alice.http.post<ErrorBody>("/api/v1/crm/contacts", body);
    expect(res.status).toBe(400);
    if (message) expect(res.body.error).toBe(message);
    else expect(res.body.error).toMatch(/^\w+: /);
    const after = (await alice.http.get<{ contacts: Contact[] }>("/api/v1/crm/contacts")).body.contacts.length;
    expect(after).toBe(before);
  });

  it("accepts valid Czech numbers and foreign companies' own numbers as they are (decision 086)", async () => {
    const czech = await createContact(alice.http, {
      type: "organization",
      name: "Alza",
      legalName: "Alza.cz a.s.",
      taxId: "CZ27082440",
      registrationNumber: "270 82 440",
      address: { country: "Czech Republic" },
    });
    expect(czech).toMatchObject({ taxId: "CZ27082440", registrationNumber: "270 82 440" });
    const german = await createContact(alice.http, {
      type: "organization",
      name: "Muster",
      legalName: "Muster GmbH",
      taxId: "DE123456789",
      registrationNumber: "HRB 12345",
      address: { city: "Berlin", country: "Germany" },
      billing: { name: "Muster GmbH", email: "rechnung@muster.de", address: "Berlin", taxId: "DE123456789" },
    });
    expect(german).toMatchObject({ taxId: "DE123456789", registrationNumber: "HRB 12345" });
    // A Slovak company: its IČ DPH is not a Czech DIČ, and its IČO is not checked as a Czech one.
    const slovak = await createContact(alice.http, {
      type: "organization",
      name: "Slovak",
      legalName: "Slovák s.r.o.",
      taxId: "SK2020317068",
      registrationNumber: "12345678",
      address: { country: "SK" },
    });
    expect(slovak.taxId).toBe("SK2020317068");
    // The same foreign number without a country is taken for a Czech IČO: the message says to set the country.
    const unset = await alice.http.post<ErrorBody>("/api/v1/crm/contacts", {
      type: "organization",
      name: "Slovak",
      legalName: "Slovák s.r.o.",
      registrationNumber: "12345678",
    });
    expect(unset.status).toBe(400);
    expect(unset.body.error).toContain("set the country of its address");
  });

  it("an update is checked too, on both surfaces", async () => {
    const contact = await createContact(alice.http, { type: "organization", name: "Upd", legalName: "Upd s.r.o." });
    const body = { type: "organization", name: "Upd", legalName: "Upd s.r.o.", taxId: "CZ27082441", version: 1 };
    const rest = await alice.http.put<ErrorBody>(`/api/v1/crm/contacts/${contact.id}`, body);
    expect(rest.status).toBe(400);
    expect(rest.body.error).toBe(`taxId: ${CZECH_ID_MESSAGES.dic}`);
    const trpc = await alice.http.post("/api/trpc/contacts.update", { id: contact.id, ...body });
    expect(trpc.status).toBe(400);
    expect(trpc.text).toContain(CZECH_ID_MESSAGES.dic);
  });

  it("answers 401 without a session", async () => {
    const res = await new HttpClient(app.baseUrl).post<ErrorBody>("/api/v1/crm/contacts", personBody());
    expect(res.status).toBe(401);
    expect(res.body.error).toBe("Not signed in");
  });
});

describe("list and get", () => {
  let lister: SignedInUser;
  beforeAll(async () => {
    lister = await signUpInNewOrganization(app);
    for (const name of ["Zdeněk", "adam", "Božena", "Cyril", "Dana"]) {
      await createContact(lister.http, personBody({ name, email: `${name.toLowerCase()}@list.cz` }));
    }
    await createContact(
      lister.http,
      organizationBody({ name: "Beta Corp", legalName: "Beta Corp s.r.o.", taxId: "CZ99999994" }),
    );
  });

  it("lists every contact by name (case-insensitive) as {contacts}", async () => {
    const res = await lister.http.get<{ contacts: Contact[]; nextCursor?: unknown }>("/api/v1/crm/contacts");
    expect(res.status).toBe(200);
    expect(res.body.contacts.map((c) => c.name)).toEqual(["adam", "Beta Corp", "Božena", "Cyril", "Dana", "Zdeněk"]);
    expect(res.body.nextCursor).toBeUndefined();
  });

  it("filters by type", async () => {
    const res = await lister.http.get<{ contacts: Contact[] }>("/api/v1/crm/contacts?type=organization");
    expect(res.body.contacts.map((c) => c.name)).toEqual(["Beta Corp"]);
    const bad = await lister.http.get<ErrorBody>("/api/v1/crm/contacts?type=robot");
    expect(bad.status).toBe(400);
  });

  it("searches by prefix of name, e-mail, legal name and tax ID", async () => {
    const search = async (q: string) =>
      (
        await lister.http.get<{ contacts: Contact[] }>(`/api/v1/crm/contacts?q=${encodeURIComponent(q)}`)
      ).body.contacts.map((c) => c.name);
    expect(await search("CY")).toEqual(["Cyril"]);
    expect(await search("dana@")).toEqual(["Dana"]);
    expect(await search("beta corp s")).toEqual(["Beta Corp"]);
    expect(await search("cz9")).toEqual(["Beta Corp"]);
    expect(await search("%")).toEqual([]);
  });

  it("pages with limit and cursor without gaps or repeats", async () => {
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const url = `/api/v1/crm/contacts?limit=4${cursor ? `&cursor=${cursor}` : ""}`;
      const res = await lister.http.get<{ contacts: Contact[]; nextCursor: string | null }>(url);
      expect(res.status).toBe(200);
      seen.push(...res.body.contacts.map((c) => c.name));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(["adam", "Beta Corp", "Božena", "Cyril", "Dana", "Zdeněk"]);
    expect((await lister.http.get("/api/v1/crm/contacts?limit=2&cursor=garbage")).status).toBe(400);
  });

  it("sorts by name, type (then name) or the dates, either way, page by page on both surfaces (issue 23)", async () => {
    /** Every page of 2 of a sorted list, followed by its cursors. */
    const names = async (query: string) => {
      const seen: string[] = [];
      let cursor: string | null | undefined;
      do {
        const url = `/api/v1/crm/contacts?${query}&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
        const res = await lister.http.get<{ contacts: Contact[]; nextCursor: string | null }>(url);
        expect(res.status).toBe(200);
        seen.push(...res.body.contacts.map((c) => c.name));
        cursor = res.body.nextCursor;
      } while (cursor);
      return seen;
    };
    const created = ["Zdeněk", "adam", "Božena", "Cyril", "Dana", "Beta Corp"];
    expect(await names("sort=name&order=desc")).toEqual(["Zdeněk", "Dana", "Cyril", "Božena", "Beta Corp", "adam"]);
    expect(await names("sort=type")).toEqual(["Beta Corp", "adam", "Božena", "Cyril", "Dana", "Zdeněk"]);
    expect(await names("sort=type&order=desc")).toEqual(["Zdeněk", "Dana", "Cyril", "Božena", "adam", "Beta Corp"]);
    expect(await names("sort=createdAt")).toEqual([...created].reverse());
    expect(await names("sort=createdAt&order=asc")).toEqual(created);
    expect(await names("sort=updatedAt&type=person")).toEqual(["Dana", "Cyril", "Božena", "adam", "Zdeněk"]);
    const trpc = await lister.http.get<{ result: { data: { contacts: Contact[] } } }>(
      `/api/trpc/contacts.list?input=${encodeURIComponent(JSON.stringify({ sort: "createdAt", order: "asc", limit: 1 }))}`,
    );
    expect(trpc.body.result.data.contacts.map((c) => c.name)).toEqual(["Zdeněk"]);
    const bad = await lister.http.get<ErrorBody>("/api/v1/crm/contacts?sort=secret");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain("sort");
    // A cursor of the name sort is not a date: the createdAt sort refuses it.
    const page = await lister.http.get<{ nextCursor: string }>("/api/v1/crm/contacts?limit=1");
    const mixed = await lister.http.get<ErrorBody>(
      `/api/v1/crm/contacts?sort=createdAt&limit=1&cursor=${page.body.nextCursor}`,
    );
    expect(mixed.status).toBe(400);
  });

  it("gets one contact; unknown and malformed ids answer 404 'Contact not found'", async () => {
    const contact = await createContact(lister.http, personBody());
    const res = await lister.http.get<Contact>(`/api/v1/crm/contacts/${contact.id}`);
    expect(res.body).toEqual(contact);
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const missing = await lister.http.get<ErrorBody>(`/api/v1/crm/contacts/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe(CONTACT_MESSAGES.notFound);
    }
  });

  it("works over tRPC too", async () => {
    const contact = await createContact(lister.http, personBody());
    const res = await lister.http.get<{ result: { data: Contact } }>(
      `/api/trpc/contacts.get?input=${encodeURIComponent(JSON.stringify({ id: contact.id }))}`,
    );
    expect(res.body.result.data).toEqual(contact);
  });
});

describe("update", () => {
  it("replaces the fields and bumps the version", async () => {
    const contact = await createContact(alice.http, personBody({ phone: "+420 777 000 111" }));
    const res = await alice.http.put<Contact>(`/api/v1/crm/contacts/${contact.id}`, {
      type: "person",
      name: "Jan Novák ml.",
      email: contact.email,
      version: contact.version,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Jan Novák ml.", phone: null, version: 2 });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(contact.updatedAt));
  });

  it("answers 409 to a stale version and changes nothing", async () => {
    const contact = await createContact(alice.http, personBody());
    const body = { type: "person", name: "First", email: contact.email, version: 1 };
    expect((await alice.http.put(`/api/v1/crm/contacts/${contact.id}`, body)).status).toBe(200);
    const stale = await alice.http.put<ErrorBody>(`/api/v1/crm/contacts/${contact.id}`, { ...body, name: "Second" });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(CONTACT_MESSAGES.stale);
    const now = await alice.http.get<Contact>(`/api/v1/crm/contacts/${contact.id}`);
    expect(now.body).toMatchObject({ name: "First", version: 2 });
  });

  it("lets exactly one of several concurrent updates with the same version win", async () => {
    const contact = await createContact(alice.http, personBody());
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        alice.http.put(`/api/v1/crm/contacts/${contact.id}`, {
          type: "person",
          name: `Racer ${i}`,
          email: contact.email,
          version: 1,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    const now = await alice.http.get<Contact>(`/api/v1/crm/contacts/${contact.id}`);
    expect(now.body.version).toBe(2);
  });

  it("refuses a type change with 400", async () => {
    const contact = await createContact(alice.http, personBody());
    const res = await alice.http.put<ErrorBody>(`/api/v1/crm/contacts/${contact.id}`, {
      ...organizationBody(),
      version: contact.version,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(CONTACT_MESSAGES.typeCannotChange);
  });

  it("keeps billing when omitted and clears it with an empty object", async () => {
    const org = await createContact(
      alice.http,
      organizationBody({ billing: { name: "Acme", email: "billing@acme.cz", address: "Brno" } }),
    );
    const kept = await alice.http.put<Contact>(`/api/v1/crm/contacts/${org.id}`, {
      ...organizationBody({ name: "Acme 2" }),
      version: org.version,
    });
    expect(kept.body.billing).toEqual({ name: "Acme", email: "billing@acme.cz", address: "Brno" });
    const cleared = await alice.http.put<Contact>(`/api/v1/crm/contacts/${org.id}`, {
      ...organizationBody({ name: "Acme 2" }),
      billing: {},
      version: kept.body.version,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.billing).toBeNull();
  });
});

describe("delete", () => {
  it("removes the contact from lookups and lists (404 afterwards), with its links and children detached", async () => {
    const parent = await createContact(alice.http, organizationBody({ name: "Parent to delete" }));
    const child = await createContact(alice.http, organizationBody({ name: "Child", parentOrganizationId: parent.id }));
    const person = await createContact(alice.http, personBody());
    await alice.http.post(`/api/v1/crm/contacts/${person.id}/organizations`, {
      organizationId: parent.id,
      role: "CEO",
    });

    const res = await alice.http.delete(`/api/v1/crm/contacts/${parent.id}`);
    expect(res.status).toBe(200);
    expect((await alice.http.get(`/api/v1/crm/contacts/${parent.id}`)).status).toBe(404);
    expect((await alice.http.delete(`/api/v1/crm/contacts/${parent.id}`)).status).toBe(404);
    const list = await alice.http.get<{ contacts: Contact[] }>("/api/v1/crm/contacts");
    expect(list.body.contacts.some((c) => c.id === parent.id)).toBe(false);
    const links = await alice.http.get<{ organizations: unknown[] }>(`/api/v1/crm/contacts/${person.id}/organizations`);
    expect(links.body.organizations).toEqual([]);
    const orphan = await alice.http.get<Contact>(`/api/v1/crm/contacts/${child.id}`);
    expect(orphan.body.parentOrganizationId).toBeNull();
  });
});
