import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures/app-test";
import { createBillableOrganization, createDeal } from "../fixtures/crm-data";

/**
 * Issue 22's "Done when", in the browser: a newcomer sets up the company profile, issues an invoice in EUR with two
 * VAT rates, downloads its PDF, exports a valid ISDOC, records a partial payment and issues a credit note.
 */

/** The official ISDOC 6.0.2 schema, in the shared folder beside the repository (searched upwards from a worktree). */
function isdocSchema(): string {
  const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  for (let dir = path.dirname(repository); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "shared", "standards", "isdoc", "isdoc-invoice-6.0.2.xsd");
    if (existsSync(candidate)) return candidate;
  }
  throw new Error("ISDOC schema not found above the repository");
}

/** An amount as the Czech locale writes it ("1 210,00 €"), whatever kind of space separates the groups. */
function amount(value: number, symbol: string): RegExp {
  const [whole, fraction] = value.toFixed(2).split(".") as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "\\s?");
  return new RegExp(`^-?${grouped},${fraction}\\s${symbol}$`);
}

/** The cells of a recapitulation table's rows, spaces normalized. */
async function rowsOf(table: Locator): Promise<string[][]> {
  const rows = await table.locator("tbody tr").all();
  return Promise.all(
    rows.map(async (row) => (await row.locator("td").allTextContents()).map((text) => text.replace(/\s/g, " ").trim())),
  );
}

const norm = (value: number, symbol: string) =>
  `${value.toLocaleString("cs-CZ", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${symbol}`.replace(
    /\s/g,
    " ",
  );

async function fillCompanyProfile(page: Page) {
  const form = page.getByRole("form", { name: "Company profile" });
  await form.getByLabel("Legal name").fill("Kancl Nováček s.r.o.");
  await form.getByLabel("IČO").fill("27082440");
  await form.getByLabel("DIČ").fill("CZ27082440");
  await form.getByLabel(/VAT payer/).check();
  await form.getByLabel("Street").fill("Václavské náměstí 1");
  await form.getByLabel("City").fill("Praha");
  await form.getByLabel("Postal code").fill("110 00");
  await form.getByLabel("Country").fill("CZ");
  await form.getByLabel("Bank account").fill("19-2000145399/0800");
  await form.getByRole("button", { name: "Save company profile" }).click();
  await expect(page.getByText("Company profile saved")).toBeVisible();
}

