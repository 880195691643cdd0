import { businessDate, type Invoice } from "@kancl/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { type FakeApi, fail, installFakeApi, ok } from "@/test/fake-trpc-server";
import { ids, makeInvoice, money, renderInvoiceScreen } from "./invoice-test-kit";

let api: FakeApi;
let user: UserEvent;

beforeEach(() => {
  user = userEvent.setup();
  api = installFakeApi();
  api.on("invoices.list", () => ok({ invoices: [] }));
  api.on("invoices.forDeal", () => ok({ invoices: [] }));
});

const path = `/crm/invoices/${ids.invoice}`;
const NOTE_ID = "55555555-5555-4555-8555-555555555555";

const supplier = {
  legalName: "Kancl s.r.o.",
  street: "Dlouhá 1",
  city: "Praha",
  postalCode: "110 00",
  country: "CZ",
  registrationNumber: "27074358",
  taxId: "CZ27074358",
  vatPayer: true,
  bankAccount: "19-2000145399/0800",
  iban: null,
  bic: null,
  email: null,
  phone: null,
  web: null,
  footerText: null,
};

/** An issued invoice of 3750.99 CZK with 1000 paid. */
function issued(overrides: Partial<Invoice> = {}): Invoice {
  const base = makeInvoice({ status: "sent" });
  return {
    ...base,
    issueDate: "2026-11-20",
    taxableSupplyDate: "2026-11-19",
    issuedAt: "2026-11-20T09:00:00.000Z",
    isTaxDocument: true,
    supplierSnapshot: supplier,
    vatRecap: [
      { rate: 21, base: base.subtotal, vat: base.tax, total: base.total, baseCzk: null, vatCzk: null, totalCzk: null },
    ],
    payments: [
      {
        id: "66666666-6666-4666-8666-666666666666",
        amount: 1000,
        paidOn: "2026-11-21",
        createdAt: "2026-11-21T10:00:00.000Z",
      },
    ],
    amountPaid: 1000,
    amountDue: 2750.99,
    ...overrides,
  };
}

