import { CONTACT_MESSAGES } from "@kancl/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { comboboxOptions, pickInCombobox } from "@/test/combobox";
import { type FakeApi, fail, installFakeApi, ok } from "@/test/fake-trpc-server";
import {
  acme,
  globex,
  ids,
  initech,
  jana,
  listAnswer,
  makeOrganization,
  renderContactsScreen,
} from "./contacts-test-kit";

const field = (name: string) => screen.getByRole("textbox", { name });

/** The new-contact form, with the organizations the parent select offers. */
function newContactApi(): FakeApi {
  const api = installFakeApi();
  api.on("contacts.list", listAnswer([acme, globex, jana]));
  api.on("contacts.create", (input) => ok(makeOrganization({ ...(input as object), id: ids.created, name: "x" })));
  return api;
}

async function submitAndReadAlert(button = "Create Contact") {
  await userEvent.click(screen.getByRole("button", { name: button }));
  return screen.findByRole("alertdialog");
}

describe("ContactFormPage: validation as alert dialogs (spec §5)", () => {
  it("says 'Name is required', then focuses the name after OK", async () => {
    const api = newContactApi();
    renderContactsScreen("/crm/contacts/new");
    await screen.findByRole("heading", { level: 2, name: "New Contact" });

    const dialog = await submitAndReadAlert();
    expect(dialog).toHaveTextContent("Name is required");
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await waitFor(() => expect(field("Name")).toHaveFocus());
    expect(field("Name")).toHaveAttribute("aria-invalid", "true");
    expect(api.callsTo("contacts.create")).toEqual([]);
  });

  it("says 'Email is required for persons'", async () => {
    newContactApi();
    renderContactsScreen("/crm/contacts/new");
    await userEvent.type(await screen.findByRole("textbox", { name: "Name" }), "Jana");

    expect(await submitAndReadAlert()).toHaveTextContent("Email is required for persons");
  });

  it("says 'Legal name is required for organizations'", async () => {
    newContactApi();
    renderContactsScreen("/crm/contacts/new");
    await userEvent.click(await screen.findByRole("radio", { name: "Organization" }));
    await userEvent.type(field("Name"), "Acme");

    expect(await submitAndReadAlert()).toHaveTextContent("Legal name is required for organizations");
  });

  it("for an organization, requires billing name, e-mail and address once the section is open (marked *)", async () => {
    const api = newContactApi();
    renderContactsScreen("/crm/contacts/new");
    await userEvent.click(await screen.findByRole("radio", { name: "Organization" }));
    await userEvent.type(field("Name"), "Acme");
    await userEvent.type(field("Legal Name"), "Acme s.r.o.");
    await userEvent.click(screen.getByRole("button", { name: "Add Billing Information" }));
    await waitFor(() => expect(field("Billing Name")).toHaveFocus());

    for (const name of ["Billing Name", "Billing Email", "Billing Address"]) {
      expect(field(name)).toHaveAttribute("aria-required", "true");
      expect(screen.getByText(name).parentElement).toHaveTextContent(`${name}*`);
    }
    expect(field("Billing Tax ID")).not.toHaveAttribute("aria-required");

    let dialog = await submitAndReadAlert();
    expect(dialog).toHaveTextContent(CONTACT_MESSAGES.billingNameRequired);
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    await userEvent.type(field("Billing Name"), "Acme s.r.o.");
    dialog = await submitAndReadAlert();
    expect(dialog).toHaveTextContent(CONTACT_MESSAGES.billingEmailRequired);
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    await userEvent.type(field("Billing Email"), "Fakturace@Acme.cz");
    dialog = await submitAndReadAlert();
    expect(dialog).toHaveTextContent(CONTACT_MESSAGES.billingAddressRequired);
    await userEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    await userEvent.type(field("Billing Address"), "Praha 1");

    await userEvent.click(screen.getByRole("button", { name: "Create Contact" }));
    await waitFor(() => expect(api.callsTo("contacts.create")).toHaveLength(1));
    expect(api.callsTo("contacts.create")[0]).toMatchObject({
      billing: { name: "Acme s.r.o.", email: "fakturace@acme.cz", address: "Praha 1" },
    });
  });
});

