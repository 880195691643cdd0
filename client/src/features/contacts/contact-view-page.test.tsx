import { CONTACT_MESSAGES } from "@kancl/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { comboboxOptions, pickInCombobox } from "@/test/combobox";
import { type FakeApi, fail, installFakeApi, notFound, ok, pending } from "@/test/fake-trpc-server";
import { CONTACT_UI_TEXT } from "./contact-texts";
import { acme, globex, holding, ids, initech, jana, listAnswer, petr, renderContactsScreen } from "./contacts-test-kit";

/** A person page's answers: Jana works at Acme. */
function personApi(): FakeApi {
  const api = installFakeApi();
  api.on("contacts.get", ok(jana));
  api.on(
    "contacts.organizationsOfPerson",
    ok({ organizations: [{ id: ids.linkAcme, role: "Accountant", isPrimary: true, organization: acme }] }),
  );
  api.on("contacts.list", listAnswer([acme, globex, jana, petr]));
  return api;
}

/** An organization page's answers: Initech, a subsidiary of Globex, itself a subsidiary of Holding. */
function organizationApi(): FakeApi {
  const api = installFakeApi();
  const initechUnderGlobex = { ...initech, parentOrganizationId: globex.id };
  api.on("contacts.get", ok(initechUnderGlobex));
  api.on("contacts.peopleOfOrganization", ok({ people: [] }));
  api.on("contacts.children", ok({ children: [acme] }));
  api.on(
    "contacts.hierarchy",
    ok({
      path: [
        { id: holding.id, name: "Holding" },
        { id: globex.id, name: "Globex" },
        { id: initech.id, name: "Initech" },
      ],
    }),
  );
  api.on("contacts.list", listAnswer([acme, globex, holding, initechUnderGlobex, jana]));
  return api;
}

describe("ContactViewPage states", () => {
  it("shows loading while the contact is on its way", async () => {
    const api = installFakeApi();
    api.on("contacts.get", pending());
    renderContactsScreen(`/crm/contacts/${ids.jana}`);
    expect(await screen.findByRole("status")).toHaveTextContent(CONTACT_UI_TEXT.loadingContact);
  });

  it("shows the spec's not-found texts for a 404, without Retry", async () => {
    const api = installFakeApi();
    api.on("contacts.get", notFound("Contact not found"));
    renderContactsScreen("/crm/contacts/no-such-id");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Contact not found");
    expect(alert).toHaveTextContent("The contact you're looking for does not exist or has been deleted");
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Contacts" })).toHaveAttribute("href", "/crm/contacts");
  });

  it("shows 'Failed to load contact' with the message, and Retry", async () => {
    const api = installFakeApi();
    api.on("contacts.get", fail("Database is down", 503));
    renderContactsScreen(`/crm/contacts/${ids.jana}`);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load contact");
    expect(alert).toHaveTextContent("Database is down");

    personApi();
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Jana Nováková" })).toBeInTheDocument();
  });
});

