import { randomUUID } from "node:crypto";
import { expect, test } from "../fixtures/app-test";

// Issue "Organizations, accounts and sessions": a newcomer registers with an organization ID from an admin (spec §2,
// §5; the admin API makes it), works signed in, and signs out and in again. (The first run of an empty database is
// first-run.spec.ts.)
test("register with an organization ID, toggle the theme, log out and back in", async ({
  page,
  request,
  consoleErrors,
}) => {
  const created = await request.post("/api/v1/admin/organizations", {
    headers: { authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
    data: { name: "Nováček s.r.o." },
  });
  expect(created.status(), await created.text()).toBe(201);
  const organization: { id: string } = await created.json();

  const email = `novacek-${randomUUID().slice(0, 8)}@example.test`;
  const password = "Kancl-heslo-2026!";
  await page.goto("/register");
  await expect(page.getByText("Contact your admin for the organization ID")).toBeVisible();
  await page.getByLabel("Full Name").fill("Nový Nováček");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Organization ID").fill(organization.id);
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert")).toHaveText("Password must be at least 12 characters long");

  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();

  // Registered and signed in automatically: the Overview with the user's name.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Přehled", exact: true })).toBeVisible();
  const account = page.getByRole("region", { name: "Signed-in user" });
  await expect(account).toContainText("Nový Nováček");
  await expect(account).toContainText(email);

  // The theme starts dark; the toggle goes to system next, and the choice survives a reload.
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.getByRole("button", { name: /^Theme: / }).click();
  await page.getByRole("button", { name: /^Theme: / }).click(); // dark → system → light
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await expect(page.getByRole("region", { name: "Signed-in user" })).toContainText("Nový Nováček");

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/crm");
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Wrong-password-1!");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/crm\/contacts$/);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Přehled", exact: true })).toBeVisible();

  // A signed-out start asks `me` (401) and `refresh` (401) by design; nothing else may fail.
  expect(consoleErrors.filter((error) => !/status of 401/.test(error))).toEqual([]);
});
