import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/app-test";

/** Creates a deal in negotiation billed to `organization` through the New Deal form; answers its page's URL. */
async function createDeal(page: Page, title: string, organization: string): Promise<string> {
  await page.goto("/crm/deals");
  await page.getByRole("link", { name: "New Deal" }).click();
  const form = page.getByRole("form", { name: "New deal" });
  await form.getByRole("textbox", { name: "Title" }).fill(title);
  await form.getByRole("combobox", { name: "Status" }).selectOption({ label: "Negotiation" });
  await form.getByRole("combobox", { name: "Currency" }).selectOption("CZK");
  await form.getByRole("spinbutton", { name: "Estimated Value" }).fill("120000");
  const billing = form.getByRole("combobox", { name: "Billing Contact" });
  await billing.fill(organization.slice(0, 4));
  await page.getByRole("option", { name: new RegExp(`^${organization}`) }).click();
  await expect(billing).toHaveValue(organization);
  await form.getByRole("textbox", { name: "Source" }).fill("Doporučení");
  await form.getByRole("button", { name: "Create Deal" }).click();
  await expect(page.getByText("Deal created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/crm\/deals\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: title, level: 2 })).toBeVisible();
  return page.url();
}

// Issue "Deals": deals billed to an organization, closed as won (with the actual value) or lost from the list,
// and deleted after a confirmation.
test("create deals, mark one won and one lost from the list, delete one", async ({ page, user: _, consoleErrors }) => {
  // The billing organization is set-up, not what this test is about.
  const organization = "Beta Stavby";
  const created = await page.request.post("/api/v1/crm/contacts", {
    data: { type: "organization", name: organization, legalName: "Beta Stavby s.r.o." },
  });
  expect(created.status(), await created.text()).toBe(201);

  const won = "Rekonstrukce kanceláří";
  const wonUrl = await createDeal(page, won, organization);
  const basic = page.getByRole("region", { name: "Basic Information" });
  await expect(basic.getByText("Negotiation", { exact: true })).toBeVisible();
  await expect(basic.getByRole("link", { name: organization })).toBeVisible();
  // Not won yet: no actual value.
  await expect(page.getByRole("region", { name: "Financial Information" })).not.toContainText("Actual Value");

  // Mark it won from the list: the actual value must be a positive number, then a confirmation.
  await page.getByRole("navigation", { name: "CRM sections" }).getByRole("link", { name: "Deals" }).click();
  const table = page.getByRole("table", { name: "Deals" });
  const wonRow = table.getByRole("row").filter({ hasText: won });
  await expect(wonRow.getByText("Negotiation", { exact: true })).toBeVisible();
  await expect(wonRow).toContainText(organization);
  await expect(wonRow).toContainText(/120\s000,00\sKč/);
  await wonRow.getByRole("button", { name: `Mark as Won ${won}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Mark deal as won" })).toBeVisible();
  const actualValue = dialog.getByRole("spinbutton", { name: "Actual value" });
  await actualValue.fill("-5");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please enter a valid positive number for actual value");
  await actualValue.fill("0");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please enter a valid positive number for actual value");
  await actualValue.fill("125000.50");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("heading", { name: "Mark deal as won?" })).toBeVisible();
  await expect(dialog).toContainText(/125\s000,50/);
  await dialog.getByRole("button", { name: "Mark as Won" }).click();
  await expect(page.getByText("Deal marked as won successfully", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(wonRow.getByText("Won", { exact: true })).toBeVisible();
  // Only deals in negotiation offer the closing actions.
  await expect(wonRow.getByRole("button", { name: /^Mark as (Won|Lost)/ })).toHaveCount(0);

  // The deal's page shows the actual value.
  await page.goto(wonUrl);
  const financial = page.getByRole("region", { name: "Financial Information" });
  await expect(financial).toContainText("Actual Value");
  await expect(financial).toContainText(/125\s000,50/);

  // Another deal, marked lost from the list after its confirmation.
  const lost = "Fasáda Beta";
  await createDeal(page, lost, organization);
  await page.goto("/crm/deals");
  const lostRow = table.getByRole("row").filter({ hasText: lost });
  await lostRow.getByRole("button", { name: `Mark as Lost ${lost}` }).click();
  const confirmLost = page.getByRole("alertdialog", { name: "Mark deal as lost?" });
  await expect(confirmLost).toContainText(lost);
  await confirmLost.getByRole("button", { name: "Mark as Lost" }).click();
  await expect(page.getByText("Deal marked as lost successfully", { exact: true })).toBeVisible();
  await expect(lostRow.getByText("Lost", { exact: true })).toBeVisible();
  await expect(lostRow.getByRole("button", { name: /^Mark as (Won|Lost)/ })).toHaveCount(0);

  // Delete the lost one, after the confirmation.
  await lostRow.getByRole("button", { name: `Delete ${lost}` }).click();
  const confirmDelete = page.getByRole("alertdialog", { name: "Delete deal?" });
  await expect(confirmDelete).toContainText(lost);
  await confirmDelete.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Deal deleted successfully", { exact: true })).toBeVisible();
  await expect(table.getByRole("link", { name: lost, exact: true })).toBeHidden();
  await expect(table.getByRole("link", { name: won, exact: true })).toBeVisible();
  await page.reload();
  await expect(table.getByRole("link", { name: won, exact: true })).toBeVisible();
  await expect(table.getByRole("link", { name: lost, exact: true })).toBeHidden();

  expect(consoleErrors).toEqual([]);
});
