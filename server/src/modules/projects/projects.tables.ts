import type { ColumnType, CreatedAt, Generated, UpdatedAt } from "../../db/column-types";

export interface ProjectsTable {
  id: Generated<string>;
  org_id: string;
  version: Generated<number>;
  name: string;
  status: "active" | "on_hold" | "done" | "archived";
  client_contact_id: string;
  client_contact_type: Generated<"organization">;
  deal_id: string | null;
  owner_id: string;
  /** date: YYYY-MM-DD both ways. */
  start_date: string | null;
  due_date: string | null;
  description: Generated<string>;
  board_version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  board_updated_at: ColumnType<Date, never, Date>;
}

export interface ProjectColumnsTable {
  id: Generated<string>;
  org_id: string;
  project_id: string;
  name: string;
  rank: string;
  wip_limit: number | null;
  done: Generated<boolean>;
  created_at: CreatedAt;
}

export interface ProjectTasksTable {
  id: Generated<string>;
  org_id: string;
  project_id: string;
  column_id: string;
  version: Generated<number>;
  title: string;
  description: Generated<string>;
  assignee_id: string | null;
  priority: "low" | "medium" | "high" | "urgent";
  start_date: string | null;
  due_date: string | null;
  /** jsonb array of {id, text, done}; written as JSON text. */
  checklist: ColumnType<{ id: string; text: string; done: boolean }[], string | undefined, string>;
  rank: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ProjectTaskCommentsTable {
  id: Generated<string>;
  org_id: string;
  task_id: string;
  author_id: string | null;
  body: string;
  /** jsonb array of user ids. */
  mentions: ColumnType<string[], string | undefined, string>;
  created_at: CreatedAt;
}

/** Its part of the database (server/src/db/schema.ts composes the parts). */
export interface ProjectsTables {
  projects: ProjectsTable;
  project_columns: ProjectColumnsTable;
  project_tasks: ProjectTasksTable;
  project_task_comments: ProjectTaskCommentsTable;
}