describe("ContactViewPage of a person", () => {
  it("shows breadcrumbs, basic information with position, and the Organizations card only", async () => {
    const api = personApi();
    renderContactsScreen(`/crm/contacts/${ids.jana}`);

    expect(await screen.findByRole("heading", { level: 2, name: "Jana Nováková" })).toBeInTheDocument();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(
      within(crumbs)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Home", "CRM", "Contacts", "Jana Nováková"]);
    expect(within(crumbs).getByRole("link", { name: "Contacts" })).toHaveAttribute("href", "/crm/contacts");

    const basic = screen.getByRole("region", { name: "Basic Information" });
    for (const text of ["Person", "jana@example.com", "+420 777 123 456", "Position", "CFO"]) {
      expect(basic).toHaveTextContent(text);
    }
    expect(basic).not.toHaveTextContent("Legal Name");
    expect(screen.queryByRole("region", { name: "Address" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Billing Information" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit" })).toHaveAttribute("href", `/crm/contacts/${ids.jana}/edit`);

    const organizations = screen.getByRole("region", { name: "Organizations" });
    expect(await within(organizations).findByRole("link", { name: "Acme" })).toBeInTheDocument();
    expect(within(within(organizations).getByRole("list")).getByText("Primary")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "People" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Sub-Organizations" })).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Organization hierarchy" })).not.toBeInTheDocument();
    expect(api.callsTo("contacts.hierarchy")).toEqual([]);
  });

  it("shows the Billing Information card when the contact has billing", async () => {
    const api = personApi();
    api.on("contacts.get", ok({ ...jana, billing: { name: "Jana N.", email: "fakturace@example.com" } }));
    renderContactsScreen(`/crm/contacts/${ids.jana}`);

    const billing = await screen.findByRole("region", { name: "Billing Information" });
    expect(billing).toHaveTextContent("Jana N.");
    expect(billing).toHaveTextContent("fakturace@example.com");
  });

  it("says 'Failed to load organizations.' when the links do not load", async () => {
    const api = personApi();
    api.on("contacts.organizationsOfPerson", fail("Boom"));
    renderContactsScreen(`/crm/contacts/${ids.jana}`);

    const organizations = await screen.findByRole("region", { name: "Organizations" });
    expect(await within(organizations).findByRole("alert")).toHaveTextContent(CONTACT_MESSAGES.loadOrganizationsFailed);
  });
});

describe("ContactViewPage of an organization", () => {
  it("shows organization fields, address, People and Sub-Organizations, and no hierarchy without a parent", async () => {
    const api = organizationApi();
    api.on(
      "contacts.get",
      ok({
        ...acme,
        registrationNumber: "27082440",
        address: { street: "Václavské náměstí 1", city: "Praha", postalCode: "110 00", country: "CZ" },
      }),
    );
    renderContactsScreen(`/crm/contacts/${ids.acme}`);

    const basic = await screen.findByRole("region", { name: "Basic Information" });
    for (const text of ["Organization", "Legal Name", "Acme s.r.o.", "Tax ID", "CZ12345679", "27082440"]) {
      expect(basic).toHaveTextContent(text);
    }
    expect(basic).not.toHaveTextContent("Position");
    // No language of its own: its invoices follow its country (decision 183).
    expect(basic).toHaveTextContent("Invoice languageCzech (by the country)");
    const address = screen.getByRole("region", { name: "Address" });
    expect(address).toHaveTextContent("Václavské náměstí 1");
    expect(address).toHaveTextContent("110 00 Praha");
    expect(screen.getByRole("region", { name: "People" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Sub-Organizations" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Organizations" })).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Organization hierarchy" })).not.toBeInTheDocument();
    expect(api.callsTo("contacts.hierarchy")).toEqual([]);
  });

  it("shows the hierarchy path when it has a parent; each ancestor links to its page", async () => {
    organizationApi();
    renderContactsScreen(`/crm/contacts/${ids.initech}`);

    const path = await screen.findByRole("navigation", { name: "Organization hierarchy" });
    expect(within(path).getByRole("link", { name: "Holding" })).toHaveAttribute("href", `/crm/contacts/${ids.holding}`);
    expect(within(path).getByRole("link", { name: "Globex" })).toHaveAttribute("href", `/crm/contacts/${ids.globex}`);
    expect(within(path).queryByRole("link", { name: "Initech" })).not.toBeInTheDocument();
    expect(within(path).getByText("Initech")).toBeInTheDocument();
  });

  it("says 'Failed to load people.' and 'Failed to load sub-organizations.' inline", async () => {
    const api = organizationApi();
    api.on("contacts.peopleOfOrganization", fail("Boom"));
    api.on("contacts.children", fail("Boom"));
    renderContactsScreen(`/crm/contacts/${ids.initech}`);

    const people = await screen.findByRole("region", { name: "People" });
    expect(await within(people).findByRole("alert")).toHaveTextContent(CONTACT_MESSAGES.loadPeopleFailed);
    const children = screen.getByRole("region", { name: "Sub-Organizations" });
    expect(await within(children).findByRole("alert")).toHaveTextContent(CONTACT_MESSAGES.loadSubOrganizationsFailed);
    // The page itself still works.
    expect(screen.getByRole("region", { name: "Basic Information" })).toBeInTheDocument();
  });
});

