import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures/app-test";
import { saveCompanyProfile } from "../fixtures/crm-data";

/**
 * Issue 23: the whole way from a new contact to a deal to an invoice with the keyboard alone — Tab, Shift+Tab, arrows,
 * Enter, Space and typing; no click, no `fill`. Each step tabs to its control, so a control that cannot be reached
 * by Tab, or that shows no focus, fails the test.
 */
async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      // A visible focus indicator: an outline or a ring (box-shadow) while focused by the keyboard.
      const shown = await target.evaluate((element) => {
        const style = getComputedStyle(element);
        return (style.outlineStyle !== "none" && style.outlineWidth !== "0px") || style.boxShadow !== "none";
      });
      expect(shown, "the focused control shows its focus").toBe(true);
      return;
    }
    await page.keyboard.press("Tab");
  }
  throw new Error(`could not reach ${target} with Tab`);
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

test("a new contact, a deal and an invoice with the keyboard alone", async ({ page, user: _, consoleErrors }) => {
  await saveCompanyProfile(page.request);
  const organization = "Klávesnice Obchodní";

  await page.goto("/crm/contacts");
  await tabTo(page, page.getByRole("link", { name: "New Contact" }));
  await page.keyboard.press("Enter");
  const contactForm = page.getByRole("form", { name: "New contact" });
  await tabTo(page, contactForm.getByRole("radio", { name: "Person" }));
  await page.keyboard.press("ArrowRight");
  await expect(contactForm.getByRole("radio", { name: "Organization" })).toBeChecked();
  await typeInto(page, contactForm.getByRole("textbox", { name: "Name", exact: true }), organization);
  await typeInto(page, contactForm.getByRole("textbox", { name: "Legal Name", exact: true }), `${organization} s.r.o.`);
  await tabTo(page, contactForm.getByRole("button", { name: "Add Billing Information" }));
  await page.keyboard.press("Enter");
  await typeInto(
    page,
    contactForm.getByRole("textbox", { name: "Billing Name", exact: true }),
    `${organization} s.r.o.`,
  );
  await typeInto(
    page,
    contactForm.getByRole("textbox", { name: "Billing Email", exact: true }),
    "ucetni@klavesnice.cz",
  );
  await typeInto(page, contactForm.getByRole("textbox", { name: "Billing Address", exact: true }), "Dlouhá 1, Praha");
  await tabTo(page, contactForm.getByRole("button", { name: "Create Contact" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Contact created successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: organization, level: 2 })).toBeVisible();

  await page.goto("/crm/deals");
  await tabTo(page, page.getByRole("link", { name: "New Deal" }));
  await page.keyboard.press("Enter");
  const dealForm = page.getByRole("form", { name: "New deal" });
  await typeInto(page, dealForm.getByRole("textbox", { name: "Title" }), "Klávesové zkratky");
  // The searched picker (decision 185): type, wait for the server's match, arrow to it, Enter.
  const billing = dealForm.getByRole("combobox", { name: "Billing Contact" });
  await tabTo(page, billing);
  await page.keyboard.type("Klávesnice");
  const match = page.getByRole("option", { name: new RegExp(`^${organization}`) });
  await expect(match).toBeVisible();
  await expect(billing).toHaveAttribute("aria-activedescendant", (await match.getAttribute("id")) ?? "");
  await page.keyboard.press("Enter");
  await expect(billing).toHaveValue(organization);
  await expect(billing).toHaveAttribute("aria-expanded", "false");
  await tabTo(page, dealForm.getByRole("button", { name: "Create Deal" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Deal created successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Klávesové zkratky", level: 2 })).toBeVisible();

  await tabTo(page, page.getByRole("link", { name: "Create Invoice" }));
  await page.keyboard.press("Enter");
  const invoiceForm = page.getByRole("form", { name: "New invoice" });
  await expect(invoiceForm.getByLabel("Deal")).toHaveValue("Klávesové zkratky");
  await expect(invoiceForm.getByLabel("Billing Contact")).toHaveValue(organization);
  // A date field takes its parts in the browser's order (month first in the headless shell's en-US, day first in
  // Czech): type one order, and the other if the field did not take it.
  const dueDate = invoiceForm.getByLabel("Due Date");
  await tabTo(page, dueDate);
  await page.keyboard.type("06302030");
  if ((await dueDate.inputValue()) !== "2030-06-30") {
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.type("30062030");
  }
  await expect(dueDate).toHaveValue("2030-06-30");
  const item = invoiceForm.getByRole("group", { name: "Item 1" });
  await typeInto(page, item.getByLabel("Description"), "Školení klávesových zkratek");
  await typeInto(page, item.getByLabel("Unit Price"), "4500");
  await tabTo(page, invoiceForm.getByRole("button", { name: "Create Invoice" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/crm\/invoices\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("region", { name: "Invoice Information" })).toContainText(`${organization} s.r.o.`);
  expect(consoleErrors).toEqual([]);
});
