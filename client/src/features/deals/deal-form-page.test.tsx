import type { Deal } from "@kancl/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { comboboxOptions, pickInCombobox } from "@/test/combobox";
import { type AnswerOf, fail, type InputOf, installFakeApi, notFound, ok } from "@/test/fake-trpc-server";
import { ACME_ID, GLOBEX_ID, makeDeal, makeOrganization, renderDealScreen } from "./deal-test-kit";

const NEW_ID = "3d9a3c1e-2b7f-4d6a-8c1e-5f4b3a2d1c77";
const organizations = [makeOrganization(ACME_ID, "Acme s.r.o."), makeOrganization(GLOBEX_ID, "Globex a.s.")];

interface FormServer {
  created: unknown[];
  updated: unknown[];
  contactInputs: unknown[];
}

function serveForm({
  deal = makeDeal({ version: 3 }),
  get = () => ok(deal),
  create = (input: InputOf<"deals.create">) => ok({ ...makeDeal(), ...(input as Partial<Deal>), id: NEW_ID }),
  update = (input: InputOf<"deals.update">) => ok({ ...deal, ...(input as Partial<Deal>), version: deal.version + 1 }),
  contacts = () => ok({ contacts: organizations, nextCursor: null }),
}: {
  deal?: Deal;
  get?: () => AnswerOf<"deals.get">;
  create?: (input: InputOf<"deals.create">) => AnswerOf<"deals.create">;
  update?: (input: InputOf<"deals.update">) => AnswerOf<"deals.update">;
  contacts?: () => AnswerOf<"contacts.list">;
} = {}): FormServer {
  const server: FormServer = { created: [], updated: [], contactInputs: [] };
  installFakeApi({
    "deals.get": get,
    "invoices.forDeal": () => ok({ invoices: [] }),
    "deals.list": () => ok({ deals: [], nextCursor: null }),
    "contacts.list": (input) => {
      server.contactInputs.push(input);
      return contacts();
    },
    "contacts.get": ({ id }) => {
      const found = organizations.find((organization) => organization.id === id);
      return found ? ok(found) : notFound("Contact not found");
    },
    "deals.create": (input) => {
      server.created.push(input);
      return create(input);
    },
    "deals.update": (input) => {
      server.updated.push(input);
      return update(input);
    },
  });
  return server;
}

async function openNewDeal() {
  const view = renderDealScreen("/crm/deals/new");
  await screen.findByRole("heading", { level: 2, name: "New Deal" });
  return view;
}

