import { CONTACT_MESSAGES } from "@kancl/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fail, installFakeApi, ok, pending } from "@/test/fake-trpc-server";
import { CONTACT_UI_TEXT } from "./contact-texts";
import { acme, jana, makePerson, petr, renderContactsScreen } from "./contacts-test-kit";

describe("ContactsListPage", () => {
  it("shows a loading state while the list is on its way", async () => {
    const api = installFakeApi();
    api.on("contacts.list", pending());
    renderContactsScreen("/crm/contacts");

    expect(await screen.findByRole("status")).toHaveTextContent(CONTACT_UI_TEXT.loadingList);
    expect(screen.getByRole("link", { name: "New Contact" })).toHaveAttribute("href", "/crm/contacts/new");
  });

  it("shows the spec's empty text when there are no contacts", async () => {
    const api = installFakeApi();
    api.on("contacts.list", ok({ contacts: [], nextCursor: null }));
    renderContactsScreen("/crm/contacts");

    expect(await screen.findByText("No contacts found. Create your first contact!")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows the load error with its message, and Retry loads again", async () => {
    const api = installFakeApi();
    api.on("contacts.list", fail("Database is down", 503));
    renderContactsScreen("/crm/contacts");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(CONTACT_UI_TEXT.loadListFailed);
    expect(alert).toHaveTextContent("Database is down");

    api.on("contacts.list", ok({ contacts: [jana], nextCursor: null }));
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("link", { name: "Jana Nováková" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("lists contacts with the spec's columns: a person's e-mail, an organization's legal name", async () => {
    const api = installFakeApi();
    api.on("contacts.list", ok({ contacts: [acme, jana], nextCursor: null }));
    renderContactsScreen("/crm/contacts");

    const table = await screen.findByRole("table", { name: "Contacts" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["Name", "Type", "Email/Legal Name", "Phone", "Actions"]);

    const [, acmeRow, janaRow] = within(table).getAllByRole("row");
    expect(acmeRow).toHaveTextContent("Organization");
    expect(acmeRow).toHaveTextContent("Acme s.r.o.");
    expect(acmeRow).toHaveTextContent("+420 222 333 444");
    expect(janaRow).toHaveTextContent("Person");
    expect(janaRow).toHaveTextContent("jana@example.com");
    expect(within(janaRow as HTMLElement).getByRole("link", { name: "View Jana Nováková" })).toHaveAttribute(
      "href",
      `/crm/contacts/${jana.id}`,
    );
    // The first page is asked for with a page size, so a large organization is not loaded at once.
    expect(api.callsTo("contacts.list")[0]).toMatchObject({ limit: 50 });
  });

  it("asks before deleting, deletes on confirmation and says so", async () => {
    const api = installFakeApi();
    let contacts = [acme, jana];
    api.on("contacts.list", () => ok({ contacts, nextCursor: null }));
    api.on("contacts.delete", (input) => {
      contacts = contacts.filter((contact) => contact.id !== (input as { id: string }).id);
      return ok({ success: true });
    });
    renderContactsScreen("/crm/contacts");

    await userEvent.click(await screen.findByRole("button", { name: "Delete Jana Nováková" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete contact?" });
    expect(dialog).toHaveTextContent("Jana Nováková");
    expect(api.callsTo("contacts.delete")).toEqual([]);

    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(CONTACT_MESSAGES.deleted)).toBeInTheDocument();
    expect(api.callsTo("contacts.delete")).toEqual([{ id: jana.id }]);
    await waitFor(() => expect(screen.queryByRole("link", { name: "Jana Nováková" })).not.toBeInTheDocument());
  });

  it("does not delete when the question is cancelled", async () => {
    const api = installFakeApi();
    api.on("contacts.list", ok({ contacts: [jana], nextCursor: null }));
    renderContactsScreen("/crm/contacts");

    await userEvent.click(await screen.findByRole("button", { name: "Delete Jana Nováková" }));
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(api.callsTo("contacts.delete")).toEqual([]);
  });

  it("shows the server's message when deleting fails, or the spec's fallback", async () => {
    const api = installFakeApi();
    api.on("contacts.list", ok({ contacts: [jana, petr], nextCursor: null }));
    api.on("contacts.delete", fail("Contact not found", 404, "NOT_FOUND"));
    renderContactsScreen("/crm/contacts");

    await userEvent.click(await screen.findByRole("button", { name: "Delete Jana Nováková" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Contact not found")).toBeInTheDocument();

    api.on("contacts.delete", fail("", 500));
    await userEvent.click(await screen.findByRole("button", { name: "Delete Petr Svoboda" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(CONTACT_MESSAGES.deleteFailed)).toBeInTheDocument();
  });

  it("searches by the debounced text and filters by type", async () => {
    const api = installFakeApi();
    api.on("contacts.list", (input) => {
      const { q, type } = input as { q?: string; type?: string };
      const all = [acme, jana, petr].filter(
        (contact) => (!type || contact.type === type) && (!q || contact.name.toLowerCase().startsWith(q)),
      );
      return ok({ contacts: all, nextCursor: null });
    });
    const { router } = renderContactsScreen("/crm/contacts");
    await screen.findByRole("link", { name: "Acme" });

    await userEvent.type(screen.getByRole("searchbox", { name: "Search contacts" }), "ja");
    await waitFor(() => expect(screen.queryByRole("link", { name: "Acme" })).not.toBeInTheDocument());
    expect(screen.getByRole("link", { name: "Jana Nováková" })).toBeInTheDocument();
    // One request for the whole word, not one per key.
    const queries = api.callsTo("contacts.list").map((input) => (input as { q?: string }).q);
    expect(queries.filter(Boolean)).toEqual(["ja"]);
    expect(router.state.location.search).toBe("?q=ja");

    await userEvent.clear(screen.getByRole("searchbox", { name: "Search contacts" }));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Type" }), "organization");
    expect(await screen.findByRole("link", { name: "Acme" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("link", { name: "Jana Nováková" })).not.toBeInTheDocument());
    expect(api.callsTo("contacts.list").at(-1)).toMatchObject({ type: "organization" });
  });

  it("says nothing matches, instead of inviting to create a first contact, when a search finds nothing", async () => {
    const api = installFakeApi();
    api.on("contacts.list", ok({ contacts: [], nextCursor: null }));
    renderContactsScreen("/crm/contacts?q=zzz");

    expect(await screen.findByText(CONTACT_UI_TEXT.noMatches)).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search contacts" })).toHaveValue("zzz");
    expect(api.callsTo("contacts.list")[0]).toMatchObject({ q: "zzz" });
  });

  it("loads the next page with the cursor on 'Load more'", async () => {
    const api = installFakeApi();
    const secondPage = makePerson({ id: "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa", name: "Zdeněk Zelený" });
    api.on("contacts.list", (input) =>
      (input as { cursor?: string }).cursor === "page-2"
        ? ok({ contacts: [secondPage], nextCursor: null })
        : ok({ contacts: [acme, jana], nextCursor: "page-2" }),
    );
    renderContactsScreen("/crm/contacts");

    await userEvent.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: "Zdeněk Zelený" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Acme" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });
});
