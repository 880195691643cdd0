import { createProjectInputSchema, PROJECT_MESSAGES, type Project, type ProjectStatus } from "@kancl/shared";
import { z } from "zod";
import { t } from "@/i18n/areas";
import { parsedByServerSchema, reportFirstUnmet } from "@/lib/schema-form";
import type { ChosenClient } from "./client-chooser";

/**
 * The project form's schema (decision 050): the fields as the inputs hold them, the form's rules in its order
 * (name, client, due date not before the start), then the request parsed by the server's own schema. The texts are
 * read when a submit is checked, so they are in the language on screen.
 */
export const projectFormSchema = z
  .object({
    name: z.string(),
    client: z.custom<ChosenClient | null>(),
    dealId: z.string(),
    ownerId: z.string(),
    status: z.custom<ProjectStatus>(),
    startDate: z.string(),
    dueDate: z.string(),
    description: z.string(),
  })
  .superRefine((values, ctx) =>
    reportFirstUnmet(ctx, [
      [!values.name.trim(), "name", PROJECT_MESSAGES.nameRequired],
      [!values.client, "client", t("projectForm.clientRequired")],
      [
        Boolean(values.startDate && values.dueDate && values.dueDate < values.startDate),
        "dueDate",
        t("projectForm.dueBeforeStart"),
      ],
    ]),
  )
  .transform((values, ctx) =>
    parsedByServerSchema(
      createProjectInputSchema,
      {
        name: values.name.trim(),
        clientId: values.client?.id,
        dealId: values.dealId || null,
        status: values.status,
        startDate: values.startDate || null,
        dueDate: values.dueDate || null,
        description: values.description,
        ownerId: values.ownerId || null,
      },
      ctx,
    ),
  );

export type ProjectFormValues = z.input<typeof projectFormSchema>;

/** A new project's empty form (active, the caller as owner), or the project's own values. */
export function projectFormDefaults(project?: Project): ProjectFormValues {
  return {
    name: project?.name ?? "",
    client: project?.client ?? null,
    dealId: project?.dealId ?? "",
    ownerId: project?.ownerId ?? "",
    status: project?.status ?? "active",
    startDate: project?.startDate ?? "",
    dueDate: project?.dueDate ?? "",
    description: project?.description ?? "",
  };
}
