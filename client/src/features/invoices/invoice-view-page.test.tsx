import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { deferred, type FakeApi, fail, installFakeApi, notFound, ok } from "@/test/fake-trpc-server";
import { ids, makeInvoice, money, renderInvoiceScreen } from "./invoice-test-kit";

let api: FakeApi;

beforeEach(() => {
  api = installFakeApi();
  api.on("invoices.list", () => ok({ invoices: [] }));
  api.on("invoices.forDeal", () => ok({ invoices: [] }));
});

const path = `/crm/invoices/${ids.invoice}`;

function card(title: string) {
  const section = screen.getByRole("heading", { name: title }).closest("section");
  if (!section) throw new Error(`no card ${title}`);
  return section;
}

/** An element's text with Intl's no-break spaces as plain ones. */
const plainText = (element: HTMLElement) => (element.textContent ?? "").replace(/\s/g, " ");

/** The value of a term in a description list (dt → dd). */
function termValue(container: HTMLElement, term: string) {
  const dt = within(container).getByText(term, { selector: "dt" });
  return dt.nextElementSibling as HTMLElement;
}

describe("InvoiceViewPage", () => {
  it("says it is loading", async () => {
    api.on("invoices.get", () => deferred<never>().promise);
    renderInvoiceScreen(path);
    expect(await screen.findByRole("status")).toHaveTextContent("Loading invoice...");
    expect(screen.getByRole("heading", { level: 2, name: "Invoice" })).toBeInTheDocument();
  });

  it("shows Invoice Information, the items and the Summary with 'Tax (21%)'", async () => {
    api.on("invoices.get", () => ok(makeInvoice()));
    renderInvoiceScreen(path);

    expect(await screen.findByRole("heading", { level: 2, name: "Invoice 2026-0007" })).toBeInTheDocument();
    expect(api.callsTo("invoices.get")).toEqual([{ id: ids.invoice }]);

    const information = card("Invoice Information");
    expect(termValue(information, "Invoice Number")).toHaveTextContent("2026-0007");
    expect(termValue(information, "Status")).toHaveTextContent("Draft");
    expect(within(termValue(information, "Due Date")).getByText(/2026/)).toHaveAttribute("datetime", "2026-12-31");
    expect(within(termValue(information, "Deal")).getByRole("link")).toHaveAttribute("href", `/crm/deals/${ids.deal}`);
    expect(termValue(information, "Billed To")).toHaveTextContent("Acme s.r.o.");
    expect(termValue(information, "Billed To")).toHaveTextContent("billing@acme.example");

    const rows = within(card("Items")).getAllByRole("row");
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole("columnheader")
          .map((cell) => cell.textContent),
      )[0],
    ).toEqual(["Description", "Quantity", "Unit Price", "VAT", "Total"]);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole("cell")
        .map(plainText),
    ).toEqual(["Design", "2", money(1500, "CZK"), "21 %", money(3000, "CZK")]);
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole("cell")
        .map(plainText),
    ).toEqual(["Hosting", "1", money(99.99, "CZK"), "21 %", money(99.99, "CZK")]);

    const summary = card("Summary");
    expect(termValue(summary, "Subtotal")).toHaveTextContent(money(3099.99, "CZK"));
    expect(termValue(summary, "Tax (21%)")).toHaveTextContent(money(651, "CZK"));
    expect(termValue(summary, "Total Amount")).toHaveTextContent(money(3750.99, "CZK"));
  });

  it("offers Back to Deal, Edit (drafts) and Download PDF", async () => {
    api.on("invoices.get", () => ok(makeInvoice()));
    renderInvoiceScreen(path);

    expect(await screen.findByRole("link", { name: "Back to Deal" })).toHaveAttribute("href", `/crm/deals/${ids.deal}`);
    expect(screen.getByRole("link", { name: "Edit" })).toHaveAttribute("href", `/crm/invoices/${ids.invoice}/edit`);
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeEnabled();

    await userEvent.setup().click(screen.getByRole("link", { name: "Back to Deal" }));
    expect(await screen.findByTestId("location")).toHaveTextContent(`/crm/deals/${ids.deal}`);
  });

  it("offers Delete on the newest draft of its series only, and says why an older one has none (issue 36 item 8)", async () => {
    api.on("invoices.get", () => ok(makeInvoice()));
    const { unmount } = renderInvoiceScreen(path);
    expect(await screen.findByRole("button", { name: "Delete" })).toBeEnabled();
    unmount();

    api.on("invoices.get", () => ok(makeInvoice({ deletable: false })));
    renderInvoiceScreen(path);
    await screen.findByRole("link", { name: "Edit" });
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        "Only the newest draft of its series can be deleted, so the numbers stay without gaps: edit this draft and use it for another invoice.",
      ),
    ).toBeInTheDocument();
  });

  it("offers no Mark unpaid on an invoice paid by its credit note alone: there is no payment to undo (issue 36 item 8)", async () => {
    api.on("invoices.get", () => ok(makeInvoice({ status: "paid", payments: [], amountDue: 0 })));
    renderInvoiceScreen(path);
    await screen.findByRole("heading", { level: 2, name: "Invoice 2026-0007" });
    expect(screen.queryByRole("group", { name: "Change status" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /unpaid/i })).not.toBeInTheDocument();
  });

  it("has no Edit, Delete or Revert to draft for an issued invoice: its status control offers paid, and it links its payment request (issue 34 item 10)", async () => {
    api.on("invoices.get", () => ok(makeInvoice({ status: "overdue" })));
    renderInvoiceScreen(path);

    await screen.findByRole("heading", { level: 2, name: "Invoice 2026-0007" });
    expect(screen.queryByRole("link", { name: "Edit" })).not.toBeInTheDocument();
    const control = screen.getByRole("group", { name: "Change status" });
    expect(
      within(control)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Mark as paid"]);
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Payment request (PDF)" })).toHaveAttribute(
      "href",
      `/api/v1/crm/invoices/${ids.invoice}/payment-request.pdf`,
    );
  });

  it("issues a draft with its one Issue button: the badge says Issued (nothing was sent), Edit goes away and a toast confirms", async () => {
    api.on("invoices.get", () => ok(makeInvoice()));
    api.on("invoices.issue", () => ok(makeInvoice({ status: "sent", version: 4 })));
    renderInvoiceScreen(path);

    await userEvent.setup().click(await screen.findByRole("button", { name: "Issue" }));
    expect(await screen.findByText("Invoice issued")).toBeInTheDocument();
    expect(api.callsTo("invoices.issue")).toEqual([{ id: ids.invoice }]);
    expect(termValue(card("Invoice Information"), "Status")).toHaveTextContent("Issued");
    expect(screen.queryByRole("link", { name: "Edit" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark as paid" })).toBeInTheDocument();
  });

  it("toasts the server's refusal of a status change", async () => {
    // A paid invoice with a payment (so the undo is offered) whose undo the server refuses (its credit note covers it).
    const payment = { id: ids.invoice, amount: 100, paidOn: "2026-11-20", createdAt: "2026-11-20T10:00:00.000Z" };
    api.on("invoices.get", () => ok(makeInvoice({ status: "paid", payments: [payment] })));
    api.on("invoices.setStatus", () => fail("An invoice that is paid cannot become sent", 409, "CONFLICT"));
    renderInvoiceScreen(path);

    await userEvent.setup().click(await screen.findByRole("button", { name: "Mark as unpaid" }));
    expect(await screen.findByText("An invoice that is paid cannot become sent")).toBeInTheDocument();
    expect(termValue(card("Invoice Information"), "Status")).toHaveTextContent("Paid");
  });

  it("shows the not-found texts for a missing invoice", async () => {
    api.on("invoices.get", () => notFound("Invoice not found"));
    renderInvoiceScreen(path);

    expect(await screen.findByRole("heading", { name: "Invoice not found" })).toBeInTheDocument();
    expect(screen.getByText("The invoice you're looking for does not exist or has been deleted")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Invoices" })).toHaveAttribute("href", "/crm/invoices");
  });

  it("shows 'Unable to load invoice' with the error's message, and Retry loads again", async () => {
    let attempts = 0;
    api.on("invoices.get", () => (++attempts === 1 ? fail("Database is unavailable", 503) : ok(makeInvoice())));
    renderInvoiceScreen(path);

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Unable to load invoice" })).toBeInTheDocument();
    expect(alert).toHaveTextContent("Database is unavailable");

    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Invoice 2026-0007" })).toBeInTheDocument();
  });

  it("falls back to 'The invoice could not be found.' when the error has no message", async () => {
    api.on("invoices.get", () => fail("", 500));
    renderInvoiceScreen(path);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Unable to load invoice");
    expect(alert).toHaveTextContent("The invoice could not be found.");
  });
});
