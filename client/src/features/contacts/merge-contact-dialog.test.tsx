import type { Contact, ContactMergePreview } from "@kancl/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pickInCombobox } from "@/test/combobox";
import { type FakeApi, fail, type InputOf, installFakeApi, ok } from "@/test/fake-trpc-server";
import { acme, ids, jana, listAnswer, makePerson, petr, renderContactsScreen } from "./contacts-test-kit";

/** Jana's duplicate, typed again by someone else. */
const janaAgain = makePerson({ id: ids.created, name: "Jana Nováková (2)", email: "jana.n@example.com" });
const byId = new Map<string, Contact>([jana, janaAgain, petr, acme].map((contact) => [contact.id, contact]));

const moves = {
  links: 1,
  duplicateLinks: 0,
  children: 0,
  deals: 2,
  draftInvoices: 0,
  issuedInvoices: 1,
  projects: 0,
};

function mergeApi(): FakeApi {
  const api = installFakeApi();
  api.on("contacts.get", ({ id }) => ok(byId.get(id) ?? jana));
  api.on("contacts.organizationsOfPerson", ok({ organizations: [] }));
  api.on("contacts.list", listAnswer([jana, janaAgain, petr]));
  api.on("contacts.mergePreview", ({ id, otherId }: InputOf<"contacts.mergePreview">) =>
    ok({ kept: byId.get(id), mergedAway: byId.get(otherId), moves } as ContactMergePreview),
  );
  api.on("contacts.merge", ({ id }) => ok({ contact: byId.get(id) as Contact, moved: moves }));
  return api;
}

async function openMergeDialog(user: ReturnType<typeof renderContactsScreen>["user"]) {
  await user.click(await screen.findByRole("button", { name: "Merge…" }));
  return screen.findByRole("dialog", { name: "Merge contacts" });
}

describe("merging a contact from its page", () => {
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("picks the duplicate, previews what moves, merges it and opens the contact that stays", async () => {
    const api = mergeApi();
    const { user, router } = renderContactsScreen(`/crm/contacts/${ids.jana}`);
    const dialog = await openMergeDialog(user);
    expect(dialog).toHaveTextContent("Choose the duplicate of Jana Nováková.");
    const merge = within(dialog).getByRole("button", { name: "Merge" });
    expect(merge).toBeDisabled();

    // Only persons are offered (Jana is one), and not Jana herself.
    await pickInCombobox(
      user,
      within(dialog).getByRole("combobox", { name: "Duplicate to merge" }),
      "Jana",
      "Jana Nováková (2)",
    );
    for (const input of api.callsTo("contacts.list")) expect(input).toMatchObject({ type: "person" });

    const moving = await within(dialog).findByRole("region", {
      name: "What moves from Jana Nováková (2) to Jana Nováková",
    });
    expect(
      within(moving)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Links to people or organizations: 1",
      "Deals: 2",
      "Issued invoices and credit notes (they keep the customer details printed on them): 1",
    ]);
    expect(moving).toHaveTextContent("Jana Nováková (2) goes to the trash; Settings → Trash can restore it.");
    const keep = within(dialog).getByRole("group", { name: "Which contact stays?" });
    expect(within(keep).getByRole("radio", { name: "Jana Nováková" })).toBeChecked();
    expect(api.callsTo("contacts.mergePreview")).toEqual([{ id: ids.jana, otherId: ids.created }]);

    await user.click(merge);
    await waitFor(() => expect(api.callsTo("contacts.merge")).toEqual([{ id: ids.jana, otherId: ids.created }]));
    expect(await screen.findByText("Contacts merged")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/crm/contacts/${ids.jana}`);
  });

  it("keeps the other contact when chosen: this one is merged away and the page moves to the other", async () => {
    const api = mergeApi();
    const { user, router } = renderContactsScreen(`/crm/contacts/${ids.jana}`);
    const dialog = await openMergeDialog(user);
    await pickInCombobox(
      user,
      within(dialog).getByRole("combobox", { name: "Duplicate to merge" }),
      "Jana",
      "Jana Nováková (2)",
    );

    await user.click(await within(dialog).findByRole("radio", { name: "Jana Nováková (2)" }));
    await within(dialog).findByRole("region", { name: "What moves from Jana Nováková to Jana Nováková (2)" });
    expect(api.callsTo("contacts.mergePreview").at(-1)).toEqual({ id: ids.created, otherId: ids.jana });

    await user.click(within(dialog).getByRole("button", { name: "Merge" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/crm/contacts/${ids.created}`));
    expect(api.callsTo("contacts.merge")).toEqual([{ id: ids.created, otherId: ids.jana }]);
    expect(await screen.findByRole("heading", { name: "Jana Nováková (2)" })).toBeInTheDocument();
  });

  it("opens with the duplicate chosen from ?merge= (the contact form's 'Merge with it')", async () => {
    const api = mergeApi();
    renderContactsScreen(`/crm/contacts/${ids.jana}?merge=${ids.created}`);
    const dialog = await screen.findByRole("dialog", { name: "Merge contacts" });
    const box = within(dialog).getByRole("combobox", { name: "Duplicate to merge" });
    await waitFor(() => expect(box).toHaveValue("Jana Nováková (2)"));
    await within(dialog).findByRole("region", { name: "What moves from Jana Nováková (2) to Jana Nováková" });
    expect(api.callsTo("contacts.mergePreview")).toEqual([{ id: ids.jana, otherId: ids.created }]);
    expect(within(dialog).getByRole("button", { name: "Merge" })).toBeEnabled();
  });

  it("says why a preview failed and does not offer Merge", async () => {
    const api = mergeApi();
    api.on(
      "contacts.mergePreview",
      fail("otherId: Only two persons or two organizations can be merged", 400, "BAD_REQUEST"),
    );
    const { user } = renderContactsScreen(`/crm/contacts/${ids.jana}`);
    const dialog = await openMergeDialog(user);
    await pickInCombobox(
      user,
      within(dialog).getByRole("combobox", { name: "Duplicate to merge" }),
      "Petr",
      "Petr Svoboda",
    );

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Could not preview the merge: otherId: Only two persons or two organizations can be merged",
    );
    expect(within(dialog).getByRole("button", { name: "Merge" })).toBeDisabled();
    expect(api.callsTo("contacts.merge")).toEqual([]);
  });

  it("tells a failed merge in a toast and stays open", async () => {
    const api = mergeApi();
    api.on("contacts.merge", fail("Contact not found", 404, "NOT_FOUND"));
    const { user } = renderContactsScreen(`/crm/contacts/${ids.jana}`);
    const dialog = await openMergeDialog(user);
    await pickInCombobox(
      user,
      within(dialog).getByRole("combobox", { name: "Duplicate to merge" }),
      "Jana",
      "Jana Nováková (2)",
    );
    await within(dialog).findByRole("region", { name: /What moves/ });
    await user.click(within(dialog).getByRole("button", { name: "Merge" }));
    expect(await screen.findByText("Contact not found")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Merge contacts" })).toBeInTheDocument();
  });
});
