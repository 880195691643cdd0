import type { Locator } from "@playwright/test";
import { expect, test } from "../fixtures/app-test";
import { createBillableOrganization, createDeal, saveCompanyProfile } from "../fixtures/crm-data";

/** An amount in CZK as the Czech locale writes it ("3 600,97 Kč"), whatever kind of space separates the groups. */
function czk(cents: number): RegExp {
  const [whole, fraction] = (cents / 100).toFixed(2).split(".") as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "\\s?");
  return new RegExp(`^${grouped},${fraction}\\sKč$`);
}

/** The value next to a label in a summary list (Subtotal, Tax (21%), Total Amount). */
const summaryValue = (summary: Locator, label: string) =>
  summary
    .locator("dl > div")
    .filter({ has: summary.page().getByText(label, { exact: true }) })
    .locator("dd");

const items = [
  { description: "Návrh webu", quantity: 2, unitPrice: 1500.5 },
  { description: "Hosting na rok", quantity: 3, unitPrice: 199.99 },
];
const TAX_RATE = 21;
// Spec §5: item total = quantity × unit price; subtotal = sum of item totals; tax and total on top, in cents.
const itemCents = items.map((item) => Math.round(item.quantity * item.unitPrice * 100));
const subtotalCents = itemCents.reduce((sum, cents) => sum + cents, 0);
const taxCents = Math.round((subtotalCents * TAX_RATE) / 100);
const totalCents = subtotalCents + taxCents;

