import { randomUUID } from "node:crypto";
import type { Board, Project, Task, TaskOverview, TimelinePage } from "@kancl/shared";
import { describe, expect, it } from "vitest";
import { ask } from "../../../test/chat-client";
import { type SignedInUser, signUp } from "../../../test/factories";
import type { HttpClient } from "../../../test/http-client";
import { createKey, keyClient } from "../../../test/team-factories";
import { useTestApp } from "../../../test/use-test-app";

// Issue 26's "Done when" for an integrator: the browser walk (e2e/tests/projects-walk.spec.ts) through the REST API
// alone, with API keys (Bearer) — no session, no tRPC. The assistant proposes the project for a client and creates
// it on "ano"; its tasks are planned and assigned; two people's programs move them at the same time and read the same
// board; the tasks' dates (what the timeline draws) change; and each person's My tasks lists their own.
const { app, user } = useTestApp({ organizationName: "Integrátor s.r.o." });

async function ok<T>(promise: Promise<{ status: number; body: T; text: string }>, status = 200): Promise<T> {
  const res = await promise;
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${res.text}`);
  return res.body;
}

describe("an integrator's walk through the REST API alone (issue 26)", () => {
  it("creates a project through the assistant, plans, assigns and moves tasks with a colleague, and reads the timeline's dates and My tasks", async () => {
    const colleague: SignedInUser = await signUp(app, user.user.orgId, { name: "Petr Svoboda" });
    const mine: HttpClient = keyClient(app, await createKey(user, "read-write"));
    const theirs: HttpClient = keyClient(app, await createKey(colleague, "read-write"));

    // The client, then the assistant's proposal and "ano" over POST /api/v1/ai/chat.
    const acme = await ok(
      mine.post<{ id: string }>("/api/v1/crm/contacts", {
        type: "organization",
        name: "Acme",
        legalName: "Acme s.r.o.",
      }),
      201,
    );
    const chatId = randomUUID();
    const proposal = await ask(mine, chatId, "Vytvoř nový projekt pro klienta Acme");
    expect(proposal.status).toBe(200);
    expect(proposal.text).toContain("ano/ne");
    expect((await ok(mine.get<{ projects: Project[] }>(`/api/v1/projects?clientId=${acme.id}`))).projects).toEqual([]);
    expect((await ask(mine, chatId, "ano")).text).toContain("Hotovo");
    const [project] = (await ok(mine.get<{ projects: Project[] }>(`/api/v1/projects?clientId=${acme.id}`))).projects;
    if (!project) throw new Error("the assistant created no project");
    expect(project.owner?.id).toBe(user.user.id);

    // Plan the tasks on the board, with dates for the timeline; assign them.
    const board = await ok(mine.get<Board>(`/api/v1/projects/${project.id}/board`));
    const [todo, doing, done] = board.columns as [
      Board["columns"][number],
      Board["columns"][number],
      Board["columns"][number],
    ];
    const titles = ["Návrh", "Texty", "Fotky", "Kódování", "Testy", "Spuštění"];
    const tasks: Task[] = [];
    for (const [n, title] of titles.entries()) {
      const { task } = await ok(
        mine.post<{ task: Task }>(`/api/v1/projects/${project.id}/tasks`, {
          title,
          columnId: todo.id,
          startDate: `2026-12-0${n + 1}`,
          dueDate: `2026-12-1${n}`,
        }),
        201,
      );
      tasks.push(task);
    }
    for (const [n, task] of tasks.entries()) {
      const assigneeId = n % 2 === 0 ? user.user.id : colleague.user.id;
      const { task: assigned } = await ok(
        mine.post<{ task: Task }>(`/api/v1/projects/${project.id}/tasks/${task.id}/assign`, { assigneeId }),
      );
      expect(assigned.assignee?.id).toBe(assigneeId);
    }

    // Both programs move cards at the same time, each naming the neighbour as it saw the board.
    const move = (who: HttpClient, task: Task, columnId: string, afterTaskId: string | null) =>
      ok(who.post<{ task: Task }>(`/api/v1/projects/${project.id}/tasks/${task.id}/move`, { columnId, afterTaskId }));
    const [a, b, c, d, e, f] = tasks as [Task, Task, Task, Task, Task, Task];
    await Promise.all([
      move(mine, a, doing.id, null),
      move(theirs, b, doing.id, null),
      move(mine, c, done.id, null),
      move(theirs, d, done.id, null),
      move(mine, e, todo.id, null),
      move(theirs, f, doing.id, b.id),
    ]);
    const [seenByMe, seenByThem] = await Promise.all([
      ok(mine.get<Board>(`/api/v1/projects/${project.id}/board`)),
      ok(theirs.get<Board>(`/api/v1/projects/${project.id}/board`)),
    ]);
    const shape = (x: Board) => x.columns.map((column) => column.tasks.map((task) => task.title));
    expect(shape(seenByThem)).toEqual(shape(seenByMe));
    const [inTodo, inDoing, inDone] = shape(seenByMe) as [string[], string[], string[]];
    expect([...inTodo, ...inDoing, ...inDone].sort()).toEqual([...titles].sort());
    expect(inTodo[0]).toBe("Testy");
    expect(new Set(inDoing)).toEqual(new Set(["Návrh", "Texty", "Spuštění"]));
    expect(inDoing.indexOf("Spuštění")).toBe(inDoing.indexOf("Texty") + 1);
    expect(new Set(inDone)).toEqual(new Set(["Fotky", "Kódování"]));
    expect(seenByMe.version).toBeGreaterThanOrEqual(board.version + 12);

    // The timeline's data: every task's dates; a bar dragged by a day is a PATCH of both dates.
    const { task: shifted } = await ok(
      mine.request<{ task: Task }>("PATCH", `/api/v1/projects/${project.id}/tasks/${a.id}`, {
        body: { startDate: "2026-12-02", dueDate: "2026-12-11" },
      }),
    );
    expect(shifted).toMatchObject({ startDate: "2026-12-02", dueDate: "2026-12-11" });
    const listed = (await ok(mine.get<{ tasks: Task[] }>(`/api/v1/projects/${project.id}/tasks`))).tasks;
    expect(listed.every((task) => task.startDate && task.dueDate)).toBe(true);

    // My tasks: each person's own open ones ("Fotky" is done, so it is out).
    const titlesOf = (overview: TaskOverview) => overview.tasks.map((task) => task.title).sort();
    expect(titlesOf(await ok(mine.get<TaskOverview>("/api/v1/projects/my-tasks")))).toEqual(["Návrh", "Testy"]);
    expect(titlesOf(await ok(theirs.get<TaskOverview>("/api/v1/projects/my-tasks")))).toEqual(["Spuštění", "Texty"]);
    // The activity (the audit log's, decision 112) names who moved what: each move to another column once.
    const history = await ok(mine.get<TimelinePage>(`/api/v1/projects/${project.id}/history?limit=100`));
    const moves = history.entries.filter(
      (entry) =>
        entry.event?.recordType === "task" &&
        entry.event.action === "update" &&
        entry.event.changes.some((change) => change.field === "columnId"),
    );
    expect(moves).toHaveLength(5);
    expect(new Set(moves.map((entry) => entry.event?.actor.userName))).toEqual(
      new Set([user.user.name, colleague.user.name]),
    );
  }, 120_000);
});
