import { expect, test } from "../fixtures/app-test";
import { createBillableOrganization, createDeal, createInvoice } from "../fixtures/crm-data";

/**
 * Records every text the page shows from the first paint on (index.html's own, then React's), so a test can tell
 * that no English was ever on screen.
 */
function recordTextsFromFirstPaint() {
  const texts: string[] = [];
  (window as unknown as { __texts: string[] }).__texts = texts;
  const record = () => {
    if (document.body) texts.push(`${document.documentElement.lang}|${document.body.textContent}`);
  };
  new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener("DOMContentLoaded", record);
}

// Issue 23 item 3 (decision 180): English by default; Czech chosen in Settings follows the user to every screen,
// with Czech formats, and is there from the first paint after a reload.
test("switch to Czech in Settings and walk contacts, deals, invoices and settings in Czech", async ({
  page,
  user: _,
  consoleErrors,
}) => {
  const customer = await createBillableOrganization(page.request, "Jazyková škola");
  const deal = await createDeal(page.request, { title: "Kurz češtiny", billingContactId: customer.id });
  const invoice = await createInvoice(page.request, { dealId: deal.id, billingContactId: customer.id });

  // English is the default of a new organization and user.
  await page.goto("/settings/language");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: "Settings" })).toBeVisible();

  await page.getByLabel("Your language").selectOption("cs");
  await expect(page.locator("html")).toHaveAttribute("lang", "cs");
  await expect(page.getByText("Jazyk uložen")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Jazyk", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Nastavení" }).getByRole("link", { name: "Firma" })).toBeVisible();

  // Contacts.
  await page.getByRole("link", { name: "CRM", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Kontakty", level: 2 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Nový kontakt" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Kontakty" }).getByText("Organizace")).toBeVisible();

  // Deals: a Czech status badge.
  await page.getByRole("navigation", { name: "Části CRM" }).getByRole("link", { name: "Obchody" }).click();
  const deals = page.getByRole("table", { name: "Obchody" });
  await expect(deals.getByRole("columnheader", { name: "Fakturační kontakt" })).toBeVisible();
  await expect(deals.getByText("Jednání")).toBeVisible();

  // Invoices: the amount and the due date as Czech writes them.
  await page.getByRole("navigation", { name: "Části CRM" }).getByRole("link", { name: "Faktury" }).click();
  const invoices = page.getByRole("table", { name: "Faktury" });
  const row = invoices.getByRole("row").filter({ hasText: invoice.invoiceNumber });
  await expect(row.getByText(/^3\s630,00\sKč$/)).toBeVisible();
  await expect(row.getByText("31. 1. 2030")).toBeVisible();
  await expect(row.getByText("Koncept")).toBeVisible();

  // A reload keeps Czech from the first paint: the server's HTML is Czech, and no English was ever on screen.
  await page.goto("/settings/language");
  await page.addInitScript(recordTextsFromFirstPaint);
  const response = await page.reload();
  const html = (await response?.text()) ?? "";
  expect(html).toContain('<html lang="cs"');
  expect(html).toContain("Načítání…");
  await expect(page.getByRole("heading", { name: "Jazyk", level: 1 })).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { __texts: string[] }).__texts);
  expect(seen.length).toBeGreaterThan(0);
  for (const text of seen) {
    expect(text.startsWith("cs|"), text.slice(0, 80)).toBe(true);
    expect(text).not.toMatch(/Loading|Settings|Your language|Logout/);
  }

  // Back to the organization's default (English): the screens follow at once.
  await page.getByLabel("Váš jazyk").selectOption("");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { name: "Language", level: 1 })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
