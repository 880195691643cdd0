import { randomUUID } from "node:crypto";
import { expect, test } from "../fixtures/app-test";

// Issue 25: an owner invites a colleague from Settings → Users; the colleague registers through the link (the
// organization filled in, the e-mail fixed) and is a member. A read-only user sees no write actions, and a write
// they try anyway is refused with the server's message.
const PASSWORD = "Kancl-e2e-heslo-2";
const READ_ONLY = "Your role is read-only: you can view data but not change it. Ask an administrator for more access.";

test("an owner invites a colleague, who joins through the link as a member", async ({
  page,
  browser,
  baseURL,
  user,
  consoleErrors,
}) => {
  const email = `kolega-${randomUUID().slice(0, 8)}@example.test`;
  await page.goto("/settings/users");
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  const members = page.getByRole("table", { name: "Members" });
  await expect(members.getByRole("row").filter({ hasText: user.email })).toContainText("Owner");

  const form = page.getByRole("form", { name: "Invite someone" });
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await expect(form.getByRole("combobox", { name: "Role" })).toHaveValue("member");
  await form.getByRole("button", { name: "Invite" }).click();
  // The e2e server has an SMTP server (the test one, playwright.config.ts): the invitation is e-mailed, and the
  // dialog still shows the link to copy.
  const dialog = page.getByRole("dialog", { name: "Invitation sent" });
  const link = await dialog.getByRole("textbox", { name: "Invitation link" }).inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/invite/[\\w-]{43}$`));
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("table", { name: "Pending invitations" })).toContainText(email);

  // The colleague, in a browser of their own.
  const colleague = await browser.newContext({ baseURL });
  try {
    const theirs = await colleague.newPage();
    await theirs.goto(link);
    await expect(theirs.getByRole("heading", { name: `Join ${user.organizationName}` })).toBeVisible();
    await expect(theirs.getByRole("textbox", { name: "Email" })).toHaveValue(email);
    await expect(theirs.getByRole("textbox", { name: "Email" })).not.toBeEditable();
    await theirs.getByLabel("Full Name").fill("Karel Kolega");
    await theirs.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await theirs.getByLabel("Confirm Password").fill(PASSWORD);
    await theirs.getByRole("button", { name: "Create account" }).click();
    await expect(theirs.getByRole("heading", { level: 1, name: "Přehled" })).toBeVisible();
    const me = await colleague.request.get("/api/v1/auth/me");
    expect(await me.json()).toMatchObject({ email, role: "member", orgId: user.orgId });
    // A member has no Users tab.
    await theirs.goto("/settings/api-keys");
    await expect(theirs.getByRole("heading", { name: "API keys" })).toBeVisible();
    await expect(theirs.getByRole("link", { name: "Users" })).toHaveCount(0);

    // The link was single-use.
    const stranger = await browser.newContext({ baseURL });
    const again = await stranger.newPage();
    await again.goto(link);
    await expect(again.getByRole("heading", { name: "This invitation cannot be used" })).toBeVisible();
    await expect(again.getByRole("alert")).toHaveText("This invitation has already been used. Sign in instead.");
    await stranger.close();
  } finally {
    await colleague.close();
  }

  await page.reload();
  await expect(members.getByRole("row").filter({ hasText: email })).toContainText("Karel Kolega");
  await expect(members.getByRole("combobox", { name: "Role of Karel Kolega" })).toHaveValue("member");
  await expect(page.getByText("No pending invitations.")).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a read-only user sees no write actions, and a write is refused", async ({
  page,
  browser,
  baseURL,
  user: _,
  consoleErrors,
}) => {
  // The owner (this page's session) adds a contact and invites a read-only colleague through the API.
  const contact = await page.request.post("/api/v1/crm/contacts", {
    data: { type: "person", name: "Viditelná Kontaktní", email: `kontakt-${randomUUID().slice(0, 8)}@example.test` },
  });
  expect(contact.status()).toBe(201);
  const email = `ctenar-${randomUUID().slice(0, 8)}@example.test`;
  const invitation = await page.request.post("/api/v1/settings/invitations", { data: { email, role: "read-only" } });
  expect(invitation.status(), await invitation.text()).toBe(201);
  const token = ((await invitation.json()).link as string).replace("/invite/", "");

  const reader = await browser.newContext({ baseURL });
  try {
    const accepted = await reader.request.post(`/api/v1/invitations/${token}/accept`, {
      data: { name: "Čtenář Pouze", password: PASSWORD },
    });
    expect(accepted.status(), await accepted.text()).toBe(201);
    expect((await reader.request.post("/api/v1/auth/login", { data: { email, password: PASSWORD } })).status()).toBe(
      200,
    );
    const theirs = await reader.newPage();
    await theirs.goto("/crm/contacts");
    await expect(
      theirs.getByRole("cell", { name: "Viditelná Kontaktní" }).or(theirs.getByText("Viditelná Kontaktní")).first(),
    ).toBeVisible();
    await expect(theirs.getByRole("link", { name: "New Contact" })).toHaveCount(0);
    await expect(theirs.getByRole("button", { name: /Delete/ })).toHaveCount(0);
    await theirs.getByRole("link", { name: "View Viditelná Kontaktní" }).click();
    await expect(theirs.getByRole("heading", { name: "Viditelná Kontaktní" })).toBeVisible();
    await expect(theirs.getByRole("link", { name: "Edit" })).toHaveCount(0);

    // A write tried anyway (the form reached by its URL) is refused by the server, and the toast says why.
    await theirs.goto("/crm/contacts/new");
    const form = theirs.getByRole("form", { name: "New contact" });
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Nepovolený");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill("nepovoleny@example.test");
    await form.getByRole("button", { name: "Create Contact" }).click();
    await expect(theirs.getByText(READ_ONLY)).toBeVisible();
    const direct = await reader.request.post("/api/v1/crm/contacts", {
      data: { type: "person", name: "Přímo", email: "primo@example.test" },
    });
    expect(direct.status()).toBe(403);
    expect(await direct.json()).toMatchObject({ error: READ_ONLY });
  } finally {
    await reader.close();
  }
  expect(consoleErrors.filter((line) => !line.includes("403"))).toEqual([]);
});
