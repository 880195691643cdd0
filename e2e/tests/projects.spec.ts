import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../fixtures/app-test";
import { createBillableOrganization } from "../fixtures/crm-data";
import {
  boardColumn,
  type CreatedProject,
  createProject,
  createTask,
  expectServerBoardShown,
  keyboardMove,
  serverBoard,
  taskCard,
} from "../fixtures/projects-data";

// Issue 26 item 3: two people move cards on the same board at the same time; both end with the same board, the
// other's moves appearing without a reload (board-version polling, decision 171).
test("two colleagues move cards on one board at once and end with the same board", async ({
  page,
  user,
  browser,
  consoleErrors,
}) => {
  // Two browsers and a server on a shared two-core machine: more than the default 30 s.
  test.setTimeout(120_000);
  const client = await createBillableOrganization(page.request, "Acme");
  const project = await createProject(page.request, "Web Acme", client.id);
  const todo = project.columns[0] as { id: string };
  for (const title of ["Návrh", "Texty", "Fotky", "Kódování", "Testy", "Spuštění"]) {
    await createTask(page.request, project.id, { title, columnId: todo.id });
  }

  // A colleague in the same organization, in a browser context of their own.
  const colleagueContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const colleague = {
    name: "Jana Kolegová",
    email: `e2e-${randomUUID()}@example.test`,
    password: "Kancl-e2e-heslo-2",
    orgId: user.orgId,
  };
  expect((await colleagueContext.request.post("/api/v1/auth/register", { data: colleague })).status()).toBe(201);
  expect(
    (
      await colleagueContext.request.post("/api/v1/auth/login", {
        data: { email: colleague.email, password: colleague.password },
      })
    ).status(),
  ).toBe(200);
  const other = await colleagueContext.newPage();

  await Promise.all([page.goto(`/projects/${project.id}/board`), other.goto(`/projects/${project.id}/board`)]);
  // Two browsers starting the app at once on a loaded two-core machine took 12 s to the first board (load average
  // 27); the first render's speed is benchmark 20's business, the moves are this test's.
  await expect(taskCard(page, "Spuštění")).toBeVisible({ timeout: 30_000 });
  await expect(taskCard(other, "Spuštění")).toBeVisible({ timeout: 30_000 });

  // At the same time: I drag "Návrh" to In progress with the mouse; my colleague moves "Texty" there with the keyboard.
  const dragWithMouse = async () => {
    const from = await taskCard(page, "Návrh").boundingBox();
    const to = await boardColumn(page, "In progress").boundingBox();
    if (!from || !to) throw new Error("no layout");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
    await page.mouse.up();
  };
  const moveWithKeyboard = () => keyboardMove(other, "Texty", ["ArrowRight"], /over column In progress/);
  await Promise.all([dragWithMouse(), moveWithKeyboard()]);
  // A few more quick moves from both sides, interleaved.
  await Promise.all([
    keyboardMove(page, "Fotky", ["ArrowRight"], /over column In progress/),
    keyboardMove(other, "Spuštění", ["ArrowUp"], /Spuštění is over column To do/),
  ]);

  // Both boards settle on the server's board, without a reload.
  await expect.poll(() => serverBoard(page.request, project.id).then((board) => board.includes("Návrh"))).toBe(true);
  await expectServerBoardShown(page, page.request, project.id);
  await expectServerBoardShown(other, page.request, project.id);
  const final = await serverBoard(page.request, project.id);
  // Nothing was lost: six tasks, each once.
  for (const title of ["Návrh", "Texty", "Fotky", "Kódování", "Testy", "Spuštění"]) {
    expect(final.split(title).length - 1, `${title} in\n${final}`).toBe(1);
  }
  // The moves did happen: "Návrh" and "Texty" left To do.
  expect(final.split("\n")[0]).not.toMatch(/Návrh|Texty/);

  await colleagueContext.close();
  expect(consoleErrors).toEqual([]);
});

