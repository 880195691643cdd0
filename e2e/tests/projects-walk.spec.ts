import { randomUUID } from "node:crypto";
import { expect, test } from "../fixtures/app-test";
import { createBillableOrganization } from "../fixtures/crm-data";
import { boardColumn, expectServerBoardShown, keyboardMove, serverBoard, taskCard } from "../fixtures/projects-data";

// Issue 26's "Done when", as one walk in the browser: a user asks the assistant to create a project for a client,
// answers "ano", plans its tasks on the board, assigns them, moves them while a colleague does the same (two browser
// contexts), and sees them on the timeline, in My tasks and on the home page. (The integrator's walk through the REST
// API alone is server/src/modules/projects/projects-rest-walk.integration.test.ts.)
test("the assistant creates a project for a client, then its tasks are planned, assigned, moved by two people at once and shown on the timeline and in My tasks", async ({
  page,
  user,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const acme = await createBillableOrganization(page.request, "Acme");

  // 1. The assistant proposes the project; "ano" creates it.
  await page.goto("/projects");
  const panel = page.getByRole("region", { name: "AI Assistant / Chat" });
  const input = panel.getByRole("textbox", { name: "Zadej příkaz" });
  const answers = panel
    .getByRole("log", { name: "Conversation with the assistant" })
    .locator('[data-role="assistant"]');
  await input.fill("Vytvoř nový projekt pro klienta Acme");
  await input.press("Enter");
  await expect(answers.first()).toContainText("ano/ne", { timeout: 15_000 });
  await input.fill("ano");
  await input.press("Enter");
  await expect(answers.nth(1)).toContainText(/Hotovo/, { timeout: 15_000 });
  const projects = (await (await page.request.get(`/api/v1/projects?clientId=${acme.id}`)).json()).projects as {
    id: string;
    name: string;
  }[];
  expect(projects).toHaveLength(1);
  const project = projects[0] as { id: string; name: string };

  // 2. Plan its tasks on the board (the column's quick add).
  await page.reload();
  await page.getByRole("article").filter({ hasText: project.name }).getByRole("link", { name: project.name }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/board$`));
  await boardColumn(page, "To do").getByRole("button", { name: "Add task to To do" }).click();
  const quickAdd = boardColumn(page, "To do").getByRole("textbox", { name: "New task in To do" });
  const titles = ["Návrh webu", "Texty", "Fotky", "Kódování"];
  for (const title of titles) {
    await quickAdd.fill(title);
    await quickAdd.press("Enter");
    await expect(taskCard(page, title)).toBeVisible();
  }

  // 3. Assign them: two to me with dates (the timeline shows dated tasks), one to a colleague.
  const colleague = {
    name: "Jana Kolegová",
    email: `e2e-${randomUUID()}@example.test`,
    password: "Kancl-e2e-heslo-2",
    orgId: user.orgId,
  };
  const colleagueContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await colleagueContext.request.post("/api/v1/auth/register", { data: colleague })).status()).toBe(201);
  expect(
    (
      await colleagueContext.request.post("/api/v1/auth/login", {
        data: { email: colleague.email, password: colleague.password },
      })
    ).status(),
  ).toBe(200);
  const iso = (daysFromToday: number) => new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);
  const assign = async (title: string, assignee: string, dates?: { start: number; due: number }) => {
    await taskCard(page, title).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: title })).toBeVisible();
    await dialog.getByLabel("Assignee").selectOption({ label: assignee });
    if (dates) {
      await dialog.getByLabel("Start date").fill(iso(dates.start));
      await dialog.getByLabel("Due date").fill(iso(dates.due));
    }
    await dialog.getByRole("button", { name: "Save task" }).click();
    await expect(page.getByText("Task saved").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(taskCard(page, title)).toContainText(assignee);
  };
  // The colleague is in the assignee list once the people list is read again.
  await page.reload();
  await assign("Návrh webu", user.name, { start: 0, due: 4 });
  await assign("Texty", user.name, { start: 1, due: 6 });
  await assign("Fotky", colleague.name);

  // 4. Both move cards at once: I drag "Návrh webu" to In progress with the mouse; the colleague, in their own
  // browser, moves "Fotky" there with the keyboard; then one more move each.
  const other = await colleagueContext.newPage();
  await other.goto(`/projects/${project.id}/board`);
  await expect(taskCard(other, "Kódování")).toBeVisible({ timeout: 30_000 });
  const dragWithMouse = async () => {
    const from = await taskCard(page, "Návrh webu").boundingBox();
    const to = await boardColumn(page, "In progress").boundingBox();
    if (!from || !to) throw new Error("no layout");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
    await page.mouse.up();
  };
  await Promise.all([dragWithMouse(), keyboardMove(other, "Fotky", ["ArrowRight"], /over column In progress/)]);
  await Promise.all([
    keyboardMove(page, "Texty", ["ArrowRight"], /over column In progress/),
    keyboardMove(other, "Kódování", ["ArrowUp"], /Kódování is over column To do/),
  ]);
  // Both boards settle on the server's, without a reload; nothing is lost.
  await expectServerBoardShown(page, page.request, project.id);
  await expectServerBoardShown(other, page.request, project.id);
  const final = await serverBoard(page.request, project.id);
  for (const title of titles) expect(final.split(title).length - 1, `${title} in\n${final}`).toBe(1);
  expect(final.split("\n")[0], "Návrh webu and Fotky left To do").not.toMatch(/Návrh webu|Fotky/);
  await colleagueContext.close();

  // 5. The timeline shows my dated tasks as bars.
  await page.getByRole("link", { name: "Timeline" }).click();
  await expect(page.getByRole("button", { name: /^Návrh webu:/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Texty:/ })).toBeVisible();

  // 6. My tasks lists mine (not the colleague's), with the project; the home page too, each linking to the board.
  await page.goto("/projects/my-tasks");
  const mine = page.getByRole("table", { name: "My tasks" });
  await expect(mine.getByRole("link", { name: "Návrh webu" })).toBeVisible();
  await expect(mine.getByRole("link", { name: "Texty" })).toBeVisible();
  await expect(mine).not.toContainText("Fotky");
  await page.goto("/");
  const home = page.locator('[aria-labelledby="overview-tasks"]');
  await expect(home.getByRole("link", { name: /^Mine\s*2/ })).toHaveAttribute("href", "/projects/my-tasks");
  await home
    .getByRole("list", { name: "My next tasks" })
    .getByRole("link", { name: /Návrh webu/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/board\\?task=`));
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Návrh webu" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
