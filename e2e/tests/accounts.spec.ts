import { expect, test } from "../fixtures/app-test";
import { firstLink, waitForMail } from "../fixtures/mailbox";

// Issue 25, accounts: the reset e-mail really leaves through SMTP (to the test SMTP server the config starts beside
// the app), its link sets a new password once, and the user signs in with it; then "sign out everywhere" ends every
// session, in this browser and in another one.
const NEW_PASSWORD = "Nove-Heslo-e2e-2026!";
const SUBJECT = "Reset your Kancl password";

test("forgot password → the mail arrives → reset → sign in with the new password; sign out everywhere", async ({
  page,
  context,
  browser,
  user,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  // Signed out in this browser: the reset starts from the sign-in page.
  await context.clearCookies();
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for that address");

  const [mail] = await waitForMail(user.email, SUBJECT);
  const link = firstLink(mail?.text ?? "");
  expect(link).toMatch(/\/reset-password#token=[\w-]{43}$/);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  // The token left the address bar.
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set the new password" }).click();
  await expect(page.getByRole("status")).toHaveText("Your password has been changed. Sign in with the new password.");

  // The link works once (opened again, in a new tab).
  const again = await context.newPage();
  await again.goto(link);
  await again.getByLabel("New password", { exact: true }).fill("Jine-Heslo-e2e-2026!");
  await again.getByLabel("Confirm new password").fill("Jine-Heslo-e2e-2026!");
  await again.getByRole("button", { name: "Set the new password" }).click();
  await expect(again.getByRole("alert")).toHaveText(
    "This password reset link has already been used. Ask for a new one.",
  );
  await again.close();

  // The old password no longer signs in; the new one does.
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await page.getByLabel("Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Přehled", exact: true })).toBeVisible();

  // A second browser signed in as the same user.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto("/login");
  await otherPage.getByLabel("Email").fill(user.email);
  await otherPage.getByLabel("Password").fill(NEW_PASSWORD);
  await otherPage.getByRole("button", { name: "Sign in" }).click();
  await expect(otherPage.getByRole("heading", { name: "Přehled", exact: true })).toBeVisible();

  // Settings → Account lists both sessions, this one marked; "Sign out everywhere" ends them all.
  await page.goto("/settings/account");
  const sessions = page.getByRole("list", { name: "Sessions" });
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  await expect(sessions.getByText("This browser")).toHaveCount(1);
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();

  // The reset mail is in the organization's outbox too, as sent, without its token.
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Přehled", exact: true })).toBeVisible();
  await page.goto("/settings/outbox");
  const message = page.getByRole("link", { name: new RegExp(SUBJECT) });
  await expect(message).toContainText("Sent");
  await message.click();
  await expect(page.getByRole("heading", { level: 1, name: SUBJECT })).toBeVisible();
  // Its one-time link is meant for the user alone: the outbox shows it redacted (issue 34 item 1, decision 142).
  await expect(page.getByRole("link", { name: /\/reset-password#token=\[redacted\]$/ })).toBeVisible();
  await expect(page.getByRole("link", { name: link })).toHaveCount(0);
  expect(await page.content()).not.toContain(link.split("#token=")[1]);
  expect(consoleErrors.filter((line) => !/401|Unauthorized|400|Bad Request/.test(line))).toEqual([]);
});
