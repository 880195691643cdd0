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

/**
 * Records the page's rendered text (innerText: one line per block, so words of neighbouring elements do not run
 * together) from the first paint on.
 */
function recordRenderedTextsFromFirstPaint() {
  const texts: string[] = [];
  (window as unknown as { __rendered: string[] }).__rendered = texts;
  const record = () => {
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered lines, not textContent's run-together words.
    if (document.body) texts.push(document.body.innerText);
  };
  new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  document.addEventListener("DOMContentLoaded", record);
}

/** A catalogue key as `t` would show it when its texts are missing ("contactView.basicInformation", "crm.title"). */
const CATALOGUE_KEY =
  /(?<![.\w@])(?:[a-z]+[A-Z][A-Za-z]*|common|shell|theme|errors|settings|language|overview|crm|status|events|timeline|palette|pickers|components|merge|login|register|invitation)\.[a-z][A-Za-z]+\b/;

// Decision 210: each route fetches its area's texts with its code, in the language on screen. On a fresh load of
// any screen, in either language, no catalogue key is ever on screen, from the first paint on.
test("every screen's first render has its texts, never a key, in English and in Czech", async ({
  page,
  user: _,
  consoleErrors,
}) => {
  // 38 fresh page loads.
  test.setTimeout(240_000);
  const customer = await createBillableOrganization(page.request, "Klíčová s.r.o.");
  const deal = await createDeal(page.request, { title: "Bez klíčů", billingContactId: customer.id });
  const invoice = await createInvoice(page.request, { dealId: deal.id, billingContactId: customer.id });
  const screens = [
    "/",
    "/crm/contacts",
    `/crm/contacts/${customer.id}`,
    `/crm/contacts/${customer.id}/edit`,
    "/crm/contacts/import",
    "/crm/deals",
    `/crm/deals/${deal.id}`,
    `/crm/deals/${deal.id}/edit`,
    "/crm/invoices",
    `/crm/invoices/${invoice.id}`,
    "/crm/invoices/new",
    "/projects",
    "/projects/my-tasks",
    "/email",
    "/settings/company",
    "/settings/users",
    "/settings/audit-log",
    "/settings/webhooks",
    "/settings/account",
  ];
  await page.addInitScript(recordRenderedTextsFromFirstPaint);
  for (const language of ["en", "cs"] as const) {
    expect((await page.request.put("/api/v1/account/language", { data: { language } })).status()).toBe(200);
    for (const path of screens) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      // The page itself has rendered (a heading of the page): its first render is recorded.
      await expect(page.getByRole("main").getByRole("heading").first()).toBeVisible();
      const seen = await page.evaluate(() => (window as unknown as { __rendered: string[] }).__rendered);
      expect(seen.length, path).toBeGreaterThan(0);
      for (const text of seen) expect(text, `${language} ${path}`).not.toMatch(CATALOGUE_KEY);
    }
  }
  expect(consoleErrors).toEqual([]);
});
