import { isCalendarDate, PROJECT_STATUSES, TASK_SCOPES } from "@kancl/shared";
import { tool, zodSchema } from "ai";
import { z } from "zod";
import { fuzzyFind, normalizeText } from "../../../local-model/fuzzy-match";
import { TOOL_NAME_MAX_LENGTH } from "../../../local-model/tool-limits";
import type { ContactsService } from "../../contacts/contacts.service";
import type { ProjectsService } from "../../projects/projects.service";
import type { PendingAction } from "./pending-action";
import { matchPeople } from "./person-match";

/**
 * The spec's operations projects.create_project, projects.create_task and projects.assign_task, and two reads. A
 * tool name cannot hold a dot (providers allow letters, digits, "_" and "-"), so the dot is "_" (decision 162).
 */
export const PROJECT_TOOL_NAMES = [
  "projects_create_project",
  "projects_create_task",
  "projects_assign_task",
  "projects_my_tasks",
  "projects_list_projects",
] as const;
export type ProjectToolName = (typeof PROJECT_TOOL_NAMES)[number];

const nameInput = () => z.string().max(TOOL_NAME_MAX_LENGTH);
const dateInput = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine(isCalendarDate, "must be a real date (YYYY-MM-DD)")
    .optional()
    .describe("YYYY-MM-DD");

export const PROJECT_TOOL_INPUTS = {
  projects_create_project: z.object({
    client: nameInput().min(1).describe("The client organization's name"),
    name: nameInput().optional().describe("The project's name; 'Projekt <client>' when the user gave none"),
    dueDate: dateInput(),
  }),
  projects_create_task: z.object({
    project: nameInput().min(1).describe("The project's name"),
    title: nameInput().min(1).describe("The task's title, as the user wrote it"),
    assignee: nameInput().optional().describe("A colleague's name as the user wrote it (any Czech case)"),
    dueDate: dateInput(),
  }),
  projects_assign_task: z.object({
    task: nameInput().min(1).describe("The task's title"),
    assignee: nameInput().min(1).describe("A colleague's name as the user wrote it (any Czech case)"),
    project: nameInput().optional().describe("The project's name, when the title alone is ambiguous"),
  }),
  projects_my_tasks: z.object({
    scope: z.enum(TASK_SCOPES).optional().describe("open (default), dueToday (due today or overdue), overdue"),
    dueFrom: dateInput().describe("Only tasks due on or after, YYYY-MM-DD (tomorrow, this week: in the org's zone)"),
    dueTo: dateInput().describe("Only tasks due on or before, YYYY-MM-DD"),
  }),
  projects_list_projects: z.object({
    client: nameInput().optional().describe("Only this client's projects"),
    status: z.enum(PROJECT_STATUSES).optional(),
  }),
};

const SCHEMAS = {
  projects_create_project: zodSchema(PROJECT_TOOL_INPUTS.projects_create_project),
  projects_create_task: zodSchema(PROJECT_TOOL_INPUTS.projects_create_task),
  projects_assign_task: zodSchema(PROJECT_TOOL_INPUTS.projects_assign_task),
  projects_my_tasks: zodSchema(PROJECT_TOOL_INPUTS.projects_my_tasks),
  projects_list_projects: zodSchema(PROJECT_TOOL_INPUTS.projects_list_projects),
};

export interface ProjectToolServices {
  contacts: Pick<ContactsService, "list">;
  projects: Pick<ProjectsService, "list" | "colleagues" | "myTasks" | "taskIndex">;
}

export interface ProjectToolScope {
  services: ProjectToolServices;
  orgId: string;
  userId: string;
  propose(action: PendingAction): void;
}

const candidatesOf = (names: string[]) => [...new Set(names)].slice(0, 5);

