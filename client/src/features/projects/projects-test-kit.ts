import type { Project, Task } from "@kancl/shared";
import type { OutputOf } from "@/test/fake-trpc-server";

/** Fixtures of the projects screens' tests (typed by the router's outputs through OutputOf). */
export const PROJECT_ID = "0b0e3c52-6d0c-4f43-9d55-0a1d1b0b8f11";
export const TODO = "1b0e3c52-6d0c-4f43-9d55-0a1d1b0b8f11";
export const DOING = "2b0e3c52-6d0c-4f43-9d55-0a1d1b0b8f11";
export const CLIENT_ID = "4b0e3c52-6d0c-4f43-9d55-0a1d1b0b8f11";
export const USER_ID = "5b0e3c52-6d0c-4f43-9d55-0a1d1b0b8f11";
export const taskId = (n: number) => `3b0e3c52-6d0c-4f43-9d55-0a1d1b0b8f1${n}`;

export function aProject(overrides: Partial<Project> = {}): Project {
  return {
    id: PROJECT_ID,
    version: 1,
    name: "Web Acme",
    status: "active",
    clientId: CLIENT_ID,
    client: { id: CLIENT_ID, name: "Acme" },
    dealId: null,
    deal: null,
    ownerId: USER_ID,
    owner: { id: USER_ID, name: "Eva Testová" },
    startDate: "2026-12-01",
    dueDate: "2026-12-20",
    description: "",
    boardVersion: 5,
    taskCount: 3,
    openTaskCount: 2,
    createdAt: "2026-11-26T08:00:00.000Z",
    updatedAt: "2026-11-26T08:00:00.000Z",
    ...overrides,
  };
}

export function aTask(n: number, columnId: string, overrides: Partial<Task> = {}): Task {
  return {
    id: taskId(n),
    projectId: PROJECT_ID,
    columnId,
    version: 1,
    title: `Task ${n}`,
    description: "",
    assigneeId: null,
    assignee: null,
    priority: "medium",
    startDate: null,
    dueDate: null,
    checklist: [],
    rank: `a${n}`,
    commentCount: 0,
    createdAt: "2026-11-26T08:00:00.000Z",
    updatedAt: "2026-11-26T08:00:00.000Z",
    ...overrides,
  };
}

/** A board: To do with tasks 1 and 2, In progress (WIP limit 1) with task 3. */
export function aBoard(): OutputOf<"projects.board"> {
  const column = (id: string, name: string, tasks: Task[], wipLimit: number | null) => ({
    id,
    projectId: PROJECT_ID,
    name,
    rank: name,
    wipLimit,
    done: false,
    taskCount: tasks.length,
    tasks,
  });
  return {
    project: aProject(),
    version: 5,
    columns: [
      column(TODO, "To do", [aTask(1, TODO), aTask(2, TODO)], null),
      column(DOING, "In progress", [aTask(3, DOING)], 1),
    ],
  };
}
