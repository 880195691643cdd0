import { z } from "zod";
import { DATE_FORMAT } from "./dates";
import { enMessages } from "./i18n/en-messages";
import type { Language } from "./i18n/languages";
import { isRealDate } from "./invoices";
import { jsonOnly } from "./json-only";
import { versionNumber } from "./numbers";
import { updatedSinceField } from "./sync";
import { textString } from "./text";

/** Texts of the Projects module (issue 26). Field problems start with the field's name, as the API's others do. */
export const PROJECT_MESSAGES = {
  ...enMessages.projects,
} as const;

/** The WIP limit refusal: the column is full (decision 160). */
export const wipLimitMessage = (column: string, limit: number) =>
  `The column "${column}" is at its WIP limit (${limit}): move a task out first`;

export const PROJECT_STATUSES = ["active", "on_hold", "done", "archived"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const DEFAULT_PROJECT_STATUS: ProjectStatus = "active";

export const TASK_PRIORITIES = ["low", "medium", "high", "urgent"] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const DEFAULT_TASK_PRIORITY: TaskPriority = "medium";

/**
 * The columns every new project starts with, named in its organization's language (they are the board's data, which
 * its people rename as they like); the last one counts as done (decision 160).
 */
export const DEFAULT_COLUMNS: Record<Language, readonly { name: string; done: boolean }[]> = {
  en: [
    { name: "To do", done: false },
    { name: "In progress", done: false },
    { name: "Done", done: true },
  ],
  cs: [
    { name: "K udělání", done: false },
    { name: "Rozpracováno", done: false },
    { name: "Hotovo", done: true },
  ],
};

export const PROJECT_SORTS = ["createdAt", "updatedAt", "name", "dueDate"] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() : value);
const emptyToNull = (value: unknown) =>
  typeof value === "string" ? value.trim() || null : value === undefined ? undefined : value;

const name = (message: string, max: number) =>
  z.preprocess(trimmed, textString().min(1, message).max(max, `must be at most ${max} characters`));

/** YYYY-MM-DD, a real calendar day; "" and null clear it. */
export const calendarDate = () =>
  z
    .preprocess(
      emptyToNull,
      textString()
        .refine((value) => isRealDate(value), PROJECT_MESSAGES.dateInvalid)
        .nullish(),
    )
    .meta(DATE_FORMAT);

const markdown = (max: number) =>
  z.preprocess(
    (value) => (value === null ? "" : value),
    textString().max(max, `must be at most ${max} characters`).optional(),
  );

const wipLimit = jsonOnly(
  z.number().int("must be a whole number").min(1, "must be 1 or more").max(1000, "must be at most 1000").nullish(),
).describe("How many tasks the column may hold; null for no limit");

export const projectFields = {
  name: name(PROJECT_MESSAGES.nameRequired, 200),
  clientId: z.uuid().describe("An organization contact"),
  dealId: z.uuid().nullish(),
  ownerId: z.uuid().nullish().describe("A user of your organization; you when not given"),
  status: z.enum(PROJECT_STATUSES).default(DEFAULT_PROJECT_STATUS),
  startDate: calendarDate(),
  dueDate: calendarDate(),
  description: markdown(20_000).describe("Markdown"),
};

const datesInOrder = (value: { startDate?: string | null; dueDate?: string | null }, ctx: z.RefinementCtx) => {
  if (value.startDate && value.dueDate && value.dueDate < value.startDate) {
    ctx.addIssue({ code: "custom", path: ["dueDate"], message: "must not be before startDate" });
  }
};

export const createProjectInputSchema = z
  .object(projectFields)
  .strict()
  .superRefine(datesInOrder)
  .meta({ id: "CreateProjectInput" });
export type CreateProjectInput = z.infer<typeof createProjectInputSchema>;

