import type { BoardColumn, Project, Task, TaskOverviewItem } from "@kancl/shared";
import type { ProjectRow } from "./projects.repository";
import type { ColumnRow, OverviewRow, TaskRow } from "./tasks.repository";

/** Rows as the API's shapes: ISO timestamps, names of the people and records they name. */
export const toProject = (row: ProjectRow): Project => ({
  id: row.id,
  version: row.version,
  name: row.name,
  status: row.status,
  clientId: row.clientId,
  client: row.clientName === null ? null : { id: row.clientId, name: row.clientName },
  dealId: row.dealId,
  deal: row.dealId && row.dealTitle !== null ? { id: row.dealId, title: row.dealTitle } : null,
  ownerId: row.ownerId,
  owner: { id: row.ownerId, name: row.ownerName },
  startDate: row.startDate,
  dueDate: row.dueDate,
  description: row.description,
  boardVersion: Number(row.boardVersion),
  taskCount: Number(row.taskCount),
  openTaskCount: Number(row.openTaskCount),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toColumn = (row: ColumnRow): BoardColumn => ({
  id: row.id,
  projectId: row.projectId,
  name: row.name,
  rank: row.rank,
  wipLimit: row.wipLimit,
  done: row.done,
  taskCount: Number(row.taskCount),
});

export const toTask = (row: TaskRow): Task => ({
  id: row.id,
  projectId: row.projectId,
  columnId: row.columnId,
  version: row.version,
  title: row.title,
  description: row.description,
  assigneeId: row.assigneeId,
  assignee: row.assigneeId && row.assigneeName !== null ? { id: row.assigneeId, name: row.assigneeName } : null,
  priority: row.priority,
  startDate: row.startDate,
  dueDate: row.dueDate,
  checklist: row.checklist.map((item) => ({ id: item.id, text: item.text, done: item.done })),
  rank: row.rank,
  commentCount: Number(row.commentCount),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toOverviewItem = (row: OverviewRow, today: string): TaskOverviewItem => ({
  ...toTask(row),
  project: { id: row.projectId, name: row.projectName },
  column: { id: row.columnId, name: row.columnName, done: row.columnDone },
  overdue: !row.columnDone && row.dueDate !== null && row.dueDate < today,
});