describe("Invoice view: a draft's actions (issue 22)", () => {
  it("offers Edit, Issue and Delete; issued, it offers the issued actions", async () => {
    const draft = makeInvoice();
    api.on("invoices.get", () => ok(draft));
    api.on("invoices.issue", () => ok(issued({ payments: [], amountPaid: 0, amountDue: draft.total })));
    renderInvoiceScreen(path);

    await screen.findByRole("heading", { level: 2, name: "Invoice 2026-0007" });
    expect(screen.getByRole("link", { name: "Edit" })).toHaveAttribute("href", `${path}/edit`);
    expect(screen.getByRole("button", { name: "Delete" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Record payment" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Download ISDOC" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Issue" }));
    expect(await screen.findByText("Invoice issued")).toBeInTheDocument();
    expect(api.callsTo("invoices.issue")).toEqual([{ id: ids.invoice }]);
    // Issued: a legal document now — no Edit, and the issued actions.
    await waitFor(() => expect(screen.queryByRole("link", { name: "Edit" })).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Record payment" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download ISDOC" })).toHaveAttribute(
      "href",
      `/api/v1/crm/invoices/${ids.invoice}/isdoc`,
    );
  });

  it("shows why issuing was refused and links to the missing field of the company profile", async () => {
    api.on("invoices.get", () => ok(makeInvoice()));
    const message =
      "The company profile has no IČO (registrationNumber): fill it in under Settings → Company before issuing an invoice";
    api.on("invoices.issue", () => fail(message, 400, "BAD_REQUEST"));
    renderInvoiceScreen(path);

    await user.click(await screen.findByRole("button", { name: "Issue" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to issue invoice");
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole("link", { name: "Open Settings → Company" })).toHaveAttribute(
      "href",
      "/settings/company#company-registrationNumber",
    );
    // Still a draft: still editable.
    expect(screen.getByRole("link", { name: "Edit" })).toBeInTheDocument();
  });

  it("shows other refusals without a link", async () => {
    api.on("invoices.get", () => ok(makeInvoice({ currency: "EUR" })));
    const message = "exchangeRate: An invoice in EUR needs the exchange rate to CZK before it is issued";
    api.on("invoices.issue", () => fail(message, 400, "BAD_REQUEST"));
    renderInvoiceScreen(path);

    await user.click(await screen.findByRole("button", { name: "Issue" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(message);
    expect(within(alert).queryByRole("link")).not.toBeInTheDocument();
  });
});

describe("Invoice view: an issued invoice (issue 22)", () => {
  it("shows the tax document's data, the payments and what remains due", async () => {
    api.on("invoices.get", () => ok(issued({ constantSymbol: "0308", status: "overdue" })));
    renderInvoiceScreen(path);

    await screen.findByRole("heading", { level: 2, name: "Invoice 2026-0007" });
    expect(screen.queryByRole("link", { name: "Edit" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
    expect(screen.getAllByText("Overdue")[0]).toHaveAttribute("data-status", "overdue");

    const document = screen.getByRole("heading", { name: "Tax Document" }).closest("section") as HTMLElement;
    const term = (label: string) => within(document).getByText(label, { selector: "dt" }).nextElementSibling;
    expect(term("Variable Symbol")).toHaveTextContent("20260007");
    expect(term("Constant Symbol")).toHaveTextContent("0308");
    expect(term("Payment Method")).toHaveTextContent("Bank transfer");
    expect(term("Document")).toHaveTextContent("Invoice (tax document)");

    const payments = screen.getByRole("heading", { name: "Payments" }).closest("section") as HTMLElement;
    expect(within(payments).getByRole("list", { name: "Payments" })).toHaveTextContent(money(1000, "CZK").trim());
    const due = within(payments).getByText("Amount Due", { selector: "dt" }).nextElementSibling as HTMLElement;
    expect(due.textContent?.replace(/\s/g, " ")).toBe(money(2750.99, "CZK"));
  });

  it("records a payment of the remainder, dated today, by default", async () => {
    const paid = issued({
      status: "paid",
      amountPaid: 3750.99,
      amountDue: 0,
    });
    api.on("invoices.get", () => ok(issued()));
    api.on("invoices.recordPayment", () => ok(paid));
    renderInvoiceScreen(path);

    await user.click(await screen.findByRole("button", { name: "Record payment" }));
    const dialog = await screen.findByRole("dialog", { name: "Record payment" });
    expect(within(dialog).getByLabelText("Amount (CZK)")).toHaveValue(2750.99);
    expect(within(dialog).getByLabelText("Payment date")).toHaveValue(businessDate());

    await user.clear(within(dialog).getByLabelText("Amount (CZK)"));
    await user.type(within(dialog).getByLabelText("Amount (CZK)"), "500");
    await user.click(within(dialog).getByRole("button", { name: "Record payment" }));
    await waitFor(() => expect(api.callsTo("invoices.recordPayment")).toHaveLength(1));
    expect(api.callsTo("invoices.recordPayment")).toEqual([{ id: ids.invoice, amount: 500, paidOn: businessDate() }]);
    expect(await screen.findByText("Payment recorded")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("checks the payment with the server's messages before sending, and shows the server's refusal", async () => {
    api.on("invoices.get", () => ok(issued()));
    api.on("invoices.recordPayment", () =>
      fail("amount: The payment is more than the amount due (2 750,99 Kč)", 400, "BAD_REQUEST"),
    );
    renderInvoiceScreen(path);

    await user.click(await screen.findByRole("button", { name: "Record payment" }));
    const dialog = await screen.findByRole("dialog", { name: "Record payment" });
    await user.clear(within(dialog).getByLabelText("Amount (CZK)"));
    await user.click(within(dialog).getByRole("button", { name: "Record payment" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Payment amount must be greater than 0 with at most 2 decimal places",
    );
    expect(within(dialog).getByLabelText("Amount (CZK)")).toHaveFocus();
    expect(api.callsTo("invoices.recordPayment")).toEqual([]);

    await user.type(within(dialog).getByLabelText("Amount (CZK)"), "9999");
    await user.click(within(dialog).getByRole("button", { name: "Record payment" }));
    expect(await within(dialog).findByText(/more than the amount due/)).toBeInTheDocument();
  });

  it("makes a credit note of the chosen lines (negative, at their VAT rates) and opens it; it links back", async () => {
    const invoice = issued();
    const note: Invoice = {
      ...makeInvoice({
        id: NOTE_ID,
        invoiceNumber: "D2026-0001",
        items: [{ description: "Design", quantity: 1, unitPrice: -1500, total: 0, vatRate: 21 }],
      }),
      kind: "credit_note",
      originalInvoiceId: ids.invoice,
      creditReason: "Discount agreed",
      variableSymbol: "20260001",
    };
    api.on("invoices.get", ({ id }) => ok(id === NOTE_ID ? note : { ...invoice, creditNoteIds: [NOTE_ID] }));
    api.on("invoices.createCreditNote", () => ok(note));
    renderInvoiceScreen(path);

    await user.click(await screen.findByRole("button", { name: "Create credit note" }));
    const dialog = await screen.findByRole("dialog", { name: "Create credit note" });
    await user.click(within(dialog).getByRole("button", { name: "Create credit note" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Reason for the correction is required");

    await user.type(within(dialog).getByLabelText("Reason for the correction"), "Discount agreed");
    // Credit one of the two hours of design; not the hosting.
    await user.click(within(dialog).getByRole("checkbox", { name: /Hosting/ }));
    await user.clear(within(dialog).getByLabelText("Quantity to credit, item 1"));
    await user.type(within(dialog).getByLabelText("Quantity to credit, item 1"), "1");
    expect(within(dialog).getByText(/Credit before VAT/)).toHaveTextContent(money(-1500, "CZK").trim());
    await user.click(within(dialog).getByRole("button", { name: "Create credit note" }));

    expect(await screen.findByRole("heading", { level: 2, name: "Credit note D2026-0001" })).toBeInTheDocument();
    expect(api.callsTo("invoices.createCreditNote")).toEqual([
      {
        id: ids.invoice,
        reason: "Discount agreed",
        items: [{ description: "Design", quantity: 1, unitPrice: -1500, vatRate: 21 }],
      },
    ]);
    // The credit note names its invoice; a credit note draft is issued or deleted, not edited, and never paid.
    expect(screen.queryByRole("group", { name: "Change status" })).not.toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "2026-0007" })).toHaveAttribute("href", path);
    expect(screen.queryByRole("link", { name: "Edit" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Issue" })).toBeInTheDocument();
  });

  it("lists an invoice's credit notes as links", async () => {
    const note = { ...makeInvoice({ id: NOTE_ID, invoiceNumber: "D2026-0001" }), kind: "credit_note" as const };
    api.on("invoices.get", ({ id }) => ok(id === NOTE_ID ? note : issued({ creditNoteIds: [NOTE_ID] })));
    renderInvoiceScreen(path);
    expect(await screen.findByRole("link", { name: "D2026-0001" })).toHaveAttribute("href", `/crm/invoices/${NOTE_ID}`);
  });

  it("offers no payment once nothing is due", async () => {
    api.on("invoices.get", () => ok(issued({ status: "paid", amountPaid: 3750.99, amountDue: 0 })));
    renderInvoiceScreen(path);
    await screen.findByRole("heading", { level: 2, name: "Invoice 2026-0007" });
    expect(screen.queryByRole("button", { name: "Record payment" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create credit note" })).toBeInTheDocument();
  });
});

describe("Edit screen of a credit note (issue 22)", () => {
  it("says a credit note is not edited and links to its page", async () => {
    const note = { ...makeInvoice({ id: NOTE_ID, invoiceNumber: "D2026-0001" }), kind: "credit_note" as const };
    api.on("invoices.get", () => ok(note));
    api.on("deals.list", () => ok({ deals: [] }));
    api.on("contacts.list", () => ok({ contacts: [] }));
    renderInvoiceScreen(`/crm/invoices/${NOTE_ID}/edit`);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "A credit note draft cannot be edited: delete it (the newest of its series) and make a new one",
    );
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View the credit note" })).toHaveAttribute(
      "href",
      `/crm/invoices/${NOTE_ID}`,
    );
  });
});
