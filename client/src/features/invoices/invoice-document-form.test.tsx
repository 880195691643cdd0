import { businessDate, type Invoice } from "@kancl/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { type FakeApi, installFakeApi, notFound, ok } from "@/test/fake-trpc-server";
import { contacts, deals, ids, makeInvoice, money, renderInvoiceScreen } from "./invoice-test-kit";

let api: FakeApi;
let user: UserEvent;

beforeEach(() => {
  user = userEvent.setup();
  api = installFakeApi();
  api.on("deals.list", ({ q }) => ok({ deals: deals.filter((d) => !q || d.title.startsWith(q)) }));
  api.on("contacts.list", ({ q }) => ok({ contacts: contacts.filter((c) => !q || c.name.startsWith(q)) }));
  api.on("deals.get", ({ id }) => {
    const deal = deals.find((candidate) => candidate.id === id);
    return deal ? ok(deal) : notFound("Deal not found");
  });
  api.on("contacts.get", ({ id }) => {
    const contact = contacts.find((candidate) => candidate.id === id);
    return contact ? ok(contact) : notFound("Contact not found");
  });
  api.on("invoices.list", () => ok({ invoices: [] }));
  api.on("invoices.forDeal", () => ok({ invoices: [] }));
});

const item = (n: number) => screen.getByRole("group", { name: `Item ${n}` });
const cell = (n: number, label: string) => within(item(n)).getByLabelText(label);

async function fill(input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

async function openNewForm() {
  renderInvoiceScreen(`/crm/invoices/new?dealId=${ids.deal}`);
  await waitFor(() => expect(screen.getByLabelText("Deal")).toHaveValue("Website redesign"));
  await waitFor(() => expect(screen.getByLabelText("Billing Contact")).toHaveValue("Acme"));
}

function recap(title: string) {
  const table = screen.getByRole("table", { name: title });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent?.replace(/\s/g, " ")),
    );
}

