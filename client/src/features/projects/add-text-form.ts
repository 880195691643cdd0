import { useMemo } from "react";
import { z } from "zod";
import { parsedByServerSchema, useSchemaForm } from "@/lib/schema-form";

/**
 * A form that adds one text (a task's title at a column's foot, a checklist item, a comment) on the shared schema
 * form (decision 050): the text trimmed and checked by the server's own field schema. `line` is what is typed, for
 * the submit button that stays disabled while it is blank; `reset` empties it for the next one.
 */
export function useAddTextForm(field: z.ZodType<string, unknown>) {
  const schema = useMemo(
    () =>
      z
        .object({ text: z.string() })
        .transform(
          (values, ctx) => parsedByServerSchema(z.object({ text: field }), { text: values.text.trim() }, ctx).text,
        ),
    [field],
  );
  const schemaForm = useSchemaForm({ schema, defaultValues: { text: "" } });
  const line = schemaForm.form.watch("text");
  return { ...schemaForm, line, blank: !line.trim(), reset: () => schemaForm.form.reset({ text: "" }) };
}