test("a newcomer issues an EUR invoice with two VAT rates, exports it, is paid in part and credits it", async ({
  page,
  user: _,
  consoleErrors,
}) => {
  const customer = await createBillableOrganization(page.request, "Delta Trading");
  const deal = await createDeal(page.request, { title: "Dodávka Delta", billingContactId: customer.id });

  // The invoice, made in the form: EUR at 25.125 CZK, consulting at 21 % and books at 12 %.
  await page.goto(`/crm/invoices/new?dealId=${deal.id}`);
  const form = page.getByRole("form", { name: "New invoice" });
  await expect(form.getByLabel("Billing Contact")).toHaveValue(customer.name);
  await form.getByLabel("Currency").selectOption("EUR");
  await form.getByLabel("Exchange Rate", { exact: true }).fill("25.125");
  await form.getByLabel("Due Date").fill("2030-06-30");
  await form.getByLabel("Constant Symbol").fill("0308");
  const item1 = form.getByRole("group", { name: "Item 1" });
  await item1.getByLabel("Description").fill("Konzultace");
  await item1.getByLabel("Unit Price").fill("1000");
  await expect(item1.getByLabel("VAT rate")).toHaveValue("21");
  await form.getByRole("button", { name: "Add Item" }).click();
  const item2 = form.getByRole("group", { name: "Item 2" });
  await item2.getByLabel("Description").fill("Odborné knihy");
  await item2.getByLabel("Quantity").fill("2");
  await item2.getByLabel("Unit Price").fill("50");
  await item2.getByLabel("VAT rate").selectOption("12");

  // The live recapitulation per rate, and in CZK (the shared totals module's figures).
  const live = form.getByRole("region", { name: "Summary" });
  await expect
    .poll(() => rowsOf(live.getByRole("table", { name: "VAT recapitulation", exact: true })))
    .toEqual([
      ["21 %", norm(1000, "€"), norm(210, "€"), norm(1210, "€")],
      ["12 %", norm(100, "€"), norm(12, "€"), norm(112, "€")],
    ]);
  await expect
    .poll(() => rowsOf(live.getByRole("table", { name: "VAT recapitulation in CZK" })))
    .toEqual([
      ["21 %", norm(25125, "Kč"), norm(5276.25, "Kč"), norm(30401.25, "Kč")],
      ["12 %", norm(2512.5, "Kč"), norm(301.5, "Kč"), norm(2814, "Kč")],
    ]);
  await form.getByRole("button", { name: "Create Invoice" }).click();
  await expect(page).toHaveURL(/\/crm\/invoices\/[0-9a-f-]{36}$/);
  const invoiceUrl = page.url();
  const heading = page.getByRole("heading", { name: /^Invoice \d{4}-\d{4}$/, level: 2 });
  await expect(heading).toBeVisible();
  const invoiceNumber = ((await heading.textContent()) ?? "").replace(/^Invoice /, "");

  // Issuing without a company profile is refused; the message links to the missing field.
  await page.getByRole("button", { name: "Issue" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Failed to issue invoice" });
  await expect(refusal).toContainText("fill it in under Settings → Company");
  await refusal.getByRole("link", { name: "Open Settings → Company" }).click();
  await expect(page).toHaveURL(/\/settings\/company#company-\w+$/);
  await fillCompanyProfile(page);

  // Back to the invoice: it is issued and becomes a tax document.
  await page.goto(invoiceUrl);
  await page.getByRole("button", { name: "Issue" }).click();
  await expect(page.getByText("Invoice issued")).toBeVisible();
  const information = page.getByRole("region", { name: "Invoice Information" });
  await expect(information.getByText("Issued", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit" })).toBeHidden();
  const documentCard = page.getByRole("region", { name: "Tax Document" });
  await expect(documentCard).toContainText("Invoice (tax document)");
  await expect(documentCard).toContainText(invoiceNumber.replace(/\D/g, ""));
  await expect(documentCard).toContainText("0308");

  // The PDF: opened in a new tab, a real PDF.
  const pdfResponse = page
    .context()
    .waitForEvent("response", (response) => new URL(response.url()).pathname.endsWith("/pdf"));
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const pdfTab = await popup;
  const pdf = await pdfResponse;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toMatch(/^application\/pdf/);
  const pdfBody = await page.request.get(pdf.url());
  expect((await pdfBody.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await pdfTab.close();

  // A partial payment: the form offers what is due (1 322 €); 500 € of it is paid.
  await page.getByRole("button", { name: "Record payment" }).click();
  const paymentDialog = page.getByRole("dialog", { name: "Record payment" });
  await expect(paymentDialog.getByLabel("Amount (EUR)")).toHaveValue("1322");
  await paymentDialog.getByLabel("Amount (EUR)").fill("500");
  await paymentDialog.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByText("Payment recorded")).toBeVisible();
  const payments = page.getByRole("region", { name: "Payments" });
  await expect(payments.getByRole("list", { name: "Payments" }).getByRole("listitem")).toHaveCount(1);
  const due = payments.locator("dl > div").filter({ hasText: "Amount Due" }).locator("dd");
  await expect(due).toHaveText(amount(822, "€"));

  // A credit note of one of the books: a draft linked to the invoice, then issued.
  await page.getByRole("button", { name: "Create credit note" }).click();
  const creditDialog = page.getByRole("dialog", { name: "Create credit note" });
  await creditDialog.getByLabel("Reason for the correction").fill("Jedna kniha vrácena");
  await creditDialog.getByRole("checkbox", { name: /Konzultace/ }).uncheck();
  await creditDialog.getByLabel("Quantity to credit, item 2").fill("1");
  await creditDialog.getByRole("button", { name: "Create credit note" }).click();
  const noteHeading = page.getByRole("heading", { name: /^Credit note D\d{4}-\d{4}$/, level: 2 });
  await expect(noteHeading).toBeVisible();
  const noteNumber = ((await noteHeading.textContent()) ?? "").replace(/^Credit note /, "");
  const noteUrl = page.url();
  const noteDocument = page.getByRole("region", { name: "Tax Document" });
  await expect(noteDocument.getByRole("link", { name: invoiceNumber })).toHaveAttribute(
    "href",
    new URL(invoiceUrl).pathname,
  );
  await expect(noteDocument).toContainText("Jedna kniha vrácena");
  await page.getByRole("button", { name: "Issue" }).click();
  await expect(
    page.getByRole("region", { name: "Invoice Information" }).getByText("Issued", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Issue" })).toBeHidden();

  // The invoice links to its credit note, and owes 50 € + 12 % less.
  await noteDocument.getByRole("link", { name: invoiceNumber }).click();
  await expect(
    page.getByRole("region", { name: "Tax Document" }).getByRole("link", { name: noteNumber }),
  ).toBeVisible();
  await expect(due).toHaveText(amount(822 - 56, "€"));

  // The list filters by status (both documents are issued) and keeps the filter in the URL; Back undoes it.
  await page.goto("/crm/invoices");
  await page.getByLabel("Status").selectOption("sent");
  await expect(page).toHaveURL(/status=sent/);
  const table = page.getByRole("table", { name: "Invoices" });
  await expect(table.getByRole("link", { name: invoiceNumber, exact: true })).toBeVisible();
  await expect(table.getByRole("link", { name: noteNumber, exact: true })).toBeVisible();
  // The filtered list's exports: a CSV Czech Excel opens (BOM, semicolons) and a zip of ISDOC files.
  const csvDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = readFileSync(await (await csvDownload).path(), "utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  expect(csv).toContain(invoiceNumber);
  expect(csv).toContain(noteNumber);
  expect(csv.split("\n")[0]).toContain(";");
  const zipDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export ISDOC" }).click();
  const zip = readFileSync(await (await zipDownload).path());
  expect(zip.subarray(0, 2).toString("latin1")).toBe("PK");
  expect(zip.includes(Buffer.from(`${invoiceNumber}.isdoc`))).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/crm\/invoices$/);

  // The ISDOC of the invoice and of its credit note: downloads that validate against the official schema.
  for (const [url, number] of [
    [invoiceUrl, invoiceNumber],
    [noteUrl, noteNumber],
  ] as const) {
    await page.goto(url);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download ISDOC" }).click();
    const isdoc = await downloading;
    expect(isdoc.suggestedFilename()).toMatch(/\.isdoc$/);
    const isdocPath = await isdoc.path();
    expect(readFileSync(isdocPath, "utf8")).toContain(number);
    const lint = spawnSync("xmllint", ["--noout", "--nonet", "--schema", isdocSchema(), isdocPath], {
      encoding: "utf8",
    });
    expect(lint.status, lint.stderr).toBe(0);
  }

  // The browser logs the one refusal this test provoked (issuing before the profile); nothing else went wrong.
  expect(consoleErrors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
});
