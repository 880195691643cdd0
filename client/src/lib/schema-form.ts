import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useMemo, useRef, useState } from "react";
import { type FieldValues, type Path, type UseFormProps, useForm } from "react-hook-form";
import { z } from "zod";

/**
 * The app's one way to write a form (docs/decisions/050): react-hook-form holds the inputs' values; a form schema —
 * built from the shared zod schemas and messages of @kancl/shared — checks them through @hookform/resolvers' zod
 * resolver and turns them into the request; a failed submit shows the schema's first issue, which is the first
 * unmet rule in the spec's order (spec §5), where the form shows its messages (a dialog, an alert, beside a field).
 */

/** The one problem a failed submit shows, and the field it is about. */
export interface FormProblem<TField extends string = string> {
  field: TField;
  message: string;
}

export type FormCheck<TOutput, TField extends string = string> =
  | { problem: FormProblem<TField> }
  | { submission: TOutput };

/** Checks values with a form schema: its first issue, or what to send. */
export function checkForm<TValues, TOutput, TField extends string = string>(
  schema: z.ZodType<TOutput, TValues>,
  values: TValues,
): FormCheck<TOutput, TField> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { submission: parsed.data };
  const issue = parsed.error.issues[0];
  return { problem: { field: (issue?.path ?? []).join(".") as TField, message: issue?.message ?? "" } };
}

/**
 * In a form schema's transform: reports a problem on its field ("billing.email", "items.1.quantity") and ends the
 * parse.
 */
export function refuse(ctx: z.RefinementCtx, field: string, message: string): never {
  ctx.addIssue({ code: "custom", path: field.split("."), message });
  return z.NEVER;
}

/** A rule of a form: when `unmet`, `message` is reported on `field`. */
export type FormRule = readonly [unmet: boolean, field: string, message: string];

/** Reports the first unmet rule only: the forms of spec §5 show one message, the first unmet rule in their order. */
export function reportFirstUnmet(ctx: z.RefinementCtx, rules: readonly FormRule[]): void {
  const rule = rules.find(([unmet]) => unmet);
  if (rule) ctx.addIssue({ code: "custom", path: rule[1].split("."), message: rule[2] });
}

/**
 * In a form schema's transform: the request, parsed by the server's own input schema, so what passes the form is
 * what the server accepts. Its issues become the form's, on the same fields, worded by `reword` when given.
 */
export function parsedByServerSchema<T>(
  schema: z.ZodType<T>,
  request: unknown,
  ctx: z.RefinementCtx,
  reword: (issue: z.core.$ZodIssue) => { field: string; message: string } = (issue) => ({
    field: issue.path.join("."),
    message: issue.message,
  }),
): T {
  const parsed = schema.safeParse(request);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const { field, message } = reword(issue);
    ctx.addIssue({ code: "custom", path: field ? field.split(".") : [], message });
  }
  return z.NEVER;
}

export type SchemaFormOptions<TValues extends FieldValues, TOutput> = Omit<
  UseFormProps<TValues, unknown, TOutput>,
  "resolver"
> & {
  /** The form schema: the inputs' values in, the request out. */
  schema: z.ZodType<TOutput, TValues>;
};

/**
 * react-hook-form with the form schema as its resolver. `handleSubmit(send)` is the form's onSubmit: a valid form
 * calls `send` with the schema's output (once at a time: a submit while one is being sent is ignored); otherwise
 * `problem` becomes the first issue. `attempt` counts submits, so a message repeated by the next submit can be
 * announced again.
 */
export function useSchemaForm<TValues extends FieldValues, TOutput>({
  schema,
  ...options
}: SchemaFormOptions<TValues, TOutput>) {
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  // The field at fault gets the focus where the form shows its message (after a dialog, or at once).
  const form = useForm<TValues, unknown, TOutput>({ shouldFocusError: false, ...options, resolver });
  const [problem, setProblem] = useState<FormProblem<Path<TValues>> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);

  function handleSubmit(send: (output: TOutput) => unknown, onProblem?: (problem: FormProblem<Path<TValues>>) => void) {
    return form.handleSubmit(
      async (output) => {
        if (sendingRef.current) return;
        setAttempt((count) => count + 1);
        setProblem(null);
        sendingRef.current = true;
        setSending(true);
        try {
          await send(output);
        } finally {
          sendingRef.current = false;
          setSending(false);
        }
      },
      () => {
        if (sendingRef.current) return;
        setAttempt((count) => count + 1);
        const checked = checkForm<TValues, TOutput, Path<TValues>>(schema, form.getValues());
        const found = "problem" in checked ? checked.problem : null;
        setProblem(found);
        if (found) onProblem?.(found);
      },
    );
  }

  const clearProblem = useCallback(() => setProblem(null), []);
  return { form, handleSubmit, problem, clearProblem, attempt, sending };
}
