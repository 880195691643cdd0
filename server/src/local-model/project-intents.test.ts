import { describe, expect, it } from "vitest";
import { PROJECT_TOOL_INPUTS, type PROJECT_TOOL_NAMES } from "../modules/chat/tools/project-tools";
import { parseRequest } from "./intents";
import type { ProjectToolName } from "./project-intents";
import { answerOf, plain, TODAY } from "./test-support";

/** The compiler's check that the local model's project tools are the chat module's (and the other way round). */
export const SAME_PROJECT_TOOLS: [ProjectToolName, (typeof PROJECT_TOOL_NAMES)[number]] extends [
  (typeof PROJECT_TOOL_NAMES)[number],
  ProjectToolName,
]
  ? true
  : never = true;

const parse = (text: string) => parseRequest(text, { today: TODAY });

describe("project requests", () => {
  const cases: [string, ProjectToolName, Record<string, unknown>][] = [
    ["Vytvoř nový projekt pro klienta Acme", "projects_create_project", { client: "Acme" }],
    ["vytvor novy projekt pro klienta Acme", "projects_create_project", { client: "Acme" }],
    [
      "Založ projekt Web Acme pro klienta Acme s.r.o.",
      "projects_create_project",
      { client: "Acme s.r.o.", name: "Web Acme" },
    ],
    ["Create a new project for client Acme", "projects_create_project", { client: "Acme" }],
    ["create project Website for Beta Ltd", "projects_create_project", { client: "Beta Ltd", name: "Website" }],
    [
      "Přidej do projektu Web Acme úkol Připravit nabídku a přiřaď ho Janě",
      "projects_create_task",
      { project: "Web Acme", title: "Připravit nabídku", assignee: "Janě" },
    ],
    [
      "Přidej úkol Poslat fakturu do projektu Web Acme",
      "projects_create_task",
      { project: "Web Acme", title: "Poslat fakturu" },
    ],
    [
      "Vytvoř úkol „Zavolat klientovi“ v projektu Web Acme a přiřaď ho Petru Svobodovi",
      "projects_create_task",
      { project: "Web Acme", title: "Zavolat klientovi", assignee: "Petru Svobodovi" },
    ],
    [
      "Add task Prepare offer to project Web Acme and assign it to Jana",
      "projects_create_task",
      { project: "Web Acme", title: "Prepare offer", assignee: "Jana" },
    ],
    [
      "Přiřaď úkol Připravit nabídku Petrovi",
      "projects_assign_task",
      { task: "Připravit nabídku", assignee: "Petrovi" },
    ],
    [
      "Přiřaď úkol Připravit nabídku uživateli Petr Svoboda",
      "projects_assign_task",
      { task: "Připravit nabídku", assignee: "Petr Svoboda" },
    ],
    [
      "Přiřaď „Připravit nabídku“ v projektu Web Acme Janě",
      "projects_assign_task",
      { task: "Připravit nabídku", assignee: "Janě", project: "Web Acme" },
    ],
    ["Assign task Prepare offer to Petr", "projects_assign_task", { task: "Prepare offer", assignee: "Petr" }],
    ["Co mám dnes za úkoly?", "projects_my_tasks", { scope: "dueToday" }],
    ["co mam dnes za ukoly", "projects_my_tasks", { scope: "dueToday" }],
    ["Moje úkoly", "projects_my_tasks", { scope: "open" }],
    ["Které úkoly mám po termínu?", "projects_my_tasks", { scope: "overdue" }],
    ["What are my tasks today?", "projects_my_tasks", { scope: "dueToday" }],
    ["show my overdue tasks", "projects_my_tasks", { scope: "overdue" }],
    ["Ukaž projekty klienta Acme", "projects_list_projects", { client: "Acme" }],
    ["list active projects", "projects_list_projects", { status: "active" }],
  ];

  it.each(cases)("%s", (text, toolName, input) => {
    const intent = parse(text);
    expect(intent).toEqual({ kind: "tool", toolName, input });
    expect(PROJECT_TOOL_INPUTS[toolName].safeParse(input).success).toBe(true);
  });

  it.each([
    ["vytvoř nový projekt", "client"],
    ["přidej úkol do projektu Web Acme", "taskTitle"],
    ["přidej úkol Připravit nabídku", "project"],
  ])("asks for what is missing: %s", (text, what) => {
    expect(parse(text)).toEqual({ kind: "reply", reply: { type: "projectNeeds", what } });
  });

  it("reads a 100,000-character message about projects in linear time", () => {
    const started = performance.now();
    parse(`přidej do projektu ${"Web ".repeat(25_000)} úkol ${"a ".repeat(10_000)}`);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe("project answers", () => {
  it("proposes a project and asks", async () => {
    const answer = await answerOf(
      "Vytvoř nový projekt pro klienta Acme",
      "projects_create_project",
      { client: "Acme" },
      {
        confirmationRequired: true,
        action: "createProject",
        project: { name: "Projekt Acme", client: "Acme", owner: "Jana Nováková", dueDate: null },
      },
    );
    expect(plain(answer)).toBe(
      "Navrhuji založit projekt „Projekt Acme“ pro klienta Acme (vlastník Jana Nováková, sloupce To do, In progress, Done). Mám to provést? ano/ne",
    );
  });

  it("lists today's tasks with what is overdue", async () => {
    const answer = await answerOf(
      "Co mám dnes za úkoly?",
      "projects_my_tasks",
      { scope: "dueToday" },
      {
        scope: "dueToday",
        today: TODAY,
        total: 2,
        tasks: [
          { title: "Připravit nabídku", project: "Web Acme", column: "To do", dueDate: "2026-11-17", overdue: true },
          { title: "Zavolat", project: "Web Acme", column: "In progress", dueDate: TODAY, overdue: false },
        ],
      },
    );
    expect(plain(answer)).toBe(
      [
        "Na dnešek máš 2 úkoly (z toho po termínu: 1):",
        "• Připravit nabídku · Web Acme · To do · termín 17. 11. 2026 · po termínu",
        "• Zavolat · Web Acme · In progress · termín 18. 11. 2026",
      ].join("\n"),
    );
  });

  it("says which colleagues a name matches, in Czech", async () => {
    const answer = await answerOf(
      "Přiřaď úkol X Janě",
      "projects_assign_task",
      { task: "X", assignee: "Janě" },
      { error: 'Several colleagues match "Janě".', candidates: ["Jana Nováková", "Jana Malá"] },
    );
    expect(answer).toBe("Názvu „Janě“ odpovídá více kolegů: „Jana Nováková“, „Jana Malá“. Který myslíš?");
  });
});
