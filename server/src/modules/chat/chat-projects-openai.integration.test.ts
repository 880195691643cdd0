import { randomUUID } from "node:crypto";
import type { Project, Task } from "@kancl/shared";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ask } from "../../../test/chat-client";
import {
  createContact,
  createOrganization,
  organizationBody,
  type SignedInUser,
  signUp,
} from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/test-app";
import { chatModelFromSettings } from "./chat-model";

// Issue 26 item 7 with a real LLM provider (AI_PROVIDER=openai) whose HTTP API is faked by msw: the model calls the
// same project tools the local model does; a write only proposes, and the server carries it out on "ano".
const OPENAI_URL = "https://api.openai.com/v1/chat/completions";
const openAi = setupServer();

interface ChatCompletionRequest {
  messages: { role: string; content?: unknown }[];
  tools?: { function: { name: string } }[];
}

function completionStream(deltas: Record<string, unknown>[], finishReason: "stop" | "tool_calls") {
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({
      id: "chatcmpl-test",
      object: "chat.completion.chunk",
      created: 1_795_400_000,
      model: "gpt-4o-mini",
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  const body = [
    chunk({ role: "assistant", content: "" }, null),
    ...deltas.map((delta) => chunk(delta, null)),
    chunk({}, finishReason),
    "data: [DONE]\n\n",
  ].join("");
  return new HttpResponse(body, { headers: { "content-type": "text/event-stream" } });
}

/** The provider answers a tool call first, then a sentence (after the tool's result). */
function scripted(toolName: string, args: Record<string, unknown>, sentence: string) {
  openAi.use(
    http.post(OPENAI_URL, async ({ request }) => {
      requests.push((await request.json()) as ChatCompletionRequest);
      if (requests.length === 1) {
        return completionStream(
          [
            {
              tool_calls: [
                {
                  index: 0,
                  id: "call_1",
                  type: "function",
                  function: { name: toolName, arguments: JSON.stringify(args) },
                },
              ],
            },
          ],
          "tool_calls",
        );
      }
      return completionStream([{ content: sentence }], "stop");
    }),
  );
}

let app: TestApp;
let jana: SignedInUser;
let acme: { id: string };
const requests: ChatCompletionRequest[] = [];

beforeAll(async () => {
  openAi.listen({ onUnhandledFrame: "bypass" });
  const model = chatModelFromSettings({
    AI_PROVIDER: "openai",
    AI_MODEL: "gpt-4o-mini",
    AI_API_KEY: "sk-test-not-a-real-key",
    AI_BASE_URL: undefined,
  });
  app = await startTestApp({ chatModel: model });
  const orgId = (await createOrganization(app)).id;
  jana = await signUp(app, orgId, { name: "Jana Nováková" });
  acme = await createContact<{ id: string }>(jana.http, organizationBody({ name: "Acme" }));
});

afterEach(() => {
  openAi.resetHandlers();
  requests.length = 0;
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
