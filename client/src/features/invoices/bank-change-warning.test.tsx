import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { type FakeApi, installFakeApi, ok } from "@/test/fake-trpc-server";
import { KANCL_COMPANY, makeCompanyProfile, supplierSnapshotOf } from "@/test/fixtures";
import { ids, makeInvoice, renderInvoiceScreen } from "./invoice-test-kit";

// Issue 34 item 8: an invoice issued within 24 hours of a change of the company's bank account says so to the issuer.
let api: FakeApi;
const path = `/crm/invoices/${ids.invoice}`;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const profile = (bankAccountChangedAt: string | null) =>
  makeCompanyProfile({
    ...KANCL_COMPANY,
    version: 2,
    bankAccount: "2701000002/2010",
    iban: "CZ9220100000002701000002",
    bankAccountChangedAt,
    missingForIssuing: [],
    updatedAt: bankAccountChangedAt,
  });

const supplier = supplierSnapshotOf(profile(null));

const TITLE = "The company's bank account was changed less than 24 hours ago";

beforeEach(() => {
  api = installFakeApi();
  api.on("invoices.list", () => ok({ invoices: [] }));
  api.on("invoices.forDeal", () => ok({ invoices: [] }));
});

describe("BankChangeWarning on the invoice page", () => {
  it("warns before a draft is issued while the account change is under 24 hours old, linking to the account", async () => {
    api.on("company.get", () => ok(profile(hoursAgo(2))));
    api.on("invoices.get", () => ok(makeInvoice()));
    renderInvoiceScreen(path);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(TITLE);
    expect(alert).toHaveTextContent("Before issuing, check that the account in Settings → Company is really yours.");
    expect(screen.getByRole("link", { name: "Open Settings → Company" })).toHaveAttribute(
      "href",
      "/settings/company#company-bankAccount",
    );
  });

  it("names the account an invoice issued soon after the change asks to be paid to", async () => {
    api.on("company.get", () => ok(profile(hoursAgo(5))));
    api.on("invoices.get", () =>
      ok(makeInvoice({ status: "sent", issuedAt: hoursAgo(1), supplierSnapshot: supplier })),
    );
    renderInvoiceScreen(path);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Issued less than 24 hours after the change");
    expect(alert).toHaveTextContent("2701000002/2010");
  });

  it("says nothing a day after the change, nor when the account never changed", async () => {
    api.on("company.get", () => ok(profile(hoursAgo(25))));
    api.on("invoices.get", () => ok(makeInvoice()));
    renderInvoiceScreen(path);
    expect(await screen.findByRole("heading", { name: /2026-0007/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(TITLE)).not.toBeInTheDocument();
    expect(api.callsTo("company.get").length).toBeGreaterThan(0);
  });
});
