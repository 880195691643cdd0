import { COMPANY_MESSAGES, CZECH_ID_MESSAGES } from "@kancl/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster, toast } from "sonner";
import { beforeEach, describe, expect, it } from "vitest";
import { appRoutes } from "@/app/routes";
import { signedInAs, testUser } from "@/test/auth-responses";
import { type FakeApi, fail, installFakeApi, ok, pending } from "@/test/fake-trpc-server";
import { KANCL_COMPANY, makeCompanyProfile } from "@/test/fixtures";
import { mockServer } from "@/test/mock-server";
import { renderRoutes } from "@/test/render-with-providers";

const EMPTY = makeCompanyProfile();

const SAVED = makeCompanyProfile({
  ...KANCL_COMPANY,
  version: 1,
  bankAccount: "19-2000145399/0800",
  iban: "CZ6508000000192000145399",
  missingForIssuing: [],
  updatedAt: "2026-11-26T09:00:00.000Z",
});

let api: FakeApi;

beforeEach(() => {
  toast.dismiss();
  mockServer.use(signedInAs());
  api = installFakeApi({ "company.get": ok(EMPTY) });
});

async function openPage(path = "/settings/company") {
  const user = userEvent.setup();
  const view = renderRoutes(appRoutes, path);
  render(<Toaster />);
  await screen.findByRole("heading", { level: 1, name: "Company" });
  return { user, ...view };
}

const field = (label: string) => screen.getByLabelText(label, { selector: "input, textarea" });

describe("CompanyPage: loading and failure", () => {
  it("shows a loading state until the profile arrives", async () => {
    api.on("company.get", pending());
    await openPage();
    expect(await screen.findByRole("status")).toHaveTextContent("Loading company profile…");
    expect(screen.queryByRole("form", { name: "Company profile" })).not.toBeInTheDocument();
  });

  it("shows the server's message and loads again on Retry", async () => {
    // Fails until Retry is pressed: the page may ask more than once while it loads (the route and its cards).
    let failing = true;
    api.on("company.get", () => (failing ? fail("Database unavailable", 503) : ok(EMPTY)));
    const { user } = await openPage();
    // Role queries over the whole app (sidebar, assistant panel, this page) are slow in jsdom: on a loaded CI
    // machine one pass took longer than findBy's default second.
    const patiently = { timeout: 5_000 };
    const alert = await screen.findByRole("alert", {}, patiently);
    expect(alert).toHaveTextContent(COMPANY_MESSAGES.loadFailed);
    expect(alert).toHaveTextContent("Database unavailable");
    failing = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("form", { name: "Company profile" }, patiently)).toBeInTheDocument();
  }, 15_000);
});

describe("CompanyPage: what invoices still need", () => {
  it("lists the missing fields as links that take the focus to their inputs", async () => {
    const { user } = await openPage();
    expect(await screen.findByText(COMPANY_MESSAGES.incomplete)).toBeInTheDocument();
    const list = screen.getByRole("list", { name: COMPANY_MESSAGES.incomplete });
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Legal name", "Street", "City", "Postal code", "IČO", "Bank account"]);
    await user.click(within(list).getByRole("link", { name: "IČO" }));
    expect(field("IČO")).toHaveFocus();
  });

  it("focuses the field named in the address (#company-<field>), as a link from an invoice does", async () => {
    await openPage("/settings/company#company-taxId");
    await waitFor(() => expect(field("DIČ")).toHaveFocus());
  });

  it("says invoices can be issued when nothing is missing", async () => {
    api.on("company.get", ok(SAVED));
    await openPage();
    expect(await screen.findByText(COMPANY_MESSAGES.complete)).toBeInTheDocument();
    expect(field("Legal name")).toHaveValue("Kancl s.r.o.");
    expect(screen.getByRole("checkbox", { name: /VAT payer/ })).toBeChecked();
  });
});

