import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fail, ok, pending } from "@/test/fake-trpc-server";
import { makeDeal, money, renderDealScreen } from "./deal-test-kit";
import { filtersOf, lead, rowOf, serveDeals } from "./deals-list-test-kit";

describe("DealsListPage", () => {
  it("shows a loading state while the deals are on their way", async () => {
    serveDeals([pending]);
    renderDealScreen("/crm/deals");
    expect(await screen.findByRole("status")).toHaveTextContent("Loading deals");
    expect(screen.getByRole("heading", { level: 2, name: "Deals" })).toBeInTheDocument();
  });

  it("lists the deals with the spec's columns, links, status badges and amounts", async () => {
    serveDeals();
    renderDealScreen("/crm/deals");

    const table = await screen.findByRole("table", { name: "Deals" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["Title", "Status", "Billing Contact", "Est. Value", "Currency", "Actions"]);

    const first = await rowOf("Website redesign");
    expect(first.getByRole("link", { name: "Website redesign" })).toHaveAttribute("href", `/crm/deals/${lead.id}`);
    expect(first.getByText("Lead")).toHaveAttribute("data-status", "lead");
    expect(first.getByText("Acme s.r.o.")).toBeInTheDocument();
    expect(first.getByText(money(12345.5, "USD"))).toBeInTheDocument();
    expect(first.getByText("USD")).toBeInTheDocument();
    expect(first.getByRole("link", { name: /^View/ })).toHaveAttribute("href", `/crm/deals/${lead.id}`);
    expect(first.getByRole("link", { name: /^Edit/ })).toHaveAttribute("href", `/crm/deals/${lead.id}/edit`);

    const second = await rowOf("Support contract");
    expect(second.getByText("Negotiation")).toHaveAttribute("data-status", "negotiation");
    expect(second.getByText(money(980, "EUR"))).toBeInTheDocument();

    const third = await rowOf("Hosting");
    expect(third.getByText("Won")).toHaveAttribute("data-status", "won");
    expect(third.getByText("—")).toBeInTheDocument();
    expect(third.getByText("Not specified")).toBeInTheDocument();
    expect(third.getByText("CZK")).toBeInTheDocument();

    const fourth = await rowOf("Mobile app");
    expect(fourth.getByText("Lost")).toHaveAttribute("data-status", "lost");
    expect(fourth.getByText("Removed contact")).toBeInTheDocument();
  });

  it("formats the estimated value in the user's locale with the deal's currency", async () => {
    serveDeals();
    renderDealScreen("/crm/deals");
    const row = await rowOf("Website redesign");
    // Whatever the locale, the amount carries its currency and two decimals (e.g. $12,345.50 or 12 345,50 US$).
    expect(row.getByText(/12.?345[.,]50/)).toHaveTextContent(/\$|US/);
  });

  it("offers Mark as Won and Mark as Lost only for deals in negotiation", async () => {
    serveDeals();
    renderDealScreen("/crm/deals");

    const inNegotiation = await rowOf("Support contract");
    expect(inNegotiation.getByRole("button", { name: "Mark as Won Support contract" })).toBeInTheDocument();
    expect(inNegotiation.getByRole("button", { name: "Mark as Lost Support contract" })).toBeInTheDocument();
    for (const title of ["Website redesign", "Hosting", "Mobile app"]) {
      const row = await rowOf(title);
      expect(row.queryByRole("button", { name: /Mark as Won/ })).not.toBeInTheDocument();
      expect(row.queryByRole("button", { name: /Mark as Lost/ })).not.toBeInTheDocument();
      expect(row.getByRole("button", { name: `Delete ${title}` })).toBeInTheDocument();
    }
    expect(screen.getAllByRole("button", { name: /^Mark as Won/ })).toHaveLength(1);
  });

  it("says how to start when there are no deals, with a New Deal button", async () => {
    serveDeals([() => ok({ deals: [], nextCursor: null })]);
    renderDealScreen("/crm/deals");
    expect(await screen.findByText("No deals found. Create your first deal!")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "New Deal" })).toHaveAttribute("href", "/crm/deals/new");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows the error with its message and loads again on Retry", async () => {
    const server = serveDeals([
      () => fail("Database unavailable", 503, "SERVICE_UNAVAILABLE"),
      () => ok({ deals: [lead], nextCursor: null }),
    ]);
    const { user } = renderDealScreen("/crm/deals");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load deals");
    expect(alert).toHaveTextContent("Database unavailable");
    await user.click(screen.getByRole("button", { name: "Retry" }));

    expect(await screen.findByRole("link", { name: "Website redesign" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(server.listInputs).toHaveLength(2);
  });

  it("filters by status and searches titles once typing pauses", async () => {
    const server = serveDeals();
    const { user, router } = renderDealScreen("/crm/deals");
    await screen.findByRole("table", { name: "Deals" });
    expect(filtersOf(server.listInputs[0])).toEqual({ limit: 50 });

    await user.selectOptions(screen.getByLabelText("Status"), "negotiation");
    await waitFor(() => expect(filtersOf(server.listInputs.at(-1))).toEqual({ status: "negotiation", limit: 50 }));
    expect(router.state.location.search).toBe("?status=negotiation");

    const requestsBefore = server.listInputs.length;
    await user.type(screen.getByLabelText("Search by title"), "Supp");
    await waitFor(() =>
      expect(filtersOf(server.listInputs.at(-1))).toEqual({ status: "negotiation", q: "Supp", limit: 50 }),
    );
    // One request for the whole word, not one per key.
    expect(server.listInputs.length).toBe(requestsBefore + 1);
  });

  it("sorts by a column from its header (issue 23): in the URL, flipped by a second click, undone by Back", async () => {
    const server = serveDeals();
    const { user, router } = renderDealScreen("/crm/deals?status=lead");
    const table = await screen.findByRole("table", { name: "Deals" });
    const header = (name: string) => within(table).getByRole("columnheader", { name: new RegExp(`^${name}`) });
    expect(header("Title")).not.toHaveAttribute("aria-sort");

    await user.click(within(header("Title")).getByRole("button"));
    await waitFor(() =>
      expect(filtersOf(server.listInputs.at(-1))).toEqual({ status: "lead", sort: "title", order: "asc", limit: 50 }),
    );
    expect(router.state.location.search).toBe("?status=lead&sort=title&order=asc");
    expect(header("Title")).toHaveAttribute("aria-sort", "ascending");

    await user.click(within(header("Title")).getByRole("button"));
    await waitFor(() => expect(header("Title")).toHaveAttribute("aria-sort", "descending"));
    expect(filtersOf(server.listInputs.at(-1))).toMatchObject({ sort: "title", order: "desc" });

    // Figures start with the highest.
    await user.click(within(header("Est. Value")).getByRole("button"));
    await waitFor(() => expect(header("Est. Value")).toHaveAttribute("aria-sort", "descending"));
    expect(header("Title")).not.toHaveAttribute("aria-sort");

    // Each sort is a step in the history: Back returns to the previous order.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(header("Title")).toHaveAttribute("aria-sort", "descending"));
    expect(router.state.location.search).toBe("?status=lead&sort=title&order=desc");
  });

  it("tells when no deal matches the filters, and clears them", async () => {
    const server = serveDeals([() => ok({ deals: [], nextCursor: null })]);
    const { user, router } = renderDealScreen("/crm/deals?status=won&q=zzz");
    expect(await screen.findByText("No deals match these filters.")).toBeInTheDocument();
    expect(screen.queryByText("No deals found. Create your first deal!")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Search by title")).toHaveValue("zzz");

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(filtersOf(server.listInputs.at(-1))).toEqual({ limit: 50 }));
    expect(router.state.location.search).toBe("");
    expect(screen.getByLabelText("Search by title")).toHaveValue("");
  });

  it("loads the next page with the cursor of the previous one", async () => {
    const older = makeDeal({ id: "3d9a3c1e-2b7f-4d6a-8c1e-5f4b3a2d1c09", title: "Older deal" });
    const server = serveDeals([
      () => ok({ deals: [lead], nextCursor: "cursor-1" }),
      () => ok({ deals: [older], nextCursor: null }),
    ]);
    const { user } = renderDealScreen("/crm/deals");
    await user.click(await screen.findByRole("button", { name: "Load more deals" }));

    expect(await screen.findByRole("link", { name: "Older deal" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Website redesign" })).toBeInTheDocument();
    expect(filtersOf(server.listInputs[1])).toEqual({ limit: 50, cursor: "cursor-1" });
    expect(screen.queryByRole("button", { name: "Load more deals" })).not.toBeInTheDocument();
  });
});
