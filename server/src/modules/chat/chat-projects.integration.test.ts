import { randomUUID } from "node:crypto";
import { type Board, businessDate, type Project, type Task, type TimelinePage } from "@kancl/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { ask } from "../../../test/chat-client";
import {
  createContact,
  organizationBody,
  type SignedInUser,
  signUp,
  signUpInNewOrganization,
} from "../../../test/factories";
import { useTestApp } from "../../../test/use-test-app";

// Issue 26 item 7 over HTTP with the offline local model (the default, deciding in worker threads): the panel's first
// example creates a project for a client on "ano"; a task is added to a named project and assigned to a colleague
// named in Czech ("Janě"); "Co mám dnes za úkoly?" answers the caller's tasks due today or overdue.

const { app, user } = useTestApp({ organizationName: "Asistent projektů s.r.o." });
let petr: SignedInUser;
let acme: { id: string };

/** The answer's text parts, each whole; plain spaces. */
const textParts = (answer: Awaited<ReturnType<typeof ask>>) => {
  const parts = new Map<string, string>();
  for (const chunk of answer.chunks) {
    if (chunk.type === "text-delta") parts.set(String(chunk.id), (parts.get(String(chunk.id)) ?? "") + chunk.delta);
  }
  return [...parts.values()].map((text) => text.replace(/[\u00a0\u202f]/g, " "));
};
const calledTool = (answer: Awaited<ReturnType<typeof ask>>, name: string) =>
  answer.chunks.some((c) => c.type === "tool-input-available" && c.toolName === name);

const projectsOf = async (clientId: string) =>
  (await user.http.get<{ projects: Project[] }>(`/api/v1/projects?clientId=${clientId}`)).body.projects;
const tasksOf = async (projectId: string) =>
  (await user.http.get<{ tasks: Task[] }>(`/api/v1/projects/${projectId}/tasks`)).body.tasks;

beforeAll(async () => {
  // user is "Jana Nováková" (the factories' default name); a "Jan" makes "Janě" mean someone.
  petr = await signUp(app, user.user.orgId, { name: "Petr Svoboda" });
  await signUp(app, user.user.orgId, { name: "Jan Dvořák" });
  acme = await createContact<{ id: string }>(user.http, organizationBody({ name: "Acme" }));
});