describe("CompanyPage: a member (issue 34 item 8)", () => {
  it("shows the bank details and the identity read-only with the reason, and saves the contact fields", async () => {
    mockServer.use(signedInAs({ ...testUser, role: "member" }));
    api.on("company.get", ok(SAVED));
    api.on("company.update", () => ok({ ...SAVED, version: 2, phone: "+420 777 000 111" }));
    const { user } = await openPage();
    const note =
      "Only an owner or an admin can change the bank details and the company's identity (name, address, IČO, DIČ, VAT payer, footer text): they decide where customers pay. You can change the e-mail, phone and web.";
    expect(await screen.findByText(note)).toBeInTheDocument();
    for (const label of [
      "Legal name",
      "IČO",
      "DIČ",
      "Street",
      "City",
      "Postal code",
      "Country",
      "Bank account",
      "IBAN",
      "BIC",
      "Footer text",
    ]) {
      expect(field(label), label).toHaveAttribute("readonly");
      expect(field(label), label).toHaveAccessibleDescription(expect.stringContaining(note));
    }
    await user.type(field("Bank account"), "1");
    expect(field("Bank account")).toHaveValue("19-2000145399/0800");
    const vatPayer = screen.getByRole("checkbox", { name: /VAT payer/ });
    await user.click(vatPayer);
    expect(vatPayer).toBeChecked();
    expect(field("Phone")).not.toHaveAttribute("readonly");
    await user.type(field("Phone"), "+420 777 000 111");
    await user.click(screen.getByRole("button", { name: "Save company profile" }));
    expect(await screen.findByText(COMPANY_MESSAGES.saved)).toBeInTheDocument();
    // Everything else goes back as stored, so the server sees only the phone change.
    expect(api.callsTo("company.update")).toEqual([
      expect.objectContaining({
        version: 1,
        bankAccount: "19-2000145399/0800",
        vatPayer: true,
        phone: "+420 777 000 111",
      }),
    ]);
  });

  it("lets an owner edit them, with no note", async () => {
    api.on("company.get", ok(SAVED));
    await openPage();
    expect(await screen.findByLabelText("Bank account")).not.toHaveAttribute("readonly");
    expect(screen.queryByText(/Only an owner or an admin can change the bank details/)).not.toBeInTheDocument();
  });
});

