import { CONTACT_MESSAGES } from "@kancl/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { comboboxOptions, pickInCombobox } from "@/test/combobox";
import { type FakeApi, fail, installFakeApi, ok } from "@/test/fake-trpc-server";
import { CONTACT_UI_TEXT } from "./contact-texts";
import { acme, globex, ids, jana, listAnswer, petr, renderContactsScreen } from "./contacts-test-kit";

const link = (overrides: object = {}) => ({
  id: ids.linkAcme,
  personId: ids.jana,
  organizationId: ids.acme,
  role: "Accountant",
  isPrimary: false,
  updatedAt: "2026-11-20T09:30:00.000Z",
  ...overrides,
});

/** Jana, linked to Acme as Accountant (not primary); Globex is not linked. */
function janaAtAcme(): FakeApi {
  const api = installFakeApi();
  api.on("contacts.get", ok(jana));
  api.on(
    "contacts.organizationsOfPerson",
    ok({ organizations: [{ id: ids.linkAcme, role: "Accountant", isPrimary: false, organization: acme }] }),
  );
  api.on("contacts.list", listAnswer([acme, globex, jana, petr]));
  api.on("contacts.linkOrganization", (input) => ok(link(input as object)));
  api.on("contacts.updateLink", (input) => ok(link(input as object)));
  api.on("contacts.unlink", ok({ success: true }));
  return api;
}

async function organizationsCard() {
  const card = await screen.findByRole("region", { name: "Organizations" });
  await within(card).findByRole("link", { name: "Acme" });
  return card;
}