describe("Invoice form: the tax document (issue 22)", () => {
  it("starts issued today with DUZP the same day, by bank transfer, and DUZP follows the issue date", async () => {
    await openNewForm();
    expect(screen.getByLabelText("Issue Date")).toHaveValue(businessDate());
    expect(screen.getByLabelText("Date of Taxable Supply")).toHaveValue(businessDate());
    expect(screen.getByLabelText("Payment Method")).toHaveValue("bank_transfer");
    expect(screen.getByLabelText("Variable Symbol")).toHaveAccessibleDescription(
      "Empty: the digits of the invoice number.",
    );
    expect(screen.getByLabelText("Reverse charge")).not.toBeChecked();
    // No exchange rate for CZK.
    expect(screen.queryByLabelText("Exchange Rate")).not.toBeInTheDocument();

    await fill(screen.getByLabelText("Issue Date"), "2026-11-20");
    expect(screen.getByLabelText("Date of Taxable Supply")).toHaveValue("2026-11-20");
    await fill(screen.getByLabelText("Date of Taxable Supply"), "2026-11-15");
    await fill(screen.getByLabelText("Issue Date"), "2026-11-21");
    // Changed by hand: it stays.
    expect(screen.getByLabelText("Date of Taxable Supply")).toHaveValue("2026-11-15");
  });

  it("keeps symbols to digits", async () => {
    await openNewForm();
    await user.type(screen.getByLabelText("Variable Symbol"), "2026-0042x123456");
    expect(screen.getByLabelText("Variable Symbol")).toHaveValue("2026004212");
    await user.type(screen.getByLabelText("Constant Symbol"), "03a08");
    expect(screen.getByLabelText("Constant Symbol")).toHaveValue("0308");
  });

  it("gives each line a VAT rate: new lines take the invoice's rate, lines at it follow it", async () => {
    await openNewForm();
    expect(cell(1, "VAT rate")).toHaveValue("21");
    await user.selectOptions(cell(1, "VAT rate"), "12");
    await fill(screen.getByLabelText("Tax Rate (%)"), "0");
    await user.click(screen.getByRole("button", { name: "Add Item" }));
    expect(cell(2, "VAT rate")).toHaveValue("0");
    // The line set by hand keeps its rate.
    expect(cell(1, "VAT rate")).toHaveValue("12");
  });

  it("previews the VAT per rate, and in CZK for an EUR invoice with its rate, then sends it all", async () => {
    const created = makeInvoice({ id: "99999999-9999-4999-8999-999999999999" });
    api.on("invoices.create", () => ok(created));
    api.on("invoices.get", () => ok(created));
    await openNewForm();

    await fill(cell(1, "Description"), "Consulting");
    await fill(cell(1, "Unit Price"), "1000");
    await user.click(screen.getByRole("button", { name: "Add Item" }));
    await fill(cell(2, "Description"), "Books");
    await fill(cell(2, "Quantity"), "2");
    await fill(cell(2, "Unit Price"), "50");
    await user.selectOptions(cell(2, "VAT rate"), "12");
    await user.selectOptions(screen.getByLabelText("Currency"), "EUR");
    await fill(screen.getByLabelText("Exchange Rate"), "25.125");
    await user.type(screen.getByLabelText("Exchange Rate Date"), "2026-11-25");
    await user.type(screen.getByLabelText("Due Date"), "2026-12-31");

    expect(recap("VAT recapitulation")).toEqual([
      ["21 %", money(1000, "EUR"), money(210, "EUR"), money(1210, "EUR")],
      ["12 %", money(100, "EUR"), money(12, "EUR"), money(112, "EUR")],
    ]);
    // 1000 × 25.125 = 25 125 CZK, VAT 21 % of it 5 276.25; 100 × 25.125 = 2 512.50, VAT 12 % 301.50.
    expect(recap("VAT recapitulation in CZK")).toEqual([
      ["21 %", money(25125, "CZK"), money(5276.25, "CZK"), money(30401.25, "CZK")],
      ["12 %", money(2512.5, "CZK"), money(301.5, "CZK"), money(2814, "CZK")],
    ]);

    await user.click(screen.getByRole("button", { name: "Create Invoice" }));
    await screen.findByRole("heading", { level: 2, name: "Invoice 2026-0007" });
    expect(api.callsTo("invoices.create")).toEqual([
      {
        dealId: ids.deal,
        billingContactId: ids.acme,
        items: [
          { description: "Consulting", quantity: 1, unitPrice: 1000, vatRate: 21 },
          { description: "Books", quantity: 2, unitPrice: 50, vatRate: 12 },
        ],
        dueDate: "2026-12-31",
        taxRate: 21,
        currency: "EUR",
        issueDate: businessDate(),
        taxableSupplyDate: businessDate(),
        exchangeRate: 25.125,
        exchangeRateDate: "2026-11-25",
        paymentMethod: "bank_transfer",
        reverseCharge: false,
      },
    ]);
  });

  it("shows no VAT with reverse charge, and says so", async () => {
    await openNewForm();
    await fill(cell(1, "Unit Price"), "1000");
    await user.click(screen.getByLabelText("Reverse charge"));
    const summary = screen.getByRole("heading", { name: "Summary" }).closest("section") as HTMLElement;
    expect(within(summary).getByText("Daň odvede zákazník")).toBeInTheDocument();
    const total = within(summary).getByText("Total Amount", { selector: "dt" }).nextElementSibling;
    expect(total?.textContent?.replace(/\s/g, " ")).toBe(money(1000, "CZK"));
  });

  it("shows a field's message beside it, with the shared text, and sends nothing", async () => {
    await openNewForm();
    await fill(cell(1, "Description"), "Design");
    await user.type(screen.getByLabelText("Due Date"), "2026-12-31");
    await user.selectOptions(screen.getByLabelText("Currency"), "GBP");
    await fill(screen.getByLabelText("Exchange Rate"), "-3");
    await user.click(screen.getByRole("button", { name: "Create Invoice" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Exchange rate must be a positive number with at most 4 decimal places",
    );
    expect(screen.getByLabelText("Exchange Rate")).toHaveFocus();
    expect(api.callsTo("invoices.create")).toEqual([]);
  });

  it("warns beside the DUZP of a late document (§ 28 odst. 5) and still lets it be sent", async () => {
    await openNewForm();
    const today = businessDate();
    const daysBack = (n: number) => {
      const [y, m, d] = today.split("-").map(Number);
      return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) - n)).toISOString().slice(0, 10);
    };
    const duzp = screen.getByLabelText("Date of Taxable Supply");
    await fill(duzp, daysBack(16));
    const warning = await screen.findByRole("status");
    expect(warning).toHaveTextContent(
      `The date of taxable supply (${daysBack(16)}) is more than 15 days before the issue date (${today}): the document is late`,
    );
    expect(duzp).toHaveAccessibleDescription(expect.stringContaining("the document is late"));
    await fill(duzp, daysBack(15));
    expect(screen.queryByText(/the document is late/)).toBeNull();
  });

  it("edits a draft's document data as stored", async () => {
    const draft: Invoice = {
      ...makeInvoice({
        items: [
          { description: "Design", quantity: 2, unitPrice: 1500, total: 0, vatRate: 21 },
          { description: "Books", quantity: 1, unitPrice: 99.99, total: 0, vatRate: 12 },
        ],
      }),
      issueDate: "2026-11-20",
      variableSymbol: "777",
      constantSymbol: "0308",
      paymentMethod: "cash",
      currency: "USD",
      exchangeRate: 22.5,
      exchangeRateDate: "2026-11-19",
    };
    api.on("invoices.get", () => ok(draft));
    renderInvoiceScreen(`/crm/invoices/${ids.invoice}/edit`);
    await waitFor(() => expect(screen.getByLabelText("Deal")).toHaveValue("Website redesign"));
    expect(screen.getByLabelText("Issue Date")).toHaveValue("2026-11-20");
    expect(screen.getByLabelText("Date of Taxable Supply")).toHaveValue("");
    expect(screen.getByLabelText("Variable Symbol")).toHaveValue("777");
    expect(screen.getByLabelText("Constant Symbol")).toHaveValue("0308");
    expect(screen.getByLabelText("Payment Method")).toHaveValue("cash");
    expect(screen.getByLabelText("Exchange Rate")).toHaveValue(22.5);
    expect(cell(2, "VAT rate")).toHaveValue("12");
  });
});

