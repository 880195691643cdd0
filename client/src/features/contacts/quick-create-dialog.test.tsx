import { CONTACT_MESSAGES, type Relationship } from "@kancl/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pickInCombobox } from "@/test/combobox";
import { type FakeApi, fail, type InputOf, installFakeApi, ok } from "@/test/fake-trpc-server";
import {
  acme,
  globex,
  ids,
  jana,
  listAnswer,
  makeOrganization,
  makePerson,
  renderContactsScreen,
} from "./contacts-test-kit";

const relationship = ({ personId, organizationId, role }: InputOf<"contacts.linkOrganization">): Relationship => ({
  id: ids.linkGlobex,
  personId,
  organizationId,
  role,
  isPrimary: false,
  updatedAt: "2026-11-20T09:30:00.000Z",
});

function personPage(): FakeApi {
  const api = installFakeApi();
  api.on("contacts.get", ok(jana));
  api.on("contacts.organizationsOfPerson", ok({ organizations: [] }));
  api.on("contacts.list", listAnswer([acme, globex, jana]));
  api.on("contacts.create", (input) => ok(makeOrganization({ ...(input as object), id: ids.created, name: "Nová" })));
  api.on("contacts.linkOrganization", (input) => ok(relationship(input)));
  return api;
}

function organizationPage(): FakeApi {
  const api = installFakeApi();
  api.on("contacts.get", ok(acme));
  api.on("contacts.peopleOfOrganization", ok({ people: [] }));
  api.on("contacts.children", ok({ children: [] }));
  api.on("contacts.list", listAnswer([acme, globex, jana]));
  api.on("contacts.create", (input) => ok({ ...makePerson({ id: ids.created, name: "Nový" }), ...(input as object) }));
  api.on("contacts.linkOrganization", (input) => ok(relationship(input)));
  return api;
}

async function openDialog(cardName: string, button: string) {
  const card = await screen.findByRole("region", { name: cardName });
  await userEvent.click(within(card).getByRole("button", { name: button }));
  return screen.getByRole("dialog", { name: button });
}

describe("quick create from a person's Organizations card", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("says the new organization will be associated with the person and names the role", async () => {
    personPage();
    renderContactsScreen(`/crm/contacts/${ids.jana}`);
    const dialog = await openDialog("Organizations", "Create Organization");

    expect(dialog).toHaveTextContent(
      "The new organization will be associated with Jana Nováková (relationship: Employee).",
    );
    const role = within(dialog).getByRole("textbox", { name: "Role" });
    await userEvent.clear(role);
    await userEvent.type(role, "Advisor");
    expect(dialog).toHaveTextContent("associated with Jana Nováková (relationship: Advisor).");
  });

  it("requires a name and a legal name, and a valid e-mail when one is given", async () => {
    const api = personPage();
    renderContactsScreen(`/crm/contacts/${ids.jana}`);
    const dialog = await openDialog("Organizations", "Create Organization");

    await userEvent.type(within(dialog).getByRole("textbox", { name: "Email" }), "not-an-email");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Organization" }));
    expect(await within(dialog).findByText(CONTACT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText("Legal name is required")).toBeInTheDocument();
    expect(within(dialog).getByText(CONTACT_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
    expect(api.callsTo("contacts.create")).toEqual([]);
  });

  it("creates the organization, links it with the role and says so", async () => {
    const api = personPage();
    renderContactsScreen(`/crm/contacts/${ids.jana}`);
    const dialog = await openDialog("Organizations", "Create Organization");

    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), " Nová ");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Legal Name" }), "Nová a.s.");
    const parent = within(dialog).getByRole("combobox", { name: "Parent Organization" });
    await pickInCombobox(undefined, parent, "Glo", "Globex");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Organization" }));

    expect(await screen.findByText(CONTACT_MESSAGES.entityCreatedAndLinked)).toBeInTheDocument();
    expect(api.callsTo("contacts.create")).toEqual([
      { type: "organization", name: "Nová", legalName: "Nová a.s.", parentOrganizationId: ids.globex },
    ]);
    expect(api.callsTo("contacts.linkOrganization")).toEqual([
      { personId: ids.jana, organizationId: ids.created, role: "Employee", isPrimary: false },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("warns when the organization was created but the link failed", async () => {
    const api = personPage();
    api.on("contacts.linkOrganization", fail("Database is down", 503));
    renderContactsScreen(`/crm/contacts/${ids.jana}`);
    const dialog = await openDialog("Organizations", "Create Organization");

    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Nová");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Legal Name" }), "Nová a.s.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Organization" }));

    expect(await screen.findByText(CONTACT_MESSAGES.entityCreatedLinkFailed)).toBeInTheDocument();
    expect(screen.queryByText(CONTACT_MESSAGES.entityCreatedAndLinked)).not.toBeInTheDocument();
    expect(api.callsTo("contacts.create")).toHaveLength(1);
  });

  it("shows the server's message when creating fails, or 'Failed to create entity', and links nothing", async () => {
    const api = personPage();
    api.on("contacts.create", fail("name: must be at most 200 characters", 400, "BAD_REQUEST"));
    renderContactsScreen(`/crm/contacts/${ids.jana}`);
    const dialog = await openDialog("Organizations", "Create Organization");

    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Nová");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Legal Name" }), "Nová a.s.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Organization" }));
    expect(await screen.findByText("name: must be at most 200 characters")).toBeInTheDocument();
    // The dialog stays open with the input, to correct it.
    expect(screen.getByRole("dialog")).toBeInTheDocument();

    api.on("contacts.create", fail("", 500));
    await userEvent.click(await within(dialog).findByRole("button", { name: "Create Organization" }));
    expect(await screen.findByText(CONTACT_MESSAGES.entityCreateFailed)).toBeInTheDocument();
    expect(api.callsTo("contacts.linkOrganization")).toEqual([]);
  });
});

