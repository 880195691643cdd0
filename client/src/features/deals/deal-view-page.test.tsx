import type { AppRouter } from "@kancl/server/router";
import type { Invoice } from "@kancl/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/app/providers/query-client";
import { createTrpcClient } from "@/lib/trpc-client";
import { type AnswerOf, fail, installFakeApi, ok } from "@/test/fake-trpc-server";
import { ACME_ID, makeDeal, makeInvoice, money, renderDealScreen } from "./deal-test-kit";

const deal = makeDeal({ status: "negotiation" });
const invoices: Invoice[] = [
  makeInvoice(),
  makeInvoice({
    id: "9b2e7c1a-4f3d-4e2b-a1c0-7d6e5f4a3b02",
    invoiceNumber: "2026-0002",
    billingSnapshot: { name: "Acme Billing Dept.", email: null, address: null, taxId: null, registrationNumber: null },
    total: 250.5,
    currency: "EUR",
    status: "paid",
  }),
];

function serveDeal(
  answer: () => AnswerOf<"deals.get"> = () => ok(deal),
  invoicesAnswer: () => AnswerOf<"invoices.forDeal"> = () => ok({ invoices }),
) {
  const requests = { get: [] as unknown[], forDeal: [] as unknown[], list: 0, deletes: [] as unknown[] };
  installFakeApi({
    "deals.get": (input) => {
      requests.get.push(input);
      return answer();
    },
    "invoices.forDeal": (input) => {
      requests.forDeal.push(input);
      return invoicesAnswer();
    },
    "deals.list": () => {
      requests.list += 1;
      return ok({ deals: [], nextCursor: null });
    },
    "deals.delete": (input) => {
      requests.deletes.push(input);
      return ok({ success: true });
    },
  });
  return requests;
}

function card(name: RegExp | string) {
  return within(screen.getByRole("region", { name }));
}

