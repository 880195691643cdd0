import { createColumnInputSchema, PROJECT_MESSAGES } from "@kancl/shared";
import { z } from "zod";
import { t } from "@/i18n/areas";
import { parsedByServerSchema, reportFirstUnmet } from "@/lib/schema-form";

/** What a column is saved with: its name, WIP limit (null for none) and whether its tasks count as done. */
export interface ColumnValues {
  name: string;
  wipLimit: number | null;
  done: boolean;
}

/**
 * The column form's schema (decision 050): the inputs as they hold them (the limit as typed), the form's rules in
 * its order (a name, a whole limit of 1 or more when given), then the request parsed by the server's own schema.
 */
export const columnFormSchema = z
  .object({ name: z.string(), wipLimit: z.string(), done: z.boolean() })
  .superRefine((values, ctx) => {
    const limit = values.wipLimit.trim() === "" ? null : Number(values.wipLimit);
    reportFirstUnmet(ctx, [
      [!values.name.trim(), "name", PROJECT_MESSAGES.columnNameRequired],
      [limit !== null && (!Number.isInteger(limit) || limit < 1), "wipLimit", t("columnDialog.wipLimitInvalid")],
    ]);
  })
  .transform((values, ctx): ColumnValues => {
    const request = parsedByServerSchema(
      createColumnInputSchema,
      {
        name: values.name.trim(),
        wipLimit: values.wipLimit.trim() === "" ? null : Number(values.wipLimit),
        done: values.done,
      },
      ctx,
    );
    return { name: request.name, wipLimit: request.wipLimit ?? null, done: request.done ?? false };
  });

export type ColumnFormValues = z.input<typeof columnFormSchema>;

/** A new column's empty form, or the column's own values. */
export function columnFormDefaults(initial?: ColumnValues): ColumnFormValues {
  return {
    name: initial?.name ?? "",
    wipLimit: initial?.wipLimit ? String(initial.wipLimit) : "",
    done: initial?.done ?? false,
  };
}