describe("CompanyPage: the form", () => {
  it("refuses a broken IČO beside its field with the shared message, and sends nothing", async () => {
    const { user } = await openPage();
    await user.type(await screen.findByLabelText("IČO"), "27082441");
    await user.click(screen.getByRole("button", { name: "Save company profile" }));
    expect(await screen.findByText(CZECH_ID_MESSAGES.ico)).toBeInTheDocument();
    expect(field("IČO")).toHaveAttribute("aria-invalid", "true");
    expect(field("IČO")).toHaveAccessibleDescription(expect.stringContaining(CZECH_ID_MESSAGES.ico));
    expect(api.callsTo("company.update")).toEqual([]);
  });

  it("derives the IBAN live from a Czech account and saves the profile", async () => {
    api.on("company.update", () => ok(SAVED));
    const { user } = await openPage();
    await user.type(await screen.findByLabelText("Legal name"), "Kancl s.r.o.");
    await user.type(field("Street"), "Václavské náměstí 1");
    await user.type(field("City"), "Praha");
    await user.type(field("Postal code"), "110 00");
    await user.type(field("IČO"), "27082440");
    await user.type(field("DIČ"), "CZ27082440");
    await user.click(screen.getByRole("checkbox", { name: /VAT payer/ }));
    await user.type(field("Bank account"), "19-2000145399/0800");
    expect(field("IBAN")).toHaveValue("CZ6508000000192000145399");
    expect(screen.getByText("Derived from the bank account: CZ65 0800 0000 1920 0014 5399")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save company profile" }));
    expect(await screen.findByText(COMPANY_MESSAGES.saved)).toBeInTheDocument();
    expect(api.callsTo("company.update")).toEqual([
      {
        version: 0,
        legalName: "Kancl s.r.o.",
        street: "Václavské náměstí 1",
        city: "Praha",
        postalCode: "110 00",
        country: "CZ",
        registrationNumber: "27082440",
        taxId: "CZ27082440",
        vatPayer: true,
        bankAccount: "19-2000145399/0800",
        iban: "CZ6508000000192000145399",
      },
    ]);
    expect(await screen.findByText(COMPANY_MESSAGES.complete)).toBeInTheDocument();
  });

  it("shows a message the server names a field with beside that field", async () => {
    api.on("company.get", ok(SAVED));
    api.on("company.update", fail(`iban: ${CZECH_ID_MESSAGES.bankMismatch}`, 400, "BAD_REQUEST"));
    const { user } = await openPage();
    await user.click(await screen.findByRole("button", { name: "Save company profile" }));
    expect(await screen.findByText(CZECH_ID_MESSAGES.bankMismatch)).toBeInTheDocument();
    expect(field("IBAN")).toHaveFocus();
  });

  it("on a stale version says so and reloads the latest profile", async () => {
    api.on("company.get", ok(SAVED));
    api.on("company.update", fail(COMPANY_MESSAGES.stale, 409, "CONFLICT"));
    const { user } = await openPage();
    await user.clear(await screen.findByLabelText("City"));
    await user.type(field("City"), "Brno");
    await user.click(screen.getByRole("button", { name: "Save company profile" }));
    expect(await screen.findByText(COMPANY_MESSAGES.stale)).toBeInTheDocument();

    api.on("company.get", ok({ ...SAVED, version: 2, city: "Ostrava" }));
    await user.click(screen.getByRole("button", { name: "Reload profile" }));
    await waitFor(() => expect(field("City")).toHaveValue("Ostrava"));
    expect(screen.queryByText(COMPANY_MESSAGES.stale)).not.toBeInTheDocument();
  });
});

describe("CompanyPage: the logo", () => {
  it("uploads a PNG in base64 and shows it", async () => {
    const updatedAt = "2026-11-26T10:00:00.000Z";
    api.on("company.uploadLogo", () => ok({ ...EMPTY, logo: { mediaType: "image/png", size: 4, updatedAt } }));
    const { user } = await openPage();
    expect(await screen.findByText("No logo yet.")).toBeInTheDocument();
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" });
    await user.upload(screen.getByLabelText("Upload logo"), png);
    expect(await screen.findByRole("img", { name: "Company logo" })).toHaveAttribute(
      "src",
      `/api/v1/settings/company/logo?v=${encodeURIComponent(updatedAt)}`,
    );
    expect(api.callsTo("company.uploadLogo")).toEqual([{ mediaType: "image/png", data: "iVBORw==" }]);
    expect(screen.getByRole("button", { name: "Remove logo" })).toBeInTheDocument();
  });

  it("refuses a file that is too large or of another type before sending it", async () => {
    await openPage();
    const user = userEvent.setup({ applyAccept: false });
    const big = new File(["x".repeat(200 * 1024 + 1)], "big.png", { type: "image/png" });
    await user.upload(await screen.findByLabelText("Upload logo"), big);
    expect(await screen.findByText(COMPANY_MESSAGES.logoTooLarge)).toBeInTheDocument();
    const gif = new File(["GIF89a"], "logo.gif", { type: "image/gif" });
    await user.upload(screen.getByLabelText("Upload logo"), gif);
    expect(await screen.findByText(COMPANY_MESSAGES.logoType)).toBeInTheDocument();
    expect(api.callsTo("company.uploadLogo")).toEqual([]);
  });

  it("removes the logo", async () => {
    const logo = { mediaType: "image/svg+xml" as const, size: 90, updatedAt: "2026-11-26T10:00:00.000Z" };
    api.on("company.get", ok({ ...SAVED, logo }));
    api.on("company.deleteLogo", () => ok(SAVED));
    const { user } = await openPage();
    await user.click(await screen.findByRole("button", { name: "Remove logo" }));
    expect(await screen.findByText("No logo yet.")).toBeInTheDocument();
    expect(await screen.findByText(COMPANY_MESSAGES.logoRemoved)).toBeInTheDocument();
  });
});

describe("Settings navigation", () => {
  it("has Company and API keys as its pages", async () => {
    await openPage();
    const nav = screen.getByRole("navigation", { name: "Settings" });
    expect(within(nav).getByRole("link", { name: "Company" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "API keys" })).toHaveAttribute("href", "/settings/api-keys");
  });
});
