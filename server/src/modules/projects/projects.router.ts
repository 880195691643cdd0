import {
  boardColumnSchema,
  boardInputFields,
  boardSchema,
  boardVersionSchema,
  colleagueSchema,
  commentSchema,
  createColumnFields,
  createCommentFields,
  createProjectInputSchema,
  createTaskFields,
  listProjectsInputSchema,
  listTasksInputSchema,
  moveColumnFields,
  moveTaskFields,
  moveTaskResultSchema,
  PROJECT_MESSAGES,
  projectInvoiceSchema,
  projectListSchema,
  projectSchema,
  TASK_SCOPES,
  taskListSchema,
  taskOverviewSchema,
  taskSchema,
  updateColumnFields,
  updateProjectFields,
  updateTaskFields,
} from "@kancl/shared";
import { z } from "zod";
import { router } from "../../trpc/init";
import { authedProcedure } from "../../trpc/procedures";

const TAGS = ["Projects"];
// Ids in paths are plain strings: one that is not a uuid is simply not found (404), as in the other modules.
const id = z.string().max(100).describe("Project ID");
const columnId = z.string().max(100).describe("Column ID");
const taskId = z.string().max(100).describe("Task ID");
const commentId = z.string().max(100).describe("Comment ID");
const success = z.object({ success: z.literal(true) });
const withVersion = <T extends z.ZodRawShape>(shape: T) => z.object({ ...shape, boardVersion: z.number().int() });

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const openapi = (method: Method, path: `/${string}`, operationId: string, summary: string, description?: string) => ({
  openapi: { method, path, tags: TAGS, operationId, summary, ...(description ? { description } : {}) },
});
const created = (path: `/${string}`, operationId: string, summary: string, description?: string) => ({
  successStatus: 201 as const,
  ...openapi("POST", path, operationId, summary, description),
});

const actorOf = (ctx: { orgId: string; user: { id: string } }) => ({ orgId: ctx.orgId, userId: ctx.user.id });

/**
 * Projects (issue 26). Static paths come before `/projects/{id}`: the REST adapter takes the first route that
 * matches, in this order.
 */
