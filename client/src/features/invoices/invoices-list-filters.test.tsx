import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { type FakeApi, installFakeApi, ok } from "@/test/fake-trpc-server";
import { contacts, ids, makeInvoice, renderInvoiceScreen } from "./invoice-test-kit";

let api: FakeApi;
let user: UserEvent;

beforeEach(() => {
  user = userEvent.setup();
  api = installFakeApi();
  api.on("contacts.list", () => ok({ contacts }));
  api.on("contacts.get", ({ id }) => {
    const contact = contacts.find((candidate) => candidate.id === id) ?? contacts[0];
    if (!contact) throw new Error("the test kit has no contacts");
    return ok(contact);
  });
});

const first = makeInvoice();
const second = makeInvoice({ id: "77777777-7777-4777-8777-777777777777", invoiceNumber: "2026-0008" });

/** The list answers one page per cursor: without one the first invoice and a cursor, with it the second. */
function pagedList() {
  api.on("invoices.list", (input) =>
    ok(input?.cursor ? { invoices: [second], nextCursor: null } : { invoices: [first], nextCursor: "c1" }),
  );
}

const location = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe("Invoices list: filters, search, sort and paging in the URL (issue 22)", () => {
  it("reads the filters from the URL and asks the API for them, a page at a time", async () => {
    pagedList();
    renderInvoiceScreen(
      `/crm/invoices?q=acme&status=overdue&customer=${ids.acme}&currency=EUR&from=2026-01-01&to=2026-06-30&sort=total&order=asc`,
    );
    await screen.findByRole("link", { name: "2026-0007" });
    expect(api.callsTo("invoices.list")[0]).toEqual({
      q: "acme",
      status: "overdue",
      billingContactId: ids.acme,
      currency: "EUR",
      issuedFrom: "2026-01-01",
      issuedTo: "2026-06-30",
      sort: "total",
      order: "asc",
      limit: 50,
      direction: "forward",
    });
    expect(screen.getByLabelText("Search invoices")).toHaveValue("acme");
    expect(screen.getByLabelText("Status")).toHaveValue("overdue");
    await waitFor(() => expect(screen.getByLabelText("Customer")).toHaveValue("Acme"));
    expect(screen.getByLabelText("Issued from")).toHaveValue("2026-01-01");
    expect(screen.getByRole("columnheader", { name: /Amount/ })).toHaveAttribute("aria-sort", "ascending");

    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: "2026-0008" })).toBeInTheDocument();
    expect(api.callsTo("invoices.list").at(-1)).toMatchObject({ status: "overdue", cursor: "c1", limit: 50 });
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "2026-0007" })).toBeInTheDocument();
  });

  it("drops what the API would refuse from a hand-edited URL", async () => {
    pagedList();
    renderInvoiceScreen("/crm/invoices?status=lost&customer=42&from=yesterday&sort=name");
    await screen.findByRole("link", { name: "2026-0007" });
    expect(api.callsTo("invoices.list")[0]).toEqual({ limit: 50, direction: "forward" });
  });

  it("puts each filter and sort in the URL, and Back goes to the previous one", async () => {
    pagedList();
    const { router } = renderInvoiceScreen("/crm/invoices");
    await screen.findByRole("link", { name: "2026-0007" });
    expect(api.callsTo("invoices.list")[0]).toEqual({ limit: 50, direction: "forward" });

    await user.selectOptions(screen.getByLabelText("Status"), "Overdue");
    await waitFor(() => expect(location(router)).toBe("/crm/invoices?status=overdue"));
    await user.selectOptions(screen.getByLabelText("Currency"), "EUR");
    await user.click(screen.getByRole("button", { name: /Due Date/ }));
    await waitFor(() =>
      expect(location(router)).toBe("/crm/invoices?status=overdue&currency=EUR&sort=dueDate&order=desc"),
    );
    await waitFor(() =>
      expect(api.callsTo("invoices.list").at(-1)).toEqual({
        status: "overdue",
        currency: "EUR",
        sort: "dueDate",
        order: "desc",
        limit: 50,
        direction: "forward",
      }),
    );
    // The same column again flips the order.
    await user.click(screen.getByRole("button", { name: /Due Date/ }));
    await waitFor(() => expect(location(router)).toContain("order=asc"));

    await act(() => router.navigate(-1));
    expect(location(router)).toBe("/crm/invoices?status=overdue&currency=EUR&sort=dueDate&order=desc");
    await act(() => router.navigate(-2));
    expect(location(router)).toBe("/crm/invoices?status=overdue");
    expect(screen.getByLabelText("Currency")).toHaveValue("");
    expect(screen.getByLabelText("Status")).toHaveValue("overdue");
  });

  it("searches after a pause, replacing the URL's entry, and the box follows Back", async () => {
    pagedList();
    const { router } = renderInvoiceScreen("/crm/invoices?status=sent");
    await screen.findByRole("link", { name: "2026-0007" });
    await user.selectOptions(screen.getByLabelText("Status"), "Paid");
    await waitFor(() => expect(location(router)).toBe("/crm/invoices?status=paid"));
    await user.type(screen.getByLabelText("Search invoices"), "2026000");
    await waitFor(() => expect(location(router)).toBe("/crm/invoices?q=2026000&status=paid"));
    await waitFor(() =>
      expect(api.callsTo("invoices.list").at(-1)).toEqual({
        q: "2026000",
        status: "paid",
        limit: 50,
        direction: "forward",
      }),
    );
    // The search replaced the status's entry: Back returns to before the status, and the box follows the URL.
    await act(() => router.navigate(-1));
    expect(location(router)).toBe("/crm/invoices?status=sent");
    await waitFor(() => expect(screen.getByLabelText("Search invoices")).toHaveValue(""));
    expect(screen.getByLabelText("Status")).toHaveValue("sent");
  });

  it("exports the filtered list as CSV and as ISDOC", async () => {
    pagedList();
    renderInvoiceScreen(`/crm/invoices?status=paid&customer=${ids.acme}&sort=total&order=asc`);
    await screen.findByRole("link", { name: "2026-0007" });
    const query = `?status=paid&billingContactId=${ids.acme}&sort=total&order=asc`;
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      `/api/v1/crm/invoices/export.csv${query}`,
    );
    expect(screen.getByRole("link", { name: "Export ISDOC" }).getAttribute("href")).toMatch(
      new RegExp(`^/api/v1/crm/invoices/.*isdoc.*\\${query}$`),
    );
  });

  it("says when nothing matches, and Clear filters shows everything again", async () => {
    api.on("invoices.list", (input) => ok({ invoices: input?.status ? [] : [first], nextCursor: null }));
    const { router } = renderInvoiceScreen("/crm/invoices?status=paid&sort=total&order=asc");
    expect(await screen.findByText("No invoices match these filters.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(location(router)).toBe("/crm/invoices?sort=total&order=asc"));
    expect(await screen.findByRole("link", { name: "2026-0007" })).toBeInTheDocument();
  });

  it("marks credit notes in the list", async () => {
    api.on("invoices.list", () =>
      ok({ invoices: [{ ...second, invoiceNumber: "D2026-0001", kind: "credit_note" as const }], nextCursor: null }),
    );
    renderInvoiceScreen("/crm/invoices");
    const link = await screen.findByRole("link", { name: "D2026-0001" });
    const row = within(link.closest("tr") as HTMLElement);
    expect(row.getByText("Credit note")).toBeInTheDocument();
    // A credit note's draft is viewed (and issued there), never edited; it can still be deleted.
    expect(row.queryByRole("link", { name: /^Edit/ })).not.toBeInTheDocument();
    expect(row.getByRole("link", { name: /^View/ })).toHaveAttribute("href", `/crm/invoices/${second.id}`);
    expect(row.getByRole("button", { name: /^Delete/ })).toBeInTheDocument();
  });
});
