import {
  type Board,
  boardSchema,
  PROJECT_MESSAGES,
  type Project,
  projectSchema,
  type Task,
  type TaskOverview,
  type TimelinePage,
  taskSchema,
  wipLimitMessage,
} from "@kancl/shared";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createContact,
  organizationBody,
  personBody,
  type SignedInUser,
  signUp,
  signUpInNewOrganization,
} from "../../../test/factories";
import { useTestApp } from "../../../test/use-test-app";

const { app, user } = useTestApp();
let acme: { id: string };
let beta: { id: string };
let colleague: SignedInUser;

type ErrorBody = { error: string };

beforeAll(async () => {
  acme = await createContact(user.http, organizationBody({ name: "Acme" }));
  beta = await createContact(user.http, organizationBody({ name: "Beta" }));
  colleague = await signUp(app, user.user.orgId, { name: "Petr Svoboda" });
});

const patch = <T>(who: SignedInUser, path: string, body: unknown) => who.http.request<T>("PATCH", path, { body });

async function createProject(body: Record<string, unknown> = {}, who: SignedInUser = user): Promise<Project> {
  const res = await who.http.post<Project>("/api/v1/projects", { name: "Web Acme", clientId: acme.id, ...body });
  if (res.status !== 201) throw new Error(`create project failed: ${res.status} ${res.text}`);
  return res.body;
}

async function createTask(projectId: string, body: Record<string, unknown> = {}): Promise<Task> {
  const res = await user.http.post<{ task: Task }>(`/api/v1/projects/${projectId}/tasks`, { title: "Task", ...body });
  if (res.status !== 201) throw new Error(`create task failed: ${res.status} ${res.text}`);
  return res.body.task;
}

const board = async (projectId: string, who: SignedInUser = user) =>
  (await who.http.get<Board>(`/api/v1/projects/${projectId}/board`)).body;
const titlesByColumn = (b: Board) => Object.fromEntries(b.columns.map((c) => [c.name, c.tasks.map((t) => t.title)]));

