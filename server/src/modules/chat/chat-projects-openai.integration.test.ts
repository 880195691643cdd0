import { randomUUID } from "node:crypto";
import type { Project, Task } from "@kancl/shared";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ask } from "../../../test/chat-client";
import {
  createContact,
  createOrganization,
  organizationBody,
  type SignedInUser,
  signUp,
} from "../../../test/factories";
import { completionStream, fakeOpenAi, toolCallStream } from "../../../test/fake-openai";
import { startTestApp, type TestApp } from "../../../test/test-app";

// Issue 26 item 7 with a real LLM provider (AI_PROVIDER=openai) whose HTTP API is faked by msw: the model calls the
// same project tools the local model does; a write only proposes, and the server carries it out on "ano".
const openAi = fakeOpenAi();
const { requests } = openAi;

/** The provider answers a tool call first, then a sentence (after the tool's result). */
function scripted(toolName: string, args: Record<string, unknown>, sentence: string) {
  openAi.script(
    () => toolCallStream(toolName, args),
    () => completionStream([{ content: sentence }], "stop"),
  );
}

let app: TestApp;
let jana: SignedInUser;
let acme: { id: string };

beforeAll(async () => {
  openAi.listen();
  app = await startTestApp({ chatModel: openAi.model });
  const orgId = (await createOrganization(app)).id;
  jana = await signUp(app, orgId, { name: "Jana Nováková" });
  acme = await createContact<{ id: string }>(jana.http, organizationBody({ name: "Acme" }));
});

afterEach(() => {
  openAi.reset();
});

afterAll(async () => {
  openAi.close();
  await app.close();
});

describe("the project tools on the OpenAI provider (msw)", () => {
  it("offers the projects_* tools; the model's projects_create_project is proposed and done on „ano“", async () => {
    scripted(
      "projects_create_project",
      { client: "Acme", name: "Web Acme" },
      "Navrhuji projekt Web Acme. Mám to provést? ano/ne",
    );
    const chatId = randomUUID();
    const proposal = await ask(jana.http, chatId, "Vytvoř nový projekt Web Acme pro klienta Acme");
    expect(proposal.error).toBeUndefined();
    expect(requests[0]?.tools?.map((t) => t.function.name)).toEqual(
      expect.arrayContaining([
        "projects_create_project",
        "projects_create_task",
        "projects_assign_task",
        "projects_my_tasks",
      ]),
    );
    // The tool's result went back to the model: a proposal, nothing created yet.
    expect(JSON.stringify(requests[1]?.messages.find((m) => m.role === "tool")?.content)).toContain(
      "confirmationRequired",
    );
    const list = async () =>
      (await jana.http.get<{ projects: Project[] }>(`/api/v1/projects?clientId=${acme.id}`)).body.projects;
    expect(await list()).toEqual([]);

    const yes = await ask(jana.http, chatId, "ano");
    expect(yes.text).toBe(
      "Hotovo: projekt „Web Acme“ pro klienta Acme je založený, se sloupci To do, In progress a Done.",
    );
    expect(requests).toHaveLength(2); // "ano" is answered by the server, not the model
    expect((await list()).map((p) => p.name)).toEqual(["Web Acme"]);
  });

  it("the model's projects_create_task with an assignee in Czech (Janě) adds the task assigned to Jana on „ano“", async () => {
    const project = (await jana.http.post<Project>("/api/v1/projects", { name: "Eshop Acme", clientId: acme.id })).body;
    scripted(
      "projects_create_task",
      { project: "Eshop Acme", title: "Připravit nabídku", assignee: "Janě" },
      "Mám přidat úkol? ano/ne",
    );
    const chatId = randomUUID();
    await ask(jana.http, chatId, "Přidej do projektu Eshop Acme úkol Připravit nabídku a přiřaď ho Janě");
    await ask(jana.http, chatId, "ano");
    const tasks = (await jana.http.get<{ tasks: Task[] }>(`/api/v1/projects/${project.id}/tasks`)).body.tasks;
    expect(tasks.map((t) => [t.title, t.assignee?.name])).toEqual([["Připravit nabídku", "Jana Nováková"]]);
  });
});