/** A partial update: fields not sent stay as they are. */
export const updateProjectFields = {
  name: projectFields.name.optional(),
  clientId: projectFields.clientId.optional(),
  dealId: projectFields.dealId,
  ownerId: z.uuid().optional(),
  status: z.enum(PROJECT_STATUSES).optional(),
  startDate: projectFields.startDate,
  dueDate: projectFields.dueDate,
  description: projectFields.description,
  version: versionNumber().optional().describe("The version you read; when sent, a stale one answers 409"),
};
export type UpdateProjectInput = {
  [K in keyof typeof updateProjectFields]?: z.infer<(typeof updateProjectFields)[K]>;
};

const person = z.object({ id: z.uuid(), name: z.string() });

export const projectSchema = z
  .object({
    id: z.uuid(),
    version: z.number().int(),
    name: z.string(),
    status: z.enum(PROJECT_STATUSES),
    clientId: z.uuid(),
    client: z.object({ id: z.uuid(), name: z.string() }).nullable().describe("null when the contact was deleted"),
    dealId: z.uuid().nullable(),
    deal: z.object({ id: z.uuid(), title: z.string() }).nullable(),
    ownerId: z.uuid(),
    owner: person,
    startDate: z.string().meta(DATE_FORMAT).nullable().describe("YYYY-MM-DD"),
    dueDate: z.string().meta(DATE_FORMAT).nullable().describe("YYYY-MM-DD"),
    description: z.string(),
    boardVersion: z.number().int().describe("Grows with every change of the board (columns and tasks)"),
    taskCount: z.number().int(),
    openTaskCount: z.number().int().describe("Tasks not in a done column"),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Project" });
export type Project = z.infer<typeof projectSchema>;

export const listProjectsInputSchema = z
  .object({
    q: textString()
      .trim()
      .max(200)
      .optional()
      .describe("Search (contains, any case) in the project's and the client's name"),
    status: z.enum(PROJECT_STATUSES).optional(),
    clientId: z.uuid().optional(),
    dealId: z.uuid().optional(),
    ownerId: z.uuid().optional(),
    sort: z.enum(PROJECT_SORTS).optional().describe("createdAt (newest first, default), updatedAt, name, dueDate"),
    order: z
      .enum(["asc", "desc"])
      .optional()
      .describe("desc by default for createdAt and updatedAt, asc for name and dueDate"),
    updatedSince: updatedSinceField,
    limit: z.coerce.number().int().min(1).max(200).optional(),
    cursor: textString().max(500).optional(),
  })
  .strict()
  .meta({ id: "ListProjectsQuery" });
export type ListProjectsInput = z.infer<typeof listProjectsInputSchema>;

export const projectListSchema = z
  .object({ projects: z.array(projectSchema), nextCursor: z.string().nullable().optional() })
  .meta({ id: "ProjectList" });

// Columns

export const boardColumnSchema = z
  .object({
    id: z.uuid(),
    projectId: z.uuid(),
    name: z.string(),
    rank: z.string().describe("Fractional index: columns sort by it (byte order)"),
    wipLimit: z.number().int().nullable(),
    done: z.boolean().describe("Tasks here count as finished (not in My tasks or Overdue)"),
    taskCount: z.number().int(),
  })
  .meta({ id: "BoardColumn" });
export type BoardColumn = z.infer<typeof boardColumnSchema>;

export const createColumnFields = {
  name: name(PROJECT_MESSAGES.columnNameRequired, 100),
  wipLimit,
  done: jsonOnly(z.boolean().optional()),
  afterColumnId: z.uuid().nullish().describe("Put it after this column; first when null; last when not given"),
};
export const createColumnInputSchema = z.object(createColumnFields).strict().meta({ id: "CreateColumnInput" });
export type CreateColumnInput = z.infer<typeof createColumnInputSchema>;

export const updateColumnFields = {
  name: name(PROJECT_MESSAGES.columnNameRequired, 100).optional(),
  wipLimit,
  done: jsonOnly(z.boolean().optional()),
};
export type UpdateColumnInput = { name?: string; wipLimit?: number | null; done?: boolean };

export const moveColumnFields = {
  afterColumnId: z.uuid().nullable().describe("The column it goes after; null puts it first"),
};

// Tasks

export const checklistItemSchema = z
  .object({ id: z.uuid(), text: z.string(), done: z.boolean() })
  .meta({ id: "ChecklistItem" });
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/** A checklist item's text, as the server takes it (the checklist's add field checks it the same way). */
export const checklistItemText = name("text: Checklist item is required", 500);

const checklistInput = jsonOnly(
  z
    .array(
      z
        .object({
          id: z.uuid().optional().describe("Keep an item's id; new items get one"),
          text: checklistItemText,
          done: jsonOnly(z.boolean().default(false)),
        })
        .strict(),
    )
    .max(100, "must have at most 100 items"),
);

export const taskSchema = z
  .object({
    id: z.uuid(),
    projectId: z.uuid(),
    columnId: z.uuid(),
    version: z.number().int(),
    title: z.string(),
    description: z.string(),
    assigneeId: z.uuid().nullable(),
    assignee: person.nullable(),
    priority: z.enum(TASK_PRIORITIES),
    startDate: z.string().meta(DATE_FORMAT).nullable().describe("YYYY-MM-DD"),
    dueDate: z.string().meta(DATE_FORMAT).nullable().describe("YYYY-MM-DD"),
    checklist: z.array(checklistItemSchema),
    rank: z.string().describe("Fractional index within the column: tasks sort by it (byte order)"),
    commentCount: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Task" });
export type Task = z.infer<typeof taskSchema>;

/** Every task of the organization in update order (decision 200): an integrator's sync of tasks across projects. */
export const listTasksInputSchema = z
  .object({
    updatedSince: updatedSinceField,
    sort: z.enum(["updatedAt"]).optional().describe("Always updatedAt (then id); accepted as on the other lists"),
    order: z.enum(["asc", "desc"]).optional().describe("By updatedAt, then id: asc (oldest change first) by default"),
    limit: z.coerce.number().int().min(1).max(200).optional().describe("Page size; without it every task is returned"),
    cursor: textString().max(500).optional().describe("nextCursor of the previous page"),
  })
  .strict()
  .meta({ id: "ListTasksQuery" });
export type ListTasksInput = z.infer<typeof listTasksInputSchema>;

export const taskListSchema = z
  .object({ tasks: z.array(taskSchema), nextCursor: z.string().nullable().optional() })
  .meta({ id: "TaskList" });

export const createTaskFields = {
  title: name(PROJECT_MESSAGES.titleRequired, 300),
  columnId: z.uuid().optional().describe("The first column when not given; the task goes to the column's end"),
  description: markdown(20_000).describe("Markdown"),
  assigneeId: z.uuid().nullish(),
  priority: z.enum(TASK_PRIORITIES).default(DEFAULT_TASK_PRIORITY),
  startDate: calendarDate(),
  dueDate: calendarDate(),
  checklist: checklistInput.optional(),
};
export type CreateTaskInput = {
  title: string;
  columnId?: string;
  description?: string;
  assigneeId?: string | null;
  priority?: TaskPriority;
  startDate?: string | null;
  dueDate?: string | null;
  checklist?: { id?: string; text: string; done?: boolean }[];
};

export const updateTaskFields = {
  title: name(PROJECT_MESSAGES.titleRequired, 300).optional(),
  description: markdown(20_000),
  assigneeId: z.uuid().nullish(),
  priority: z.enum(TASK_PRIORITIES).optional(),
  startDate: calendarDate(),
  dueDate: calendarDate(),
  checklist: checklistInput.optional(),
  version: versionNumber().optional().describe("The version you read; when sent, a stale one answers 409"),
};
export type UpdateTaskInput = Omit<CreateTaskInput, "title" | "columnId" | "priority"> & {
  title?: string;
  priority?: TaskPriority;
  version?: number;
};

export const moveTaskFields = {
  columnId: z.uuid().describe("The target column (the same one to reorder)"),
  afterTaskId: z.uuid().nullish().describe("Place it right after this task of the target column"),
  beforeTaskId: z.uuid().nullish().describe("Place it right before this task (used when afterTaskId is not given)"),
  index: jsonOnly(z.number().int().min(0).max(100_000).optional()).describe(
    "0-based position in the target column (used when neither neighbour is given); the end when nothing is given",
  ),
};
export type MoveTaskInput = {
  columnId: string;
  afterTaskId?: string | null;
  beforeTaskId?: string | null;
  index?: number;
};

export const moveTaskResultSchema = z
  .object({ task: taskSchema, boardVersion: z.number().int() })
  .meta({ id: "MoveTaskResult" });

/**
 * How many tasks of each column a board answer holds unless asked for more (decision 171, amended): a column of
 * thousands is not sent whole; each column's `taskCount` says how many it has, and a client that scrolls further
 * asks again with a larger `tasksPerColumn`.
 */
export const BOARD_TASKS_PER_COLUMN = 50;
export const BOARD_TASKS_PER_COLUMN_MAX = 10_000;

export const boardInputFields = {
  tasksPerColumn: z.coerce
    .number()
    .int()
    .min(1)
    .max(BOARD_TASKS_PER_COLUMN_MAX)
    .optional()
    .describe(
      `How many tasks of each column to send, from its top (default ${BOARD_TASKS_PER_COLUMN}); each column's taskCount says how many it has`,
    ),
};

export const boardSchema = z
  .object({
    project: projectSchema,
    version: z.number().int().describe("The board's version: poll board-version and reload when it grew"),
    columns: z.array(boardColumnSchema.extend({ tasks: z.array(taskSchema) })),
  })
  .meta({ id: "Board" });
export type Board = z.infer<typeof boardSchema>;

export const boardVersionSchema = z
  .object({ version: z.number().int(), updatedAt: z.iso.datetime() })
  .meta({ id: "BoardVersion" });

// Comments

export const commentSchema = z
  .object({
    id: z.uuid(),
    taskId: z.uuid(),
    author: person.nullable(),
    body: z.string().describe("Markdown; @mentions are listed in mentions"),
    mentions: z.array(person),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "TaskComment" });
export type TaskComment = z.infer<typeof commentSchema>;

export const createCommentFields = {
  body: name("body: Comment is required", 10_000),
  mentions: jsonOnly(z.array(z.uuid()).max(50, "must have at most 50 users").optional()).describe(
    "User ids of the colleagues mentioned",
  ),
};

// Across projects

export const TASK_SCOPES = ["open", "dueToday", "overdue"] as const;

export const taskOverviewItemSchema = taskSchema
  .extend({
    project: z.object({ id: z.uuid(), name: z.string() }),
    column: z.object({ id: z.uuid(), name: z.string(), done: z.boolean() }),
    overdue: z.boolean(),
  })
  .meta({ id: "TaskOverviewItem" });
export type TaskOverviewItem = z.infer<typeof taskOverviewItemSchema>;

export const taskOverviewSchema = z
  .object({ tasks: z.array(taskOverviewItemSchema), today: z.string().describe("YYYY-MM-DD, the business day") })
  .meta({ id: "TaskOverview" });
export type TaskOverview = z.infer<typeof taskOverviewSchema>;

export const colleagueSchema = z
  .object({ id: z.uuid(), name: z.string(), email: z.string() })
  .meta({ id: "Colleague" });
export type Colleague = z.infer<typeof colleagueSchema>;

export const projectInvoiceSchema = z
  .object({
    id: z.uuid(),
    invoiceNumber: z.string(),
    status: z.string(),
    total: z.number(),
    currency: z.string(),
    dueDate: z.string().meta(DATE_FORMAT),
    billedTo: z.string(),
  })
  .meta({ id: "ProjectInvoice" });