// Issue 34 item 13: a colleague's moves arrive while I carry a card with the keyboard. The board reloads under the
// drag (the version poll, decision 171); the arrow keys must keep moving the card, and the drop must land where I
// saw it — a reload that shifted the card's index under the drag once made the drop look like no move at all.
test("a colleague's moves arriving during a keyboard drag neither freeze nor cancel it", async ({
  page,
  user: _,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const client = await createBillableOrganization(page.request, "Gama");
  const project = await createProject(page.request, "Web Gama", client.id);
  const [todo, doing] = project.columns as [CreatedProject["columns"][number], CreatedProject["columns"][number]];
  const ids: Record<string, string> = {};
  for (const title of ["Návrh", "Texty", "Fotky", "Kódování", "Testy"]) {
    ids[title] = (await createTask(page.request, project.id, { title, columnId: todo.id })).id;
  }
  await page.goto(`/projects/${project.id}/board`);
  await expect(taskCard(page, "Testy")).toBeVisible({ timeout: 30_000 });
  const announced = page.locator('[id^="DndLiveRegion"]');
  // What the page asks: the board's reloads, and the highest board version its poll has been told.
  const boardRequests: string[] = [];
  let versionSeen = 0;
  page.on("request", (request) => {
    const procedures = (new URL(request.url()).pathname.split("/").pop() ?? "").split(",");
    if (procedures.includes("projects.board")) boardRequests.push(request.url());
  });
  page.on("response", async (response) => {
    if (!response.url().includes("projects.boardVersion") || !response.ok()) return;
    const version = Number(/"version":(\d+)/.exec(await response.text())?.[1] ?? 0);
    versionSeen = Math.max(versionSeen, version);
  });
  // A colleague's move (through the API: to this page, a change it did not make), then the page's poll seeing the
  // board's version grow: the next key is pressed only once the page knows of the change.
  const colleagueMoves = async (title: string) => {
    const res = await page.request.post(`/api/v1/projects/${project.id}/tasks/${ids[title]}/move`, {
      data: { columnId: doing.id, afterTaskId: null },
    });
    expect(res.status()).toBe(200);
    const { boardVersion } = await res.json();
    await expect.poll(() => versionSeen, { timeout: 15_000 }).toBeGreaterThanOrEqual(boardVersion);
  };
  const press = async (key: string, place: string) => {
    await page.keyboard.press(key);
    await expect(announced).toHaveText(`Task Testy is over ${place}.`);
  };

  // Testy, the last of five, goes up two places while Návrh and Texty leave the column under the drag.
  await taskCard(page, "Testy").focus();
  await page.keyboard.press("Space");
  await expect(announced).toContainText("Task Testy is over");
  const requestsBefore = boardRequests.length;
  await colleagueMoves("Návrh");
  await press("ArrowUp", "column To do, position 4 of 5");
  await colleagueMoves("Texty");
  await press("ArrowUp", "column To do, position 3 of 5");
  // The board held still under the drag: the colleague's moves wait for the drop.
  expect(boardRequests.length).toBe(requestsBefore);
  await expect(taskCard(page, "Návrh")).toBeVisible();
  await page.keyboard.press("Space");
  await expect(announced).toContainText("Task Testy dropped");

  // The drop is kept — right above Fotky, where I saw it go — and the colleague's moves show after it.
  await expectServerBoardShown(page, page.request, project.id);
  const final = (await serverBoard(page.request, project.id)).split("\n");
  expect(final.slice(0, 2)).toEqual(["To do: Testy, Fotky, Kódování", "In progress: Texty, Návrh"]);
  expect(consoleErrors).toEqual([]);
});

// Issue 26 "Done when": plan tasks on the board, assign them, see them on the timeline and in My tasks.
test("plans tasks on the board, assigns them and sees them on the timeline and in My tasks", async ({
  page,
  user,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const client = await createBillableOrganization(page.request, "Beta Stavby");
  const project = await createProject(page.request, "Rekonstrukce Beta", client.id);
  await page.goto(`/projects/${project.id}/board`);
  // The first render on a loaded two-core machine can take longer than an assertion's 5 s (see above).
  await expect(boardColumn(page, "To do")).toBeVisible({ timeout: 30_000 });

  // Two tasks through the column's quick add.
  await boardColumn(page, "To do").getByRole("button", { name: "Add task to To do" }).click();
  const title = boardColumn(page, "To do").getByRole("textbox", { name: "New task in To do" });
  await title.fill("Zaměření stavby");
  await title.press("Enter");
  await expect(taskCard(page, "Zaměření stavby")).toBeVisible();
  await title.fill("Rozpočet");
  await title.press("Enter");
  await expect(taskCard(page, "Rozpočet")).toBeVisible();

  // Open one, assign it to me, give it dates and a checklist item.
  await taskCard(page, "Zaměření stavby").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Zaměření stavby" })).toBeVisible();
  await dialog.getByLabel("Assignee").selectOption({ label: user.name });
  await dialog.getByLabel("Priority").selectOption("high");
  const today = new Date();
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  await dialog.getByLabel("Start date").fill(iso(today));
  await dialog.getByLabel("Due date").fill(iso(new Date(today.getTime() + 5 * 86_400_000)));
  await dialog.getByRole("button", { name: "Save task" }).click();
  await expect(page.getByText("Task saved")).toBeVisible();
  await dialog.getByRole("textbox", { name: "New checklist item" }).fill("Objednat geodeta");
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog.getByText("0/1")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(taskCard(page, "Zaměření stavby")).toContainText(user.name);
  await expect(taskCard(page, "Zaměření stavby")).toContainText("0/1");

  // The timeline shows it as a bar; the arrow keys move it by a day.
  await page.getByRole("link", { name: "Timeline" }).click();
  const bar = page.getByRole("button", { name: /^Zaměření stavby:/ });
  await expect(bar).toBeVisible();
  await bar.focus();
  await bar.press("ArrowRight");
  await expect
    .poll(async () => {
      const tasks = (await (await page.request.get(`/api/v1/projects/${project.id}/tasks`)).json()).tasks;
      return tasks.find((task: { title: string }) => task.title === "Zaměření stavby")?.startDate;
    })
    .toBe(iso(new Date(today.getTime() + 86_400_000)));

  // My tasks lists it, with its project.
  await page.goto("/projects/my-tasks");
  const mine = page.getByRole("table", { name: "My tasks" });
  await expect(mine.getByRole("link", { name: "Zaměření stavby" })).toBeVisible();
  await expect(mine.getByRole("link", { name: "Rekonstrukce Beta" })).toBeVisible();
  await expect(mine).not.toContainText("Rozpočet");

  // The client's page links to the project.
  await page.goto(`/crm/contacts/${client.id}`);
  await expect(
    page.getByRole("region", { name: "Projects" }).getByRole("link", { name: "Rekonstrukce Beta" }),
  ).toBeVisible();

  // The projects screens pass axe.
  const taskId = (
    (await (await page.request.get(`/api/v1/projects/${project.id}/tasks`)).json()).tasks as {
      id: string;
      title: string;
    }[]
  ).find((task) => task.title === "Zaměření stavby")?.id;
  const screens: [path: string, region: string][] = [
    [`/projects/${project.id}/board`, "#main-content"],
    [`/projects/${project.id}/timeline`, "#main-content"],
    // The task dialog: modal, portalled outside the page's main element.
    [`/projects/${project.id}/board?task=${taskId}`, '[role="dialog"]'],
    ["/projects", "#main-content"],
    ["/projects/my-tasks", "#main-content"],
  ];
  for (const [path, region] of screens) {
    await page.goto(path);
    await expect(page.locator(region).getByRole("heading").first()).toBeVisible();
    await page.waitForTimeout(300);
    const results = await new AxeBuilder({ page }).include(region).analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.help}`),
      path,
    ).toEqual([]);
  }

  // At 390 px the board scrolls sideways inside its own region, never the page.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/projects/${project.id}/board`);
  const board = page.getByRole("region", { name: "Board" });
  await expect(board.getByRole("region", { name: "Column Done" })).toBeAttached();
  const widths = await board.evaluate((element) => ({
    board: [element.scrollWidth, element.clientWidth],
    page: [element.ownerDocument.documentElement.scrollWidth, element.ownerDocument.documentElement.clientWidth],
  }));
  expect(widths.board[0], "the board scrolls inside its region").toBeGreaterThan(widths.board[1] as number);
  expect(widths.page[0], "the page itself does not scroll sideways").toBeLessThanOrEqual(widths.page[1] as number);
  expect(consoleErrors).toEqual([]);
});