// Issue "Invoices": an invoice created from its deal with live totals, its PDF, its status, and no deleting once sent.
test("create an invoice from a deal, download its PDF, issue it", async ({ page, user: _, consoleErrors }) => {
  const organization = await createBillableOrganization(page.request, "Gama Software");
  const deal = await createDeal(page.request, { title: "Nový web Gama", billingContactId: organization.id });

  await page.goto(`/crm/deals/${deal.id}`);
  await expect(page.getByRole("heading", { name: deal.title, level: 2 })).toBeVisible();
  await expect(page.getByText("No invoices for this deal yet.")).toBeVisible();
  await page.getByRole("link", { name: "Create Invoice" }).click();
  await expect(page).toHaveURL(`/crm/invoices/new?dealId=${deal.id}`);

  // The deal and its billing contact are preselected.
  const form = page.getByRole("form", { name: "New invoice" });
  await expect(form.getByLabel("Deal")).toHaveValue(deal.title);
  await expect(form.getByLabel("Billing Contact")).toHaveValue(organization.name);
  await expect(form.getByLabel("Tax Rate (%)")).toHaveValue(String(TAX_RATE));
  await form.getByLabel("Due Date").fill("2030-06-30");

  // Two items; each row's total and the summary follow the input live.
  const [first, second] = items as [(typeof items)[number], (typeof items)[number]];
  const item1 = form.getByRole("group", { name: "Item 1" });
  await item1.getByLabel("Description").fill(first.description);
  await item1.getByLabel("Quantity").fill(String(first.quantity));
  await item1.getByLabel("Unit Price").fill(String(first.unitPrice));
  await expect(item1.getByRole("definition")).toHaveText(czk(itemCents[0] as number));
  await form.getByRole("button", { name: "Add Item" }).click();
  const item2 = form.getByRole("group", { name: "Item 2" });
  await expect(item2.getByLabel("Quantity")).toHaveValue("1");
  await item2.getByLabel("Description").fill(second.description);
  await item2.getByLabel("Quantity").fill(String(second.quantity));
  await item2.getByLabel("Unit Price").fill(String(second.unitPrice));
  await expect(item2.getByRole("definition")).toHaveText(czk(itemCents[1] as number));

  const liveSummary = form.getByRole("region", { name: "Summary" });
  await expect(summaryValue(liveSummary, "Subtotal")).toHaveText(czk(subtotalCents));
  await expect(summaryValue(liveSummary, `Tax (${TAX_RATE}%)`)).toHaveText(czk(taxCents));
  await expect(summaryValue(liveSummary, "Total Amount")).toHaveText(czk(totalCents));

  await form.getByRole("button", { name: "Create Invoice" }).click();
  await expect(page).toHaveURL(/\/crm\/invoices\/[0-9a-f-]{36}$/);
  const invoiceUrl = page.url();
  const heading = page.getByRole("heading", { name: /^Invoice [\w-]*\d+$/, level: 2 });
  await expect(heading).toBeVisible();
  const invoiceNumber = ((await heading.textContent()) ?? "").replace(/^Invoice /, "");
  const information = page.getByRole("region", { name: "Invoice Information" });
  await expect(information).toContainText(invoiceNumber);
  await expect(information).toContainText("Draft");
  await expect(information).toContainText("Gama Software s.r.o.");
  const rows = page.getByRole("region", { name: "Items" }).getByRole("row");
  await expect(rows).toHaveCount(1 + items.length);
  await expect(rows.nth(1)).toContainText(first.description);
  await expect(rows.nth(2)).toContainText(second.description);
  const summary = page.getByRole("region", { name: "Summary" });
  await expect(summaryValue(summary, "Subtotal")).toHaveText(czk(subtotalCents));
  await expect(summaryValue(summary, `Tax (${TAX_RATE}%)`)).toHaveText(czk(taxCents));
  await expect(summaryValue(summary, "Total Amount")).toHaveText(czk(totalCents));

  // Download PDF opens the PDF in a new tab.
  const pdfResponse = page
    .context()
    .waitForEvent("response", (response) => new URL(response.url()).pathname.endsWith("/pdf"));
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const pdfTab = await popup;
  const pdf = await pdfResponse;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toMatch(/^application\/pdf/);
  expect(new URL(pdf.url()).pathname).toMatch(/^\/api\/v1\/crm\/invoices\/[0-9a-f-]{36}\/pdf$/);
  expect(pdfTab.url()).toBe(pdf.url());
  // The tab shows Chromium's PDF viewer; the document it was given is a real PDF.
  const document = await page.request.get(pdf.url());
  expect((await document.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await pdfTab.close();
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeEnabled();

  // A draft can be deleted from the list.
  await page.goto("/crm/invoices");
  const listRow = page.getByRole("table", { name: "Invoices" }).getByRole("row").filter({ hasText: invoiceNumber });
  await expect(listRow).toContainText("Gama Software s.r.o.");
  await expect(listRow.getByRole("button", { name: /^Delete/ })).toBeVisible();

  // Issue it from its page (the company profile must be complete). Nothing was sent, so it reads "Issued".
  await saveCompanyProfile(page.request);
  await page.goto(invoiceUrl);
  await page.getByRole("button", { name: "Issue", exact: true }).click();
  await expect(page.getByText("Invoice issued")).toBeVisible();
  await expect(information.getByText("Issued", { exact: true })).toBeVisible();
  // An issued invoice is a legal document: no Edit, no Delete, no way back to draft (issue 34 item 10).
  await expect(page.getByRole("link", { name: "Edit" })).toBeHidden();
  await expect(page.getByRole("button", { name: /Revert|Delete/ })).toHaveCount(0);
  await page.goto("/crm/invoices");
  await expect(listRow.getByText("Issued", { exact: true })).toBeVisible();
  await expect(listRow.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  await expect(listRow.getByRole("button", { name: /^Download PDF/ })).toBeVisible();
  // The server refuses it too, whatever a client offers.
  const refused = await page.request.delete(invoiceUrl.replace("/crm/", "/api/v1/crm/"));
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error).toBe("Only draft invoices can be deleted");

  // The deal lists its invoice with the total.
  await page.goto(`/crm/deals/${deal.id}`);
  await expect(page.getByRole("heading", { name: "Invoices (1)" })).toBeVisible();
  const dealInvoices = page.getByRole("list", { name: "Invoices of this deal" });
  await expect(dealInvoices.getByRole("link", { name: invoiceNumber })).toBeVisible();
  await expect(dealInvoices).toContainText("Issued");

  expect(consoleErrors).toEqual([]);
});