/** The assistant's tools over projects: reads answer JSON, writes only propose (done on "ano"/"yes"). */
export function createProjectTools(scope: ProjectToolScope) {
  const { services, orgId, userId } = scope;

  /** One match by name: the one with exactly that name, else the only one; several are reported as candidates. */
  function pickOne<T>(matches: T[], query: string, nameOf: (item: T) => string, noun: string) {
    const wanted = normalizeText(query);
    const exact = matches.filter((item) => normalizeText(nameOf(item)) === wanted);
    if (exact.length === 1 || matches.length === 1) return { found: exact[0] ?? matches[0] };
    if (matches.length === 0) return { error: `No ${noun} matches "${query}".` };
    return {
      error: `Several ${noun}s match "${query}".`,
      candidates: candidatesOf((exact.length ? exact : matches).map(nameOf)),
    };
  }

  async function findClient(query: string) {
    const organizations = (await services.contacts.list(orgId, { type: "organization" })).contacts;
    const { found, error, candidates } = pickOne(
      fuzzyFind(organizations, query, (c) => [c.name, c.legalName ?? ""]),
      query,
      (c) => c.name,
      "organization",
    );
    return { client: found, error, candidates };
  }

  async function findProject(query: string) {
    const projects = (await services.projects.list(orgId, {})).projects.filter((p) => p.status !== "archived");
    const byId = projects.find((p) => p.id === query);
    if (byId) return { project: byId };
    const { found, error, candidates } = pickOne(
      fuzzyFind(projects, query, (p) => [p.name]),
      query,
      (p) => p.name,
      "project",
    );
    return { project: found, error, candidates };
  }

  async function findPerson(query: string) {
    const people = await services.projects.colleagues(orgId);
    const matches = matchPeople(people, query);
    if (matches.length === 0) return { error: `No colleague matches "${query}".` };
    if (matches.length > 1) {
      return { error: `Several colleagues match "${query}".`, candidates: candidatesOf(matches.map((p) => p.name)) };
    }
    return { person: matches[0] };
  }

  return {
    projects_create_project: tool({
      description:
        "Propose creating a project for a client organization (the caller owns it; the board gets To do, In progress, Done). The user must confirm.",
      inputSchema: SCHEMAS.projects_create_project,
      execute: async ({ client: query, name, dueDate }) => {
        const { client, error, candidates } = await findClient(query);
        if (!client) return { error, candidates };
        const projectName = name?.trim() || `Projekt ${client.name}`;
        const owner = (await services.projects.colleagues(orgId)).find((p) => p.id === userId);
        scope.propose({
          kind: "createProject",
          name: projectName,
          clientId: client.id,
          clientName: client.name,
          ownerId: userId,
          ownerName: owner?.name,
          dueDate,
        });
        return {
          confirmationRequired: true as const,
          action: "createProject",
          project: { name: projectName, client: client.name, owner: owner?.name ?? null, dueDate: dueDate ?? null },
        };
      },
    }),

    projects_create_task: tool({
      description:
        "Propose adding a task to a project (at the end of its first column), optionally assigned to a colleague. The user must confirm.",
      inputSchema: SCHEMAS.projects_create_task,
      execute: async ({ project: projectQuery, title, assignee: assigneeQuery, dueDate }) => {
        const { project, error, candidates } = await findProject(projectQuery);
        if (!project) return { error, candidates };
        let assignee: { id: string; name: string } | undefined;
        if (assigneeQuery) {
          const found = await findPerson(assigneeQuery);
          if (!found.person) return { error: found.error, candidates: found.candidates };
          assignee = found.person;
        }
        scope.propose({
          kind: "createTask",
          projectId: project.id,
          projectName: project.name,
          title: title.trim(),
          assigneeId: assignee?.id,
          assigneeName: assignee?.name,
          dueDate,
          requestedBy: userId,
        });
        return {
          confirmationRequired: true as const,
          action: "createTask",
          task: {
            title: title.trim(),
            project: project.name,
            assignee: assignee?.name ?? null,
            dueDate: dueDate ?? null,
          },
        };
      },
    }),

    projects_assign_task: tool({
      description: "Propose assigning an existing task to a colleague. The user must confirm.",
      inputSchema: SCHEMAS.projects_assign_task,
      execute: async ({ task: taskQuery, assignee: assigneeQuery, project: projectQuery }) => {
        let tasks = await services.projects.taskIndex(orgId);
        if (projectQuery) {
          const { project, error, candidates } = await findProject(projectQuery);
          if (!project) return { error, candidates };
          tasks = tasks.filter((t) => t.projectId === project.id);
        }
        const picked = pickOne(
          fuzzyFind(tasks, taskQuery, (t) => [t.title]),
          taskQuery,
          (t) => `${t.title} (${t.projectName})`,
          "task",
        );
        // A title is compared without its project: pickOne's exact match used "title (project)".
        const task =
          picked.found ??
          (() => {
            const same = tasks.filter((t) => normalizeText(t.title) === normalizeText(taskQuery));
            return same.length === 1 ? same[0] : undefined;
          })();
        if (!task) return { error: picked.error, candidates: picked.candidates };
        const found = await findPerson(assigneeQuery);
        if (!found.person) return { error: found.error, candidates: found.candidates };
        scope.propose({
          kind: "assignTask",
          projectId: task.projectId,
          projectName: task.projectName,
          taskId: task.id,
          taskTitle: task.title,
          assigneeId: found.person.id,
          assigneeName: found.person.name,
          requestedBy: userId,
        });
        return {
          confirmationRequired: true as const,
          action: "assignTask",
          task: { title: task.title, project: task.projectName, assignee: found.person.name },
        };
      },
    }),

    projects_my_tasks: tool({
      description:
        "The caller's tasks across projects not in a done column: all open ones, those due today or earlier (dueToday), or only overdue ones.",
      inputSchema: SCHEMAS.projects_my_tasks,
      execute: async ({ scope: which, dueFrom, dueTo }) => {
        const overview = await services.projects.myTasks({ orgId, userId }, which ?? "open");
        const tasks = overview.tasks.filter(
          (t) =>
            (!dueFrom || (t.dueDate !== null && t.dueDate >= dueFrom)) &&
            (!dueTo || (t.dueDate !== null && t.dueDate <= dueTo)),
        );
        return {
          scope: which ?? "open",
          dueFrom: dueFrom ?? null,
          dueTo: dueTo ?? null,
          today: overview.today,
          total: tasks.length,
          tasks: tasks.slice(0, 30).map((t) => ({
            title: t.title,
            project: t.project.name,
            column: t.column.name,
            dueDate: t.dueDate,
            overdue: t.overdue,
            priority: t.priority,
          })),
        };
      },
    }),

    projects_list_projects: tool({
      description: "List projects, optionally of one client or with one status.",
      inputSchema: SCHEMAS.projects_list_projects,
      execute: async ({ client: query, status }) => {
        let clientId: string | undefined;
        if (query) {
          const { client, error, candidates } = await findClient(query);
          if (!client) return { error, candidates };
          clientId = client.id;
        }
        const { projects } = await services.projects.list(orgId, { clientId, status, sort: "name" });
        return {
          client: query ?? null,
          status: status ?? null,
          total: projects.length,
          projects: projects.slice(0, 30).map((p) => ({
            name: p.name,
            client: p.client?.name ?? null,
            status: p.status,
            dueDate: p.dueDate,
            openTasks: p.openTaskCount,
          })),
        };
      },
    }),
  };
}

export type ProjectTools = ReturnType<typeof createProjectTools>;
