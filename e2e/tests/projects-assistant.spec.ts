import { expect, test } from "../fixtures/app-test";
import { createBillableOrganization } from "../fixtures/crm-data";

// Issue 26 item 7: the assistant panel's own first example creates a project, after "ano", which then appears in
// the projects list (the server's projects.create_project tool).
test("the assistant's first example creates a project for Acme after 'ano', and the list shows it", async ({
  page,
  user: _,
  consoleErrors,
}) => {
  const acme = await createBillableOrganization(page.request, "Acme");
  await page.goto("/projects");
  await expect(page.getByText("No projects found. Create your first project!")).toBeVisible();

  const panel = page.getByRole("region", { name: "AI Assistant / Chat" });
  const input = panel.getByRole("textbox", { name: "Zadej příkaz" });
  const answers = panel
    .getByRole("log", { name: "Conversation with the assistant" })
    .locator('[data-role="assistant"]');

  // The example is a button that fills the input.
  await panel.getByRole("button", { name: "Vytvoř nový projekt pro klienta Acme" }).click();
  await expect(input).toHaveValue("Vytvoř nový projekt pro klienta Acme");
  await input.press("Enter");
  await expect(answers.first()).toContainText("Acme", { timeout: 15_000 });
  await expect(answers.first()).toContainText("ano/ne");
  // Only proposed: nothing exists yet.
  const before = await (await page.request.get(`/api/v1/projects?clientId=${acme.id}`)).json();
  expect(before.projects).toEqual([]);

  await input.fill("ano");
  await input.press("Enter");
  await expect(answers.nth(1)).toContainText(/Hotovo/, { timeout: 15_000 });

  const after = await (await page.request.get(`/api/v1/projects?clientId=${acme.id}`)).json();
  expect(after.projects).toHaveLength(1);
  const created = after.projects[0] as { id: string; name: string };

  // The list, open all along, shows the new project (the assistant's change refreshes the app's data).
  await page.reload();
  const projectCard = page.getByRole("article").filter({ hasText: created.name });
  await expect(projectCard).toContainText("Acme");
  await projectCard.getByRole("link", { name: created.name }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${created.id}/board$`));
  await expect(page.getByRole("region", { name: "Column To do" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