describe("Invoice form: the Czech National Bank's rate (decision 071)", () => {
  async function foreignForm() {
    await openNewForm();
    await user.selectOptions(screen.getByLabelText("Currency"), "EUR");
    await fill(screen.getByLabelText("Date of Taxable Supply"), "2026-11-22");
  }

  it("fills the rate and its day from the bank's fixing for the date of taxable supply", async () => {
    const asked: unknown[] = [];
    api.on("exchangeRates.cnb", (input) => {
      asked.push(input);
      return ok({ currency: "EUR", date: "2026-11-22", rate: 24.29, rateDate: "2026-11-20", source: "CNB" as const });
    });
    await foreignForm();
    await user.click(screen.getByRole("button", { name: "Use ČNB rate" }));
    await waitFor(() => expect(screen.getByLabelText("Exchange Rate")).toHaveValue(24.29));
    expect(screen.getByLabelText("Exchange Rate Date")).toHaveValue("2026-11-20");
    expect(asked).toEqual([{ currency: "EUR", date: "2026-11-22" }]);
    expect(screen.getByRole("status", { name: "" })).toHaveTextContent("ČNB rate of");
  });

  it("offline, says to type the rate and leaves the field as it was", async () => {
    const message =
      "The Czech National Bank's rate could not be fetched right now (no connection to the bank). Enter the exchange rate by hand.";
    api.on("exchangeRates.cnb", () =>
      ok({ currency: "EUR", date: "2026-11-22", rate: null, rateDate: null, source: "CNB" as const, message }),
    );
    await foreignForm();
    await user.click(screen.getByRole("button", { name: "Use ČNB rate" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText("Exchange Rate")).toHaveValue(null);
  });
});
