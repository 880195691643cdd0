import { expectNoSeriousAxeViolations } from "../fixtures/accessibility";
import { expect, test } from "../fixtures/app-test";

// Issue 27 item 3: an admin registers a webhook in Settings → Webhooks, sees its secret once, sends a test event and
// reads its delivery in the log. The app runs with private targets not allowed (the default), so a delivery to
// 127.0.0.1 is refused before any connection, which the log says.
test("register a webhook, send a test event, read the refused delivery, delete it", async ({
  page,
  user: _,
  consoleErrors,
}) => {
  await page.goto("/settings/webhooks");
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
  await expect(page.getByText("No webhooks yet.")).toBeVisible();
  // The form's 18 event checkboxes are targets big enough to hit (WCAG 2.2), on a laptop and on a phone.
  await expectNoSeriousAxeViolations(page, "Settings → Webhooks at 1280 px");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousAxeViolations(page, "Settings → Webhooks at 390 px");
  await page.setViewportSize({ width: 1280, height: 720 });

  const form = page.getByRole("form", { name: "Add an endpoint" });
  await form.getByRole("textbox", { name: "Endpoint URL" }).fill("http://127.0.0.1:9/hooks");
  await form.getByRole("textbox", { name: "Description" }).fill("Sklad");
  await form.getByRole("checkbox", { name: "contact.created" }).check();
  await form.getByRole("button", { name: "Add endpoint" }).click();

  const dialog = page.getByRole("dialog", { name: "Copy the signing secret" });
  const secret = await dialog.getByRole("textbox", { name: "Signing secret" }).inputValue();
  expect(secret).toMatch(/^whsec_\S{40,}$/);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole("listitem", { name: "http://127.0.0.1:9/hooks" });
  await expect(card).toContainText("Sklad");
  await expect(card).toContainText("Enabled");
  await expect(card).not.toContainText(secret);

  await card.getByRole("button", { name: "Send test event" }).click();
  await card.getByRole("button", { name: "Deliveries" }).click();
  const log = card.getByRole("table", { name: "Deliveries to http://127.0.0.1:9/hooks" });
  const row = log.getByRole("row").filter({ hasText: "ping" });
  await expect(row).toContainText("Failed", { timeout: 30_000 });
  await row.getByText("Refused: 127.0.0.1 is a private or reserved address").first().waitFor({ state: "attached" });
  await card.screenshot({ path: test.info().outputPath("webhook-card.png") });

  await card.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this webhook?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No webhooks yet.")).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