describe("a person's Organizations card", () => {
  it("adds a link with the default role Employee, offering only organizations not linked yet", async () => {
    const api = janaAtAcme();
    renderContactsScreen(`/crm/contacts/${ids.jana}`);
    const card = await organizationsCard();

    const select = within(card).getByRole("combobox", { name: "Organization" });
    expect(within(card).getByRole("textbox", { name: "Role" })).toHaveValue("Employee");
    // Linked already: Acme is not offered.
    await userEvent.click(select);
    await waitFor(() => expect(screen.getByRole("listbox")).toHaveTextContent("Globex"));
    expect(screen.getByRole("listbox")).not.toHaveTextContent("Acme");
    await pickInCombobox(undefined, select, "Glo", "Globex");
    await userEvent.click(within(card).getByRole("button", { name: "Add Link" }));
    await waitFor(() =>
      expect(api.callsTo("contacts.linkOrganization")).toEqual([
        { personId: ids.jana, organizationId: ids.globex, role: "Employee", isPrimary: false },
      ]),
    );
  });

  it("requires a selection and a non-empty role", async () => {
    const api = janaAtAcme();
    renderContactsScreen(`/crm/contacts/${ids.jana}`);
    const card = await organizationsCard();

    await userEvent.click(within(card).getByRole("button", { name: "Add Link" }));
    expect(within(card).getByRole("alert")).toHaveTextContent(CONTACT_UI_TEXT.selectOrganization);

    const select = within(card).getByRole("combobox", { name: "Organization" });
    await pickInCombobox(undefined, select, "Glo", "Globex");
    await userEvent.clear(within(card).getByRole("textbox", { name: "Role" }));
    await userEvent.type(within(card).getByRole("textbox", { name: "Role" }), "   ");
    await userEvent.click(within(card).getByRole("button", { name: "Add Link" }));
    expect(within(card).getByRole("alert")).toHaveTextContent(CONTACT_MESSAGES.roleRequired);
    expect(api.callsTo("contacts.linkOrganization")).toEqual([]);
  });

  it("saves an edited role on blur only when it is non-empty and changed", async () => {
    const api = janaAtAcme();
    renderContactsScreen(`/crm/contacts/${ids.jana}`);
    const card = await organizationsCard();
    const role = within(card).getByRole("textbox", { name: "Role at Acme" });

    // Unchanged: nothing is sent.
    await userEvent.click(role);
    await userEvent.tab();
    // Emptied: nothing is sent and the saved role comes back.
    await userEvent.clear(role);
    await userEvent.tab();
    expect(role).toHaveValue("Accountant");
    // The same role with spaces around it is not a change either.
    await userEvent.type(role, "  ");
    await userEvent.tab();
    expect(api.callsTo("contacts.updateLink")).toEqual([]);

    await userEvent.clear(role);
    await userEvent.type(role, "  Controller ");
    expect(api.callsTo("contacts.updateLink")).toEqual([]);
    await userEvent.tab();
    await waitFor(() =>
      expect(api.callsTo("contacts.updateLink")).toEqual([
        { personId: ids.jana, relationshipId: ids.linkAcme, role: "Controller" },
      ]),
    );
  });

  it("Escape cancels a role edit", async () => {
    const api = janaAtAcme();
    renderContactsScreen(`/crm/contacts/${ids.jana}`);
    const role = within(await organizationsCard()).getByRole("textbox", { name: "Role at Acme" });

    await userEvent.clear(role);
    await userEvent.type(role, "Boss{Escape}");
    expect(role).toHaveValue("Accountant");
    expect(api.callsTo("contacts.updateLink")).toEqual([]);
  });

  it("sets the link primary", async () => {
    const api = janaAtAcme();
    renderContactsScreen(`/crm/contacts/${ids.jana}`);
    const card = await organizationsCard();

    await userEvent.click(within(card).getByRole("button", { name: "Set Primary: Acme" }));
    await waitFor(() =>
      expect(api.callsTo("contacts.updateLink")).toEqual([
        { personId: ids.jana, relationshipId: ids.linkAcme, isPrimary: true },
      ]),
    );
  });

  it("removes a link only after confirmation", async () => {
    const api = janaAtAcme();
    renderContactsScreen(`/crm/contacts/${ids.jana}`);
    const card = await organizationsCard();

    await userEvent.click(within(card).getByRole("button", { name: "Remove Acme" }));
    let dialog = screen.getByRole("alertdialog", { name: "Remove link?" });
    expect(dialog).toHaveTextContent("The link between Jana Nováková and Acme will be removed.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.callsTo("contacts.unlink")).toEqual([]);

    await userEvent.click(within(card).getByRole("button", { name: "Remove Acme" }));
    dialog = screen.getByRole("alertdialog", { name: "Remove link?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() =>
      expect(api.callsTo("contacts.unlink")).toEqual([{ personId: ids.jana, relationshipId: ids.linkAcme }]),
    );
  });

  it("shows the server's message when a link change fails, and the saved role again", async () => {
    const api = janaAtAcme();
    api.on("contacts.updateLink", fail("Role is required", 400, "BAD_REQUEST"));
    renderContactsScreen(`/crm/contacts/${ids.jana}`);
    const role = within(await organizationsCard()).getByRole("textbox", { name: "Role at Acme" });

    await userEvent.clear(role);
    await userEvent.type(role, "Controller");
    await userEvent.tab();
    expect(await screen.findByText("Role is required")).toBeInTheDocument();
    await waitFor(() => expect(role).toHaveValue("Accountant"));
  });
});

describe("an organization's People card", () => {
  it("lists people with their roles and links a person to the organization", async () => {
    const api = installFakeApi();
    api.on("contacts.get", ok(acme));
    api.on(
      "contacts.peopleOfOrganization",
      ok({ people: [{ id: ids.linkAcme, role: "Accountant", isPrimary: true, person: jana }] }),
    );
    api.on("contacts.children", ok({ children: [] }));
    api.on("contacts.list", listAnswer([acme, globex, jana, petr]));
    api.on("contacts.linkOrganization", (input) => ok(link(input as object)));
    api.on("contacts.updateLink", (input) => ok(link(input as object)));
    renderContactsScreen(`/crm/contacts/${ids.acme}`);

    const card = await screen.findByRole("region", { name: "People" });
    expect(await within(card).findByRole("link", { name: "Jana Nováková" })).toBeInTheDocument();
    expect(within(card).getByRole("textbox", { name: "Role of Jana Nováková" })).toHaveValue("Accountant");
    expect(within(card).queryByRole("button", { name: /Set Primary/ })).not.toBeInTheDocument();

    const select = within(card).getByRole("combobox", { name: "Person" });
    // Persons only, and not those linked already.
    await userEvent.click(select);
    await waitFor(() => expect(screen.getByRole("listbox")).toHaveTextContent("Petr Svoboda"));
    expect(await comboboxOptions(undefined, select)).toEqual(["Petr Svoboda", "Create new person…"]);
    await pickInCombobox(undefined, select, "Pe", "Petr Svoboda");
    await userEvent.click(within(card).getByRole("button", { name: "Add Link" }));
    await waitFor(() =>
      expect(api.callsTo("contacts.linkOrganization")).toEqual([
        { personId: ids.petr, organizationId: ids.acme, role: "Employee", isPrimary: false },
      ]),
    );

    const role = within(card).getByRole("textbox", { name: "Role of Jana Nováková" });
    await userEvent.clear(role);
    await userEvent.type(role, "CFO{Enter}");
    await waitFor(() =>
      expect(api.callsTo("contacts.updateLink")).toEqual([
        { personId: ids.jana, relationshipId: ids.linkAcme, role: "CFO" },
      ]),
    );
  });
});
