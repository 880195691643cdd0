import type { Deal } from "@kancl/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fail, ok } from "@/test/fake-trpc-server";
import { money, renderDealScreen } from "./deal-test-kit";
import { dialogClosed, type ListServer, lead, negotiation, rowOf, serveDeals } from "./deals-list-test-kit";

describe("Mark as Won", () => {
  async function openMarkWon() {
    const server = serveDeals();
    const view = renderDealScreen("/crm/deals");
    const row = await rowOf("Support contract");
    await view.user.click(row.getByRole("button", { name: /^Mark as Won/ }));
    const dialog = await screen.findByRole("alertdialog", { name: "Mark deal as won" });
    return { ...view, server, dialog: within(dialog) };
  }

  it.each([
    ["0", "0"],
    ["a negative number", "-5"],
    ["text", "abc"],
    ["nothing", ""],
    ["more than two decimals", "10.005"],
  ])("refuses %s as the actual value, without calling the server", async (_case, typed) => {
    const { user, dialog, server } = await openMarkWon();
    const input = dialog.getByLabelText("Actual value");
    expect(input).toHaveFocus();
    if (typed) await user.type(input, typed);
    await user.click(dialog.getByRole("button", { name: "Continue" }));

    expect(dialog.getByRole("alert")).toHaveTextContent(/^Please enter a valid positive number for actual value$/);
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Please enter a valid positive number for actual value");
    expect(dialog.queryByRole("button", { name: "Mark as Won" })).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it("confirms the value, then marks the deal as won and refreshes the list", async () => {
    const { user, dialog, server } = await openMarkWon();
    await user.type(dialog.getByLabelText("Actual value"), "1500.25");
    await user.keyboard("{Enter}");

    const confirm = await screen.findByRole("alertdialog", { name: "Mark deal as won?" });
    expect(confirm).toHaveTextContent(
      `“Support contract” will be marked as won with an actual value of ${money(1500.25, "EUR")}.`,
    );
    expect(server.calls).toEqual([]);
    const listRequests = server.listInputs.length;
    await user.click(within(confirm).getByRole("button", { name: "Mark as Won" }));

    expect(await screen.findByText("Deal marked as won successfully")).toBeInTheDocument();
    expect(server.calls).toEqual([{ procedure: "markWon", input: { id: negotiation.id, actualValue: 1500.25 } }]);
    await dialogClosed();
    await waitFor(() => expect(server.listInputs.length).toBeGreaterThan(listRequests));
  });

  it("goes back from the confirmation to the value, keeping it", async () => {
    const { user, dialog, server } = await openMarkWon();
    await user.type(dialog.getByLabelText("Actual value"), "99");
    await user.click(dialog.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Back" }));

    expect(await screen.findByLabelText("Actual value")).toHaveValue(99);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it.each([
    ["the server's message", "Only a deal in negotiation can be marked as won; this deal is won"],
    ["'Failed to mark deal as won' without one", ""],
  ])("reports a refusal with %s", async (_case, message) => {
    serveDeals(undefined, { markWon: () => fail(message, message ? 409 : 500, "CONFLICT") });
    const { user } = renderDealScreen("/crm/deals");
    await user.click((await rowOf("Support contract")).getByRole("button", { name: /^Mark as Won/ }));
    await user.type(await screen.findByLabelText("Actual value"), "10");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Mark as Won" }));

    expect(await screen.findByText(message || "Failed to mark deal as won")).toBeInTheDocument();
    expect(screen.queryByText("Deal marked as won successfully")).not.toBeInTheDocument();
    await dialogClosed();
  });
});

describe("Mark as Lost", () => {
  it("works from the keyboard alone", async () => {
    const server = serveDeals();
    const { user } = renderDealScreen("/crm/deals");
    (await rowOf("Support contract")).getByRole("button", { name: /^Mark as Lost/ }).focus();
    await user.keyboard("{Enter}");

    const dialog = await screen.findByRole("alertdialog", { name: "Mark deal as lost?" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole("button", { name: "Mark as Lost" })).toHaveFocus();
    await user.keyboard("{Enter}");

    expect(await screen.findByText("Deal marked as lost successfully")).toBeInTheDocument();
    expect(server.calls).toEqual([{ procedure: "markLost", input: { id: negotiation.id } }]);
    await dialogClosed();
  });

  it("asks first, and does nothing on Cancel", async () => {
    const server = serveDeals();
    const { user } = renderDealScreen("/crm/deals");
    await user.click((await rowOf("Support contract")).getByRole("button", { name: /^Mark as Lost/ }));

    const dialog = await screen.findByRole("alertdialog", { name: "Mark deal as lost?" });
    expect(dialog).toHaveTextContent("“Support contract” will be marked as lost.");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it("marks the deal as lost once confirmed", async () => {
    const server = serveDeals();
    const { user } = renderDealScreen("/crm/deals");
    await user.click((await rowOf("Support contract")).getByRole("button", { name: /^Mark as Lost/ }));
    await user.click(await screen.findByRole("button", { name: "Mark as Lost" }));

    expect(await screen.findByText("Deal marked as lost successfully")).toBeInTheDocument();
    expect(server.calls).toEqual([{ procedure: "markLost", input: { id: negotiation.id } }]);
    await dialogClosed();
  });

  it("reports a failure with the server's message", async () => {
    serveDeals(undefined, {
      markLost: () => fail("Only a deal in negotiation can be marked as lost; this deal is won", 409, "CONFLICT"),
    });
    const { user } = renderDealScreen("/crm/deals");
    await user.click((await rowOf("Support contract")).getByRole("button", { name: /^Mark as Lost/ }));
    await user.click(await screen.findByRole("button", { name: "Mark as Lost" }));
    expect(
      await screen.findByText("Only a deal in negotiation can be marked as lost; this deal is won"),
    ).toBeInTheDocument();
    await dialogClosed();
  });

  it("falls back to 'Failed to mark deal as lost'", async () => {
    serveDeals(undefined, { markLost: () => fail("", 500) });
    const { user } = renderDealScreen("/crm/deals");
    await user.click((await rowOf("Support contract")).getByRole("button", { name: /^Mark as Lost/ }));
    await user.click(await screen.findByRole("button", { name: "Mark as Lost" }));
    expect(await screen.findByText("Failed to mark deal as lost")).toBeInTheDocument();
    await dialogClosed();
  });
});

describe("Delete", () => {
  function openDelete(server: ListServer) {
    return async (user: ReturnType<typeof renderDealScreen>["user"], title = "Website redesign") => {
      await user.click((await rowOf(title)).getByRole("button", { name: `Delete ${title}` }));
      return { server, dialog: await screen.findByRole("alertdialog", { name: "Delete deal?" }) };
    };
  }

  it("deletes after the confirmation, and the row goes", async () => {
    const remaining: Deal[] = [negotiation];
    const server = serveDeals([
      () => ok({ deals: [lead, negotiation], nextCursor: null }),
      () => ok({ deals: remaining, nextCursor: null }),
    ]);
    const { user } = renderDealScreen("/crm/deals");
    const { dialog } = await openDelete(server)(user);
    expect(dialog).toHaveTextContent(
      "“Website redesign” moves to the trash. An owner or an admin can restore it from Settings → Trash within 30 days; after that it is deleted for good.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Deal deleted successfully")).toBeInTheDocument();
    expect(server.calls).toEqual([{ procedure: "delete", input: { id: lead.id } }]);
    await waitFor(() => expect(screen.queryByRole("link", { name: "Website redesign" })).not.toBeInTheDocument());
  });

  it("keeps the deal on Cancel", async () => {
    const server = serveDeals();
    const { user } = renderDealScreen("/crm/deals");
    const { dialog } = await openDelete(server)(user);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(server.calls).toEqual([]);
    expect(screen.getByRole("link", { name: "Website redesign" })).toBeInTheDocument();
    // Back on the button that opened the dialog, for keyboard users.
    await waitFor(() => expect(screen.getByRole("button", { name: "Delete Website redesign" })).toHaveFocus());
  });

  it.each([
    ["the server's message", "This deal has invoices and cannot be deleted", 409],
    ["'Failed to delete deal' without one", "", 500],
  ])("reports a refusal with %s", async (_case, message, status) => {
    const server = serveDeals(undefined, { delete: () => fail(message, status, "CONFLICT") });
    const { user } = renderDealScreen("/crm/deals");
    const { dialog } = await openDelete(server)(user);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText(message || "Failed to delete deal")).toBeInTheDocument();
    expect(screen.queryByText("Deal deleted successfully")).not.toBeInTheDocument();
    await dialogClosed();
    expect(screen.getByRole("link", { name: "Website redesign" })).toBeInTheDocument();
  });
});