describe("projects", () => {
  it("creates a project for an organization with the default board, owned by the caller", async () => {
    const res = await user.http.post<Project>("/api/v1/projects", {
      name: "  Web Acme ",
      clientId: acme.id,
      startDate: "2026-12-01",
      dueDate: "2027-01-31",
      description: "# Plan\n- web",
    });
    expect(res.status).toBe(201);
    expect(projectSchema.strict().parse(res.body)).toMatchObject({
      name: "Web Acme",
      status: "active",
      client: { id: acme.id, name: "Acme" },
      owner: { id: user.user.id },
      deal: null,
      startDate: "2026-12-01",
      dueDate: "2027-01-31",
      taskCount: 0,
      version: 1,
    });
    const b = await board(res.body.id);
    expect(
      boardSchema
        .strict()
        .parse(b)
        .columns.map((c) => [c.name, c.done]),
    ).toEqual([
      ["To do", false],
      ["In progress", false],
      ["Done", true],
    ]);
    // The same answer on tRPC.
    const trpc = await user.http.get<{ result: { data: Project } }>(
      `/api/trpc/projects.get?input=${encodeURIComponent(JSON.stringify({ id: res.body.id }))}`,
    );
    expect(trpc.body.result.data).toEqual(res.body);
  });

  it.each([
    [{ name: "  " }, `name: ${PROJECT_MESSAGES.nameRequired}`],
    [{ clientId: undefined }, "clientId: Invalid input: expected string, received undefined"],
    [{ status: "paused" }, undefined],
    [{ dueDate: "2026-02-30" }, `dueDate: ${PROJECT_MESSAGES.dateInvalid}`],
    [{ startDate: "2026-12-10", dueDate: "2026-12-01" }, "dueDate: must not be before startDate"],
    [{ unknown: 1 }, undefined],
  ])("refuses %j with a 400 naming the field", async (body, message) => {
    const res = await user.http.post<ErrorBody>("/api/v1/projects", { name: "X", clientId: acme.id, ...body });
    expect(res.status).toBe(400);
    if (message) expect(res.body.error).toBe(message);
    else expect(res.body.error).toMatch(/^(status|unknown|Unrecognized)/);
  });

  it("names a new board's default columns in the organization's language", async () => {
    const czech = await signUpInNewOrganization(app);
    expect((await czech.http.put("/api/v1/settings/language", { language: "cs" })).status).toBe(200);
    const client = await createContact(czech.http, organizationBody({ name: "Česká firma" }));
    const project = await czech.http.post<Project>("/api/v1/projects", { name: "Web", clientId: client.id });
    expect(project.status, project.text).toBe(201);
    const columns = (await board(project.body.id, czech)).columns;
    expect(columns.map((c) => [c.name, c.done])).toEqual([
      ["K udělání", false],
      ["Rozpracováno", false],
      ["Hotovo", true],
    ]);
    // English stays the default: this file's organization got "To do / In progress / Done" above.
  });

  it("refuses a person, another organization's contact, deal or owner", async () => {
    const person = await createContact(user.http, personBody({ name: "Jan" }));
    const other = await signUpInNewOrganization(app);
    const foreign = await createContact<{ id: string }>(other.http, organizationBody({ name: "Foreign" }));
    const foreignDeal = (await other.http.post<{ id: string }>("/api/v1/crm/deals", { title: "F" })).body;
    const cases: [Record<string, unknown>, string][] = [
      [{ clientId: person.id }, PROJECT_MESSAGES.clientMustBeOrganization],
      [{ clientId: foreign.id }, PROJECT_MESSAGES.clientUnknown],
      [{ dealId: foreignDeal.id }, PROJECT_MESSAGES.dealUnknown],
      [{ ownerId: other.user.id }, PROJECT_MESSAGES.ownerUnknown],
    ];
    for (const [body, message] of cases) {
      const res = await user.http.post<ErrorBody>("/api/v1/projects", { name: "X", clientId: acme.id, ...body });
      expect([res.status, res.body.error]).toEqual([400, message]);
    }
  });

  it("links a deal both ways: one project per deal, the deal's project, the project's deal's invoices", async () => {
    const gamma = await createContact<{ id: string }>(
      user.http,
      organizationBody({ name: "Gamma", billing: { name: "Gamma a.s.", email: "f@gamma.cz", address: "Praha 1" } }),
    );
    const deal = (
      await user.http.post<{ id: string }>("/api/v1/crm/deals", { title: "Acme web", billingContactId: gamma.id })
    ).body;
    const project = await createProject({ name: "Deal project", clientId: gamma.id, dealId: deal.id });
    expect(project.deal).toEqual({ id: deal.id, title: "Acme web" });
    const again = await user.http.post<ErrorBody>("/api/v1/projects", {
      name: "Y",
      clientId: gamma.id,
      dealId: deal.id,
    });
    expect([again.status, again.body.error]).toEqual([409, PROJECT_MESSAGES.dealHasProject]);
    const otherClient = await user.http.post<ErrorBody>("/api/v1/projects", {
      name: "Y",
      clientId: beta.id,
      dealId: deal.id,
    });
    expect([otherClient.status, otherClient.body.error]).toEqual([400, PROJECT_MESSAGES.dealOfAnotherClient]);
    const byDeal = await user.http.get<{ projects: Project[] }>(`/api/v1/projects?dealId=${deal.id}`);
    expect(byDeal.body.projects.map((p) => p.id)).toEqual([project.id]);
    const byClient = await user.http.get<{ projects: Project[] }>(`/api/v1/projects?clientId=${gamma.id}`);
    expect(byClient.body.projects.map((p) => p.id)).toEqual([project.id]);
    const none = await user.http.get<{ invoices: unknown[] }>(`/api/v1/projects/${project.id}/invoices`);
    expect(none.body.invoices).toEqual([]);
    const invoice = await user.http.post<{ id: string; invoiceNumber: string }>("/api/v1/crm/invoices", {
      dealId: deal.id,
      billingContactId: gamma.id,
      dueDate: "2026-12-31",
      items: [{ description: "Web", quantity: 1, unitPrice: 1000 }],
    });
    expect(invoice.status).toBe(201);
    const invoices = await user.http.get<{ invoices: { id: string; total: number; billedTo: string }[] }>(
      `/api/v1/projects/${project.id}/invoices`,
    );
    expect(invoices.body.invoices).toMatchObject([{ id: invoice.body.id, billedTo: "Gamma a.s." }]);
  });

  it("keeps the project when its deal is deleted (without the deal) and when its client is deleted (client null)", async () => {
    const client = await createContact<{ id: string }>(user.http, organizationBody({ name: "Short-lived" }));
    const deal = (
      await user.http.post<{ id: string }>("/api/v1/crm/deals", { title: "Doomed deal", billingContactId: client.id })
    ).body;
    const project = await createProject({ name: "Survivor", clientId: client.id, dealId: deal.id });
    expect((await user.http.delete(`/api/v1/crm/deals/${deal.id}`)).status).toBe(200);
    expect((await user.http.get<Project>(`/api/v1/projects/${project.id}`)).body).toMatchObject({
      dealId: null,
      deal: null,
      client: { id: client.id, name: "Short-lived" },
    });
    expect((await user.http.delete(`/api/v1/crm/contacts/${client.id}`)).status).toBe(200);
    expect((await user.http.get<Project>(`/api/v1/projects/${project.id}`)).body).toMatchObject({
      clientId: client.id,
      client: null,
    });
  });

  it("updates partially with versions: a stale version answers 409", async () => {
    const project = await createProject({ name: "Versioned" });
    const res = await patch<Project>(user, `/api/v1/projects/${project.id}`, { status: "on_hold", version: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "on_hold", name: "Versioned", version: 2 });
    const stale = await patch<ErrorBody>(user, `/api/v1/projects/${project.id}`, { name: "Late", version: 1 });
    expect([stale.status, stale.body.error]).toEqual([409, PROJECT_MESSAGES.stale]);
    // The project's activity is the audit log's (decision 112), newest first, the columns made with it included.
    const history = await user.http.get<TimelinePage>(`/api/v1/projects/${project.id}/history`);
    const events = history.body.entries.flatMap((entry) => (entry.event ? [entry.event] : []));
    expect(events[0]).toMatchObject({
      recordType: "project",
      action: "update",
      recordLabel: "Versioned",
      changes: [{ field: "status", old: "active", new: "on_hold" }],
    });
    expect(events.filter((event) => event.recordType === "column" && event.action === "create")).toHaveLength(3);
    expect(events.at(-1)).toMatchObject({ recordType: "project", action: "create", recordLabel: "Versioned" });
  });

  it("lists with search, filters, sorting and pages", async () => {
    const other = await signUpInNewOrganization(app);
    const client = await createContact<{ id: string }>(other.http, organizationBody({ name: "Zeta" }));
    const names = ["Delta", "alfa", "Charlie", "bravo", "Echo"];
    for (const [i, name] of names.entries()) {
      const res = await other.http.post("/api/v1/projects", {
        name,
        clientId: client.id,
        dueDate: i === 4 ? null : `2026-12-0${i + 1}`,
        status: i === 0 ? "done" : "active",
      });
      expect(res.status).toBe(201);
    }
    const list = async (query: string) =>
      (await other.http.get<{ projects: Project[]; nextCursor?: string | null }>(`/api/v1/projects?${query}`)).body;
    expect((await list("sort=name")).projects.map((p) => p.name)).toEqual([
      "alfa",
      "bravo",
      "Charlie",
      "Delta",
      "Echo",
    ]);
    expect((await list("sort=dueDate")).projects.map((p) => p.name)).toEqual([
      "Delta",
      "alfa",
      "Charlie",
      "bravo",
      "Echo",
    ]);
    expect((await list("status=done")).projects.map((p) => p.name)).toEqual(["Delta"]);
    expect((await list("q=ARL")).projects.map((p) => p.name)).toEqual(["Charlie"]);
    expect((await list("q=zet")).projects).toHaveLength(5);
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await list(`sort=name&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.projects.map((p) => p.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(["alfa", "bravo", "Charlie", "Delta", "Echo"]);
    const bad = await other.http.get<ErrorBody>("/api/v1/projects?cursor=nope&limit=2");
    expect([bad.status, bad.body.error]).toEqual([400, "cursor: Invalid cursor"]);
  });
});

describe("list cursors", () => {
  // A cursor is base64url JSON [sort key, id]: each sort checks its own key, as deals, contacts and tasks do.
  const cursorOf = (key: unknown, id = "00000000-0000-4000-8000-000000000000") =>
    Buffer.from(JSON.stringify([key, id])).toString("base64url");

  it("a well-formed cursor with a key its sort cannot hold answers 400, never 500", async () => {
    await createProject({ name: "Cursor one", dueDate: "2026-12-01" });
    await createProject({ name: "Cursor two" });
    const cases: [sort: string, key: unknown][] = [
      ["dueDate", "not a date"],
      ["dueDate", "2026-02-31"],
      ["dueDate", "2026-12-01T10:00:00Z"],
      ["dueDate", 20261201],
      ["createdAt", "yesterday"],
      ["createdAt", "2026-13-01T00:00:00Z"],
      ["updatedAt", "2026-11-29 00:00:00+00 junk"],
      ["createdAt", { at: 1 }],
      ["name", 42],
      ["name", null],
    ];
    for (const [sort, key] of cases) {
      const res = await user.http.get<ErrorBody>(`/api/v1/projects?sort=${sort}&limit=1&cursor=${cursorOf(key)}`);
      expect([sort, key, res.status, res.body.error]).toEqual([sort, key, 400, "cursor: Invalid cursor"]);
    }
  });

  it("every sort pages through the whole list with its own cursors", async () => {
    const all = await user.http.get<{ projects: Project[] }>("/api/v1/projects");
    for (const sort of ["createdAt", "updatedAt", "name", "dueDate"]) {
      for (const order of ["asc", "desc"]) {
        const seen: string[] = [];
        let cursor: string | null | undefined;
        do {
          const res = await user.http.get<{ projects: Project[]; nextCursor?: string | null }>(
            `/api/v1/projects?sort=${sort}&order=${order}&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
          );
          expect(res.status).toBe(200);
          seen.push(...res.body.projects.map((p) => p.id));
          cursor = res.body.nextCursor;
        } while (cursor);
        expect([sort, order, seen.length, new Set(seen).size]).toEqual([
          sort,
          order,
          all.body.projects.length,
          all.body.projects.length,
        ]);
      }
    }
  });
});