describe("ContactFormPage: type switch (spec §4)", () => {
  it("switches at once when nothing was entered", async () => {
    newContactApi();
    renderContactsScreen("/crm/contacts/new");
    await userEvent.click(await screen.findByRole("radio", { name: "Organization" }));

    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Organization" })).toBeChecked();
    expect(field("Legal Name")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Address" })).toBeInTheDocument();
  });

  it("asks first when data was entered; Cancel keeps everything, Continue clears the type's fields", async () => {
    newContactApi();
    renderContactsScreen("/crm/contacts/new");
    await userEvent.type(await screen.findByRole("textbox", { name: "Name" }), "Acme");
    await userEvent.type(field("Position"), "Boss");

    await userEvent.click(screen.getByRole("radio", { name: "Organization" }));
    let dialog = screen.getByRole("alertdialog");
    expect(dialog).toHaveTextContent("Changing type will clear type-specific fields. Continue?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("radio", { name: "Person" })).toBeChecked();
    expect(field("Position")).toHaveValue("Boss");

    await userEvent.click(screen.getByRole("radio", { name: "Organization" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Continue" }));
    expect(screen.getByRole("radio", { name: "Organization" })).toBeChecked();
    expect(field("Name")).toHaveValue("Acme");
    await userEvent.type(field("Legal Name"), "Acme s.r.o.");
    await userEvent.type(field("City"), "Brno");

    // And back: the organization's fields are cleared, the position stays empty.
    await userEvent.click(screen.getByRole("radio", { name: "Person" }));
    dialog = screen.getByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(field("Position")).toHaveValue("");
    await userEvent.click(screen.getByRole("radio", { name: "Organization" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Continue" }));
    expect(field("Legal Name")).toHaveValue("");
    expect(field("City")).toHaveValue("");
    expect(field("Name")).toHaveValue("Acme");
  });
});

describe("ContactFormPage: create", () => {
  it("sends trimmed text without empty values, says so and opens the new contact", async () => {
    const api = newContactApi();
    api.on("contacts.create", (input) => ok({ ...jana, ...(input as object), id: ids.created }));
    api.on("contacts.get", ok({ ...jana, id: ids.created }));
    api.on("contacts.organizationsOfPerson", ok({ organizations: [] }));
    const { router } = renderContactsScreen("/crm/contacts/new");

    await userEvent.type(await screen.findByRole("textbox", { name: "Name" }), "  Jana Nováková ");
    await userEvent.type(field("Email"), " jana@example.com ");
    await userEvent.type(field("Phone"), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Create Contact" }));

    expect(await screen.findByText(CONTACT_MESSAGES.created)).toBeInTheDocument();
    expect(api.callsTo("contacts.create")).toEqual([
      { type: "person", name: "Jana Nováková", email: "jana@example.com" },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/crm/contacts/${ids.created}`));
  });

  it("sends an organization's address only with street or city, and its parent", async () => {
    const api = newContactApi();
    renderContactsScreen("/crm/contacts/new");
    await userEvent.click(await screen.findByRole("radio", { name: "Organization" }));
    await userEvent.type(field("Name"), "Acme CZ");
    await userEvent.type(field("Legal Name"), "Acme CZ s.r.o.");
    await userEvent.type(field("Postal Code"), "110 00");
    const parent = screen.getByRole("combobox", { name: "Parent Organization" });
    // Organizations only.
    expect(await comboboxOptions(undefined, parent)).not.toContain("Jana Nováková");
    await pickInCombobox(undefined, parent, "Glo", "Globex");
    await userEvent.click(screen.getByRole("button", { name: "Create Contact" }));

    await waitFor(() => expect(api.callsTo("contacts.create")).toHaveLength(1));
    expect(api.callsTo("contacts.create")[0]).toEqual({
      type: "organization",
      name: "Acme CZ",
      legalName: "Acme CZ s.r.o.",
      parentOrganizationId: ids.globex,
    });
  });

  it("offers the invoice language (decision 183): by the country unless chosen, and sends the choice", async () => {
    const api = newContactApi();
    renderContactsScreen("/crm/contacts/new");
    await userEvent.click(await screen.findByRole("radio", { name: "Organization" }));
    await userEvent.type(field("Name"), "Globex GmbH");
    await userEvent.type(field("Legal Name"), "Globex GmbH");

    const language = screen.getByRole("combobox", { name: "Invoice language" });
    expect(language).toHaveValue("");
    expect(
      within(language)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["By the country", "English", "Czech"]);
    expect(language).toHaveAccessibleDescription(/English for anyone abroad/);
    await userEvent.selectOptions(language, "English");
    await userEvent.click(screen.getByRole("button", { name: "Create Contact" }));

    await waitFor(() => expect(api.callsTo("contacts.create")).toHaveLength(1));
    expect(api.callsTo("contacts.create")[0]).toEqual({
      type: "organization",
      name: "Globex GmbH",
      legalName: "Globex GmbH",
      invoiceLanguage: "en",
    });
  });

  it("shows the server's message when creating fails, or 'Failed to create contact'", async () => {
    const api = newContactApi();
    api.on("contacts.create", fail("email: Please enter a valid email address", 400, "BAD_REQUEST"));
    renderContactsScreen("/crm/contacts/new");
    await userEvent.type(await screen.findByRole("textbox", { name: "Name" }), "Jana");
    await userEvent.type(field("Email"), "jana@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Create Contact" }));
    expect(await screen.findByText("email: Please enter a valid email address")).toBeInTheDocument();

    api.on("contacts.create", fail("", 500));
    await userEvent.click(await screen.findByRole("button", { name: "Create Contact" }));
    expect(await screen.findByText(CONTACT_MESSAGES.createFailed)).toBeInTheDocument();
  });
});

describe("ContactFormPage: edit", () => {
  const acmeWithBilling = {
    ...acme,
    version: 3,
    parentOrganizationId: ids.globex,
    billing: { name: "Acme s.r.o.", email: "billing@acme.cz", address: "Praha 1" },
  };

  function editApi(): FakeApi {
    const api = installFakeApi();
    api.on("contacts.get", ({ id }) => (id === ids.globex ? ok(globex) : ok(acmeWithBilling)));
    // Initech sits under Acme: not a possible parent of Acme.
    const initechUnderAcme = { ...initech, parentOrganizationId: ids.acme };
    api.on("contacts.list", listAnswer([acme, globex, initechUnderAcme, jana]));
    api.on("contacts.children", ok({ children: [initechUnderAcme] }));
    api.on("contacts.update", (input) => ok({ ...acmeWithBilling, ...(input as object), version: 4 }));
    return api;
  }

  it("shows the type without a switch, and the saved values", async () => {
    editApi();
    renderContactsScreen(`/crm/contacts/${ids.acme}/edit`);

    expect(await screen.findByText("(the type cannot change after creation)")).toBeInTheDocument();
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
    expect(field("Legal Name")).toHaveValue("Acme s.r.o.");
    expect(field("Billing Name")).toHaveValue("Acme s.r.o.");
    const parent = screen.getByRole("combobox", { name: "Parent Organization" });
    await waitFor(() => expect(parent).toHaveValue("Globex"));
    // Not itself, nor an organization below it.
    await waitFor(async () => expect(await comboboxOptions(undefined, parent)).toEqual(["Globex"]));
  });

  it("sends the version read and {} for billing that was removed, then says so and opens the contact", async () => {
    const api = editApi();
    api.on("contacts.peopleOfOrganization", ok({ people: [] }));
    api.on("contacts.children", ok({ children: [] }));
    api.on("contacts.hierarchy", ok({ path: [] }));
    const { router } = renderContactsScreen(`/crm/contacts/${ids.acme}/edit`);

    await userEvent.type(await screen.findByRole("textbox", { name: "Phone" }), "1");
    await userEvent.click(screen.getByRole("button", { name: "Remove Billing Information" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText(CONTACT_MESSAGES.updated)).toBeInTheDocument();
    expect(api.callsTo("contacts.update")).toEqual([
      {
        id: ids.acme,
        type: "organization",
        name: "Acme",
        phone: "+420 222 333 4441",
        legalName: "Acme s.r.o.",
        taxId: "CZ12345679",
        parentOrganizationId: ids.globex,
        billing: {},
        // The form shows the invoice language, so it sends it: null is "by the country" (decision 183).
        invoiceLanguage: null,
        version: 3,
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/crm/contacts/${ids.acme}`));
  });

  it("on a stale version shows the message and offers a reload that brings the latest version", async () => {
    const api = editApi();
    api.on("contacts.update", fail(CONTACT_MESSAGES.stale, 409, "CONFLICT"));
    renderContactsScreen(`/crm/contacts/${ids.acme}/edit`);

    await userEvent.type(await screen.findByRole("textbox", { name: "Phone" }), "1");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    const banner = await screen.findByRole("alert");
    expect(banner).toHaveTextContent("This contact was changed by someone else. Reload it and try again.");
    expect(field("Phone")).toHaveValue("+420 222 333 4441");

    api.on("contacts.get", ok({ ...acmeWithBilling, version: 5, phone: "+420 999" }));
    api.on("contacts.update", (input) => ok({ ...acmeWithBilling, ...(input as object), version: 6 }));
    await userEvent.click(screen.getByRole("button", { name: "Reload Contact" }));
    await waitFor(() => expect(field("Phone")).toHaveValue("+420 999"));
    expect(screen.queryByRole("button", { name: "Reload Contact" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(api.callsTo("contacts.update")).toHaveLength(2));
    expect(api.callsTo("contacts.update")[1]).toMatchObject({ version: 5, phone: "+420 999" });
  });

  it("shows the stored invoice language and sends the one chosen, 'By the country' as null", async () => {
    const api = editApi();
    api.on("contacts.get", ok({ ...acmeWithBilling, invoiceLanguage: "en" }));
    renderContactsScreen(`/crm/contacts/${ids.acme}/edit`);

    const language = await screen.findByRole("combobox", { name: "Invoice language" });
    await waitFor(() => expect(language).toHaveValue("en"));
    await userEvent.selectOptions(language, "By the country");
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(api.callsTo("contacts.update")).toHaveLength(1));
    expect(api.callsTo("contacts.update")[0]).toMatchObject({ invoiceLanguage: null, version: 3 });
  });

  it("shows the not-found texts for a contact that does not exist", async () => {
    const api = installFakeApi();
    api.on("contacts.get", fail(CONTACT_MESSAGES.notFound, 404, "NOT_FOUND"));
    renderContactsScreen(`/crm/contacts/${ids.acme}/edit`);

    expect(await screen.findByRole("alert")).toHaveTextContent(CONTACT_MESSAGES.notFoundDescription);
    expect(screen.queryByRole("button", { name: "Save Changes" })).not.toBeInTheDocument();
  });
});