describe("the assistant and projects (local model, over HTTP)", () => {
  it("„Vytvoř nový projekt pro klienta Acme“ proposes a project for the organization Acme and creates it on „ano“", async () => {
    const chatId = randomUUID();
    const proposal = await ask(user.http, chatId, "Vytvoř nový projekt pro klienta Acme");
    expect(calledTool(proposal, "projects_create_project")).toBe(true);
    expect(textParts(proposal)).toEqual([
      "Navrhuji založit projekt „Projekt Acme“ pro klienta Acme (vlastník Jana Nováková, sloupce To do, In progress, Done). Mám to provést? ano/ne",
    ]);
    expect(await projectsOf(acme.id)).toEqual([]);

    const yes = await ask(user.http, chatId, "ano");
    expect(textParts(yes)).toEqual([
      "Hotovo: projekt „Projekt Acme“ pro klienta Acme je založený, se sloupci To do, In progress a Done.",
    ]);
    const [project, ...others] = await projectsOf(acme.id);
    expect(others).toEqual([]);
    expect(project).toMatchObject({ name: "Projekt Acme", owner: { id: user.user.id }, status: "active" });
    const board = (await user.http.get<Board>(`/api/v1/projects/${project?.id}/board`)).body;
    expect(board.columns.map((c) => c.name)).toEqual(["To do", "In progress", "Done"]);
    // The proposal is gone: another "ano" creates nothing.
    await ask(user.http, chatId, "ano");
    expect(await projectsOf(acme.id)).toHaveLength(1);
  });

  it("a project for a client the organization does not have is refused with the reason", async () => {
    const stranger = await signUpInNewOrganization(app);
    const answer = await ask(stranger.http, randomUUID(), "Vytvoř nový projekt pro klienta Acme");
    expect(textParts(answer)).toEqual([
      "Žádná organizace neodpovídá „Acme“. Zkontroluj název klienta, nebo nejdřív vytvoř organizaci.",
    ]);
  });

  it("„Přidej do projektu Web Acme úkol Připravit nabídku a přiřaď ho Janě“ adds the task assigned to Jana; „ne“ cancels an assignment", async () => {
    const web = (await user.http.post<Project>("/api/v1/projects", { name: "Web Acme", clientId: acme.id })).body;
    const chatId = randomUUID();
    const proposal = await ask(
      user.http,
      chatId,
      "Přidej do projektu Web Acme úkol Připravit nabídku a přiřaď ho Janě",
    );
    expect(calledTool(proposal, "projects_create_task")).toBe(true);
    expect(textParts(proposal)).toEqual([
      "Navrhuji přidat do projektu „Web Acme“ úkol „Připravit nabídku“ a přiřadit ho: Jana Nováková. Mám to provést? ano/ne",
    ]);
    expect(await tasksOf(web.id)).toEqual([]);
    const yes = await ask(user.http, chatId, "ano");
    expect(textParts(yes)).toEqual([
      "Hotovo: úkol „Připravit nabídku“ je v projektu „Web Acme“ a přiřazený: Jana Nováková.",
    ]);
    const [task] = await tasksOf(web.id);
    expect(task).toMatchObject({ title: "Připravit nabídku", assignee: { id: user.user.id, name: "Jana Nováková" } });

    const reassign = await ask(user.http, chatId, "Přiřaď úkol Připravit nabídku Petrovi");
    expect(calledTool(reassign, "projects_assign_task")).toBe(true);
    expect(textParts(reassign)).toEqual([
      "Navrhuji přiřadit úkol „Připravit nabídku“ (projekt „Web Acme“): Petr Svoboda. Mám to provést? ano/ne",
    ]);
    expect(textParts(await ask(user.http, chatId, "ne"))).toEqual(["Dobře, nic jsem neprovedl."]);
    expect((await tasksOf(web.id))[0]?.assigneeId).toBe(user.user.id);
    await ask(user.http, chatId, "Přiřaď úkol Připravit nabídku Petrovi");
    expect(textParts(await ask(user.http, chatId, "ano"))).toEqual([
      "Hotovo: úkol „Připravit nabídku“ je přiřazený: Petr Svoboda.",
    ]);
    expect((await tasksOf(web.id))[0]?.assignee).toEqual({ id: petr.user.id, name: "Petr Svoboda" });
    // The project's history (the audit log, decision 112) names who assigned the task to whom.
    const history = await user.http.get<TimelinePage>(`/api/v1/projects/${web.id}/history`);
    expect(history.body.entries[0]?.event).toMatchObject({
      recordType: "task",
      recordLabel: "Připravit nabídku",
      action: "update",
      actor: { userName: "Jana Nováková" },
      changes: [{ field: "assigneeId", old: user.user.id, new: petr.user.id }],
    });
  });

  it("„Co mám dnes za úkoly?“ answers the caller's tasks due today or overdue, not later ones or others'", async () => {
    const project = (await user.http.post<Project>("/api/v1/projects", { name: "Dnešek", clientId: acme.id })).body;
    const today = businessDate();
    const add = (title: string, dueDate: string | null, assigneeId: string | null = user.user.id) =>
      user.http.post(`/api/v1/projects/${project.id}/tasks`, { title, dueDate, assigneeId });
    await add("Odeslat smlouvu", "2020-03-02");
    await add("Zavolat Acme", today);
    await add("Příští rok", "2099-01-01");
    await add("Petrův úkol", today, petr.user.id);
    const answer = await ask(user.http, randomUUID(), "Co mám dnes za úkoly?");
    expect(calledTool(answer, "projects_my_tasks")).toBe(true);
    const [text] = textParts(answer);
    const lines = text?.split("\n") ?? [];
    expect(lines[0]).toBe("Na dnešek máš 2 úkoly (z toho po termínu: 1):");
    expect(lines.slice(1)).toEqual([
      "• Odeslat smlouvu · Dnešek · To do · termín 2. 3. 2020 · po termínu",
      `• Zavolat Acme · Dnešek · To do · termín ${Number(today.slice(8))}. ${Number(today.slice(5, 7))}. ${today.slice(0, 4)}`,
    ]);
    const petrs = textParts(await ask(petr.http, randomUUID(), "Co mám dnes za úkoly?"))[0];
    expect(petrs?.split("\n")[0]).toBe("Na dnešek máš 1 úkol:");
  });
});