describe("board", () => {
  it("creates tasks at the end of the first column and moves them by neighbours, index or to the end", async () => {
    const project = await createProject({ name: "Board" });
    const [a, b, c] = [
      await createTask(project.id, { title: "A" }),
      await createTask(project.id, { title: "B" }),
    ].concat(await createTask(project.id, { title: "C" }));
    expect(taskSchema.strict().parse(a)).toMatchObject({ priority: "medium", checklist: [], assignee: null });
    const before = await board(project.id);
    const [todo, doing] = before.columns;
    if (!todo || !doing || !a || !b || !c) throw new Error("no board");
    expect(todo.tasks.map((t) => t.title)).toEqual(["A", "B", "C"]);

    const move = (task: Task, body: Record<string, unknown>) =>
      user.http.post<{ task: Task; boardVersion: number }>(
        `/api/v1/projects/${project.id}/tasks/${task.id}/move`,
        body,
      );
    expect((await move(c, { columnId: todo.id, afterTaskId: null })).status).toBe(200);
    expect(titlesByColumn(await board(project.id))["To do"]).toEqual(["C", "A", "B"]);
    await move(c, { columnId: todo.id, afterTaskId: a.id });
    expect(titlesByColumn(await board(project.id))["To do"]).toEqual(["A", "C", "B"]);
    await move(a, { columnId: todo.id, beforeTaskId: b.id });
    expect(titlesByColumn(await board(project.id))["To do"]).toEqual(["C", "A", "B"]);
    const moved = await move(b, { columnId: doing.id });
    expect(moved.body.task.columnId).toBe(doing.id);
    expect(moved.body.boardVersion).toBeGreaterThan(before.version);
    await move(a, { columnId: doing.id, index: 0 });
    await move(c, { columnId: doing.id, index: 1 });
    const after = await board(project.id);
    expect(titlesByColumn(after)).toEqual({ "To do": [], "In progress": ["A", "C", "B"], Done: [] });
    // Only the moved task's rank changes: no renumbering.
    const ranks = after.columns[1]?.tasks.map((t) => t.rank) ?? [];
    expect([...ranks].sort()).toEqual(ranks);
    expect(after.columns[1]?.tasks.find((t) => t.id === b.id)?.rank).toBe(moved.body.task.rank);

    const wrong = await move(a, { columnId: doing.id, afterTaskId: a.id });
    expect([wrong.status, (wrong.body as unknown as ErrorBody).error]).toEqual([
      400,
      PROJECT_MESSAGES.neighbourUnknown,
    ]);
    const elsewhere = await move(a, { columnId: todo.id, afterTaskId: c.id });
    expect(elsewhere.status).toBe(400);
    const otherProject = await createProject({ name: "Other" });
    const foreignColumn = (await board(otherProject.id)).columns[0]?.id;
    const foreign = await move(a, { columnId: foreignColumn });
    expect([foreign.status, (foreign.body as unknown as ErrorBody).error]).toEqual([
      400,
      PROJECT_MESSAGES.columnUnknown,
    ]);
  });

  it("sends each column's first tasksPerColumn tasks (50 unless asked) with the column's taskCount", async () => {
    const project = await createProject({ name: "Velká nástěnka" });
    const todo = (await board(project.id)).columns[0] as Board["columns"][number];
    const progress = (await board(project.id)).columns[1] as Board["columns"][number];
    for (let n = 1; n <= 53; n++) await createTask(project.id, { title: `Úkol ${n}`, columnId: todo.id });
    for (let n = 1; n <= 3; n++) await createTask(project.id, { title: `Rozpracováno ${n}`, columnId: progress.id });

    const first = boardSchema.parse(await board(project.id));
    expect(first.columns.map((c) => [c.tasks.length, c.taskCount])).toEqual([
      [50, 53],
      [3, 3],
      [0, 0],
    ]);
    // The top of the column, in order.
    expect(first.columns[0]?.tasks.map((t) => t.title).slice(0, 3)).toEqual(["Úkol 1", "Úkol 2", "Úkol 3"]);
    expect(first.columns[0]?.tasks.at(-1)?.title).toBe("Úkol 50");

    const two = await user.http.get<Board>(`/api/v1/projects/${project.id}/board?tasksPerColumn=2`);
    expect(two.body.columns.map((c) => c.tasks.map((t) => t.title))).toEqual([
      ["Úkol 1", "Úkol 2"],
      ["Rozpracováno 1", "Rozpracováno 2"],
      [],
    ]);
    const all = await user.http.get<Board>(`/api/v1/projects/${project.id}/board?tasksPerColumn=1000`);
    expect(all.body.columns[0]?.tasks).toHaveLength(53);

    for (const bad of ["0", "-1", "1.5", "10001", "x"]) {
      const res = await user.http.get<ErrorBody>(`/api/v1/projects/${project.id}/board?tasksPerColumn=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.error, bad).toMatch(/tasksPerColumn/);
    }
  });

  it("keeps WIP limits: a full column refuses new and moved tasks, not reorders inside it", async () => {
    const project = await createProject({ name: "WIP" });
    const [todo, doing] = (await board(project.id)).columns;
    if (!todo || !doing) throw new Error("no board");
    const limited = await patch<{ column: { wipLimit: number } }>(
      user,
      `/api/v1/projects/${project.id}/columns/${doing.id}`,
      { wipLimit: 1 },
    );
    expect(limited.body.column.wipLimit).toBe(1);
    const first = await createTask(project.id, { title: "First", columnId: doing.id });
    const second = await createTask(project.id, { title: "Second" });
    const refused = await user.http.post<ErrorBody>(`/api/v1/projects/${project.id}/tasks/${second.id}/move`, {
      columnId: doing.id,
    });
    expect([refused.status, refused.body.error]).toEqual([409, wipLimitMessage("In progress", 1)]);
    const create = await user.http.post<ErrorBody>(`/api/v1/projects/${project.id}/tasks`, {
      title: "Third",
      columnId: doing.id,
    });
    expect([create.status, create.body.error]).toEqual([409, wipLimitMessage("In progress", 1)]);
    const inside = await user.http.post(`/api/v1/projects/${project.id}/tasks/${first.id}/move`, {
      columnId: doing.id,
    });
    expect(inside.status).toBe(200);
    const zero = await patch<ErrorBody>(user, `/api/v1/projects/${project.id}/columns/${doing.id}`, { wipLimit: 0 });
    expect([zero.status, zero.body.error]).toEqual([400, "wipLimit: must be 1 or more"]);
    await patch(user, `/api/v1/projects/${project.id}/columns/${doing.id}`, { wipLimit: null });
    expect(
      (await user.http.post(`/api/v1/projects/${project.id}/tasks/${second.id}/move`, { columnId: doing.id })).status,
    ).toBe(200);
  });

  it("adds, renames, reorders and deletes columns (only empty ones, never the last)", async () => {
    const project = await createProject({ name: "Columns" });
    const [todo, doing, done] = (await board(project.id)).columns;
    if (!todo || !doing || !done) throw new Error("no board");
    const added = await user.http.post<{ column: { id: string } }>(`/api/v1/projects/${project.id}/columns`, {
      name: "Review",
      afterColumnId: doing.id,
    });
    expect(added.status).toBe(201);
    await patch(user, `/api/v1/projects/${project.id}/columns/${todo.id}`, { name: "Backlog" });
    await user.http.post(`/api/v1/projects/${project.id}/columns/${done.id}/move`, { afterColumnId: null });
    expect((await board(project.id)).columns.map((c) => c.name)).toEqual(["Done", "Backlog", "In progress", "Review"]);
    await createTask(project.id, { title: "Busy", columnId: doing.id });
    const busy = await user.http.delete<ErrorBody>(`/api/v1/projects/${project.id}/columns/${doing.id}`);
    expect([busy.status, busy.body.error]).toEqual([409, PROJECT_MESSAGES.columnNotEmpty]);
    for (const id of [added.body.column.id, done.id, todo.id]) {
      expect((await user.http.delete(`/api/v1/projects/${project.id}/columns/${id}`)).status).toBe(200);
    }
  });

  it("edits tasks: checklist, dates, priority, assignment, comments with mentions, versions", async () => {
    const project = await createProject({ name: "Edits" });
    const task = await createTask(project.id, {
      title: "Prepare offer",
      checklist: [{ text: "Prices" }, { text: "Terms", done: true }],
      dueDate: "2026-12-24",
      priority: "high",
    });
    expect(task.checklist.map((i) => [i.text, i.done])).toEqual([
      ["Prices", false],
      ["Terms", true],
    ]);
    const path = `/api/v1/projects/${project.id}/tasks/${task.id}`;
    const edited = await patch<{ task: Task }>(user, path, {
      checklist: [{ id: task.checklist[0]?.id, text: "Prices", done: true }],
      startDate: "2026-12-20",
      version: task.version,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.task).toMatchObject({ title: "Prepare offer", startDate: "2026-12-20", dueDate: "2026-12-24" });
    expect(edited.body.task.checklist).toEqual([{ id: task.checklist[0]?.id, text: "Prices", done: true }]);
    const stale = await patch<ErrorBody>(user, path, { title: "Late", version: task.version });
    expect([stale.status, stale.body.error]).toEqual([409, PROJECT_MESSAGES.taskStale]);
    const badDates = await patch<ErrorBody>(user, path, { dueDate: "2026-12-01" });
    expect([badDates.status, badDates.body.error]).toEqual([400, PROJECT_MESSAGES.dueBeforeStart]);

    const assigned = await user.http.post<{ task: Task }>(`${path}/assign`, { assigneeId: colleague.user.id });
    expect(assigned.body.task.assignee).toEqual({ id: colleague.user.id, name: "Petr Svoboda" });
    const outsider = await signUpInNewOrganization(app);
    const foreign = await user.http.post<ErrorBody>(`${path}/assign`, { assigneeId: outsider.user.id });
    expect([foreign.status, foreign.body.error]).toEqual([400, PROJECT_MESSAGES.assigneeUnknown]);

    const comment = await colleague.http.post<{ comment: { id: string; mentions: unknown[] } }>(`${path}/comments`, {
      body: "@Jana please check",
      mentions: [user.user.id],
    });
    expect(comment.status).toBe(201);
    expect(comment.body.comment.mentions).toEqual([{ id: user.user.id, name: user.user.name }]);
    const badMention = await user.http.post<ErrorBody>(`${path}/comments`, { body: "x", mentions: [outsider.user.id] });
    expect([badMention.status, badMention.body.error]).toEqual([400, PROJECT_MESSAGES.mentionUnknown]);
    const notMine = await user.http.delete<ErrorBody>(`${path}/comments/${comment.body.comment.id}`);
    expect([notMine.status, notMine.body.error]).toEqual([403, PROJECT_MESSAGES.commentNotYours]);
    expect((await colleague.http.delete(`${path}/comments/${comment.body.comment.id}`)).status).toBe(200);
    expect((await user.http.get<{ comments: unknown[] }>(`${path}/comments`)).body.comments).toEqual([]);
    expect((await user.http.delete(path)).status).toBe(200);
    expect((await user.http.get<ErrorBody>(path)).status).toBe(404);
  });

  it("answers My tasks and Overdue across projects; done columns and other people's tasks stay out", async () => {
    const me = await signUpInNewOrganization(app);
    const client = await createContact<{ id: string }>(me.http, organizationBody({ name: "Client" }));
    const project = await createProject({ name: "Mine", clientId: client.id }, me);
    const b = await board(project.id, me);
    const doneColumn = b.columns.find((c) => c.done)?.id;
    const add = async (body: Record<string, unknown>) =>
      (await me.http.post<{ task: Task }>(`/api/v1/projects/${project.id}/tasks`, { assigneeId: me.user.id, ...body }))
        .body.task;
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Prague" }).format(new Date());
    await add({ title: "Late", dueDate: "2020-01-01" });
    await add({ title: "Today", dueDate: today });
    await add({ title: "Later", dueDate: "2099-01-01" });
    await add({ title: "Undated" });
    await add({ title: "Finished late", dueDate: "2020-01-01", columnId: doneColumn });
    await add({ title: "Not mine", dueDate: "2020-01-01", assigneeId: null });
    const mine = async (scope?: string) =>
      (await me.http.get<TaskOverview>(`/api/v1/projects/my-tasks${scope ? `?scope=${scope}` : ""}`)).body;
    expect((await mine()).tasks.map((t) => t.title)).toEqual(["Late", "Today", "Later", "Undated"]);
    expect((await mine("dueToday")).tasks.map((t) => t.title)).toEqual(["Late", "Today"]);
    const overdue = await mine("overdue");
    expect(overdue.tasks.map((t) => [t.title, t.overdue, t.project.name])).toEqual([["Late", true, "Mine"]]);
    const everyone = await me.http.get<TaskOverview>("/api/v1/projects/overdue-tasks");
    expect(everyone.body.tasks.map((t) => t.title)).toEqual(["Late", "Not mine"]);
  });
});