describe("DealFormPage: new deal", () => {
  it("starts with status lead and currency USD, and offers None or an organization as billing contact", async () => {
    const server = serveForm();
    const { user } = await openNewDeal();

    expect(screen.getByLabelText("Title")).toHaveValue("");
    expect(screen.getByLabelText("Status")).toHaveValue("lead");
    expect(screen.getByLabelText("Currency")).toHaveValue("USD");
    expect(
      within(screen.getByLabelText("Currency"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["USD", "EUR", "CZK"]);
    const estimated = screen.getByLabelText("Estimated Value");
    expect(estimated).toHaveAttribute("type", "number");
    expect(estimated).toHaveAttribute("min", "0");
    expect(estimated).toHaveAttribute("step", "0.01");

    const billing = screen.getByRole("combobox", { name: "Billing Contact" });
    expect(billing).toHaveValue("");
    // Nothing is asked for until the picker opens; then a page of organizations, never all of them.
    expect(server.contactInputs).toEqual([]);
    expect(await comboboxOptions(user, "Billing Contact")).toEqual(["Acme s.r.o.", "Globex a.s."]);
    expect(server.contactInputs).toEqual([{ type: "organization", limit: 20 }]);

    const trail = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(trail.getByText("New Deal")).toHaveAttribute("aria-current", "page");
  });

  it.each([
    ["empty", ""],
    ["only spaces", "   "],
  ])("refuses an %s title with the alert 'Title is required', without calling the server", async (_case, title) => {
    const server = serveForm();
    const { user } = await openNewDeal();
    if (title) await user.type(screen.getByLabelText("Title"), title);
    await user.click(screen.getByRole("button", { name: "Create Deal" }));

    const alert = await screen.findByRole("alertdialog");
    expect(alert).toHaveAccessibleDescription("Title is required");
    expect(server.created).toEqual([]);
    await user.click(within(alert).getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    // Back to the field at fault.
    await waitFor(() => expect(screen.getByLabelText("Title")).toHaveFocus());
  });

  it("refuses a negative estimated value", async () => {
    const server = serveForm();
    const { user } = await openNewDeal();
    await user.type(screen.getByLabelText("Title"), "Big deal");
    await user.type(screen.getByLabelText("Estimated Value"), "-5");
    await user.click(screen.getByRole("button", { name: "Create Deal" }));

    expect(await screen.findByRole("alertdialog")).toHaveAccessibleDescription(
      "Estimated value must be a number of 0 or more, with at most 2 decimal places",
    );
    expect(server.created).toEqual([]);
  });

  it("creates the deal, says so and opens it", async () => {
    const server = serveForm();
    const { user, router } = await openNewDeal();
    await user.type(screen.getByLabelText("Title"), "  Big deal ");
    await user.selectOptions(screen.getByLabelText("Status"), "negotiation");
    await user.selectOptions(screen.getByLabelText("Currency"), "CZK");
    await user.type(screen.getByLabelText("Estimated Value"), "1000.5");
    await pickInCombobox(user, "Billing Contact", "Glo", "Globex a.s.");
    await user.type(screen.getByLabelText("Source"), "Website");
    await user.click(screen.getByRole("button", { name: "Create Deal" }));

    expect(await screen.findByText("Deal created successfully")).toBeInTheDocument();
    expect(server.created).toEqual([
      {
        title: "Big deal",
        status: "negotiation",
        currency: "CZK",
        estimatedValue: 1000.5,
        billingContactId: GLOBEX_ID,
        source: "Website",
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/crm/deals/${NEW_ID}`));
  });

  it("sends the defaults and no optional values when only the title is filled", async () => {
    const server = serveForm();
    const { user } = await openNewDeal();
    await user.type(screen.getByLabelText("Title"), "Small deal");
    await user.click(screen.getByRole("button", { name: "Create Deal" }));

    await screen.findByText("Deal created successfully");
    expect(server.created).toEqual([
      { title: "Small deal", status: "lead", currency: "USD", estimatedValue: null, billingContactId: null },
    ]);
  });

  it.each([
    ["the server's message", "The billing contact must be an organization", 400],
    ["'Failed to create deal' without one", "", 500],
  ])("reports a refused create with %s and stays on the form", async (_case, message, status) => {
    serveForm({ create: () => fail(message, status, "BAD_REQUEST") });
    const { user, router } = await openNewDeal();
    await user.type(screen.getByLabelText("Title"), "Big deal");
    await user.click(screen.getByRole("button", { name: "Create Deal" }));

    expect(await screen.findByText(message || "Failed to create deal")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/crm/deals/new");
    expect(screen.getByLabelText("Title")).toHaveValue("Big deal");
    await waitFor(() => expect(screen.getByRole("button", { name: "Create Deal" })).toBeEnabled());
  });

  it("keeps the form usable when the organizations cannot be searched", async () => {
    serveForm({ contacts: () => fail("Service unavailable", 503) });
    const { user } = await openNewDeal();
    await user.click(screen.getByRole("combobox", { name: "Billing Contact" }));
    const listbox = screen.getByRole("listbox");
    await waitFor(() => expect(listbox).toHaveTextContent("Could not search: Service unavailable"));
    expect(screen.getByLabelText("Billing Contact")).toHaveValue("");
  });
});

describe("DealFormPage: edit", () => {
  it("fills the form from the deal and sends the changes with the version read", async () => {
    const deal = makeDeal({ version: 3, status: "negotiation", currency: "EUR", estimatedValue: 750.25 });
    const server = serveForm({ deal });
    const { user, router } = renderDealScreen(`/crm/deals/${deal.id}/edit`);

    const title = await screen.findByLabelText("Title");
    expect(screen.getByRole("heading", { level: 2, name: "Edit Deal" })).toBeInTheDocument();
    expect(title).toHaveValue("Website redesign");
    expect(screen.getByLabelText("Status")).toHaveValue("negotiation");
    expect(screen.getByLabelText("Currency")).toHaveValue("EUR");
    expect(screen.getByLabelText("Estimated Value")).toHaveValue(750.25);
    await waitFor(() => expect(screen.getByLabelText("Billing Contact")).toHaveValue("Acme s.r.o."));
    expect(screen.getByLabelText("Source")).toHaveValue("Referral");

    await user.clear(title);
    await user.type(title, "Website redesign, phase 2");
    await user.clear(screen.getByLabelText("Estimated Value"));
    await user.click(screen.getByRole("button", { name: "Clear Acme s.r.o." }));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Deal updated successfully")).toBeInTheDocument();
    expect(server.updated).toEqual([
      {
        id: deal.id,
        version: 3,
        title: "Website redesign, phase 2",
        status: "negotiation",
        currency: "EUR",
        estimatedValue: null,
        billingContactId: null,
        source: "Referral",
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/crm/deals/${deal.id}`));
  });

  it("reports a stale version with the server's message", async () => {
    const deal = makeDeal({ version: 3 });
    serveForm({
      deal,
      update: () => fail("This deal was changed by someone else. Reload it and try again.", 409, "CONFLICT"),
    });
    const { user, router } = renderDealScreen(`/crm/deals/${deal.id}/edit`);
    await screen.findByLabelText("Title");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(
      await screen.findByText("This deal was changed by someone else. Reload it and try again."),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/crm/deals/${deal.id}/edit`);
    await waitFor(() => expect(screen.getByRole("button", { name: "Save Changes" })).toBeEnabled());
  });

  it("falls back to 'Failed to update deal'", async () => {
    serveForm({ update: () => fail("", 500) });
    const { user } = renderDealScreen(`/crm/deals/${makeDeal().id}/edit`);
    await screen.findByLabelText("Title");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Failed to update deal")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Save Changes" })).toBeEnabled());
  });

  it("shows the current billing contact by its name, loaded by its id, without listing the organizations", async () => {
    const server = serveForm();
    renderDealScreen(`/crm/deals/${makeDeal().id}/edit`);
    const billing = await screen.findByLabelText("Billing Contact");
    await waitFor(() => expect(billing).toHaveValue("Acme s.r.o."));
    expect(server.contactInputs).toEqual([]);
  });

  it("starts with None when the billing contact was removed, and says why", async () => {
    serveForm({ deal: makeDeal({ billingContactId: ACME_ID, billingContact: null }) });
    renderDealScreen(`/crm/deals/${makeDeal().id}/edit`);
    const billing = await screen.findByLabelText("Billing Contact");
    expect(billing).toHaveValue("");
    expect(billing).toHaveAccessibleDescription(/billing contact this deal had was removed/);
  });

  it("says 'Deal not found' for a deal that does not exist", async () => {
    serveForm({ get: () => fail("Deal not found", 404, "NOT_FOUND") });
    renderDealScreen(`/crm/deals/${makeDeal().id}/edit`);
    expect(await screen.findByRole("heading", { name: "Deal not found" })).toBeInTheDocument();
    expect(screen.getByText("The deal you're looking for does not exist or has been deleted")).toBeInTheDocument();
    expect(screen.queryByLabelText("Title")).not.toBeInTheDocument();
  });

  it("shows 'Failed to load deal' with the message", async () => {
    serveForm({ get: () => fail("Database unavailable", 503) });
    renderDealScreen(`/crm/deals/${makeDeal().id}/edit`);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load deal");
    expect(alert).toHaveTextContent("Database unavailable");
  });
});