describe("Sub-Organizations card", () => {
  afterEach(() => vi.restoreAllMocks());

  it("offers existing organizations except itself, its children and its ancestors, and adds one via setParent", async () => {
    organizationApi();
    renderContactsScreen(`/crm/contacts/${ids.initech}`);

    const card = await screen.findByRole("region", { name: "Sub-Organizations" });
    expect(await within(card).findByRole("link", { name: "Acme" })).toBeInTheDocument();
    const select = within(card).getByRole("combobox", { name: "Existing organization" });
    // Acme is a child, Initech itself, Globex and Holding its ancestors: nothing left.
    await waitFor(async () => expect(await comboboxOptions(undefined, select)).toEqual(["Create new organization…"]));
    await waitFor(() => expect(screen.getByRole("listbox")).toHaveTextContent("No matches"));
  });

  it("adds an organization as a sub-organization and removes one after confirmation", async () => {
    const api = organizationApi();
    let children = [] as (typeof globex)[];
    api.on("contacts.get", ok(initech));
    api.on("contacts.children", () => ok({ children }));
    api.on("contacts.setParent", (input) => {
      const { parentOrganizationId } = input as { parentOrganizationId: string | null };
      children = parentOrganizationId ? [{ ...globex, parentOrganizationId }] : [];
      return ok({ ...globex, parentOrganizationId });
    });
    renderContactsScreen(`/crm/contacts/${ids.initech}`);

    const card = await screen.findByRole("region", { name: "Sub-Organizations" });
    expect(await within(card).findByText("No sub-organizations yet.")).toBeInTheDocument();
    const select = within(card).getByRole("combobox", { name: "Existing organization" });
    await waitFor(async () => expect(await comboboxOptions(undefined, select)).not.toContain("Initech"));
    await pickInCombobox(undefined, select, "Glo", "Globex");
    await userEvent.click(within(card).getByRole("button", { name: "Add Sub-Organization" }));
    await waitFor(() =>
      expect(api.callsTo("contacts.setParent")).toEqual([{ childId: ids.globex, parentOrganizationId: ids.initech }]),
    );

    await userEvent.click(await within(card).findByRole("button", { name: "Remove Globex" }));
    const dialog = screen.getByRole("alertdialog", { name: "Remove sub-organization?" });
    expect(dialog).toHaveTextContent("Globex will no longer be a sub-organization of Initech.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await within(card).findByText("No sub-organizations yet.")).toBeInTheDocument();
    expect(api.callsTo("contacts.setParent").at(-1)).toEqual({ childId: ids.globex, parentOrganizationId: null });
  });

  it("only logs a failed add (spec §8): no toast", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const api = organizationApi();
    api.on("contacts.get", ok(initech));
    api.on("contacts.children", ok({ children: [] }));
    api.on("contacts.setParent", fail("That parent is inside this organization's own hierarchy", 409, "CONFLICT"));
    renderContactsScreen(`/crm/contacts/${ids.initech}`);

    const card = await screen.findByRole("region", { name: "Sub-Organizations" });
    const select = within(card).getByRole("combobox", { name: "Existing organization" });
    await pickInCombobox(undefined, select, "Hol", "Holding");
    await userEvent.click(within(card).getByRole("button", { name: "Add Sub-Organization" }));

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(String(logged.mock.calls.at(-1))).toContain("That parent is inside");
    expect(screen.queryByText(/That parent is inside/)).not.toBeInTheDocument();
  });
});
