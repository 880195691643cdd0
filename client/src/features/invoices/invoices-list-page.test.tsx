import type { Invoice } from "@kancl/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type AnswerOf, deferred, type FakeApi, fail, installFakeApi, ok } from "@/test/fake-trpc-server";
import { ids, makeInvoice, money, renderInvoiceScreen } from "./invoice-test-kit";

let api: FakeApi;

beforeEach(() => {
  api = installFakeApi();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const sent = makeInvoice({
  id: "77777777-7777-4777-8777-777777777777",
  invoiceNumber: "2026-0008",
  status: "sent",
  currency: "EUR",
  items: [{ description: "Licence", quantity: 1, unitPrice: 1000, total: 0, vatRate: 21 }],
});
const draft = makeInvoice();

function listAnswers(...invoices: Invoice[]) {
  api.on("invoices.list", () => ok({ invoices }));
}

async function rowOf(invoiceNumber: string) {
  const link = await screen.findByRole("link", { name: invoiceNumber });
  const row = link.closest("tr");
  if (!row) throw new Error(`no row for ${invoiceNumber}`);
  return row;
}

const localDate = (year: number, month: number, day: number) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" }).format(Date.UTC(year, month - 1, day));

describe("InvoicesListPage: states (spec §2)", () => {
  it("says 'Loading invoices...' while the list is on its way", async () => {
    api.on("invoices.list", () => deferred<never>().promise);
    renderInvoiceScreen("/crm/invoices");
    expect(await screen.findByRole("status")).toHaveTextContent(/^Loading invoices\.\.\.$/);
    expect(screen.getByRole("heading", { level: 2, name: "Invoices" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "New Invoice" })).toHaveAttribute("href", "/crm/invoices/new");
  });

  it("shows the empty text when there are no invoices", async () => {
    listAnswers();
    renderInvoiceScreen("/crm/invoices");
    expect(await screen.findByText("No invoices found. Create your first invoice!")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows 'Failed to load invoices' with the server's message, and Retry loads again", async () => {
    let attempts = 0;
    api.on("invoices.list", () =>
      ++attempts === 1 ? fail("Database is unavailable", 503) : ok({ invoices: [draft] }),
    );
    renderInvoiceScreen("/crm/invoices");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load invoices");
    expect(alert).toHaveTextContent("Database is unavailable");

    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("link", { name: "2026-0007" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it("falls back to 'An unexpected error occurred' when the error has no message", async () => {
    api.on("invoices.list", () => fail("", 500));
    renderInvoiceScreen("/crm/invoices");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load invoices");
    expect(alert).toHaveTextContent("An unexpected error occurred");
  });
});

describe("InvoicesListPage: rows", () => {
  it("has the spec's columns", async () => {
    listAnswers(draft);
    renderInvoiceScreen("/crm/invoices");
    await rowOf("2026-0007");
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers).toEqual(["Invoice #", "Client", "Amount", "Status", "Due Date", "Actions"]);
  });

  it("shows client, amount with 2 decimals and currency, status badge and local due date", async () => {
    listAnswers(draft, sent);
    renderInvoiceScreen("/crm/invoices");

    const draftRow = await rowOf("2026-0007");
    expect(within(draftRow).getByRole("link", { name: "2026-0007" })).toHaveAttribute(
      "href",
      `/crm/invoices/${ids.invoice}`,
    );
    expect(draftRow).toHaveTextContent("Acme s.r.o.");
    // 2 × 1500 + 1 × 99.99 = 3099.99, plus 21 % = 3750.99.
    expect(draftRow).toHaveTextContent(money(3750.99, "CZK"));
    expect(within(draftRow).getByText("Draft")).toHaveAttribute("data-status", "draft");
    expect(draftRow).toHaveTextContent(localDate(2026, 12, 31));
    expect(within(draftRow).getByText(localDate(2026, 12, 31))).toHaveAttribute("datetime", "2026-12-31");

    const sentRow = await rowOf("2026-0008");
    expect(sentRow).toHaveTextContent(money(1210, "EUR"));
    expect(money(1210, "EUR")).toMatch(/1[,. ]?210[.,]00/);
    expect(within(sentRow).getByText("Issued")).toHaveAttribute("data-status", "sent");
  });

  it("shows 'Unknown Contact' when the invoice has no billing name", async () => {
    listAnswers(
      makeInvoice({ billingSnapshot: { name: "", email: null, address: null, taxId: null, registrationNumber: null } }),
    );
    renderInvoiceScreen("/crm/invoices");
    expect(await rowOf("2026-0007")).toHaveTextContent("Unknown Contact");
  });

  it("colours each status differently", async () => {
    const statuses = ["draft", "sent", "paid", "overdue"] as const;
    listAnswers(
      ...statuses.map((status, index) =>
        makeInvoice({ id: `8888888${index}-8888-4888-8888-888888888888`, invoiceNumber: `2026-010${index}`, status }),
      ),
    );
    renderInvoiceScreen("/crm/invoices");
    await rowOf("2026-0100");
    // In the table: the status filter offers the same words.
    const table = within(screen.getByRole("table", { name: "Invoices" }));
    const badges = ["Draft", "Issued", "Paid", "Overdue"].map((label) => table.getByText(label));
    expect(new Set(badges.map((badge) => badge.className)).size).toBe(4);
    expect(table.getByText("Overdue")).toHaveClass("text-destructive");
    expect(table.getByText("Paid")).toHaveClass("text-success");
  });

  it("offers Edit and Delete for drafts only; issued invoices get View", async () => {
    listAnswers(draft, sent);
    renderInvoiceScreen("/crm/invoices");

    const draftRow = await rowOf("2026-0007");
    expect(within(draftRow).getByRole("link", { name: /^Edit/ })).toHaveAttribute(
      "href",
      `/crm/invoices/${ids.invoice}/edit`,
    );
    expect(within(draftRow).getByRole("button", { name: /^Delete/ })).toBeInTheDocument();
    expect(within(draftRow).queryByRole("link", { name: /^View/ })).not.toBeInTheDocument();

    const sentRow = await rowOf("2026-0008");
    expect(within(sentRow).queryByRole("link", { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(sentRow).queryByRole("button", { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(sentRow).getByRole("link", { name: /^View/ })).toHaveAttribute("href", `/crm/invoices/${sent.id}`);
    expect(within(sentRow).getByRole("button", { name: /^Download PDF/ })).toBeInTheDocument();
  });
});

describe("InvoicesListPage: Download PDF", () => {
  it("shows 'Generating...' while the PDF renders, then opens it in a new tab", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue({} as Window);
    const pdf = deferred<AnswerOf<"invoices.generatePdf">>();
    listAnswers(draft);
    api.on("invoices.generatePdf", () => pdf.promise);
    renderInvoiceScreen("/crm/invoices");

    const row = await rowOf("2026-0007");
    await userEvent.setup().click(within(row).getByRole("button", { name: /^Download PDF/ }));
    const busy = await within(row).findByRole("button", { name: "Generating..." });
    expect(busy).toBeDisabled();
    expect(open).not.toHaveBeenCalled();

    const url = `/api/v1/crm/invoices/${ids.invoice}/pdf?v=3`;
    pdf.resolve(ok({ downloadUrl: url }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(url, "_blank"));
    expect(await within(row).findByRole("button", { name: /^Download PDF/ })).toBeEnabled();
    expect(api.callsTo("invoices.generatePdf")).toEqual([{ id: ids.invoice }]);
  });

  it("offers the PDF as a link when the browser blocked the new tab", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const url = `/api/v1/crm/invoices/${ids.invoice}/pdf?v=3`;
    listAnswers(draft);
    api.on("invoices.generatePdf", () => ok({ downloadUrl: url }));
    renderInvoiceScreen("/crm/invoices");

    const user = userEvent.setup();
    await user.click(within(await rowOf("2026-0007")).getByRole("button", { name: /^Download PDF/ }));
    expect(await screen.findByText("The PDF is ready")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Open PDF" }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenLastCalledWith(url, "_blank");
  });

  it("toasts 'Failed to generate PDF' when it fails, and opens nothing", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue({} as Window);
    listAnswers(draft);
    api.on("invoices.generatePdf", () => fail("PDF service is busy", 429, "TOO_MANY_REQUESTS"));
    renderInvoiceScreen("/crm/invoices");

    await userEvent.setup().click(within(await rowOf("2026-0007")).getByRole("button", { name: /^Download PDF/ }));
    expect(await screen.findByText("Failed to generate PDF")).toBeInTheDocument();
    expect(screen.getByText("PDF service is busy")).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});

describe("InvoicesListPage: Delete", () => {
  it("asks 'Delete this invoice?' and, when accepted, deletes, toasts and reloads the list", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(true);
    let listed = 0;
    api.on("invoices.list", () => ok({ invoices: ++listed === 1 ? [draft, sent] : [sent] }));
    api.on("invoices.delete", () => ok({ success: true }));
    renderInvoiceScreen("/crm/invoices");

    await userEvent.setup().click(within(await rowOf("2026-0007")).getByRole("button", { name: /^Delete/ }));
    expect(confirm).toHaveBeenCalledWith("Delete this invoice?");
    expect(await screen.findByText("Invoice deleted successfully")).toBeInTheDocument();
    expect(api.callsTo("invoices.delete")).toEqual([{ id: ids.invoice }]);
    await waitFor(() => expect(screen.queryByRole("link", { name: "2026-0007" })).not.toBeInTheDocument());
    expect(screen.getByRole("link", { name: "2026-0008" })).toBeInTheDocument();
  });

  it("does nothing when the confirmation is declined", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    listAnswers(draft);
    api.on("invoices.delete", () => ok({ success: true }));
    renderInvoiceScreen("/crm/invoices");

    await userEvent.setup().click(within(await rowOf("2026-0007")).getByRole("button", { name: /^Delete/ }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(api.callsTo("invoices.delete")).toEqual([]);
    expect(screen.getByRole("link", { name: "2026-0007" })).toBeInTheDocument();
  });

  it("toasts the server's refusal", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    listAnswers(draft);
    api.on("invoices.delete", () => fail("Only draft invoices can be deleted", 409, "CONFLICT"));
    renderInvoiceScreen("/crm/invoices");

    await userEvent.setup().click(within(await rowOf("2026-0007")).getByRole("button", { name: /^Delete/ }));
    expect(await screen.findByText("Only draft invoices can be deleted")).toBeInTheDocument();
    expect(screen.queryByText("Invoice deleted successfully")).not.toBeInTheDocument();
  });

  it("toasts 'Failed to delete invoice' when the failure has no message", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    listAnswers(draft);
    api.on("invoices.delete", () => fail("", 500));
    renderInvoiceScreen("/crm/invoices");

    await userEvent.setup().click(within(await rowOf("2026-0007")).getByRole("button", { name: /^Delete/ }));
    expect(await screen.findByText("Failed to delete invoice")).toBeInTheDocument();
  });
});
