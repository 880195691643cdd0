import type { Page, TestInfo } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "../fixtures/accessibility";
import { expect, test } from "../fixtures/app-test";
import { createBillableOrganization, createDeal, createInvoice, saveCompanyProfile } from "../fixtures/crm-data";
import { createProject, createTask } from "../fixtures/projects-data";

/**
 * Issue 23: every screen at 1440, 1280, 1024 and 390 px, light and dark. What must hold everywhere: the page never
 * scrolls sideways, every form field is wide enough to use (≥ 120 px), and nothing the user needs sits under the
 * assistant panel; axe-core finds no serious or critical accessibility violation (WCAG 2.2 A and AA). Screenshots of each screen go to the test's output folder (test-results/…) as artifacts.
 */
const WIDTHS = [1440, 1280, 1024, 390] as const;
const THEMES = ["light", "dark"] as const;
/** English in both themes; Czech (longer words, other formats) in the dark theme, so each language gets a theme. */
const PASSES = [
  { language: "en", themes: THEMES },
  { language: "cs", themes: ["dark"] },
] as const;

async function checkScreen(page: Page, testInfo: TestInfo, name: string, width: number, theme: string) {
  // The page is in the language asked for, from the server's HTML on.
  await expect(page.locator("html")).toHaveAttribute("lang", testInfo.title.includes("Czech") ? "cs" : "en");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    main: (() => {
      const main = document.querySelector("main");
      return main ? main.scrollWidth - main.clientWidth : 0;
    })(),
  }));
  expect(overflow.page, `${name} at ${width} px: the page scrolls sideways`).toBeLessThanOrEqual(0);
  // Wide tables may scroll inside their own box; the page's main area itself must not.
  expect(overflow.main, `${name} at ${width} px: the main area scrolls sideways`).toBeLessThanOrEqual(0);
  const narrowFields = await page.evaluate(() =>
    [...document.querySelectorAll("main input, main select, main textarea")]
      .filter((field) => {
        const type = field.getAttribute("type");
        return !(type && ["checkbox", "radio", "hidden", "file", "color"].includes(type));
      })
      .map((field) => ({ field, box: field.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && box.width < 120)
      .map(({ field, box }) => `${field.getAttribute("name") ?? field.id} ${Math.round(box.width)} px`),
  );
  expect(narrowFields, `${name} at ${width} px: fields narrower than 120 px`).toEqual([]);
  const main = await page.locator("main").boundingBox();
  const panel = page.getByRole("complementary", { name: /^(AI Assistant|AI asistent)$/ });
  if (main && (await panel.isVisible())) {
    const box = await panel.boundingBox();
    // Beside the page (docked), never over it, unless the user opened it as a sheet.
    if (box)
      expect(box.x, `${name} at ${width} px: the panel covers the page`).toBeGreaterThanOrEqual(
        main.x + main.width - 1,
      );
  }
  // axe at each of the three layouts (docked panels; the sidebar with the assistant as a sheet; the phone's drawer
  // and sheet); 1280 px lays out as 1440 (both panels docked), so it is checked for geometry only, to keep the
  // suite's time in bounds.
  if (width !== 1280) await expectNoSeriousAxeViolations(page, `${name} at ${width} px, ${theme}`);
  const shot = testInfo.outputPath(`${name}-${width}-${theme}.png`);
  await page.screenshot({ path: shot, fullPage: true });
  await testInfo.attach(`${name} ${width} px ${theme}`, { path: shot, contentType: "image/png" });
}

for (const width of WIDTHS)
  for (const pass of PASSES) {
    const title =
      pass.language === "en"
        ? `every screen works at ${width} px in both themes`
        : `every screen works at ${width} px in Czech`;
    test(title, async ({ page, user: _, consoleErrors }, testInfo) => {
      // 41 screens × 2 themes, with axe: up to 8 s a screen on a loaded two-core machine.
      test.setTimeout(600_000);
      if (pass.language === "cs") {
        const chosen = await page.request.put("/api/v1/account/language", { data: { language: "cs" } });
        expect(chosen.status(), await chosen.text()).toBe(200);
      }
      await saveCompanyProfile(page.request);
      const organization = await createBillableOrganization(page.request, "Šířka Obchodní");
      const deal = await createDeal(page.request, { title: "Responzivní web", billingContactId: organization.id });
      const invoice = await createInvoice(page.request, { dealId: deal.id, billingContactId: organization.id });
      const project = await createProject(page.request, "Responzivní projekt", organization.id);
      for (const [index, title] of [
        "Připravit podklady pro klienta a zkontrolovat smlouvu",
        "Schůzka",
        "Faktura",
      ].entries())
        await createTask(page.request, project.id, {
          title,
          columnId: project.columns[index]?.id,
          startDate: "2026-11-20",
          dueDate: "2026-12-04",
        });
      const screens: [string, string][] = [
        ["overview", "/"],
        ["contacts", "/crm/contacts"],
        ["contact", `/crm/contacts/${organization.id}`],
        ["contact-new", "/crm/contacts/new"],
        ["contact-import", "/crm/contacts/import"],
        ["deals", "/crm/deals"],
        ["deal", `/crm/deals/${deal.id}`],
        ["deal-edit", `/crm/deals/${deal.id}/edit`],
        ["deal-new", "/crm/deals/new"],
        ["invoices", "/crm/invoices"],
        ["invoice", `/crm/invoices/${invoice.id}`],
        ["invoice-edit", `/crm/invoices/${invoice.id}/edit`],
        ["invoice-new", "/crm/invoices/new"],
        ["settings-company", "/settings/company"],
        ["settings-api-keys", "/settings/api-keys"],
        ["settings-account", "/settings/account"],
        ["settings-outbox", "/settings/outbox"],
        ["settings-users", "/settings/users"],
        ["settings-audit-log", "/settings/audit-log"],
        ["settings-trash", "/settings/trash"],
        ["settings-language", "/settings/language"],
        ["settings-demo-data", "/settings/demo-data"],
        ["settings-webhooks", "/settings/webhooks"],
        ["projects", "/projects"],
        ["project-board", `/projects/${project.id}/board`],
        ["project-timeline", `/projects/${project.id}/timeline`],
        ["project-tasks", `/projects/${project.id}/tasks`],
        ["project-activity", `/projects/${project.id}/activity`],
        ["my-tasks", "/projects/my-tasks"],
      ];
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      for (const theme of pass.themes) {
        await page.emulateMedia({ colorScheme: theme });
        for (const [name, path] of screens) {
          await page.goto(path);
          await checkScreen(page, testInfo, `${name}${pass.language === "cs" ? "-cs" : ""}`, width, theme);
        }
      }
      expect(consoleErrors).toEqual([]);
    });
  }

for (const width of WIDTHS) {
  test(`the signed-out screens work at ${width} px in both themes`, async ({ page, consoleErrors }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      for (const [name, path] of [
        ["login", "/login"],
        ["register", "/register"],
        ["forgot-password", "/forgot-password"],
      ] as const) {
        await page.goto(path);
        await checkScreen(page, testInfo, name, width, theme);
      }
    }
    // The session check answers 401 to a signed-out reader, which the browser logs; nothing else may fail.
    expect(consoleErrors.filter((error) => !error.includes("status of 401"))).toEqual([]);
  });
}