export const projectsRouter = router({
  list: authedProcedure
    .meta(
      openapi(
        "GET",
        "/projects",
        "listProjects",
        "List projects",
        "Search (`q`, in the project's and the client's name), filters and sorting. Without `limit` every match is returned; with it, pages continue from `nextCursor`. A client's projects: `clientId`; a deal's project: `dealId`.",
      ),
    )
    .input(listProjectsInputSchema)
    .output(projectListSchema)
    .query(({ ctx, input }) => ctx.services.projects.list(ctx.orgId, input)),

  create: authedProcedure
    .meta(
      created(
        "/projects",
        "createProject",
        "Create a project",
        "The client must be an organization contact; the deal (optional) one billed to that client and without a project yet; the owner a user of your organization (you by default). The board starts with the columns To do, In progress and Done.",
      ),
    )
    .input(createProjectInputSchema)
    .output(projectSchema)
    .mutation(({ ctx, input }) => ctx.services.projects.create(actorOf(ctx), input)),

  myTasks: authedProcedure
    .meta(
      openapi(
        "GET",
        "/projects/my-tasks",
        "listMyTasks",
        "My tasks across projects",
        "Your tasks not in a done column, in projects not archived, by due date. `scope`: open (default), dueToday (due today or earlier), overdue.",
      ),
    )
    .input(
      z
        .object({ scope: z.enum(TASK_SCOPES).optional() })
        .strict()
        .optional(),
    )
    .output(taskOverviewSchema)
    .query(({ ctx, input }) => ctx.services.projects.myTasks(actorOf(ctx), input?.scope)),

  overdueTasks: authedProcedure
    .meta(
      openapi(
        "GET",
        "/projects/overdue-tasks",
        "listOverdueTasks",
        "Overdue tasks across projects",
        "Tasks due before today and not in a done column; `assigneeId` narrows them to one person.",
      ),
    )
    .input(z.object({ assigneeId: z.uuid().optional() }).strict().optional())
    .output(taskOverviewSchema)
    .query(({ ctx, input }) => ctx.services.projects.overdueTasks(ctx.orgId, input ?? {})),

  allTasks: authedProcedure
    .meta(
      openapi(
        "GET",
        "/projects/tasks",
        "listTasks",
        "Every task of the organization, by update time",
        "For an integrator's sync (decision 200): ordered by `updatedAt`, then id (`order=asc` by default); `updatedSince` keeps those changed at or after an instant. Without `limit` every task is returned; with it, pages continue from `nextCursor`. Deleted tasks: `GET /sync/deleted?type=task`.",
      ),
    )
    .input(listTasksInputSchema)
    .output(taskListSchema)
    .query(({ ctx, input }) => ctx.services.projects.listTasks(ctx.orgId, input)),

  colleagues: authedProcedure
    .meta(openapi("GET", "/projects/people", "listProjectPeople", "People who can own, be assigned or be mentioned"))
    .input(z.void())
    .output(z.object({ people: z.array(colleagueSchema) }))
    .query(async ({ ctx }) => ({ people: await ctx.services.projects.colleagues(ctx.orgId) })),

  get: authedProcedure
    .meta(openapi("GET", "/projects/{id}", "getProject", "Get a project"))
    .input(z.object({ id }))
    .output(projectSchema)
    .query(({ ctx, input }) => ctx.services.projects.get(ctx.orgId, input.id)),

  update: authedProcedure
    .meta(
      openapi(
        "PATCH",
        "/projects/{id}",
        "updateProject",
        "Update a project",
        "Fields not sent stay as they are. Send `version` to be told (409) when someone changed it since you read it.",
      ),
    )
    .input(z.object({ id, ...updateProjectFields }).strict())
    .output(projectSchema)
    .mutation(({ ctx, input: { id: projectId, ...fields } }) =>
      ctx.services.projects.update(actorOf(ctx), projectId, fields),
    ),

  delete: authedProcedure
    .meta(openapi("DELETE", "/projects/{id}", "deleteProject", "Delete a project with its board and tasks"))
    .input(z.object({ id }))
    .output(success)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.projects.delete(ctx.orgId, input.id);
      return { success: true as const };
    }),

  board: authedProcedure
    .meta(
      openapi(
        "GET",
        "/projects/{id}/board",
        "getProjectBoard",
        "The project's board",
        "Columns in order, each with its first `tasksPerColumn` tasks in order (by `rank`) and its `taskCount`, and the board's `version`.",
      ),
    )
    .input(z.object({ id, ...boardInputFields }))
    .output(boardSchema)
    .query(({ ctx, input }) => ctx.services.projects.board(ctx.orgId, input.id, input.tasksPerColumn)),

  boardVersion: authedProcedure
    .meta(
      openapi(
        "GET",
        "/projects/{id}/board-version",
        "getProjectBoardVersion",
        "The board's version",
        "A cheap question to poll: when `version` grew, reload the board (decision 161).",
      ),
    )
    .input(z.object({ id }))
    .output(boardVersionSchema)
    .query(({ ctx, input }) => ctx.services.projects.boardVersion(ctx.orgId, input.id)),

  invoices: authedProcedure
    .meta(
      openapi(
        "GET",
        "/projects/{id}/invoices",
        "listProjectInvoices",
        "Invoices of the project's deal",
        "Empty when the project has no deal.",
      ),
    )
    .input(z.object({ id }))
    .output(z.object({ invoices: z.array(projectInvoiceSchema) }))
    .query(async ({ ctx, input }) => ({ invoices: await ctx.services.projects.invoices(ctx.orgId, input.id) })),

  columns: authedProcedure
    .meta(openapi("GET", "/projects/{id}/columns", "listProjectColumns", "The board's columns in order"))
    .input(z.object({ id }))
    .output(z.object({ columns: z.array(boardColumnSchema) }))
    .query(async ({ ctx, input }) => {
      await ctx.services.projects.get(ctx.orgId, input.id);
      return { columns: await ctx.services.projects.columns(ctx.orgId, input.id) };
    }),

  addColumn: authedProcedure
    .meta(
      created(
        "/projects/{id}/columns",
        "addProjectColumn",
        "Add a column",
        "Last unless `afterColumnId` is given (null: first).",
      ),
    )
    .input(z.object({ id, ...createColumnFields }).strict())
    .output(withVersion({ column: boardColumnSchema }))
    .mutation(({ ctx, input: { id: projectId, ...fields } }) =>
      ctx.services.projects.addColumn(actorOf(ctx), projectId, fields),
    ),

  updateColumn: authedProcedure
    .meta(
      openapi(
        "PATCH",
        "/projects/{id}/columns/{columnId}",
        "updateProjectColumn",
        "Rename a column, set its WIP limit or whether it means done",
        "A WIP limit below the number of tasks already there is kept: no more tasks come in until it has room.",
      ),
    )
    .input(z.object({ id, columnId, ...updateColumnFields }).strict())
    .output(withVersion({ column: boardColumnSchema }))
    .mutation(({ ctx, input: { id: projectId, columnId: column, ...fields } }) =>
      ctx.services.projects.updateColumn(actorOf(ctx), projectId, column, fields),
    ),

  moveColumn: authedProcedure
    .meta(openapi("POST", "/projects/{id}/columns/{columnId}/move", "moveProjectColumn", "Reorder a column"))
    .input(z.object({ id, columnId, ...moveColumnFields }).strict())
    .output(withVersion({ column: boardColumnSchema }))
    .mutation(({ ctx, input }) =>
      ctx.services.projects.moveColumn(actorOf(ctx), input.id, input.columnId, input.afterColumnId),
    ),

  deleteColumn: authedProcedure
    .meta(
      openapi(
        "DELETE",
        "/projects/{id}/columns/{columnId}",
        "deleteProjectColumn",
        "Delete an empty column",
        `A column with tasks answers 409 (${PROJECT_MESSAGES.columnNotEmpty}); so does the last one.`,
      ),
    )
    .input(z.object({ id, columnId }))
    .output(withVersion({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => ctx.services.projects.deleteColumn(actorOf(ctx), input.id, input.columnId)),

  tasks: authedProcedure
    .meta(openapi("GET", "/projects/{id}/tasks", "listProjectTasks", "The project's tasks, by column and rank"))
    .input(z.object({ id }))
    .output(z.object({ tasks: z.array(taskSchema) }))
    .query(async ({ ctx, input }) => {
      await ctx.services.projects.get(ctx.orgId, input.id);
      return { tasks: await ctx.services.projects.tasks(ctx.orgId, input.id) };
    }),

  createTask: authedProcedure
    .meta(
      created(
        "/projects/{id}/tasks",
        "createProjectTask",
        "Create a task",
        "At the end of its column (the first column when `columnId` is not given). A column at its WIP limit answers 409.",
      ),
    )
    .input(z.object({ id, ...createTaskFields }).strict())
    .output(withVersion({ task: taskSchema }))
    .mutation(({ ctx, input: { id: projectId, ...fields } }) =>
      ctx.services.projects.createTask(actorOf(ctx), projectId, fields),
    ),

  getTask: authedProcedure
    .meta(openapi("GET", "/projects/{id}/tasks/{taskId}", "getProjectTask", "Get a task"))
    .input(z.object({ id, taskId }))
    .output(taskSchema)
    .query(({ ctx, input }) => ctx.services.projects.getTask(ctx.orgId, input.id, input.taskId)),

  updateTask: authedProcedure
    .meta(
      openapi(
        "PATCH",
        "/projects/{id}/tasks/{taskId}",
        "updateProjectTask",
        "Update a task",
        "Fields not sent stay as they are; `checklist` replaces the whole list (items keep their `id`). Send `version` to be told (409) when someone changed it since you read it.",
      ),
    )
    .input(z.object({ id, taskId, ...updateTaskFields }).strict())
    .output(withVersion({ task: taskSchema }))
    .mutation(({ ctx, input: { id: projectId, taskId: task, ...fields } }) =>
      ctx.services.projects.updateTask(actorOf(ctx), projectId, task, fields),
    ),

  deleteTask: authedProcedure
    .meta(openapi("DELETE", "/projects/{id}/tasks/{taskId}", "deleteProjectTask", "Delete a task"))
    .input(z.object({ id, taskId }))
    .output(withVersion({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => ctx.services.projects.deleteTask(actorOf(ctx), input.id, input.taskId)),

  moveTask: authedProcedure
    .meta(
      openapi(
        "POST",
        "/projects/{id}/tasks/{taskId}/move",
        "moveProjectTask",
        "Move a task within or between columns",
        "Name the neighbour it goes after (`afterTaskId`; null: the top), or before (`beforeTaskId`), or a 0-based `index`; nothing: the end. A named neighbour no longer in the target column (someone moved it meanwhile) falls back to `index` when sent, else answers 400. The server computes the rank from the column as it is; moving into another column at its WIP limit answers 409.",
      ),
    )
    .input(z.object({ id, taskId, ...moveTaskFields }).strict())
    .output(moveTaskResultSchema)
    .mutation(({ ctx, input: { id: projectId, taskId: task, ...fields } }) =>
      ctx.services.projects.moveTask(actorOf(ctx), projectId, task, fields),
    ),

  assignTask: authedProcedure
    .meta(
      openapi(
        "POST",
        "/projects/{id}/tasks/{taskId}/assign",
        "assignProjectTask",
        "Assign a task to a user (null: unassign)",
      ),
    )
    .input(z.object({ id, taskId, assigneeId: z.uuid().nullable() }).strict())
    .output(withVersion({ task: taskSchema }))
    .mutation(({ ctx, input }) =>
      ctx.services.projects.assignTask(actorOf(ctx), input.id, input.taskId, input.assigneeId),
    ),

  comments: authedProcedure
    .meta(
      openapi("GET", "/projects/{id}/tasks/{taskId}/comments", "listTaskComments", "A task's comments, oldest first"),
    )
    .input(z.object({ id, taskId }))
    .output(z.object({ comments: z.array(commentSchema) }))
    .query(async ({ ctx, input }) => ({
      comments: await ctx.services.projects.comments(ctx.orgId, input.id, input.taskId),
    })),

  addComment: authedProcedure
    .meta(
      created(
        "/projects/{id}/tasks/{taskId}/comments",
        "addTaskComment",
        "Comment on a task",
        "`mentions` lists the user ids of the colleagues the comment mentions.",
      ),
    )
    .input(z.object({ id, taskId, ...createCommentFields }).strict())
    .output(withVersion({ comment: commentSchema }))
    .mutation(({ ctx, input: { id: projectId, taskId: task, ...fields } }) =>
      ctx.services.projects.addComment(actorOf(ctx), projectId, task, fields),
    ),

  deleteComment: authedProcedure
    .meta(
      openapi(
        "DELETE",
        "/projects/{id}/tasks/{taskId}/comments/{commentId}",
        "deleteTaskComment",
        "Delete your comment",
      ),
    )
    .input(z.object({ id, taskId, commentId }))
    .output(withVersion({ success: z.literal(true) }))
    .mutation(({ ctx, input }) =>
      ctx.services.projects.deleteComment(actorOf(ctx), input.id, input.taskId, input.commentId),
    ),
});
