import type { RefObject } from "react";
import type { DefaultValues, FieldValues, Path } from "react-hook-form";
import type { z } from "zod";
import { useSchemaForm } from "@/lib/schema-form";

/**
 * A settings form that creates a record whose secret the page then shows once (an API key, an invitation): its
 * first field takes every problem and the focus, a success empties the form for the next one, and the page gets
 * that field (`inputRef`) to give the focus back to when the secret's dialog closes.
 */
export function useCreateForm<TValues extends FieldValues, TOutput, TCreated>({
  schema,
  empty,
  field,
  create,
  onCreated,
  inputRef,
}: {
  schema: z.ZodType<TOutput, TValues>;
  empty: TValues;
  field: Path<TValues>;
  create: {
    isPending: boolean;
    mutate: (input: TOutput, options: { onSuccess: (created: TCreated) => void }) => void;
  };
  onCreated: (created: TCreated) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const { form, handleSubmit, problem, attempt } = useSchemaForm<TValues, TOutput>({
    schema,
    defaultValues: empty as DefaultValues<TValues>,
  });
  const { ref, ...registered } = form.register(field);
  const submit = handleSubmit(
    (input) => {
      if (create.isPending) return;
      create.mutate(input, {
        onSuccess: (created) => {
          form.reset(empty);
          onCreated(created);
        },
      });
    },
    () => form.setFocus(field),
  );
  const firstField = {
    ...registered,
    ref: (input: HTMLInputElement | null) => {
      ref(input);
      if (inputRef) inputRef.current = input;
    },
  };
  return { form, submit, problem, attempt, firstField };
}