describe("DealViewPage", () => {
  it("shows the loading state, then breadcrumbs Home > CRM > Deals > title", async () => {
    serveDeal();
    renderDealScreen(`/crm/deals/${deal.id}`);
    expect(screen.getByRole("status")).toHaveTextContent("Loading deal");

    expect(await screen.findByRole("heading", { level: 2, name: "Website redesign" })).toBeInTheDocument();
    const trail = within(screen.getByRole("navigation", { name: "Breadcrumb" }));
    expect(trail.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    expect(trail.getByRole("link", { name: "CRM" })).toHaveAttribute("href", "/crm");
    expect(trail.getByRole("link", { name: "Deals" })).toHaveAttribute("href", "/crm/deals");
    expect(trail.getByText("Website redesign")).toHaveAttribute("aria-current", "page");
  });

  it("shows Basic Information with the status badge, the billing contact link and the source", async () => {
    serveDeal();
    renderDealScreen(`/crm/deals/${deal.id}`);
    await screen.findByRole("heading", { level: 2, name: "Website redesign" });

    const basic = card("Basic Information");
    expect(basic.getByText("Website redesign")).toBeInTheDocument();
    expect(basic.getByText("Negotiation")).toHaveAttribute("data-status", "negotiation");
    expect(basic.getByRole("link", { name: "Acme s.r.o." })).toHaveAttribute("href", `/crm/contacts/${ACME_ID}`);
    expect(basic.getByText("Referral")).toBeInTheDocument();
  });

  it("shows Financial Information in the user's format with the currency, without an actual value until won", async () => {
    serveDeal();
    renderDealScreen(`/crm/deals/${deal.id}`);
    await screen.findByRole("heading", { level: 2, name: "Website redesign" });

    const financial = card("Financial Information");
    expect(financial.getByText(money(12345.5, "USD"))).toBeInTheDocument();
    expect(financial.getByText("USD")).toBeInTheDocument();
    expect(financial.queryByText("Actual Value")).not.toBeInTheDocument();
  });

  it("shows the actual value of a won deal, and 'Not specified' for what is missing", async () => {
    serveDeal(() =>
      ok(
        makeDeal({
          status: "won",
          estimatedValue: null,
          actualValue: 9800,
          currency: "CZK",
          source: null,
          billingContactId: null,
          billingContact: null,
        }),
      ),
    );
    renderDealScreen(`/crm/deals/${deal.id}`);
    await screen.findByRole("heading", { level: 2, name: "Website redesign" });

    const financial = card("Financial Information");
    expect(financial.getByText("Actual Value")).toBeInTheDocument();
    expect(financial.getByText(money(9800, "CZK"))).toBeInTheDocument();
    expect(financial.getByText("Not specified")).toBeInTheDocument();
    const basic = card("Basic Information");
    expect(basic.getByText("Won")).toBeInTheDocument();
    expect(basic.getByText("Not specified")).toBeInTheDocument();
    expect(basic.getByText("—")).toBeInTheDocument();
  });

  it("marks a billing contact that was deleted as removed", async () => {
    serveDeal(() => ok(makeDeal({ billingContactId: ACME_ID, billingContact: null })));
    renderDealScreen(`/crm/deals/${deal.id}`);
    await screen.findByRole("heading", { level: 2, name: "Website redesign" });
    expect(card("Basic Information").getByText("Removed contact")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Acme s.r.o." })).not.toBeInTheDocument();
  });

  it("lists the invoices with count, number link, 'Billed to' name, total and status, and links Create Invoice", async () => {
    const requests = serveDeal();
    renderDealScreen(`/crm/deals/${deal.id}`);

    const heading = await screen.findByRole("heading", { name: "Invoices (2)" });
    const invoicesCard = within(heading.closest("section") as HTMLElement);
    expect(invoicesCard.getByRole("link", { name: "Create Invoice" })).toHaveAttribute(
      "href",
      `/crm/invoices/new?dealId=${deal.id}`,
    );
    const rows = invoicesCard.getAllByRole("listitem");
    expect(rows).toHaveLength(2);

    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole("link", { name: "2026-0001" })).toHaveAttribute("href", `/crm/invoices/${invoices[0]?.id}`);
    expect(rows[0]).toHaveTextContent("Billed to Acme s.r.o.");
    expect(first.getByText(money(1210, "USD"))).toBeInTheDocument();
    expect(first.getByText("Issued")).toBeInTheDocument();

    const second = within(rows[1] as HTMLElement);
    expect(second.getByRole("link", { name: "2026-0002" })).toHaveAttribute("href", `/crm/invoices/${invoices[1]?.id}`);
    expect(rows[1]).toHaveTextContent("Billed to Acme Billing Dept.");
    expect(second.getByText(money(250.5, "EUR"))).toBeInTheDocument();
    expect(second.getByText("Paid")).toBeInTheDocument();

    expect(requests.forDeal).toEqual([{ dealId: deal.id }]);
  });

  it("shows Invoices (0) and still offers Create Invoice when there are none", async () => {
    serveDeal(undefined, () => ok({ invoices: [] }));
    renderDealScreen(`/crm/deals/${deal.id}`);
    const heading = await screen.findByRole("heading", { name: "Invoices (0)" });
    const invoicesCard = within(heading.closest("section") as HTMLElement);
    expect(invoicesCard.getByText("No invoices for this deal yet.")).toBeInTheDocument();
    expect(invoicesCard.getByRole("link", { name: "Create Invoice" })).toBeInTheDocument();
  });

  it("says 'Deal not found' for a 404", async () => {
    serveDeal(
      () => fail("Deal not found", 404, "NOT_FOUND"),
      () => fail("Deal not found", 404, "NOT_FOUND"),
    );
    renderDealScreen(`/crm/deals/${deal.id}`);
    expect(await screen.findByRole("heading", { name: "Deal not found" })).toBeInTheDocument();
    expect(screen.getByText("The deal you're looking for does not exist or has been deleted")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Deals" })).toHaveAttribute("href", "/crm/deals");
    expect(screen.queryByRole("button", { name: /Delete/ })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load deal' with the message, and loads again on Retry", async () => {
    let attempt = 0;
    serveDeal(() => {
      attempt += 1;
      return attempt === 1 ? fail("Database unavailable", 503) : ok(deal);
    });
    const { user } = renderDealScreen(`/crm/deals/${deal.id}`);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load deal");
    expect(alert).toHaveTextContent("Database unavailable");
    expect(screen.getByRole("heading", { level: 2, name: "Deal" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Website redesign" })).toBeInTheDocument();
  });

  it("links Edit and deletes after a confirmation, then goes to the list", async () => {
    const requests = serveDeal();
    const { user, router } = renderDealScreen(`/crm/deals/${deal.id}`);
    await screen.findByRole("heading", { level: 2, name: "Website redesign" });
    expect(screen.getByRole("link", { name: "Edit" })).toHaveAttribute("href", `/crm/deals/${deal.id}/edit`);

    await user.click(screen.getByRole("button", { name: "Delete Website redesign" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Deal deleted successfully")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/crm/deals"));
    expect(requests.deletes).toEqual([{ id: deal.id }]);
  });

  it("asks the server again on every visit, even with the deal fresh in the cache (spec §7)", async () => {
    const requests = serveDeal();
    // The app's own cache, where data stays fresh for 5 minutes, already holding an older copy of the deal.
    const queryClient = createQueryClient();
    const trpc = createTRPCOptionsProxy<AppRouter>({ client: createTrpcClient(), queryClient });
    queryClient.setQueryData(trpc.deals.get.queryKey({ id: deal.id }), makeDeal({ title: "Cached title" }));
    queryClient.setQueryData(trpc.invoices.forDeal.queryKey({ dealId: deal.id }), { invoices: [] });
    renderDealScreen(`/crm/deals/${deal.id}`, queryClient);

    // The cached copy shows at once, then the current one replaces it.
    expect(screen.getByRole("heading", { level: 2, name: "Cached title" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "Website redesign" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Invoices (2)" })).toBeInTheDocument();
    expect(requests.get).toEqual([{ id: deal.id }]);
  });
});
