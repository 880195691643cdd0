import { expect, test } from "../fixtures/app-test";

// Issue "Integrators": a personal API key created in Settings works for the REST API without a session, and stops
// working once revoked in the UI.
test("create an API key, call the API with it, revoke it", async ({
  page,
  playwright,
  baseURL,
  user: _,
  consoleErrors,
}) => {
  // An integrator's client: no cookies, no storage, only the key.
  const integrator = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const withoutKey = await integrator.get("/api/v1/crm/contacts");
    expect(withoutKey.status()).toBe(401);

    await page.goto("/");
    await page.getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/settings\/api-keys$/);
    await expect(page.getByRole("heading", { name: "API keys" })).toBeVisible();

    const form = page.getByRole("form", { name: "Create API key" });
    await form.getByRole("button", { name: "Create key" }).click();
    await expect(form.getByRole("alert")).toHaveText("Name is required");
    await form.getByRole("textbox", { name: "Name" }).fill("Export faktur");
    await form.getByRole("button", { name: "Create key" }).click();

    // The secret is shown once.
    const dialog = page.getByRole("dialog", { name: "Copy your new API key" });
    await expect(dialog).toContainText("It will not be shown again.");
    const secret = await dialog.getByRole("textbox", { name: "API key" }).inputValue();
    expect(secret).toMatch(/^kancl_\S{20,}$/);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(secret)).toHaveCount(0);

    const keys = page.getByRole("table", { name: "Your keys" });
    const row = keys.getByRole("row").filter({ hasText: "Export faktur" });
    await expect(row).toBeVisible();
    // The list shows only the key's prefix, never the secret.
    const prefix = (await row.locator("code").textContent()) ?? "";
    expect(prefix).toMatch(/^kancl_\S+…$/);
    expect(secret.startsWith(prefix.slice(0, -1))).toBe(true);
    await expect(row).not.toContainText(secret);

    // The key works without a session.
    const authorization = { authorization: `Bearer ${secret}` };
    const contacts = await integrator.get("/api/v1/crm/contacts", { headers: authorization });
    expect(contacts.status(), await contacts.text()).toBe(200);
    expect(Array.isArray((await contacts.json()).contacts)).toBe(true);

    // Revoked in the UI, it answers 401.
    await row.getByRole("button", { name: "Revoke Export faktur" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Revoke API key?" });
    await expect(confirm).toContainText("Export faktur");
    await confirm.getByRole("button", { name: "Revoke key" }).click();
    await expect(confirm).toBeHidden();
    await expect(row.getByRole("button", { name: "Revoke Export faktur" })).toHaveCount(0);
    await expect(row).toContainText("Revoked");

    const revoked = await integrator.get("/api/v1/crm/contacts", { headers: authorization });
    expect(revoked.status()).toBe(401);
    expect(await revoked.json()).toHaveProperty("error");
  } finally {
    await integrator.dispose();
  }

  expect(consoleErrors).toEqual([]);
});
