import { PROJECT_MESSAGES, type Task, type TaskPriority, updateTaskFields } from "@kancl/shared";
import { z } from "zod";
import { t } from "@/i18n/areas";
import { parsedByServerSchema, reportFirstUnmet } from "@/lib/schema-form";

/** The server's own check of a task's fields (the PATCH's body, without the version the form adds). */
const taskFieldsSchema = z.object(updateTaskFields).strict();

/**
 * The task details form's schema (decision 050): the fields as the inputs hold them, the form's rules in its order
 * (title, due date not before the start), then the change parsed by the server's own schema. The column is a move,
 * sent apart.
 */
export const taskFormSchema = z
  .object({
    title: z.string(),
    columnId: z.string(),
    assigneeId: z.string(),
    priority: z.custom<TaskPriority>(),
    startDate: z.string(),
    dueDate: z.string(),
    description: z.string(),
  })
  .superRefine((values, ctx) =>
    reportFirstUnmet(ctx, [
      [!values.title.trim(), "title", PROJECT_MESSAGES.titleRequired],
      [
        Boolean(values.startDate && values.dueDate && values.dueDate < values.startDate),
        "dueDate",
        t("projectForm.dueBeforeStart"),
      ],
    ]),
  )
  .transform((values, ctx) => ({
    columnId: values.columnId,
    fields: parsedByServerSchema(
      taskFieldsSchema,
      {
        title: values.title.trim(),
        description: values.description,
        assigneeId: values.assigneeId || null,
        priority: values.priority,
        startDate: values.startDate || null,
        dueDate: values.dueDate || null,
      },
      ctx,
    ),
  }));

export type TaskFormValues = z.input<typeof taskFormSchema>;

export const taskFormDefaults = (task: Task): TaskFormValues => ({
  title: task.title,
  columnId: task.columnId,
  assigneeId: task.assigneeId ?? "",
  priority: task.priority,
  startDate: task.startDate ?? "",
  dueDate: task.dueDate ?? "",
  description: task.description,
});