describe("quick create from an organization's cards", () => {
  it("creates a person (name and a valid e-mail required) and links them to the organization", async () => {
    const api = organizationPage();
    renderContactsScreen(`/crm/contacts/${ids.acme}`);
    const dialog = await openDialog("People", "Create Person");
    expect(dialog).toHaveTextContent("The new person will be associated with Acme (relationship: Employee).");
    expect(within(dialog).queryByRole("textbox", { name: "Legal Name" })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Create Person" }));
    expect(await within(dialog).findByText(CONTACT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(CONTACT_MESSAGES.emailRequiredForPersons)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Nový Člověk");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Email" }), "novy@");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Person" }));
    expect(await within(dialog).findByText(CONTACT_MESSAGES.invalidEmail)).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole("textbox", { name: "Email" }), "example.com");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Position" }), "Sales");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Person" }));
    expect(await screen.findByText(CONTACT_MESSAGES.entityCreatedAndLinked)).toBeInTheDocument();
    expect(api.callsTo("contacts.create")).toEqual([
      { type: "person", name: "Nový Člověk", email: "novy@example.com", position: "Sales" },
    ]);
    expect(api.callsTo("contacts.linkOrganization")).toEqual([
      { personId: ids.created, organizationId: ids.acme, role: "Employee", isPrimary: false },
    ]);
  });

  it("creates a sub-organization under the organization, naming the relationship 'subsidiary'", async () => {
    const api = organizationPage();
    api.on("contacts.create", (input) =>
      ok(makeOrganization({ ...(input as object), id: ids.created, name: "Dcera" })),
    );
    renderContactsScreen(`/crm/contacts/${ids.acme}`);
    const dialog = await openDialog("Sub-Organizations", "Create Organization");

    expect(dialog).toHaveTextContent("The new organization will be associated with Acme (relationship: subsidiary).");
    expect(within(dialog).queryByRole("textbox", { name: "Role" })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name" }), "Dcera");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Legal Name" }), "Dcera s.r.o.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Organization" }));

    expect(await screen.findByText(CONTACT_MESSAGES.entityCreatedAndLinked)).toBeInTheDocument();
    expect(api.callsTo("contacts.create")).toEqual([
      { type: "organization", name: "Dcera", legalName: "Dcera s.r.o.", parentOrganizationId: ids.acme },
    ]);
    expect(api.callsTo("contacts.linkOrganization")).toEqual([]);
  });
});