test("on a phone the menu is a drawer and the assistant a full-width sheet; Ctrl+J opens it on a laptop", async ({
  page,
  user: _,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/crm/contacts");
  await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await sidebar.getByRole("link", { name: "Projects" }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(sidebar).toBeHidden();

  await page.getByRole("button", { name: "AI Assistant" }).click();
  const panel = page.getByRole("complementary", { name: /^(AI Assistant|AI asistent)$/ });
  await expect(panel.getByLabel("Zadej příkaz")).toBeFocused();
  expect((await panel.boundingBox())?.width).toBe(390);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();

  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(page.getByRole("complementary", { name: "Sidebar" })).toBeVisible();
  await page.keyboard.press("Control+j");
  await expect(panel.getByLabel("Zadej příkaz")).toBeFocused();
  expect((await panel.boundingBox())?.width).toBe(320);
  await page.reload();
  // Remembered: the sheet is open again after the reload.
  await expect(panel).toBeVisible();
});

/**
 * Issue 23: opening or closing a panel shifts nothing the user did not ask to move. The Layout Instability API
 * leaves out shifts within 500 ms of a click or a key press (hadRecentInput): a panel's own reflow, done at once, is
 * such a shift; anything that lands later (a late re-layout, content loading because of the toggle) is counted.
 */
test("collapsing and opening the panels shifts nothing after the click (CLS 0)", async ({ page, user: _ }) => {
  const settle = () => page.waitForTimeout(800);
  const steps: Record<number, () => Promise<void>> = {
    // Docked panels: collapse the sidebar and the assistant, bring both back (a button, then Ctrl+J).
    1440: async () => {
      await page.getByRole("button", { name: "Collapse sidebar" }).click();
      await settle();
      await page.getByRole("button", { name: "Collapse assistant" }).click();
      await settle();
      await page.getByRole("button", { name: "Show sidebar" }).click();
      await settle();
      await page.keyboard.press("Control+j");
      await settle();
    },
    // A laptop: the assistant is a sheet over the page (Ctrl+J, Escape); the sidebar still collapses.
    1024: async () => {
      await page.keyboard.press("Control+j");
      await settle();
      await page.keyboard.press("Escape");
      await settle();
      await page.getByRole("button", { name: "Collapse sidebar" }).click();
      await settle();
      await page.getByRole("button", { name: "Show sidebar" }).click();
      await settle();
    },
  };
  for (const [width, walk] of Object.entries(steps)) {
    await page.setViewportSize({ width: Number(width), height: 900 });
    await page.goto("/crm/contacts");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => {
      const shifts: { value: number; hadRecentInput: boolean }[] = [];
      (window as unknown as { kanclShifts: typeof shifts }).kanclShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput });
      }).observe({ type: "layout-shift" });
    });
    await walk();
    const shifts = await page.evaluate(
      () => (window as unknown as { kanclShifts: { value: number; hadRecentInput: boolean }[] }).kanclShifts,
    );
    // The observer works: the collapsed sidebar moved the page, right after the click.
    expect(shifts.filter((shift) => shift.hadRecentInput).length, `shifts seen at ${width} px`).toBeGreaterThan(0);
    const unexpected = shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);
    expect(unexpected, `layout shift after the toggles at ${width} px`).toBe(0);
  }
});
